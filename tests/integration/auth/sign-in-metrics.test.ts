import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { createUser, TEST_PASSWORD } from '../../support/factories.ts';
import { codeFrom } from '../../support/mailbox.ts';
import { pickString } from '../../support/pick.ts';
import { SIGN_IN } from '../../support/second-factors.ts';
import { signIn as signInLegacy } from '../../support/sign-in.ts';
import { SoftAuthenticator } from '../../support/soft-authenticator.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// fel_sign_ins_total counts every sign-in by method (password, passkey, oidc, saml) and outcome (success,
// failure): the GraphQL and /api/login/ password sign-ins, the second factor that completes one (counted as
// password), and passwordless passkeys. Each test reads /metrics before and after.

const METRICS_TOKEN = 'metrics-token-for-sign-ins-0123456789';
const BEGIN_REGISTRATION = 'mutation { beginPasskeyRegistration { challenge { challengeId options } errors { message code } } }';
const ADD = 'mutation A($input: AddPasskeyInput!) { addPasskey(input: $input) { passkey { key } errors { message } } }';
const BEGIN_SIGN_IN = 'mutation { beginPasskeySignIn { challenge { challengeId options } errors { message code } } }';
const FINISH = 'mutation F($input: PasskeySignInInput!) { finishPasskeySignIn(input: $input) { accessToken errors { message code } } }';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_TOKEN } });
});
afterAll(async () => app?.close());

/** The counter's value for a method and outcome now (0 before its first count). */
async function signIns(method: string, outcome: 'success' | 'failure'): Promise<number> {
  const res = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  const line = (await res.text()).split('\n').find((l) => l.startsWith(`fel_sign_ins_total{method="${method}",outcome="${outcome}"} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

/** What `step` added to each outcome of a method. */
async function counted(method: string, step: () => Promise<unknown>): Promise<{ success: number; failure: number }> {
  const before = { success: await signIns(method, 'success'), failure: await signIns(method, 'failure') };
  await step();
  return { success: (await signIns(method, 'success')) - before.success, failure: (await signIns(method, 'failure')) - before.failure };
}

async function challengeOf(client: ApiClient, mutation: string, field: string): Promise<{ challengeId: string; options: string }> {
  const res = await client.graphql(mutation);
  const challenge = (res.data?.[field] as { challenge: { challengeId: string; options: string } | null } | undefined)?.challenge;
  if (!challenge) throw new Error(JSON.stringify(res));
  return challenge;
}

describe('fel_sign_ins_total', () => {
  it('counts password sign-ins through GraphQL and /api/login/, successes and failures', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const viaGraphql = await counted('password', async () => {
      const ok = await app.client().graphql(SIGN_IN, { input: { username: user.email, password: TEST_PASSWORD } });
      expect(pickString(ok.data, 'signIn.accessToken')).not.toBe('');
      const wrong = await app.client().graphql(SIGN_IN, { input: { username: user.email, password: 'not-the-password' } });
      expect(wrong.data).toMatchObject({ signIn: { accessToken: null, errors: [{ code: 'UNAUTHENTICATED' }] } });
    });
    expect(viaGraphql).toEqual({ success: 1, failure: 1 });
    const viaRest = await counted('password', async () => {
      expect((await app.client().post('/api/login/', { username: user.email, password: TEST_PASSWORD })).body).toMatchObject({ status: 'success', twofa: false });
      expect((await app.client().post('/api/login/', { username: user.email, password: 'wrong-again' })).status).toBe(401);
      expect((await app.client().post('/api/login/', { username: 'nobody@nowhere.example', password: 'whatever' })).status).toBe(401);
    });
    expect(viaRest).toEqual({ success: 1, failure: 2 });
  });

  it('a password sign-in that needs a second factor counts once, when the code is checked (a wrong code is a failure)', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const seen = await counted('password', async () => {
      const client = app.client();
      const first = await client.post('/api/login/', { username: admin.email, password: TEST_PASSWORD });
      expect(first.body).toMatchObject({ status: 'success', twofa: true });
      client.token = pickString(first.body, 'access');
      const before = app.mailbox.to(admin.email).length;
      expect((await client.get('/api/login/2fa/new-token/')).body).toMatchObject({ status: 'success' });
      const mail = await app.mailbox.waitFor(admin.email, (m) => app.mailbox.to(admin.email).indexOf(m) >= before);
      const code = codeFrom(mail);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await client.post('/api/login/2fa/', { code: wrong })).status).toBeGreaterThanOrEqual(400);
      expect((await client.post('/api/login/2fa/', { code })).body).toMatchObject({ status: 'success' });
    });
    expect(seen).toEqual({ success: 1, failure: 1 });
  });

  it('counts passwordless passkey sign-ins as passkey', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await signInLegacy(app, user);
    const key = new SoftAuthenticator(new URL(app.baseUrl).origin);
    const reg = await challengeOf(client, BEGIN_REGISTRATION, 'beginPasskeyRegistration');
    expect((await client.graphql(ADD, { input: { challengeId: reg.challengeId, name: 'Laptop', response: key.create(reg.options, { userVerified: true }) } })).data).toMatchObject({
      addPasskey: { errors: [] },
    });
    const seen = await counted('passkey', async () => {
      const c = await challengeOf(app.client(), BEGIN_SIGN_IN, 'beginPasskeySignIn');
      expect((await app.client().graphql(FINISH, { input: { challengeId: c.challengeId, response: key.get(c.options, {}) } })).data).toMatchObject({ finishPasskeySignIn: { errors: [] } });
      const again = await challengeOf(app.client(), BEGIN_SIGN_IN, 'beginPasskeySignIn');
      const unverified = await app.client().graphql(FINISH, { input: { challengeId: again.challengeId, response: key.get(again.options, { userVerified: false }) } });
      expect(unverified.data).toMatchObject({ finishPasskeySignIn: { accessToken: null } });
    });
    expect(seen).toEqual({ success: 1, failure: 1 });
  });
});
