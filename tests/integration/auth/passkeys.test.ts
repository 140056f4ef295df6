import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { organizations, ssoConnections, webauthnCredentials } from '../../../server/db/schema/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { createUser, type TestUser } from '../../support/factories.ts';
import { OPTIONS, passwordStep } from '../../support/second-factors.ts';
import { signIn as signInLegacy } from '../../support/sign-in.ts';
import { SoftAuthenticator } from '../../support/soft-authenticator.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// Passkeys against the server with a software authenticator (the browser test uses Chromium's virtual one):
// registration, second factor, passwordless, user verification required, counters, single-use challenges.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const BEGIN_REGISTRATION = 'mutation { beginPasskeyRegistration { challenge { challengeId options } errors { message code } } }';
const ADD = 'mutation A($input: AddPasskeyInput!) { addPasskey(input: $input) { passkey { key name } recoveryCodes errors { field message code } } }';
const BEGIN_SIGN_IN = 'mutation { beginPasskeySignIn { challenge { challengeId options } errors { message code } } }';
const FINISH = 'mutation F($input: PasskeySignInInput!) { finishPasskeySignIn(input: $input) { accessToken viewer { user { name } } errors { field message code } } }';

type Challenge = { challengeId: string; options: string };
type Finish = { accessToken: string | null; viewer: { user: { name: string } } | null; errors: { message: string; code: string }[] };

async function challengeOf(client: ApiClient, mutation: string, field: string): Promise<Challenge> {
  const res = await client.graphql(mutation);
  const challenge = (res.data?.[field] as { challenge: Challenge | null } | undefined)?.challenge;
  if (!challenge) throw new Error(JSON.stringify(res));
  return challenge;
}

async function register(client: ApiClient, key: SoftAuthenticator, name: string, userVerified = true) {
  const c = await challengeOf(client, BEGIN_REGISTRATION, 'beginPasskeyRegistration');
  const res = await client.graphql(ADD, { input: { challengeId: c.challengeId, name, response: key.create(c.options, { userVerified }) } });
  return res.data?.addPasskey as { passkey: { key: string; name: string } | null; recoveryCodes: string[] | null; errors: { message: string }[] };
}

async function finish(client: ApiClient, key: SoftAuthenticator, p: { userVerified?: boolean; challenge?: Challenge } = {}): Promise<Finish> {
  const c = p.challenge ?? (await challengeOf(client, BEGIN_SIGN_IN, 'beginPasskeySignIn'));
  const res = await client.graphql(FINISH, { input: { challengeId: c.challengeId, response: key.get(c.options, p) } });
  const answer = res.data?.finishPasskeySignIn as Finish | undefined;
  if (!answer) throw new Error(JSON.stringify(res));
  return answer;
}

async function userWithPasskey(): Promise<{ user: TestUser; key: SoftAuthenticator; client: ApiClient }> {
  const user = await createUser(app.db, { role: ROLE.USER });
  const client = await signInLegacy(app, user);
  const key = new SoftAuthenticator(new URL(app.baseUrl).origin);
  const added = await register(client, key, 'Work laptop');
  expect(added.errors).toEqual([]);
  return { user, key, client };
}

describe('passkeys', () => {
  it('registers a named passkey (the first factor comes with recovery codes); a registration without user verification is refused', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await signInLegacy(app, user);
    const origin = new URL(app.baseUrl).origin;
    const unverified = await register(client, new SoftAuthenticator(origin), 'No PIN', false);
    expect(unverified.errors).toMatchObject([{ message: 'The passkey could not be verified. Try again, and confirm with your PIN, fingerprint or face when asked.' }]);
    const added = await register(client, new SoftAuthenticator(origin), '  Work laptop ');
    expect(added.passkey?.name).toBe('Work laptop');
    expect(added.recoveryCodes).toHaveLength(10);
    const second = await register(client, new SoftAuthenticator(origin), 'Phone');
    expect(second.recoveryCodes).toBeNull();
    const listed = await client.graphql('{ myPasskeys { name } }');
    expect(listed.data?.myPasskeys).toEqual([{ name: 'Work laptop' }, { name: 'Phone' }]);
  });

  it('signs in as the second factor after the password, offered first', async () => {
    const { user, key } = await userWithPasskey();
    const { client, twofa } = await passwordStep(app, user);
    expect(twofa).toBe(true);
    expect((await client.graphql(OPTIONS)).data?.secondFactorOptions).toEqual({ methods: ['PASSKEY', 'RECOVERY', 'EMAIL'], mustEnrol: false });
    const done = await finish(client, key);
    expect(done.errors).toEqual([]);
    expect(done.viewer?.user.name).toBe(user.name);
    expect(client.cookie('fel_refresh')).toBeDefined();
  });

  it('signs in without a password with a discoverable passkey; a counter that stays 0 is accepted, one that goes down is refused', async () => {
    const { user, key } = await userWithPasskey();
    for (let i = 0; i < 2; i++) expect((await finish(app.client(), key)).viewer?.user.name).toBe(user.name);
    key.counter = 7;
    expect((await finish(app.client(), key)).errors).toEqual([]);
    key.counter = 3;
    expect((await finish(app.client(), key)).errors).toMatchObject([{ code: 'BAD_INPUT' }]);
    const [row] = await app.db.select().from(webauthnCredentials).where(eq(webauthnCredentials.credentialId, key.id));
    expect(row?.counter).toBe(7);
  });

  it('passwordless is refused, naming the SSO button, once the organization enforces single sign-on', async () => {
    const { user, key } = await userWithPasskey();
    expect((await finish(app.client(), key)).errors).toEqual([]);
    await app.db.insert(ssoConnections).values({ organizationId: user.organizationId, issuer: 'https://idp.example', clientId: 'fel', enabled: true, enforced: true });
    const [org] = await app.db.select().from(organizations).where(eq(organizations.id, user.organizationId));
    const refused = await finish(app.client(), key);
    expect(refused.accessToken).toBeNull();
    expect(refused.errors).toMatchObject([{ code: 'BAD_INPUT', message: `${org?.name} signs in with single sign-on: use "Continue with ${org?.name} SSO" on the sign-in page.` }]);
  });

  it('an assertion without user verification is refused, and counts toward the lockout', async () => {
    const { user, key } = await userWithPasskey();
    const { client } = await passwordStep(app, user);
    for (let i = 0; i < 4; i++) {
      const refused = await finish(client, key, { userVerified: false });
      expect(refused.errors).toMatchObject([{ code: 'BAD_INPUT', message: 'The passkey could not be verified. Try again, and confirm with your PIN, fingerprint or face when asked.' }]);
      expect(refused.accessToken).toBeNull();
    }
    const refused = await finish(client, key, { userVerified: false });
    expect(refused.errors).toMatchObject([{ code: 'BAD_INPUT' }]);
    // Five failures in a row lock the account: even a good assertion is refused now.
    expect((await finish(app.client(), key)).errors).toMatchObject([{ code: 'ACCOUNT_LOCKED' }]);
  });

  it('a challenge works once; a removed passkey no longer signs in, and its removal is mailed', async () => {
    const { user, key, client } = await userWithPasskey();
    const anonymous = app.client();
    const challenge = await challengeOf(anonymous, BEGIN_SIGN_IN, 'beginPasskeySignIn');
    expect((await finish(anonymous, key, { challenge })).errors).toEqual([]);
    expect((await finish(app.client(), key, { challenge })).errors).toMatchObject([{ message: 'The passkey request has expired. Start again.' }]);

    const [mine] = (await client.graphql('{ myPasskeys { key } }')).data?.myPasskeys as { key: string }[];
    const removed = await client.graphql('mutation R($input: RemovePasskeyInput!) { removePasskey(input: $input) { removed errors { message } } }', { input: { key: mine?.key } });
    expect(removed.data?.removePasskey).toEqual({ removed: true, errors: [] });
    const mail = await app.mailbox.waitFor(user.email, (m) => m.subject === 'A second factor was removed from your FEL Assess account');
    expect(mail.text).toContain('You removed the passkey "Work laptop" from your account.');
    expect((await finish(app.client(), key)).errors).toMatchObject([{ code: 'BAD_INPUT', message: 'This passkey is not registered for an account here. Sign in with your email and password.' }]);
  });

  it('a malformed answer is a clear BAD_INPUT', async () => {
    const anonymous = app.client();
    const c = await challengeOf(anonymous, BEGIN_SIGN_IN, 'beginPasskeySignIn');
    const res = await anonymous.graphql(FINISH, { input: { challengeId: c.challengeId, response: '{not json' } });
    expect(res.data?.finishPasskeySignIn).toMatchObject({ errors: [{ code: 'BAD_INPUT', message: 'The passkey answer is not JSON' }] });
  });
});
