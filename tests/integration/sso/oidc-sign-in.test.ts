import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { auditEvents, mailOutbox, ssoConnections, ssoIdentities, users } from '../../../server/db/schema/index.ts';
import { createUser, unique } from '../../support/factories.ts';
import { signInAtProvider } from '../../support/oidc-provider.ts';
import { pick, pickString } from '../../support/pick.ts';
import { COMPLETE, OPTION, providerCallback, redirectUriOf, SSO_FIELDS, ssoWorld, type SsoWorld, START } from '../../support/sso.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// OpenID Connect sign-in through real providers (oidc-provider) in the test process (DOMAIN.md §6a): two
// organizations with a provider each; just-in-time accounts, the group→role table, linking by email within the
// organization, later sign-ins by subject, and every refusal (another organization's user, a code from another
// provider, a replayed or forged state, a deactivated user).

let app: TestApp;
let a: SsoWorld;
let b: SsoWorld;

beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_TOKEN: 'metrics-token-0123456789' } });
  a = await ssoWorld(app, { groupRoles: [{ group: 'fel-admins', role: ROLE.CLIENT_ADMIN }, { group: 'fel-power', role: ROLE.POWER_USER }] });
  b = await ssoWorld(app, { jitMode: 'pending' });
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.provider.close(), b?.provider.close()]);
  await app?.close();
});

const completed = async (query: string) => {
  const res = await app.client().graphql(COMPLETE, { query });
  return { res, errors: pick(res.data, 'completeSsoSignIn.errors'), user: pick(res.data, 'completeSsoSignIn.viewer.user') };
};
const userByEmail = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0];

describe('OIDC sign-in', () => {
  it('offers "Continue with {organization} SSO" for an address in a verified domain only', async () => {
    const res = await app.client().graphql(OPTION, { email: `someone@${a.domain}` });
    expect(pick(res.data, 'ssoSignInOption')).toEqual({ organizationName: a.org.name, enforced: false });
    expect(pick((await app.client().graphql(OPTION, { email: 'someone@gmail.com' })).data, 'ssoSignInOption')).toBeNull();
  });

  it('creates an unknown address of a verified domain just in time, with the default role, and signs it in', async () => {
    const email = `${unique('new')}@${a.domain}`.toLowerCase();
    a.provider.accounts.set('new-1', { email, name: 'New Person' });
    const { errors, user, res } = await completed(await providerCallback(app, email, 'new-1'));
    expect(errors, JSON.stringify(res)).toEqual([]);
    expect(user).toEqual({ name: 'New Person', email, userType: ROLE.USER });
    expect(pickString(res.data, 'completeSsoSignIn.accessToken').length).toBeGreaterThan(20);
    const row = await userByEmail(email);
    expect(row?.status).toBe('active');
    expect(row?.passwordHash).toBeNull();
    const audit = await app.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, row?.id ?? ''), eq(auditEvents.action, 'sso.jit-create')));
    expect(audit).toHaveLength(1);
  });

  it('gives the highest role the groups map to, never a provider role', async () => {
    const email = `${unique('grp')}@${a.domain}`.toLowerCase();
    a.provider.accounts.set('grp-1', { email, name: 'Grouped', groups: ['fel-power', 'fel-admins', 'other'] });
    const { user } = await completed(await providerCallback(app, email, 'grp-1'));
    expect(pick(user, 'userType')).toBe(ROLE.CLIENT_ADMIN);
    const refused = await a.adminClient.graphql(`mutation($input: SaveSsoConfigurationInput!) { saveSsoConfiguration(input: $input) { errors { field message } } }`, {
      input: { organization: a.org.id, issuer: a.provider.issuer, clientId: a.provider.clientId, groupRoles: [{ group: 'x', role: ROLE.ADMIN }] },
    });
    expect(pick(refused.data, 'saveSsoConfiguration.errors.0.message')).toMatch(/never a provider role/);
  });

  it('links an existing user of the organization by email, then matches the subject even after the email changes', async () => {
    const existing = await createUser(app.db, { role: ROLE.SUPER_USER, org: a.org, email: `${unique('old')}@${a.domain}`.toLowerCase() });
    a.provider.accounts.set('old-1', { email: existing.email, name: existing.name });
    expect((await completed(await providerCallback(app, existing.email, 'old-1'))).user).toMatchObject({ email: existing.email, userType: ROLE.SUPER_USER });
    const identities = await app.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, existing.id));
    expect(identities).toEqual([expect.objectContaining({ organizationId: a.org.id, subject: 'old-1', issuer: a.provider.issuer })]);
    a.provider.accounts.set('old-1', { email: `renamed-${existing.email}`, name: existing.name });
    expect((await completed(await providerCallback(app, existing.email, 'old-1'))).user).toMatchObject({ email: existing.email });
  });

  it("refuses a user of another organization: A's provider cannot sign in B's user", async () => {
    const bUser = await createUser(app.db, { role: ROLE.USER, org: b.org, email: `${unique('bee')}@${b.domain}`.toLowerCase() });
    a.provider.accounts.set('impostor', { email: bUser.email, name: 'Impostor' });
    // The sign-in is started for an address of A, but A's provider vouches for B's user.
    const { errors, user } = await completed(await providerCallback(app, `x@${a.domain}`, 'impostor'));
    expect(user).toBeUndefined();
    expect(errors).toEqual([{ code: 'UNAUTHENTICATED', message: expect.stringMatching(/another organization/) }]);
    expect(await app.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, bUser.id))).toEqual([]);
  });

  it("refuses a code from A's provider sent back with a state of B's sign-in", async () => {
    a.provider.accounts.set('cross', { email: `cross@${a.domain}`, name: 'Cross' });
    const fromA = new URLSearchParams(await providerCallback(app, `cross@${a.domain}`, 'cross'));
    const startedB = await app.client().graphql(START, { email: `someone@${b.domain}` });
    const stateB = new URL(pickString(startedB.data, 'startSsoSignIn.url')).searchParams.get('state') ?? '';
    const { errors } = await completed(new URLSearchParams({ code: fromA.get('code') ?? '', state: stateB, iss: a.provider.issuer }).toString());
    expect(pick(errors, '0.code')).toBe('UNAUTHENTICATED');
    expect(await userByEmail(`cross@${a.domain}`)).toBeUndefined();
  });

  it('refuses a replayed callback and a forged state', async () => {
    const email = `${unique('replay')}@${a.domain}`.toLowerCase();
    a.provider.accounts.set('replay', { email, name: 'Replay' });
    const query = await providerCallback(app, email, 'replay');
    expect((await completed(query)).errors).toEqual([]);
    expect((await completed(query)).errors).toEqual([{ code: 'UNAUTHENTICATED', message: expect.stringMatching(/expired or was already used/) }]);
    const forged = new URLSearchParams(query);
    forged.set('state', 'forged-state');
    expect(pick((await completed(forged.toString())).errors, '0.code')).toBe('UNAUTHENTICATED');
  });

  it('does not bring back a user deactivated here', async () => {
    const gone = await createUser(app.db, { role: ROLE.USER, org: a.org, status: 'inactive', email: `${unique('gone')}@${a.domain}`.toLowerCase() });
    a.provider.accounts.set('gone', { email: gone.email, name: gone.name });
    const { errors } = await completed(await providerCallback(app, gone.email, 'gone'));
    expect(errors).toEqual([{ code: 'UNAUTHENTICATED', message: expect.stringMatching(/deactivated/) }]);
    expect((await userByEmail(gone.email))?.status).toBe('inactive');
  });

  it('creates pending users in an organization that chose approval, and does not sign them in', async () => {
    const email = `${unique('wait')}@${b.domain}`.toLowerCase();
    b.provider.accounts.set('wait', { email, name: 'Waiting' });
    const { errors } = await completed(await providerCallback(app, email, 'wait'));
    expect(errors).toEqual([{ code: 'ACCOUNT_INACTIVE', message: expect.stringMatching(/waiting for approval/) }]);
    expect((await userByEmail(email))?.status).toBe('pending');
  });

  it("mails the organization's approvers once per new pending user, with the Users screen's link; another organization's admins get nothing", async () => {
    const second = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org: b.org, email: `second-admin-${unique('s')}@${b.domain}`.toLowerCase() });
    const plainUser = await createUser(app.db, { role: ROLE.USER, org: b.org });
    const email = `${unique('newcomer')}@${b.domain}`.toLowerCase();
    const name = `Newcomer ${unique('n')}`;
    b.provider.accounts.set('newcomer', { email, name });
    expect((await completed(await providerCallback(app, email, 'newcomer'))).errors).toMatchObject([{ code: 'ACCOUNT_INACTIVE' }]);
    // Through the outbox to the real SMTP server of the test, to each Client Admin of the organization.
    for (const approver of [b.admin.email, second.email]) {
      const mail = await app.mailbox.waitFor(approver, (m) => m.subject.includes(name));
      expect(mail.subject).toBe(`New single sign-on user waiting for approval: ${name} (${b.org.name})`);
      expect(mail.text).toContain(email);
      expect(mail.html).toContain(`${app.baseUrl}/dashboard/users`);
    }
    // A second sign-in of the same pending user queues nothing more (the mail is queued with the user, in one
    // transaction): with the mail server down, a second mail would wait in the outbox.
    await app.mailbox.stop();
    try {
      expect((await completed(await providerCallback(app, email, 'newcomer'))).errors).toMatchObject([{ code: 'ACCOUNT_INACTIVE' }]);
      const queued = (await app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'sso-pending-user'))).filter((m) => m.subject.includes(name));
      expect(queued).toEqual([]);
    } finally {
      await app.mailbox.start();
    }
    expect(app.mailbox.to(b.admin.email).filter((m) => m.subject.includes(name))).toHaveLength(1);
    expect(app.mailbox.to(a.admin.email).filter((m) => m.subject.includes(name))).toEqual([]);
    expect(app.mailbox.to(plainUser.email)).toEqual([]);
  });

  it('refuses an address outside the verified domains of the organization for a new account', async () => {
    a.provider.accounts.set('outsider', { email: `${unique('out')}@elsewhere.example`.toLowerCase(), name: 'Outsider' });
    const { errors } = await completed(await providerCallback(app, `o@${a.domain}`, 'outsider'));
    expect(errors).toEqual([{ code: 'UNAUTHENTICATED', message: expect.stringMatching(/not in a verified domain/) }]);
  });

  it('keeps the client secret write-only and sealed at rest', async () => {
    const res = await a.adminClient.graphql(`query($o: ID) { ssoConfiguration(organization: $o) { ${SSO_FIELDS} } }`, { o: a.org.id });
    expect(pick(res.data, 'ssoConfiguration.clientSecretSet')).toBe(true);
    expect(JSON.stringify(res)).not.toContain(a.provider.clientSecret);
    expect(pick(res.data, 'ssoConfiguration.redirectUri')).toBe(redirectUriOf(app));
    const [row] = await app.db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, a.org.id));
    expect(row?.clientSecretEncrypted).toMatch(/^v1\./);
    expect(row?.clientSecretEncrypted).not.toContain(a.provider.clientSecret);
    const audits = await app.db.select().from(auditEvents).where(eq(auditEvents.organizationId, a.org.id));
    expect(JSON.stringify(audits)).not.toContain(a.provider.clientSecret);
  });

  it('counts SSO sign-ins on /metrics', async () => {
    const client = app.client();
    client.token = 'metrics-token-0123456789';
    const res = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: 'Bearer metrics-token-0123456789' } });
    const text = await res.text();
    expect(text).toMatch(/fel_sign_ins_total\{method="oidc",outcome="success"\} [1-9]/);
    expect(text).toMatch(/fel_sign_ins_total\{method="oidc",outcome="failure"\} [1-9]/);
    expect(text).toMatch(/fel_sign_ins_total\{method="oidc",outcome="test"\} [1-9]/);
  });

  it('the provider login page itself refuses a wrong redirect: no code reaches another URI', async () => {
    const started = await app.client().graphql(START, { email: `x@${a.domain}` });
    const url = new URL(pickString(started.data, 'startSsoSignIn.url'));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    url.searchParams.set('redirect_uri', 'http://evil.example/cb');
    await expect(signInAtProvider(url.href, 'x', 'http://evil.example/cb')).rejects.toThrow();
  });
});
