import { useMutation } from '@apollo/client/react';
import { Button, Callout, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { emailError } from '../../../../common/validation';
import { graphql } from '../../gql';
import { AuthCard } from '../../ui/AuthCard';

const RequestResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
      errors {
        message
      }
    }
  }
`);

/** Spec §2 reset-password request: one email field, Next and Cancel (to /sign-in). */
export function PasswordResetPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [alert, setAlert] = useState<{ intent: 'success' | 'danger'; text: string } | null>(null);
  const [requestReset, { loading }] = useMutation(RequestResetMutation);
  const fieldError = touched ? emailError(email) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (emailError(email)) return;
    setAlert(null);
    try {
      const { data } = await requestReset({ variables: { input: { username: email.trim() } } });
      const result = data?.requestPasswordReset;
      if (result?.message) setAlert({ intent: 'success', text: result.message });
      else setAlert({ intent: 'danger', text: result?.errors[0]?.message ?? 'The request failed. Try again.' });
    } catch {
      setAlert({ intent: 'danger', text: 'The request failed. Try again.' });
    }
  }

  return (
    <AuthCard title="Reset password">
      <form onSubmit={submit} noValidate>
        {alert && (
          <Callout intent={alert.intent} className="fel-form-alert" role={alert.intent === 'danger' ? 'alert' : 'status'}>
            {alert.text}
          </Callout>
        )}
        <FormGroup
          label="Enter your email"
          labelFor="reset-email"
          intent={fieldError ? 'danger' : 'none'}
          helperText={fieldError ?? 'This is the email you used to sign up.'}
        >
          <InputGroup
            id="reset-email"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
            onBlur={() => setTouched(true)}
            intent={fieldError ? 'danger' : 'none'}
            large
            autoFocus
          />
        </FormGroup>
        <div className="fel-form-actions fel-form-actions-split">
          <Button variant="outlined" size="large" text="Cancel" onClick={() => navigate('/sign-in')} />
          {loading ? <Spinner size={30} aria-label="Sending" /> : <Button type="submit" intent="primary" size="large" text="Next" />}
        </div>
      </form>
    </AuthCard>
  );
}
