import { Callout } from '@blueprintjs/core';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../ui/AuthCard';

/** Where a refused SAML sign-in lands: the server's reason (no session was opened). */
export function SamlFailedPage() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="Sign-in not finished">
      <Callout intent="danger" icon="error" role="alert">
        {params.get('message') ?? 'The sign-in could not be finished. Please try again.'}
      </Callout>
      <div className="fel-auth-links">
        <Link to="/sign-in">Back to sign in</Link>
      </div>
    </AuthCard>
  );
}
