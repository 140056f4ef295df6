import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, Checkbox, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql } from '../../gql';

// The organization's second-factor policy (DOMAIN.md §6a): require a second factor of every user, and refuse the
// emailed code (an authenticator app or a passkey only, which implies requiring one). Its Client Admin or point of
// contact sets it here, a provider Admin here or in the organization form.

const PolicyQuery = graphql(`
  query SecondFactorPolicyCard {
    viewer {
      activeOrganization {
        key
        name
        requiresSecondFactor
        refusesEmailedCode
        viewerCanSetSecondFactorPolicy
      }
    }
  }
`);

const SetPolicyMutation = graphql(`
  mutation SetSecondFactorPolicyOnScreen($input: SetSecondFactorPolicyInput!) {
    setSecondFactorPolicy(input: $input) {
      policy {
        requireSecondFactor
        refuseEmailedCode
      }
      errors {
        message
      }
    }
  }
`);

type PolicyOrg = { key: string; name: string; requiresSecondFactor: boolean; refusesEmailedCode: boolean };

/** The policy card, shown only to a viewer who may set the policy of the organization it works on. */
export function SecondFactorPolicyCard() {
  const { data } = useQuery(PolicyQuery, { fetchPolicy: 'network-only' });
  const org = data?.viewer?.activeOrganization;
  if (!org?.viewerCanSetSecondFactorPolicy) return null;
  return <PolicyForm org={org} />;
}

function PolicyForm({ org }: { org: PolicyOrg }) {
  const [save, { loading }] = useMutation(SetPolicyMutation);
  const [require, setRequire] = useState(org.requiresSecondFactor);
  const [refuse, setRefuse] = useState(org.refusesEmailedCode);
  const [message, setMessage] = useState<{ intent: 'success' | 'danger'; text: string } | null>(null);

  async function onSave() {
    setMessage(null);
    try {
      const result = (await save({ variables: { input: { organization: org.key, requireSecondFactor: require || refuse, refuseEmailedCode: refuse } } })).data?.setSecondFactorPolicy;
      const problem = result?.errors[0]?.message;
      if (problem || !result?.policy) return setMessage({ intent: 'danger', text: problem ?? 'The policy was not saved.' });
      setRequire(result.policy.requireSecondFactor);
      setRefuse(result.policy.refuseEmailedCode);
      setMessage({ intent: 'success', text: 'Second-factor policy saved.' });
    } catch (error) {
      setMessage({ intent: 'danger', text: error instanceof Error ? error.message : 'The policy was not saved.' });
    }
  }

  return (
    <Card>
      <H2 id="second-factor-policy">Second factors</H2>
      <p>
        Applies to every user of {org.name} at sign-in. A user without an authenticator app or passkey sets one up before reaching the dashboard when
        emailed codes are refused.
      </p>
      <Checkbox label="Require a second factor for all users" checked={require || refuse} disabled={refuse} onChange={(e) => setRequire(e.currentTarget.checked)} />
      <Checkbox
        label="Refuse the emailed code (authenticator app or passkey only)"
        checked={refuse}
        onChange={(e) => setRefuse(e.currentTarget.checked)}
      />
      {message && (
        <Callout intent={message.intent} role={message.intent === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </Callout>
      )}
      <Button text="Save second-factor policy" intent="primary" loading={loading} onClick={() => void onSave()} />
    </Card>
  );
}
