import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { ApiClient } from './api-client.ts';
import type { TestUser } from './factories.ts';
import { pickString } from './pick.ts';
import type { TestApp } from './test-app.ts';

// Second factors in tests: codes come from the otpauth library (never from the server's own function), at times
// the test app's clock is set to.

const STEP_MS = 30_000;

/** The authenticator app's code for a moment (what a phone would show then). */
export const totpCode = (secret: string, at: Date): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/** Moves the app's clock forward to the middle of a 30-second step, `steps` after the current one; returns that moment. */
export function midStep(app: TestApp, steps = 1): Date {
  const current = Math.floor(app.clock.now().getTime() / STEP_MS);
  const at = new Date((current + steps) * STEP_MS + STEP_MS / 2);
  app.clock.set(at);
  return at;
}

/** A moment `steps` steps from `at` (negative: earlier). */
export const stepFrom = (at: Date, steps: number) => new Date(at.getTime() + steps * STEP_MS);

export const SIGN_IN = 'mutation S($input: SignInInput!) { signIn(input: $input) { twofa accessToken errors { message code } } }';
export const VERIFY =
  'mutation V($input: VerifySecondFactorInput!) { verifySecondFactor(input: $input) { accessToken viewer { user { name } } errors { field message code } } }';
export const OPTIONS = '{ secondFactorOptions { methods mustEnrol } }';
const BEGIN = 'mutation { beginAuthenticatorEnrolment { enrolment { secret uri qrSvg } errors { message code } } }';
const CONFIRM = 'mutation C($input: ConfirmAuthenticatorInput!) { confirmAuthenticatorEnrolment(input: $input) { recoveryCodes errors { field message code } } }';

/** The password step over GraphQL; the client then holds the token it answers (a session's or the second step's). */
export async function passwordStep(app: TestApp, user: TestUser): Promise<{ client: ApiClient; twofa: boolean }> {
  const client = app.client();
  const res = await client.graphql(SIGN_IN, { input: { username: user.email, password: user.password } });
  const answer = res.data?.signIn as { twofa: boolean; accessToken: string | null; errors: unknown[] };
  expect(answer.errors, JSON.stringify(res)).toEqual([]);
  client.token = answer.accessToken ?? null;
  return { client, twofa: answer.twofa };
}

export type VerifyAnswer = { accessToken: string | null; errors: { field: string | null; message: string; code: string }[] };

/** The second step with a code of a method; a success makes the client hold the session's token. */
export async function verify(client: ApiClient, code: string, method: 'TOTP' | 'RECOVERY' | 'EMAIL'): Promise<VerifyAnswer> {
  const res = await client.graphql(VERIFY, { input: { code, method } });
  const answer = res.data?.verifySecondFactor as VerifyAnswer | undefined;
  if (!answer) throw new Error(JSON.stringify(res));
  if (answer.accessToken) client.token = answer.accessToken;
  return answer;
}

/** Enrols an authenticator app for the signed-in client, confirming with the code of the current step. */
export async function enrolAuthenticator(app: TestApp, client: ApiClient): Promise<{ secret: string; recoveryCodes: string[] | null; uri: string; qrSvg: string }> {
  const begun = await client.graphql(BEGIN);
  const enrolment = (begun.data?.beginAuthenticatorEnrolment as { enrolment: { secret: string; uri: string; qrSvg: string } | null } | undefined)?.enrolment;
  if (!enrolment) throw new Error(JSON.stringify(begun));
  const confirmed = await client.graphql(CONFIRM, { input: { code: totpCode(enrolment.secret, app.clock.now()) } });
  const answer = confirmed.data?.confirmAuthenticatorEnrolment as { recoveryCodes: string[] | null; errors: unknown[] };
  expect(answer.errors, JSON.stringify(confirmed)).toEqual([]);
  return { ...enrolment, recoveryCodes: answer.recoveryCodes };
}

export const confirmMutation = CONFIRM;
export const beginMutation = BEGIN;
export { pickString };
