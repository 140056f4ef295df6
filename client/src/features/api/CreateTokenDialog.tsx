import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { CreateApiTokenFormSchema, TOKEN_NAME_MAX } from '../../../../common/api-token-schema';
import { graphql } from '../../gql';
import type { ApiTokenScope } from '../../gql/graphql';
import { serverFieldErrors } from '../../ui/form-errors';
import { useMutationPayload } from '../../ui/useMutationPayload';
import { TRY_AGAIN } from '../projects/format';

const CreateMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        name
        ...ApiTokensPage_token
      }
      errors {
        field
        message
      }
    }
  }
`);

const FIELDS = ['name', 'scope', 'expiresAt'];
const NEW_TOKEN = { name: '', scope: 'read', expires: '' } as const;
const isScope = (value: string): value is ApiTokenScope => value === 'read' || value === 'readWrite';

/** The "New API token" form: name, scope, optional expiry (end of the chosen day, local time). */
export function CreateTokenDialog({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (created: { name: string; secret: string }) => void;
}) {
  const run = useMutationPayload();
  const [create, { loading }] = useMutation(CreateMutation, {
    // The list is newest first: the new token goes on top of the cached list.
    update(cache, { data }) {
      const token = data?.createApiToken.token;
      if (!token) return;
      cache.modify<{ apiTokens: { nodes: Reference[] } }>({
        fields: {
          apiTokens: (existing, { toReference, isReference }) =>
            isReference(existing) ? existing : { ...existing, nodes: [toReference(token, true), ...existing.nodes].flatMap((ref) => (ref ? [ref] : [])) },
        },
      });
    },
  });
  // The messages are those of the last Create (the form's and the server's); they stay until the next one.
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(CreateApiTokenFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: NEW_TOKEN,
  });
  const { errors } = formState;

  async function submit({ name, scope, expires }: { name: string; scope: ApiTokenScope; expires: string }) {
    const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : null;
    const result = await run(async () => (await create({ variables: { input: { name, scope, expiresAt } } })).data?.createApiToken, {
      failed: TRY_AGAIN,
      reason: 'instead',
      thrown: 'instead',
      ok: (created) => created.errors.length === 0 && !!created.secret && !!created.token,
      known: FIELDS,
      fields: (found) => {
        serverFieldErrors(setError, ['name', 'scope'])(found);
        // The server's expiresAt is the end of the day chosen in the Expires field.
        if (found.expiresAt) setError('expires', { type: 'server', message: found.expiresAt });
      },
      show: (message) => setError('root.server', { message }),
    });
    if (result?.secret && result.token) {
      onCreated({ name: result.token.name, secret: result.secret });
      reset();
    }
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="New API token">
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <DialogBody>
          {errors.root?.server && (
            <Callout intent="danger" role="alert" className="fel-section">
              {errors.root.server.message}
            </Callout>
          )}
          <FormGroup label="Name" labelFor="token-name" helperText={errors.name?.message ?? 'What the integration is, e.g. "Power BI".'} intent={errors.name ? 'danger' : 'none'}>
            <Controller
              control={control}
              name="name"
              render={({ field }) => (
                <InputGroup id="token-name" value={field.value} maxLength={TOKEN_NAME_MAX} onChange={(e) => field.onChange(e.currentTarget.value)} intent={errors.name ? 'danger' : 'none'} />
              )}
            />
          </FormGroup>
          <Controller
            control={control}
            name="scope"
            render={({ field }) => (
              <RadioGroup label="Scope" name="token-scope" selectedValue={field.value} onChange={(e) => isScope(e.currentTarget.value) && field.onChange(e.currentTarget.value)}>
                <Radio value="read" label="Read: sees what a Super User sees, changes nothing" />
                <Radio value="readWrite" label="Read and write: may also change what a Super User may change" />
              </RadioGroup>
            )}
          />
          <FormGroup label="Expires (optional)" labelFor="token-expires" helperText={errors.expires?.message ?? 'Leave empty for a token that does not expire.'} intent={errors.expires ? 'danger' : 'none'}>
            <Controller
              control={control}
              name="expires"
              render={({ field }) => <InputGroup id="token-expires" type="date" value={field.value} onChange={(e) => field.onChange(e.currentTarget.value)} />}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="primary" text="Create" loading={loading} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
