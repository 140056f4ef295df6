import { useQuery } from '@apollo/client/react';
import { AnchorButton, Icon } from '@blueprintjs/core';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { AuthCard } from '../../ui/AuthCard';

const ProviderLinkQuery = graphql(`
  query ProviderLink {
    appInfo {
      providerUrl
    }
  }
`);

/**
 * Spec §2 post-registration: thanks, and the account details follow by email once approved. The page is the
 * same whether or not the email had an account (the server answers both alike).
 */
export function RegisterSuccessPage() {
  const { data } = useQuery(ProviderLinkQuery);
  return (
    <AuthCard title="Thank you for registering!">
      <p className="fel-center">
        <Icon icon="endorsed" size={48} intent="success" />
      </p>
      <p>
        Your account is waiting for approval by your organization&apos;s point of contact. Once it is approved you will receive an
        email with your account details and a link to create your password.
      </p>
      <p className="fel-muted">If this email already has an account, nothing new was created: we sent that address an email instead.</p>
      <div className="fel-form-actions">
        <AnchorButton href={data?.appInfo.providerUrl ?? '#'} target="_blank" rel="noopener noreferrer" intent="primary" size="large" fill text="Visit our website" />
      </div>
      <div className="fel-auth-links">
        <Link to="/sign-in">Back to sign in</Link>
      </div>
    </AuthCard>
  );
}
