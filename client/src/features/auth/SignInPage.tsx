import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Callout, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG } from '../../../../common/validation';
import { useSession } from '../../auth/session';
import { graphql } from '../../gql';
import { AuthCard } from '../../ui/AuthCard';
import { PasswordInput } from '../../ui/PasswordInput';
import { useMutationPayload } from '../../ui/useMutationPayload';
import { SendSecondFactorCodeMutation, type SecondFactorState } from './auth-documents';
import type { SsoOption } from '../sso/sso-sign-in';
import { SecondFactorOptionsQuery } from './second-factor-documents';
import { usePasskeySignIn } from './usePasskeySignIn';

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

/** The two fields as the browser holds them (named inputs of the form). */
const signInValues = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') };
};

/**
 * Spec §2 sign-in: no client-side validation; Enter in either field submits; spinner while running.
 * The first page anyone loads carries no form library (its weight counts before anyone can sign in): the
 * browser holds the two fields, read from the form when it is sent, and the server's answer shows in the
 * form's alert.
 */
export function SignInPage() {
  const session = useSession();
  const navigate = useNavigate();
  const run = useMutationPayload();
  const [error, setError] = useState<string | null>(null);
  // Sending, and once signed in, while the page makes way for the next one: the spinner stays.
  const [busy, setBusy] = useState(false);
  const [signIn] = useMutation(SignInMutation);
  const [sendCode] = useMutation(SendSecondFactorCodeMutation);
  const apollo = useApolloClient();
  const passkey = usePasskeySignIn(setError);
  // An address in a verified domain of an organization with single sign-on: its button replaces the password
  // field (the SSO steps load only once an address is typed). `password` shows the field again when not enforced.
  const [sso, setSso] = useState<(SsoOption & { email: string; password: boolean }) | null>(null);

  async function checkSso(email: string) {
    const address = email.trim().toLowerCase();
    if (!address.includes('@') || address === sso?.email) return;
    const { ssoOptionFor } = await import('../sso/sso-sign-in');
    const option = await ssoOptionFor(apollo, address).catch(() => null);
    setSso(option ? { ...option, email: address, password: false } : null);
  }

  async function continueWithSso() {
    if (!sso || busy) return;
    setError(null);
    setBusy(true);
    const { startSsoSignIn } = await import('../sso/sso-sign-in');
    const started = await startSsoSignIn(apollo, sso.email).catch(() => ({ error: 'Single sign-on could not be started. Try again.' }));
    if ('url' in started) {
      window.location.assign(started.url);
      return;
    }
    setError(started.error);
    setBusy(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (sso && !sso.password) return void continueWithSso();
    const input = signInValues(event.currentTarget);
    setError(null);
    setBusy(true);
    const result = await run(async () => (await signIn({ variables: { input } })).data?.signIn, {
      failed: MSG.badCredentials,
      reason: 'instead',
      ok: (payload) => payload.errors.length === 0 && !!payload.accessToken,
      show: setError,
    });
    if (!result?.accessToken) {
      setBusy(false);
      return;
    }
    if (result.twofa) {
      session.startSecondFactor(result.accessToken);
      // A user with an app or a passkey chooses on the next screen; the code is emailed there only when asked for.
      const options = await apollo.query({ query: SecondFactorOptionsQuery, fetchPolicy: 'network-only' }).catch(() => null);
      const choices = options?.data?.secondFactorOptions;
      if (choices && (choices.mustEnrol || choices.methods[0] !== 'EMAIL')) {
        const state: SecondFactorState = { codeSent: false };
        navigate('/sign-in/2fa', { state });
        return;
      }
      const sent = await run(async () => (await sendCode()).data?.sendSecondFactorCode, {
        failed: 'Verification code was not sent.',
        reason: 'hidden',
        ok: (payload) => !!payload.sent || (!!payload.delayed && !!payload.message),
      });
      if (sent?.delayed && sent.message) {
        // The code is queued: the next screen says so and RESEND CODE may be used at once.
        const state: SecondFactorState = { mailDelayed: sent.message };
        navigate('/sign-in/2fa', { state });
        return;
      }
      navigate('/sign-in/2fa');
      return;
    }
    if (result.viewer) session.completeSignIn(result.accessToken, result.viewer);
  }

  return (
    <AuthCard title="Sign in">
      <form onSubmit={(event) => void submit(event)} noValidate>
        {error && (
          <Callout intent="danger" icon="error" className="fel-form-alert" role="alert">
            {error}
          </Callout>
        )}
        <FormGroup label="Email" labelFor="sign-in-email">
          <InputGroup id="sign-in-email" name="username" type="email" autoComplete="username" large autoFocus onBlur={(event) => void checkSso(event.currentTarget.value)} />
        </FormGroup>
        {sso && !sso.password ? (
          <div className="fel-form-actions">
            {busy ? (
              <Spinner size={30} aria-label="Signing in" />
            ) : (
              <Button intent="primary" size="large" fill text={`Continue with ${sso.organizationName} SSO`} onClick={() => void continueWithSso()} />
            )}
            {!sso.enforced && !busy && <Button variant="minimal" text="Use my password instead" onClick={() => setSso({ ...sso, password: true })} />}
          </div>
        ) : (
          <>
            <FormGroup label="Password" labelFor="sign-in-password">
              <PasswordInput id="sign-in-password" name="password" autoComplete="current-password" large />
            </FormGroup>
            <div className="fel-form-actions">
              {busy ? <Spinner size={30} aria-label="Signing in" /> : <Button type="submit" intent="primary" size="large" fill text="Sign in" />}
            </div>
          </>
        )}
      </form>
      <div className="fel-form-actions">
        <Button variant="outlined" icon="key" fill text="Sign in with a passkey" loading={passkey.busy} disabled={busy} onClick={() => void passkey.signIn()} />
      </div>
      <div className="fel-auth-links">
        <Link to="/register">Sign up</Link>
        <Link to="/password-reset">Reset password</Link>
      </div>
    </AuthCard>
  );
}
