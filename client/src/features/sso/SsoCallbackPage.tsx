import { useMutation } from '@apollo/client/react';
import { Callout, HTMLTable, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../auth/session';
import { graphql } from '../../gql';
import { AuthCard } from '../../ui/AuthCard';

const CompleteSsoSignInMutation = graphql(`
  mutation CompleteSsoSignIn($input: CompleteSsoSignInInput!) {
    completeSsoSignIn(input: $input) {
      accessToken
      viewer {
        ...Session_viewer
      }
      testClaims {
        name
        value
      }
      errors {
        message
      }
    }
  }
`);

type Outcome = { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'test'; claims: { name: string; value: string }[] };

/**
 * Where the identity provider sends the browser back (the redirect URI): hands its answer to the server once, then
 * opens the session, or, after an admin's test sign-in, shows the claims the provider sent.
 */
export function SsoCallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [complete] = useMutation(CompleteSsoSignInMutation);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void (async () => {
      const result = await complete({ variables: { input: { query: location.search.replace(/^\?/, '') } } }).catch(() => null);
      const payload = result?.data?.completeSsoSignIn;
      if (!payload || payload.errors.length > 0) {
        setOutcome({ kind: 'failed', message: payload?.errors[0]?.message ?? 'The sign-in could not be finished. Please try again.' });
        return;
      }
      if (payload.testClaims) {
        setOutcome({ kind: 'test', claims: payload.testClaims });
        return;
      }
      if (payload.accessToken && payload.viewer) {
        session.completeSignIn(payload.accessToken, payload.viewer);
        navigate('/dashboard', { replace: true });
      }
    })();
  }, [complete, location.search, navigate, session]);

  if (outcome.kind === 'working') {
    return (
      <AuthCard title="Signing in">
        <Spinner size={40} aria-label="Finishing the sign-in" />
      </AuthCard>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <AuthCard title="Sign-in not finished">
        <Callout intent="danger" icon="error" role="alert">
          {outcome.message}
        </Callout>
        <div className="fel-auth-links">
          <Link to="/sign-in">Back to sign in</Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Test sign-in passed">
      <p>The identity provider sent these claims. Single sign-on may now be turned on.</p>
      <HTMLTable compact striped aria-label="Claims received">
        <thead>
          <tr>
            <th>Claim</th>
            <th>Value</th>
          </tr>
        </thead>
        <tbody>
          {outcome.claims.map((c) => (
            <tr key={c.name}>
              <td>{c.name}</td>
              <td>{c.value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <div className="fel-auth-links">
        <Link to="/dashboard/sso">Back to Single sign-on</Link>
      </div>
    </AuthCard>
  );
}
