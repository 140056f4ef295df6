import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useSession } from '../../auth/session';
import { BeginPasskeySignInMutation, FinishPasskeySignInMutation } from './second-factor-documents';

/**
 * Signs in with a passkey: as the second step (the session holds the password step's token) or without a
 * password. The browser's WebAuthn code loads only now. `show` receives what went wrong.
 */
export function usePasskeySignIn(show: (message: string) => void): { busy: boolean; signIn(): Promise<void> } {
  const session = useSession();
  const [begin] = useMutation(BeginPasskeySignInMutation);
  const [finish] = useMutation(FinishPasskeySignInMutation);
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    let signedIn = false;
    try {
      const { assertPasskey, passkeyFailure } = await import('./passkey-browser');
      const begun = (await begin()).data?.beginPasskeySignIn;
      const challenge = begun?.challenge;
      if (!challenge) return show(begun?.errors[0]?.message ?? 'The passkey sign-in could not start. Try again.');
      let response: string;
      try {
        response = await assertPasskey(challenge.options);
      } catch (error) {
        return show(passkeyFailure(error));
      }
      const done = (await finish({ variables: { input: { challengeId: challenge.challengeId, response } } })).data?.finishPasskeySignIn;
      if (done?.accessToken && done.viewer) {
        signedIn = true;
        session.completeSignIn(done.accessToken, done.viewer);
        return;
      }
      show(done?.errors[0]?.message ?? 'The passkey could not be checked. Try again.');
    } catch {
      show('The passkey sign-in failed. Check your connection and try again.');
    } finally {
      // Signed in: the spinner stays while the page makes way for the dashboard.
      if (!signedIn) setBusy(false);
    }
  }

  return { busy, signIn };
}
