import type { ApiClient } from './api-client.ts';
import type { Fixture } from './matrix-fixtures.ts';
import { orgOf } from './matrix-fixtures-graphql.ts';
import { beginMutation, confirmMutation, totpCode } from './second-factors.ts';
import { signIn } from './sign-in.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';
import type { World } from './matrix-world.ts';

// The matrix's fixtures of second factors (see matrix-fixtures.ts). A factor change needs a sign-in within 5
// minutes, so those cells get a caller of their own; removing the app and new recovery codes need an app first.

const gql = (graphql: string, variables: Record<string, unknown> = {}) => ({ graphql, variables });
const ERRORS = '{ errors { message code } }';

/**
 * Starts an enrolment as the caller (after removing an app an earlier cell of the same person enrolled); the code
 * of its app now, or a code that fits nobody when the caller may not.
 */
async function begunCode(api: ApiClient): Promise<string> {
  await api.request('POST', '/graphql', { query: 'mutation { removeAuthenticator { removed } }', variables: {} });
  const res = await api.request('POST', '/graphql', { query: beginMutation, variables: {} });
  const data = res.body.data as { beginAuthenticatorEnrolment?: { enrolment?: { secret: string } | null } } | undefined;
  const secret = data?.beginAuthenticatorEnrolment?.enrolment?.secret;
  return secret ? totpCode(secret, new Date()) : '000000';
}

/** Enrols an authenticator app for the caller when it may have one. */
async function enrolled(api: ApiClient): Promise<void> {
  const code = await begunCode(api);
  await api.request('POST', '/graphql', { query: confirmMutation, variables: { input: { code } } });
}

// The cells of one person share its factors: they run one at a time.
const ofMine = (call: string, before?: (api: ApiClient) => Promise<void>): Fixture => ({
  freshCaller: true,
  exclusive: true,
  prepare: async (w, side, caller) => {
    await before?.(caller.api);
    return { call: gql(call), subject: orgOf(w.scenes[side]) };
  },
});

const BEGIN_REGISTRATION = 'mutation { beginPasskeyRegistration { challenge { challengeId options } } }';
const ADD = 'mutation A($input: AddPasskeyInput!) { addPasskey(input: $input) { passkey { key } } }';
type Challenge = { challengeId: string; options: string } | null | undefined;

/** Registers a software passkey as the caller when it may; its key, or a key that names nothing. */
async function registered(w: World, api: ApiClient, key = new SoftAuthenticator(new URL(w.app.baseUrl).origin)): Promise<string> {
  const begun = await api.request('POST', '/graphql', { query: BEGIN_REGISTRATION, variables: {} });
  const c = (begun.body.data as { beginPasskeyRegistration?: { challenge: Challenge } } | undefined)?.beginPasskeyRegistration?.challenge;
  if (!c) return crypto.randomUUID();
  const added = await api.request('POST', '/graphql', { query: ADD, variables: { input: { challengeId: c.challengeId, name: 'Matrix key', response: key.create(c.options) } } });
  return (added.body.data as { addPasskey?: { passkey: { key: string } | null } } | undefined)?.addPasskey?.passkey?.key ?? crypto.randomUUID();
}

export const FACTOR_FIXTURES: Record<string, Fixture> = {
  // The second step of a sign-in: none of the matrix's callers holds the token of a password step.
  secondFactorOptions: { prepare: async (w, side) => ({ call: gql('{ secondFactorOptions { mustEnrol } }'), subject: orgOf(w.scenes[side]) }) },
  beginSignInEnrolment: { prepare: async (w, side) => ({ call: gql(`mutation { beginSignInEnrolment ${ERRORS} }`), subject: orgOf(w.scenes[side]) }) },
  confirmSignInEnrolment: {
    prepare: async (w, side) => ({ call: gql(`mutation C($input: ConfirmAuthenticatorInput!) { confirmSignInEnrolment(input: $input) ${ERRORS} }`, { input: { code: '123456' } }), subject: orgOf(w.scenes[side]) }),
  },
  mySecondFactors: { prepare: async (w, side) => ({ call: gql('{ mySecondFactors { recoveryCodesLeft } }'), subject: orgOf(w.scenes[side]) }) },
  beginAuthenticatorEnrolment: ofMine(`mutation { beginAuthenticatorEnrolment ${ERRORS} }`),
  confirmAuthenticatorEnrolment: {
    freshCaller: true,
    exclusive: true,
    prepare: async (w, side, caller) => ({
      call: gql(`mutation C($input: ConfirmAuthenticatorInput!) { confirmAuthenticatorEnrolment(input: $input) ${ERRORS} }`, { input: { code: await begunCode(caller.api) } }),
      subject: orgOf(w.scenes[side]),
    }),
  },
  removeAuthenticator: ofMine(`mutation { removeAuthenticator ${ERRORS} }`, enrolled),
  regenerateRecoveryCodes: ofMine(`mutation { regenerateRecoveryCodes ${ERRORS} }`, enrolled),
  myPasskeys: { prepare: async (w, side) => ({ call: gql('{ myPasskeys { name } }'), subject: orgOf(w.scenes[side]) }) },
  beginPasskeyRegistration: ofMine(`mutation { beginPasskeyRegistration ${ERRORS} }`),
  addPasskey: {
    freshCaller: true,
    prepare: async (w, side, caller) => {
      const key = new SoftAuthenticator(new URL(w.app.baseUrl).origin);
      const begun = await caller.api.request('POST', '/graphql', { query: BEGIN_REGISTRATION, variables: {} });
      const c = (begun.body.data as { beginPasskeyRegistration?: { challenge: Challenge } } | undefined)?.beginPasskeyRegistration?.challenge;
      const input = c ? { challengeId: c.challengeId, name: 'Matrix key', response: key.create(c.options) } : { challengeId: crypto.randomUUID(), name: 'Matrix key', response: '{}' };
      return { call: gql(`mutation A($input: AddPasskeyInput!) { addPasskey(input: $input) ${ERRORS} }`, { input }), subject: orgOf(w.scenes[side]) };
    },
  },
  removePasskey: {
    freshCaller: true,
    prepare: async (w, side, caller) => ({
      call: gql(`mutation R($input: RemovePasskeyInput!) { removePasskey(input: $input) ${ERRORS} }`, { input: { key: await registered(w, caller.api) } }),
      subject: orgOf(w.scenes[side]),
    }),
  },
  renamePasskey: {
    freshCaller: true,
    prepare: async (w, side, caller) => ({
      call: gql(`mutation R($input: RenamePasskeyInput!) { renamePasskey(input: $input) ${ERRORS} }`, { input: { key: await registered(w, caller.api), name: 'Renamed key' } }),
      subject: orgOf(w.scenes[side]),
    }),
  },
  // Passwordless: anyone may start one and finish it with a passkey of an account (a new user of the side's).
  beginPasskeySignIn: { freshCaller: true, prepare: async (w, side) => ({ call: gql(`mutation { beginPasskeySignIn ${ERRORS} }`), subject: orgOf(w.scenes[side]) }) },
  finishPasskeySignIn: {
    freshCaller: true,
    prepare: async (w, side) => {
      const key = new SoftAuthenticator(new URL(w.app.baseUrl).origin);
      await registered(w, await signIn(w.app, await w.freshUser(side)), key);
      const begun = await w.app.client().request('POST', '/graphql', { query: 'mutation { beginPasskeySignIn { challenge { challengeId options } } }', variables: {} });
      const c = (begun.body.data as { beginPasskeySignIn?: { challenge: Challenge } } | undefined)?.beginPasskeySignIn?.challenge;
      if (!c) throw new Error(`no passwordless challenge: ${JSON.stringify(begun.body)}`);
      return {
        call: gql(`mutation F($input: PasskeySignInInput!) { finishPasskeySignIn(input: $input) ${ERRORS} }`, { input: { challengeId: c.challengeId, response: key.get(c.options) } }),
        subject: orgOf(w.scenes[side]),
      };
    },
  },
  resetSecondFactors: {
    prepare: async (w, side, caller) => {
      const user = await w.freshUser(side);
      return {
        call: gql(`mutation R($input: ResetSecondFactorsInput!) { resetSecondFactors(input: $input) ${ERRORS} }`, { input: { key: user.id } }),
        subject: { organizationId: w.scenes[side].org.id, userId: user.id },
        snapshot: () => w.rows({ changesBy: { action: 'user.reset-second-factors', actor: caller.viewer?.userId ?? null } }),
      };
    },
  },
  // The policy is set to what it is (nothing required), so that later sign-ins of the matrix are unchanged.
  setSecondFactorPolicy: {
    exclusive: true,
    prepare: async (w, side, caller) => ({
      call: gql(`mutation P($input: SetSecondFactorPolicyInput!) { setSecondFactorPolicy(input: $input) ${ERRORS} }`, {
        input: { organization: w.scenes[side].org.id, requireSecondFactor: false, refuseEmailedCode: false },
      }),
      subject: orgOf(w.scenes[side]),
      snapshot: () => w.rows({ changesBy: { action: 'organization.second-factor-policy', actor: caller.viewer?.userId ?? null } }),
    }),
  },
};
