import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../../server/db/schema/index.ts';
import { createOrganization, createUser, makePoc, TEST_PASSWORD } from '../../support/factories.ts';
import { linkFrom } from '../../support/mailbox.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { pick } from '../../support/pick.ts';
import { ROLE } from '../../../common/roles.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const email = () => `new-${crypto.randomUUID().slice(0, 8)}@company.example`;

describe('registration with a licence key', () => {
  it('creates a pending user of the organization, emails its POC at once and the provider Admins in one digest at the top of the hour', async () => {
    const org = await createOrganization(app.db);
    const poc = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    await makePoc(app.db, org, poc);
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const [first, second] = [email(), email()];
    const res = await app.client().post('/api/register/', { name: 'Nina New', username: first, licensekey: org.licenseKey });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', result: true, registered: true });
    await app.client().post('/api/register/', { name: 'Nora Next', username: second, licensekey: org.licenseKey });
    const [row] = await app.db.select().from(users).where(eq(users.email, first));
    expect(row).toMatchObject({ organizationId: org.id, status: 'pending', userType: ROLE.USER, passwordHash: null, name: 'Nina New' });
    const notice = await app.mailbox.waitFor(poc.email);
    expect(notice.subject).toBe(`New registration waiting for approval: Nina New (${org.name})`);
    expect(notice.to).not.toContain(admin.email);
    // The Admins' digest waits for the top of the hour, then lists both in one mail.
    expect(app.mailbox.to(admin.email)).toEqual([]);
    app.clock.advance(60 * 60_000);
    try {
      const digest = await app.mailbox.waitFor(admin.email);
      expect(digest.subject).toMatch(/^Registrations waiting for approval: \d+$/);
      expect(digest.text).toContain(`Nina New <${first}> for ${org.name}`);
      expect(digest.text).toContain(`Nora Next <${second}> for ${org.name}`);
      expect(app.mailbox.to(admin.email)).toHaveLength(1);
    } finally {
      app.clock.reset();
    }
    const signInAttempt = await app.client().post('/api/login/', { username: first, password: 'anything-at-all!' });
    expect(signInAttempt.status).toBe(401);
  });

  it('takes the licence key in any letter case', async () => {
    const org = await createOrganization(app.db);
    const address = email();
    const res = await app.client().post('/api/register/', { name: 'Lou Lowercase', username: address, licensekey: ` ${org.licenseKey.toLowerCase()} ` });
    expect(res.body).toMatchObject({ status: 'success', result: true });
    const [row] = await app.db.select().from(users).where(eq(users.email, address));
    expect(row?.organizationId).toBe(org.id);
  });

  it('approval by the POC (Client Admin) through GraphQL emails a set-password link; then the user signs in', async () => {
    const org = await createOrganization(app.db);
    const poc = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
    await makePoc(app.db, org, poc);
    const address = email();
    const reg = await app.client().graphql(
      'mutation($input: RegisterInput!) { register(input: $input) { registered errors { field message } } }',
      { input: { name: 'Gus GraphQL', username: address, licensekey: org.licenseKey } },
    );
    expect(pick(reg.data, 'register.registered')).toBe(true);
    const [pending] = await app.db.select().from(users).where(eq(users.email, address));
    const key = pending?.id;
    const approver = await signIn(app, poc);
    const approve = await approver.graphql('mutation($input: SetUserActiveInput!) { setUserActive(input: $input) { user { key active status } errors { message } } }', {
      input: { key, active: true },
    });
    expect(pick(approve.data, 'setUserActive.user')).toEqual({ key, active: true, status: 'active' });
    const mail = await app.mailbox.waitFor(address);
    expect(mail.subject).toBe('Your FEL Assess account is approved');
    expect(mail.text).toContain(`Your user name is ${address}`);
    const [uidb64 = '', token = ''] = linkFrom(mail).split('/password-reset-confirm/')[1]?.split('/') ?? [];
    const set = await app.client().post('/api/resetuserpassword/', { password: 'Welcome-aboard-2026!', uidb64, token });
    expect(set.status).toBe(200);
    const login = await app.client().post('/api/login/', { username: address, password: 'Welcome-aboard-2026!' });
    expect(login.body).toMatchObject({ status: 'success' });
  });

  it('a provider Admin can approve; a plain User or another organization\'s Client Admin cannot', async () => {
    const org = await createOrganization(app.db);
    const address = email();
    await app.client().post('/api/register/', { name: 'Pending Pat', username: address, licensekey: org.licenseKey });
    const [pending] = await app.db.select().from(users).where(eq(users.email, address));
    const key = pending?.id ?? '';
    const mutation = 'mutation($input: SetUserActiveInput!) { setUserActive(input: $input) { user { status } errors { message } } }';
    const plain = await signIn(app, await createUser(app.db, { role: ROLE.USER, org }));
    const denied = await plain.graphql(mutation, { input: { key, active: true } });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const stranger = await signIn(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN }));
    const hidden = await stranger.graphql(mutation, { input: { key, active: true } });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [still] = await app.db.select().from(users).where(eq(users.id, key));
    expect(still?.status).toBe('pending');
    const admin = await signIn(app, await createUser(app.db, { role: ROLE.ADMIN }));
    const ok = await admin.graphql(mutation, { input: { key, active: true } });
    expect(pick(ok.data, 'setUserActive.user.status')).toBe('active');
  });

  it('refuses an unknown key, a replaced key and an expired licence, creating nothing', async () => {
    const org = await createOrganization(app.db);
    const oldKey = org.licenseKey;
    await app.db.update(organizations).set({ licenseKey: `${oldKey}-NEW` }).where(eq(organizations.id, org.id));
    const expired = await createOrganization(app.db, { licenseCreate: '2020-01-01', licenseDue: '2021-06-30' });
    const cases = [
      { key: 'NOPE-NOPE-NOPE', message: 'This licence key is not valid. Check it with your point of contact.' },
      { key: oldKey, message: 'This licence key is not valid. Check it with your point of contact.' },
      { key: expired.licenseKey, message: 'This licence expired on 30 June 2021. Ask your point of contact to renew it.' },
    ];
    for (const c of cases) {
      const address = email();
      const res = await app.client().post('/api/register/', { name: 'Kim Key', username: address, licensekey: c.key });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message: c.message, fields: { licensekey: c.message } });
      expect(await app.db.select().from(users).where(eq(users.email, address))).toHaveLength(0);
    }
  });

  it('answers an email that has an account exactly like a new one, creates nothing, and mails that account at most once a day', async () => {
    const org = await createOrganization(app.db);
    const elsewhere = await createOrganization(app.db);
    const existing = await createUser(app.db, { role: ROLE.USER, org: elsewhere });
    const fresh = await app.client().post('/api/register/', { name: 'Dup', username: email(), licensekey: org.licenseKey });
    const dup = await app.client().post('/api/register/', { name: 'Dup', username: existing.email.toUpperCase(), licensekey: org.licenseKey });
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect([dup.status, strip(dup.body)]).toEqual([fresh.status, strip(fresh.body)]);
    const gql = await app.client().graphql('mutation($input: RegisterInput!) { register(input: $input) { registered key errors { message } } }', {
      input: { name: 'Dup', username: existing.email, licensekey: org.licenseKey },
    });
    expect(gql.data).toEqual({ register: { registered: true, key: null, errors: [] } });
    expect(await app.db.select().from(users).where(eq(users.email, existing.email))).toEqual([expect.objectContaining({ id: existing.id, organizationId: elsewhere.id })]);
    const told = await app.mailbox.waitFor(existing.email);
    expect(told.subject).toBe('Someone tried to register for FEL Assess with your email');
    expect(app.mailbox.to(existing.email)).toHaveLength(1);
  });

  it('is limited per client address (5 an hour) and per licence key (20 an hour)', async () => {
    const org = await createOrganization(app.db);
    const one = app.client();
    for (let i = 0; i < 5; i++) expect((await one.post('/api/register/', { name: 'Rate', username: email(), licensekey: org.licenseKey })).status).toBe(200);
    const sixth = await one.post('/api/register/', { name: 'Rate', username: email(), licensekey: org.licenseKey });
    expect([sixth.status, sixth.body.code]).toEqual([429, 'RATE_LIMITED']);
    for (let i = 0; i < 15; i++) expect((await app.client().post('/api/register/', { name: 'Rate', username: email(), licensekey: org.licenseKey })).status).toBe(200);
    const overKey = await app.client().post('/api/register/', { name: 'Rate', username: email(), licensekey: org.licenseKey });
    expect([overKey.status, overKey.body.code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('validates name and email (spec §5)', async () => {
    const org = await createOrganization(app.db);
    const long = await app.client().post('/api/register/', { name: 'x'.repeat(100), username: email(), licensekey: org.licenseKey });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Must be less than 100 characters');
    const ok99 = await app.client().post('/api/register/', { name: 'x'.repeat(99), username: email(), licensekey: org.licenseKey });
    expect(ok99.status).toBe(200);
    const blank = await app.client().post('/api/register/', { name: '   ', username: 'bad@', licensekey: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ name: 'Required', username: 'Invalid email format', licensekey: 'Required' });
  });

  it('a user approved and later deactivated cannot sign in', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const admin = await signIn(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org }));
    const res = await admin.graphql('mutation($input: SetUserActiveInput!) { setUserActive(input: $input) { user { status } } }', {
      input: { key: user.id, active: false },
    });
    expect(pick(res.data, 'setUserActive.user.status')).toBe('inactive');
    const login = await app.client().post('/api/login/', { username: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(403);
  });
});
