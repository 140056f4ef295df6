import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { samlAssertions, sessions, ssoConnections, users } from '../../../server/db/schema/index.ts';
import { SAML_REFUSED } from '../../../server/modules/sso/saml-client.ts';
import { unique } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { requestIdOf, tampered } from '../../support/saml-idp.ts';
import { type AcsAnswer, postAcs, samlSignIn, samlWorld, type SamlWorld, startSaml } from '../../support/saml-world.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// SAML 2.0 sign-in through real identity providers (samlify, a key and certificate made here) in the test process
// (DOMAIN.md §6a): signed assertions only, for this service provider at this ACS, within their time window,
// answering a request we sent, each used once; then the same just-in-time accounts and group roles as OIDC.

let app: TestApp;
let a: SamlWorld;
let b: SamlWorld;

beforeAll(async () => {
  app = await startTestApp();
  a = await samlWorld(app, { groupRoles: [{ group: 'fel-power', role: ROLE.POWER_USER }] });
  b = await samlWorld(app);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const userByEmail = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0];
const sessionCount = async () => (await app.db.select({ n: count() }).from(sessions))[0]?.n ?? 0;
const newAccount = (w: SamlWorld, login: string, extra: { groups?: string[] } = {}) => {
  const email = `${unique(login)}@${w.domain}`.toLowerCase();
  w.idp.accounts.set(login, { email, name: `Person ${login}`, ...extra });
  return email;
};

/** A refused response: the reason shown on the failure page, and no session. */
async function expectRefused(answer: AcsAnswer, before: number, message: string): Promise<void> {
  expect(answer).toMatchObject({ status: 401, cookie: null, message });
  expect(await sessionCount()).toBe(before);
}

describe('SAML sign-in', () => {
  it('signs in with a signed assertion: the user is created just in time with the highest mapped role, and the session cookie is set', async () => {
    const email = newAccount(a, 'good', { groups: ['fel-power', 'other'] });
    const answer = await samlSignIn(app, a, email, 'good');
    expect(answer).toMatchObject({ status: 303, location: '/dashboard', message: null });
    expect(answer.cookie).toMatch(/^fel_refresh=[^;]+;.*HttpOnly/i);
    const refreshed = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: answer.cookie?.split(';')[0] ?? '' },
      body: JSON.stringify({ query: 'mutation { refreshSession { viewer { user { email: username userType } } errors { message } } }' }),
    });
    expect(pick(await refreshed.json(), 'data.refreshSession.viewer.user')).toEqual({ email, userType: ROLE.POWER_USER });
    expect((await userByEmail(email))?.status).toBe('active');
  });

  it('refuses a tampered assertion', async () => {
    const email = newAccount(a, 'tamper');
    const response = await a.idp.respond(await startSaml(app, email), 'tamper', a.sp);
    const before = await sessionCount();
    await expectRefused(await postAcs(app, a.org.id, tampered(response, email, a.admin.email)), before, SAML_REFUSED.signature);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a replayed assertion', async () => {
    const email = newAccount(a, 'replay');
    const response = await a.idp.respond(await startSaml(app, email), 'replay', a.sp);
    expect((await postAcs(app, a.org.id, response)).location).toBe('/dashboard');
    const before = await sessionCount();
    await expectRefused(await postAcs(app, a.org.id, response), before, SAML_REFUSED.inResponseTo);
    const remembered = await app.db.select().from(samlAssertions).where(eq(samlAssertions.organizationId, a.org.id));
    expect(remembered.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an expired assertion', async () => {
    const email = newAccount(a, 'expired');
    const before = await sessionCount();
    await expectRefused(await samlSignIn(app, a, email, 'expired', { validMinutes: -5 }), before, SAML_REFUSED.expired);
  });

  it('refuses an assertion for another audience', async () => {
    const email = newAccount(a, 'aud');
    const before = await sessionCount();
    await expectRefused(await samlSignIn(app, a, email, 'aud', { audience: 'https://other-sp.example/metadata' }), before, SAML_REFUSED.audience);
  });

  it('refuses an assertion for another recipient', async () => {
    const email = newAccount(a, 'rcpt');
    const before = await sessionCount();
    await expectRefused(await samlSignIn(app, a, email, 'rcpt', { recipient: 'https://other-sp.example/acs' }), before, SAML_REFUSED.recipient);
  });

  it('refuses an unsigned assertion, even inside a signed response', async () => {
    const email = newAccount(a, 'unsigned');
    const before = await sessionCount();
    await expectRefused(await samlSignIn(app, a, email, 'unsigned', { assertionSigned: false }), before, SAML_REFUSED.signature);
  });

  it('refuses a response to a request we did not send, and an IdP-initiated one (off by default)', async () => {
    const email = newAccount(a, 'irt');
    const before = await sessionCount();
    await expectRefused(await samlSignIn(app, a, email, 'irt', { inResponseTo: '_never-sent' }), before, SAML_REFUSED.inResponseTo);
    await expectRefused(await samlSignIn(app, a, email, 'irt', { inResponseTo: '' }), before, SAML_REFUSED.inResponseTo);
    const [row] = await app.db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, a.org.id));
    expect(row?.samlAllowIdpInitiated).toBe(false);
  });

  it("refuses A's IdP answering B's request, and B's IdP at A's ACS", async () => {
    const email = newAccount(a, 'cross');
    const urlB = await startSaml(app, `someone@${b.domain}`);
    const before = await sessionCount();
    const fromA = await a.idp.respond(urlB, 'cross', b.sp);
    await expectRefused(await postAcs(app, b.org.id, fromA), before, SAML_REFUSED.signature);
    b.idp.accounts.set('cross', { email, name: 'Cross' });
    const urlA = await startSaml(app, email);
    await expectRefused(await postAcs(app, a.org.id, await b.idp.respond(urlA, 'cross', a.sp)), before, SAML_REFUSED.signature);
    expect(await userByEmail(email)).toBeUndefined();
    expect(requestIdOf(urlA)).toMatch(/^_/);
  });

  it('refuses a response for an organization without SAML', async () => {
    const before = await sessionCount();
    await expectRefused(await postAcs(app, '00000000-0000-4000-8000-000000000000', 'PHg+'), before, 'Single sign-on with SAML is not set up for this organization.');
  });

  it("serves the service provider's metadata with the ACS and signed assertions wanted", async () => {
    const res = await fetch(a.sp.entityId);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain(`entityID="${a.sp.entityId}"`);
    expect(xml).toContain(`Location="${a.sp.acsUrl}"`);
    expect(xml).toContain('WantAssertionsSigned="true"');
    const [row] = await app.db.select().from(ssoConnections).where(and(eq(ssoConnections.organizationId, a.org.id), eq(ssoConnections.protocol, 'saml')));
    expect(row?.testedAt).not.toBeNull();
  });
});
