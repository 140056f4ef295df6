import { useMutation } from '@apollo/client/react';
import { Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '../../gql';
import { AuthCard } from '../../ui/AuthCard';

const VerifySsoDomainMutation = graphql(`
  mutation VerifySsoDomain($input: VerifySsoDomainInput!) {
    verifySsoDomain(input: $input) {
      domain
      errors {
        message
      }
    }
  }
`);

/** The mailed link that verifies an organization's claim to an email domain. */
export function SsoVerifyDomainPage() {
  const { token = '' } = useParams();
  const [verify] = useMutation(VerifySsoDomainMutation);
  const [outcome, setOutcome] = useState<{ domain: string } | { error: string } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void verify({ variables: { input: { token } } })
      .then((r) => {
        const payload = r.data?.verifySsoDomain;
        setOutcome(payload?.domain ? { domain: payload.domain } : { error: payload?.errors[0]?.message ?? 'The domain could not be verified.' });
      })
      .catch(() => setOutcome({ error: 'The domain could not be verified. Try the link again.' }));
  }, [token, verify]);
  return (
    <AuthCard title="Verify domain">
      {outcome === null && <Spinner size={40} aria-label="Verifying the domain" />}
      {outcome && 'domain' in outcome && (
        <Callout intent="success" icon="tick" role="status">
          {outcome.domain} is verified: people with an address there now sign in through their organization&apos;s identity provider.
        </Callout>
      )}
      {outcome && 'error' in outcome && (
        <Callout intent="danger" icon="error" role="alert">
          {outcome.error}
        </Callout>
      )}
      <div className="fel-auth-links">
        <Link to="/sign-in">Sign in</Link>
      </div>
    </AuthCard>
  );
}
