import { useMutation } from '@apollo/client/react';
import { Button, Callout, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../auth/session';
import { graphql } from '../../gql';
import { AuthCard } from '../../ui/AuthCard';
import { useSnackbar } from '../../ui/snackbar';
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [verify] = useMutation(VerifyMutation);
  const [resend, resendState] = useMutation(SendSecondFactorCodeMutation);
  const location = useLocation();
  const [delayed, setDelayed] = useState<string | null>(() => delayedMessageFrom(location.state));
  // A code was sent on the way here (unless its mail is delayed): RESEND CODE waits as the server does.
  const cooldown = useCountdown(delayed ? 0 : SECOND_FACTOR_RESEND_SECONDS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setLoading(true);
    try {
      const { data } = await verify({ variables: { input: { code } } });
      const result = data?.verifySecondFactor;
      if (result?.accessToken && result.viewer) {
        session.completeSignIn(result.accessToken, result.viewer);
        return;
      }
      setError(result?.errors[0]?.message ?? 'The code could not be checked. Try again.');
    } catch {
      setError('The code could not be checked. Try again.');
    }
    setLoading(false);
  }

  async function resendCode() {
    const result = await resend().catch(() => null);
    const payload = result?.data?.sendSecondFactorCode;
    setDelayed(payload?.delayed && payload.message ? payload.message : null);
    const wait = /Please wait (\d+) seconds/.exec(payload?.errors[0]?.message ?? '')?.[1];
    if (payload?.sent) cooldown.start(SECOND_FACTOR_RESEND_SECONDS);
    else if (wait) cooldown.start(Number(wait));
    if (payload?.sent) snackbar.success('Verification code SENT!');
    else if (payload?.delayed) snackbar.warning('Verification code delayed.');
    else snackbar.error(payload?.errors[0]?.message ? `Verification code was not sent. ${payload.errors[0].message}` : 'Verification code was not sent.');
  }

  return (
    <AuthCard title="Verify your account">
      {delayed ? (
        <Callout intent="warning" icon="time" className="fel-form-alert" role="status" title="Your code is on its way, but delayed">
          {delayed}
        </Callout>
      ) : (
        <p>We emailed you a 6-digit code. Enter it below; it is valid for 10 minutes.</p>
      )}
      <form onSubmit={submit} noValidate>
        {error && (
          <Callout intent="danger" icon="error" className="fel-form-alert" role="alert">
            {error}
          </Callout>
        )}
        <FormGroup label="Verification code" labelFor="second-factor-code">
          <InputGroup
            id="second-factor-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            onValueChange={setCode}
            large
            autoFocus
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
          {loading ? <Spinner size={30} aria-label="Verifying" /> : <Button type="submit" intent="primary" size="large" text="Next" />}
        </div>
      </form>
    </AuthCard>
  );
}
