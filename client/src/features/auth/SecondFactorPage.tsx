import { useMutation } from '@apollo/client/react';
import { Button, Callout, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useSession } from '../../auth/session';
import { graphql } from '../../gql';
import { AuthCard } from '../../ui/AuthCard';
import { useSnackbar } from '../../ui/snackbar';
import { useMutationPayload } from '../../ui/useMutationPayload';
import { useCountdown } from '../../ui/useCountdown';
import { SECOND_FACTOR_RESEND_SECONDS } from '../../../../common/product';
import { delayedMessageFrom, SendSecondFactorCodeMutation } from './auth-documents';

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

/** Spec §2 second factor: the emailed code, RESEND CODE and Next; Enter submits. */
export function SecondFactorPage() {
  const session = useSession();
  const snackbar = useSnackbar();
  const run = useMutationPayload();
  // No client-side rule for the code: the server says what is wrong with it, in the form's alert.
  const { control, handleSubmit, setError, formState } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  // Verified: the spinner stays while the page makes way for the dashboard.
  const [leaving, setLeaving] = useState(false);
  const [verify] = useMutation(VerifyMutation);
  const [resend, resendState] = useMutation(SendSecondFactorCodeMutation);
  const location = useLocation();
  const [delayed, setDelayed] = useState<string | null>(() => delayedMessageFrom(location.state));
  // A code was sent on the way here (unless its mail is delayed): RESEND CODE waits as the server does.
  const cooldown = useCountdown(delayed ? 0 : SECOND_FACTOR_RESEND_SECONDS);

  async function submit(input: { code: string }) {
    const result = await run(async () => (await verify({ variables: { input } })).data?.verifySecondFactor, {
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
      ) : (
        <p>We emailed you a 6-digit code. Enter it below; it is valid for 10 minutes.</p>
      )}
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        {error && (
          <Callout intent="danger" icon="error" className="fel-form-alert" role="alert">
            {error}
          </Callout>
        )}
        <FormGroup label="Verification code" labelFor="second-factor-code">
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <InputGroup
                id="second-factor-code"
                inputMode="numeric"
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
            <Button
              variant="minimal"
              intent="primary"
              text="RESEND CODE"
              loading={resendState.loading}
              disabled={cooldown.secondsLeft > 0}
              aria-describedby={cooldown.secondsLeft > 0 ? 'resend-countdown' : undefined}
              onClick={() => void resendCode()}
            />
            {cooldown.secondsLeft > 0 && (
              <span id="resend-countdown" className="fel-resend-countdown" data-testid="resend-countdown">
                again in {cooldown.secondsLeft} s
              </span>
            )}
          </span>
          {formState.isSubmitting || leaving ? <Spinner size={30} aria-label="Verifying" /> : <Button type="submit" intent="primary" size="large" text="Next" />}
        </div>
      </form>
    </AuthCard>
  );
}
