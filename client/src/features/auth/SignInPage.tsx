import { useMutation } from '@apollo/client/react';
import { Button, Callout, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG } from '../../../../common/validation';
import { useSession } from '../../auth/session';
import { graphql } from '../../gql';
import { AuthCard } from '../../ui/AuthCard';
import { PasswordInput } from '../../ui/PasswordInput';
import { useSnackbar } from '../../ui/snackbar';
import { SendSecondFactorCodeMutation, type SecondFactorState } from './auth-documents';

const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      twofa
      accessToken
      viewer {
        ...Session_viewer
      }
      errors {
        message
      }
    }
  }
`);

/** Spec §2 sign-in: no client-side validation; Enter in either field submits; spinner while running. */
export function SignInPage() {
  const session = useSession();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [signIn] = useMutation(SignInMutation);
  const [sendCode] = useMutation(SendSecondFactorCodeMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setLoading(true);
    try {
      const { data } = await signIn({ variables: { input: { username: email, password } } });
      const result = data?.signIn;
      if (!result || result.errors.length > 0 || !result.accessToken) {
        setError(result?.errors[0]?.message || MSG.badCredentials);
        setLoading(false);
        return;
      }
      if (result.twofa) {
        session.startSecondFactor(result.accessToken);
        const sent = await sendCode().catch(() => null);
        const payload = sent?.data?.sendSecondFactorCode;
        if (payload?.delayed && payload.message) {
          // The code is queued: the next screen says so and RESEND CODE may be used at once.
          const state: SecondFactorState = { mailDelayed: payload.message };
          navigate('/sign-in/2fa', { state });
          return;
        }
        if (!payload?.sent) snackbar.error('Verification code was not sent.');
        navigate('/sign-in/2fa');
        return;
      }
      if (result.viewer) session.completeSignIn(result.accessToken, result.viewer);
    } catch {
      setError(MSG.badCredentials);
      setLoading(false);
    }
  }

  return (
    <AuthCard title="Sign in">
      <form onSubmit={submit} noValidate>
        {error && (
          <Callout intent="danger" icon="error" className="fel-form-alert" role="alert">
            {error}
          </Callout>
        )}
        <FormGroup label="Email" labelFor="sign-in-email">
          <InputGroup id="sign-in-email" type="email" autoComplete="username" value={email} onValueChange={setEmail} large autoFocus />
        </FormGroup>
        <FormGroup label="Password" labelFor="sign-in-password">
          <PasswordInput id="sign-in-password" autoComplete="current-password" value={password} onValueChange={setPassword} large />
        </FormGroup>
        <div className="fel-form-actions">
          {loading ? <Spinner size={30} aria-label="Signing in" /> : <Button type="submit" intent="primary" size="large" fill text="Sign in" />}
        </div>
      </form>
      <div className="fel-auth-links">
        <Link to="/register">Sign up</Link>
        <Link to="/password-reset">Reset password</Link>
      </div>
    </AuthCard>
  );
}
