import { useMutation } from '@apollo/client/react';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { SessionViewerRef } from '../../auth/session-api';
import { useSession } from '../../auth/session';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { RecoveryCodes } from './RecoveryCodes';
import { BeginSignInEnrolmentMutation, ConfirmSignInEnrolmentMutation } from './second-factor-documents';

/** A user whose organization refuses the emailed code and who has no other factor sets up an app before going on. */
export function EnrolAtSignIn() {
  const session = useSession();
  const [begin, begun] = useMutation(BeginSignInEnrolmentMutation);
  const [confirmEnrolment] = useMutation(ConfirmSignInEnrolmentMutation);
  const [done, setDone] = useState<{ accessToken: string; viewer: SessionViewerRef; codes: string[] } | null>(null);

  useEffect(() => {
    void begin();
  }, [begin]);

  const enrolment = begun.data?.beginSignInEnrolment.enrolment;
  const problem = begun.error ? 'The setup could not start. Sign in again.' : begun.data?.beginSignInEnrolment.errors[0]?.message;

  async function confirm(code: string): Promise<string | null> {
    const answer = (await confirmEnrolment({ variables: { input: { code } } }).catch(() => null))?.data?.confirmSignInEnrolment;
    if (answer?.accessToken && answer.viewer) {
      setDone({ accessToken: answer.accessToken, viewer: answer.viewer, codes: answer.recoveryCodes ?? [] });
      return null;
    }
    return answer?.errors[0]?.message ?? 'The code could not be checked. Try again.';
  }

  if (done) {
    return (
      <>
        <RecoveryCodes codes={done.codes} level={2} />
        <div className="fel-form-actions">
          <Button intent="primary" size="large" text="Continue" onClick={() => session.completeSignIn(done.accessToken, done.viewer)} />
        </div>
      </>
    );
  }
  return (
    <>
      <Callout intent="primary" icon="shield" className="fel-form-alert">
        Your organization requires an authenticator app for signing in. Set one up now to continue.
      </Callout>
      {problem && (
        <Callout intent="danger" icon="error" role="alert">
          {problem}
        </Callout>
      )}
      {enrolment ? <AuthenticatorSetup secret={enrolment.secret} qrSvg={enrolment.qrSvg} confirm={confirm} /> : !problem && <Spinner size={30} aria-label="Preparing" />}
    </>
  );
}
