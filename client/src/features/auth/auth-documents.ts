import { graphql } from '../../gql';

// Mutations shared by the sign-in and second-factor screens.

/** Navigation state from sign-in to the second-factor screen: a code was emailed, or why it has not arrived yet. */
export type SecondFactorState = { mailDelayed: string } | { codeSent: true } | { codeSent: false };

/** Whether a code was emailed on the way to the second-factor screen (true when the state does not say). */
export function codeSentFrom(state: unknown): boolean {
  return !(typeof state === 'object' && state !== null && 'codeSent' in state && state.codeSent === false);
}

/** The delayed-mail message carried in the navigation state, if any. */
export function delayedMessageFrom(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'mailDelayed' in state && typeof state.mailDelayed === 'string' ? state.mailDelayed : null;
}

export const SendSecondFactorCodeMutation = graphql(`
  mutation SendSecondFactorCode {
    sendSecondFactorCode {
      sent
      delayed
      message
      errors {
        message
      }
    }
  }
`);
