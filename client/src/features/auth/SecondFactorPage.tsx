import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useSession } from '../../auth/session';
import { graphql } from '../../gql';
import { AuthCard } from '../../ui/AuthCard';
import { useSnackbar } from '../../ui/snackbar';
import { useMutationPayload } from '../../ui/useMutationPayload';
import { useCountdown } from '../../ui/useCountdown';
import { SECOND_FACTOR_RESEND_SECONDS } from '../../../../common/product';
import { codeSentFrom, delayedMessageFrom, SendSecondFactorCodeMutation } from './auth-documents';
import type { SecondFactorMethod } from '../../gql/graphql';
import { EnrolAtSignIn } from './EnrolAtSignIn';
import { SecondFactorOptionsQuery } from './second-factor-documents';
import { usePasskeySignIn } from './usePasskeySignIn';

type CodeMethod = Exclude<SecondFactorMethod, 'PASSKEY'>;

const CHOICE: Record<SecondFactorMethod, string> = {
  PASSKEY: 'Use a passkey',
  TOTP: 'Use your authenticator app',
  RECOVERY: 'Use a recovery code',
  EMAIL: 'Email me a code',
};

const CODE_TEXT: Record<CodeMethod, { label: string; intro: string }> = {
  TOTP: {
    label: 'Code from your authenticator app',
    intro: 'Enter the 6-digit code your authenticator app shows.',
  },
  RECOVERY: {
    label: 'Recovery code',
    intro: 'Enter one of your recovery codes. Each works once.',
  },
  EMAIL: {
    label: 'Verification code',
    intro: 'We emailed you a 6-digit code. Enter it below; it is valid for 10 minutes.',
  },
};

const VerifyMutation = graphql(`
  mutation VerifySecondFactor($input: VerifySecondFactorInput!) {
    verifySecondFactor(input: $input) {
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

/**
 * The second step: the user's factors (passkey first), the emailed code last unless the organization refuses
 * it; a user who must set up an app first does so here. Spec §2's emailed code keeps RESEND CODE and Next.
 */
export function SecondFactorPage() {
  const options = useQuery(SecondFactorOptionsQuery, {
    fetchPolicy: 'network-only',
  });
  const [chosen, setChosen] = useState<SecondFactorMethod | null>(null);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const passkey = usePasskeySignIn(setPasskeyError);
  const methods = options.data?.secondFactorOptions.methods ?? [];
  if (options.data?.secondFactorOptions.mustEnrol) {
    return (
      <AuthCard title="Set up your authenticator app">
        <EnrolAtSignIn />
      </AuthCard>
    );
  }
  if (!options.data && !options.error) {
    return (
      <AuthCard title="Verify your account">
        <Spinner size={30} aria-label="Loading" />
      </AuthCard>
    );
  }
  // Without the choices (the query failed), the emailed code as before.
  const method = chosen ?? methods[0] ?? 'EMAIL';
  const others = methods.filter((m) => m !== method);
  const switcher = others.length > 0 && (
    <nav className="fel-second-factor-choices" aria-label="Other ways to verify">
      {others.map((m) => (
        <Button key={m} variant="minimal" intent="primary" text={CHOICE[m]} onClick={() => setChosen(m)} />
      ))}
    </nav>
  );
  if (method === 'PASSKEY') {
    return (
      <AuthCard title="Verify your account">
        <p>Use the passkey on this device or your phone. You will confirm with your PIN, fingerprint or face.</p>
        {passkeyError && (
          <Callout intent="danger" icon="error" className="fel-form-alert" role="alert">
            {passkeyError}
          </Callout>
        )}
        <div className="fel-form-actions">
          {passkey.busy ? (
            <Spinner size={30} aria-label="Verifying" />
          ) : (
            <Button intent="primary" size="large" icon="key" text="Use passkey" onClick={() => void passkey.signIn()} />
          )}
        </div>
        {switcher}
      </AuthCard>
    );
  }
  return <CodeStep key={method} method={method} switcher={switcher} />;
}

/** A code of the chosen factor: the emailed one (with RESEND CODE), the authenticator app's, or a recovery code. */
function CodeStep({ method, switcher }: { method: CodeMethod; switcher: ReactNode }) {
  const session = useSession();
  const snackbar = useSnackbar();
  const run = useMutationPayload();
  // No client-side rule for the code: the server says what is wrong with it, in the form's alert.
  const { control, handleSubmit, setError, formState } = useForm<{
    code: string;
  }>({ defaultValues: { code: '' } });
  // Verified: the spinner stays while the page makes way for the dashboard.
  const [leaving, setLeaving] = useState(false);
  const [verify] = useMutation(VerifyMutation);
  const [resend, resendState] = useMutation(SendSecondFactorCodeMutation);
  const location = useLocation();
  const [delayed, setDelayed] = useState<string | null>(() => delayedMessageFrom(location.state));
  // A code was sent on the way here (unless its mail is delayed): RESEND CODE waits as the server does.
  const [sent] = useState(() => codeSentFrom(location.state));
  const cooldown = useCountdown(delayed || !sent || method !== 'EMAIL' ? 0 : SECOND_FACTOR_RESEND_SECONDS);

  async function submit(input: { code: string }) {
    const result = await run(async () => (await verify({ variables: { input: { code: input.code, method } } })).data?.verifySecondFactor, {
      failed: 'The code could not be checked. Try again.',
      reason: 'instead',
      ok: (payload) => !!payload.accessToken && !!payload.viewer,
      show: (message) => setError('root.server', { message }),
    });
    if (result?.accessToken && result.viewer) {
      setLeaving(true);
      session.completeSignIn(result.accessToken, result.viewer);
    }
  }

  async function resendCode() {
    const payload = await run(async () => (await resend()).data?.sendSecondFactorCode, {
      failed: 'Verification code was not sent.',
      ok: (sent) => !!sent.sent || !!sent.delayed,
      refused: (refused) => {
        setDelayed(null);
        const wait = /Please wait (\d+) seconds/.exec(refused.errors[0]?.message ?? '')?.[1];
        if (wait) cooldown.start(Number(wait));
      },
    });
    if (!payload) return;
    setDelayed(payload.delayed && payload.message ? payload.message : null);
    if (payload.sent) {
      cooldown.start(SECOND_FACTOR_RESEND_SECONDS);
      snackbar.success('Verification code SENT!');
    } else snackbar.warning('Verification code delayed.');
  }

  const error = formState.errors.root?.server?.message;
  return (
    <AuthCard title="Verify your account">
      {delayed ? (
        <Callout intent="warning" icon="time" className="fel-form-alert" role="status" title="Your code is on its way, but delayed">
          {delayed}
        </Callout>
      ) : method === 'EMAIL' && !sent ? (
        <p>Use SEND CODE to get a 6-digit code by email; it is valid for 10 minutes.</p>
      ) : (
        <p>{CODE_TEXT[method].intro}</p>
      )}
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        {error && (
          <Callout intent="danger" icon="error" className="fel-form-alert" role="alert">
            {error}
          </Callout>
        )}
        <FormGroup label={CODE_TEXT[method].label} labelFor="second-factor-code">
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <InputGroup
                id="second-factor-code"
                inputMode={method === 'RECOVERY' ? 'text' : 'numeric'}
                autoComplete="one-time-code"
                maxLength={12}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                large
                autoFocus
              />
            )}
          />
        </FormGroup>
        <div className="fel-form-actions fel-form-actions-split">
          <span className="fel-resend">
            {method === 'EMAIL' && (
              <Button
                variant="minimal"
                intent="primary"
                text={sent ? 'RESEND CODE' : 'SEND CODE'}
                loading={resendState.loading}
                disabled={cooldown.secondsLeft > 0}
                aria-describedby={cooldown.secondsLeft > 0 ? 'resend-countdown' : undefined}
                onClick={() => void resendCode()}
              />
            )}
            {method === 'EMAIL' && cooldown.secondsLeft > 0 && (
              <span id="resend-countdown" className="fel-resend-countdown" data-testid="resend-countdown">
                again in {cooldown.secondsLeft} s
              </span>
            )}
          </span>
          {formState.isSubmitting || leaving ? (
            <Spinner size={30} aria-label="Verifying" />
          ) : (
            <Button type="submit" intent="primary" size="large" text="Next" />
          )}
        </div>
      </form>
      {switcher}
    </AuthCard>
  );
}
