import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, H1, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql } from '../../gql';
import type { ApiTokensPage_TokenFragment } from '../../gql/graphql';
import { formatDay, formatInstant } from '../../ui/dates';
import { EmptyState } from '../../ui/EmptyState';
import { errorText, TRY_AGAIN } from '../projects/format';
import { CreateTokenDialog } from './CreateTokenDialog';
import { SecretOnceDialog } from './SecretOnceDialog';
import '../admin/admin.css';
import { useMutationPayload } from '../../ui/useMutationPayload';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

export const ApiTokenFragment = graphql(`
  fragment ApiTokensPage_token on ApiToken {
    key
    name
    scope
    principalName
    createdBy
    createdAt
    lastUsedAt
    expiresAt
    revokedAt
    active
    suspended
  }
`);

const ApiTokensQuery = graphql(`
  query ApiTokens($after: String) {
    apiTokens(first: 50, after: $after) {
      nodes {
        ...ApiTokensPage_token
      }
      endCursor
      hasMore
    }
  }
`);

const RotateMutation = graphql(`
  mutation RotateApiToken($input: RotateApiTokenInput!) {
    rotateApiToken(input: $input) {
      secret
      token {
        ...ApiTokensPage_token
      }
      errors {
        message
      }
    }
  }
`);

const RevokeMutation = graphql(`
  mutation RevokeApiToken($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      token {
        ...ApiTokensPage_token
      }
      errors {
        message
      }
    }
  }
`);

const SCOPE_LABEL = { read: 'Read', readWrite: 'Read and write', scim: 'SCIM' } as const;

function status(token: ApiTokensPage_TokenFragment): string {
  if (token.revokedAt) return `Revoked ${formatDay(token.revokedAt)}`;
  if (!token.active) return 'Expired';
  return token.suspended ? 'Suspended' : 'Active';
}

/** /dashboard/api-tokens: the active organization's API tokens (Client Admin, Admin): create, list, revoke. */
export function ApiTokensPage() {
  const run = useMutationPayload();
  const { data, loading, error, refetch, fetchMore } = useQuery(ApiTokensQuery);
  const [revoke] = useMutation(RevokeMutation);
  const [rotate] = useMutation(RotateMutation);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiTokensPage_TokenFragment | null>(null);

  async function confirmRevoke() {
    if (!revoking) return;
    const token = revoking;
    setRevoking(null);
    await run(async () => (await revoke({ variables: { input: { key: token.key } } })).data?.revokeApiToken, {
      success: `Token "${token.name}" revoked.`,
      failed: TRY_AGAIN,
      reason: 'instead',
      thrown: 'instead',
    });
  }

  async function rotateToken(token: ApiTokensPage_TokenFragment) {
    const rotated = await run(async () => (await rotate({ variables: { input: { key: token.key } } })).data?.rotateApiToken, {
      failed: TRY_AGAIN,
      reason: 'instead',
      thrown: 'instead',
      ok: (payload) => payload.errors.length === 0 && !!payload.secret,
    });
    if (rotated?.secret) setSecret({ name: token.name, secret: rotated.secret });
  }

  const tokens = getFragmentData(ApiTokenFragment, data?.apiTokens.nodes);
  const more = data?.apiTokens.hasMore ? data.apiTokens.endCursor : null;
  return (
    <div className="fel-page fel-admin">
      <div className="fel-admin-header">
        <H1 className="fel-page-title">API tokens</H1>
        <div className="fel-admin-toolbar">
          <Button icon="add" intent="primary" text="TOKEN" aria-label="New API token" onClick={() => setCreating(true)} />
        </div>
      </div>
      <Callout icon="info-sign" className="fel-section">
        Integrations send a token as <code>Authorization: Bearer fel_…</code> to <code>/graphql</code> and the <code>/api/*</code> paths. A token
        sees what a Super User of this organization sees; with read and write it may also change what a Super User may change. It never
        manages users or tokens. The schema: <a href="/graphql/schema.graphql">/graphql/schema.graphql</a> (with your session) and the{' '}
        <Link to="/dashboard/api-explorer">GraphQL explorer</Link> where enabled.
      </Callout>
      {tokens && tokens.length > 0 && (
        <div className="fel-table-scroll">
          {/* At phone width each token is a card (fel-cards), its cells labelled. */}
          <HTMLTable striped className="fel-admin-table fel-cards" aria-label="API tokens">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Scope</th>
                <th scope="col">Created by</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Expires</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="bp6-text-muted">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.key}>
                  <td data-label="Name">
                    {token.name}
                    <div className="fel-muted">acts as “{token.principalName}”</div>
                  </td>
                  <td data-label="Scope">{SCOPE_LABEL[token.scope]}</td>
                  <td data-label="Created by">{token.createdBy}</td>
                  <td data-label="Created">{formatInstant(token.createdAt)}</td>
                  <td data-label="Last used">{formatInstant(token.lastUsedAt)}</td>
                  <td data-label="Expires">{token.expiresAt ? formatInstant(token.expiresAt) : 'never'}</td>
                  <td data-label="Status">
                    <Tag minimal intent={token.suspended && token.active ? 'warning' : token.active ? 'success' : 'none'}>
                      {status(token)}
                    </Tag>
                    {token.suspended && token.active && <div className="fel-muted">Its creator may no longer manage tokens: rotate it to use it again.</div>}
                  </td>
                  <td>
                    {token.active && <Button small text="Rotate" aria-label={`Rotate ${token.name}`} onClick={() => void rotateToken(token)} />}{' '}
                    {!token.revokedAt && <Button small intent="danger" text="Revoke" aria-label={`Revoke ${token.name}`} onClick={() => setRevoking(token)} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {more && <Button className="fel-section" text="Show older tokens" onClick={() => void fetchMore({ variables: { after: more } })} />}
      {!tokens && loading && <Spinner aria-label="Loading API tokens" className="fel-admin-spinner" />}
      {!tokens && error && <EmptyState level={2} icon="error" title={errorText(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />}
      {tokens && tokens.length === 0 && <EmptyState level={2} icon="key" title="No API tokens yet" description="Create one for each integration." />}
      <CreateTokenDialog
        isOpen={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setSecret(created);
        }}
      />
      <SecretOnceDialog shown={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        title="Revoke token?"
        isOpen={revoking !== null}
        intent="danger"
        icon="trash"
        cancelText="Cancel"
        confirmText="Revoke"
        onCancel={() => setRevoking(null)}
        onConfirm={() => void confirmRevoke()}
      >
        <p>Revoke the token “{revoking?.name}”? Integrations using it stop working at once. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
