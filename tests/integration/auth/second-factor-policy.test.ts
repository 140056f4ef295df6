import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { auditEvents, organizations } from '../../../server/db/schema/index.ts';
import { createOrganization, createUser, makePoc } from '../../support/factories.ts';
import { signIn as signInLegacy } from '../../support/sign-in.ts';
import { enrolAuthenticator, midStep, OPTIONS, passwordStep, totpCode, verify } from '../../support/second-factors.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// An organization's second-factor policy (require one; refuse the emailed code), the enrolment it forces at
// sign-in, and a provider Admin's reset of a user's factors.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const SET_POLICY =
  'mutation P($input: SetSecondFactorPolicyInput!) { setSecondFactorPolicy(input: $input) { policy { requireSecondFactor refuseEmailedCode } errors { message code } } }';
const RESET = 'mutation R($input: ResetSecondFactorsInput!) { resetSecondFactors(input: $input) { reset errors { message code } } }';
const BEGIN_AT_SIGN_IN = 'mutation { beginSignInEnrolment { enrolment { secret qrSvg } errors { message code } } }';
const CONFIRM_AT_SIGN_IN =
  'mutation C($input: ConfirmAuthenticatorInput!) { confirmSignInEnrolment(input: $input) { accessToken recoveryCodes viewer { user { name } } errors { field message code } } }';

describe('organization policy', () => {
  it("the Client Admin, the point of contact or a provider Admin sets it; other roles may not; another organization's is invisible", async () => {
    const org = await createOrganization(app.db);
    const input = { organization: org.id, requireSecondFactor: true, refuseEmailedCode: false };
    const clientAdmin = await signInLegacy(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org }));
    expect((await clientAdmin.graphql(SET_POLICY, { input })).data?.setSecondFactorPolicy).toEqual({ policy: { requireSecondFactor: true, refuseEmailedCode: false }, errors: [] });
    const pocUser = await createUser(app.db, { role: ROLE.USER, org });
    await makePoc(app.db, org, pocUser);
    const poc = await signInLegacy(app, pocUser);
    const others = await Promise.all([ROLE.USER, ROLE.SUPER_USER, ROLE.POWER_USER].map(async (role) => signInLegacy(app, await createUser(app.db, { role, org }))));
    // Refusing the emailed code implies requiring a second factor.
    expect((await poc.graphql(SET_POLICY, { input: { ...input, requireSecondFactor: false, refuseEmailedCode: true } })).data?.setSecondFactorPolicy).toMatchObject({ policy: { requireSecondFactor: true, refuseEmailedCode: true } });
    for (const other of others) {
      expect((await other.graphql(SET_POLICY, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const ipa = await signInLegacy(app, await createUser(app.db, { role: ROLE.IPA_USER }));
    expect((await ipa.graphql(SET_POLICY, { input })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const elsewhere = await signInLegacy(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN }));
    expect((await elsewhere.graphql(SET_POLICY, { input })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const admin = await signInLegacy(app, await createUser(app.db, { role: ROLE.ADMIN }));
    expect((await admin.graphql(SET_POLICY, { input: { ...input, requireSecondFactor: false } })).data?.setSecondFactorPolicy).toMatchObject({ policy: { requireSecondFactor: false, refuseEmailedCode: false } });
    const audit = await app.db.select().from(auditEvents).where(and(eq(auditEvents.organizationId, org.id), eq(auditEvents.action, 'organization.second-factor-policy')));
    expect(audit).toHaveLength(3);
  });

  it('a required factor with the emailed code refused forces enrolment at sign-in; the emailed code is neither offered nor accepted', async () => {
    const org = await createOrganization(app.db, { requiresSecondFactor: true, refusesEmailedCode: true });
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const { client, twofa } = await passwordStep(app, user);
    expect(twofa).toBe(true);
    expect((await client.graphql(OPTIONS)).data?.secondFactorOptions).toEqual({ methods: [], mustEnrol: true });
    const sent = await client.graphql('mutation { sendSecondFactorCode { sent errors { message } } }');
    expect(sent.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: 'Your organization does not accept emailed codes. Use your authenticator app, a passkey or a recovery code.' });
    const legacy = await client.get('/api/login/2fa/new-token/');
    expect(legacy.status).toBe(403);
    expect((await verify(client, '123456', 'EMAIL')).errors).toMatchObject([{ code: 'BAD_INPUT', message: 'Your organization does not accept emailed codes. Use your authenticator app, a passkey or a recovery code.' }]);
    expect((await client.graphql('{ viewer { user { name } } }')).data?.viewer).toBeNull();

    midStep(app);
    const begun = await client.graphql(BEGIN_AT_SIGN_IN);
    const secret = (begun.data?.beginSignInEnrolment as { enrolment: { secret: string } }).enrolment.secret;
    const confirmed = await client.graphql(CONFIRM_AT_SIGN_IN, { input: { code: totpCode(secret, app.clock.now()) } });
    const answer = confirmed.data?.confirmSignInEnrolment as { accessToken: string; recoveryCodes: string[]; viewer: { user: { name: string } } };
    expect(answer.recoveryCodes).toHaveLength(10);
    expect(answer.viewer.user.name).toBe(user.name);
    expect(client.cookie('fel_refresh')).toBeDefined();

    // Enrolled: the next sign-in offers the app and the recovery codes, and enrolment is no longer open.
    const next = await passwordStep(app, user);
    expect((await next.client.graphql(OPTIONS)).data?.secondFactorOptions).toEqual({ methods: ['TOTP', 'RECOVERY'], mustEnrol: false });
    expect((await next.client.graphql(BEGIN_AT_SIGN_IN)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a required factor with the emailed code allowed offers the emailed code; without a policy a user with no factor signs in directly', async () => {
    const strict = await createOrganization(app.db, { requiresSecondFactor: true });
    const step = await passwordStep(app, await createUser(app.db, { role: ROLE.USER, org: strict }));
    expect((await step.client.graphql(OPTIONS)).data?.secondFactorOptions).toEqual({ methods: ['EMAIL'], mustEnrol: false });
    expect((await step.client.graphql(BEGIN_AT_SIGN_IN)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await passwordStep(app, await createUser(app.db, { role: ROLE.USER }))).twofa).toBe(false);
    const [row] = await app.db.select().from(organizations).where(eq(organizations.id, strict.id));
    expect(row?.refusesEmailedCode).toBe(false);
  });
});

describe("a provider Admin's reset", () => {
  it("removes every factor of a user (audited, mailed); nobody else may, and another organization's user is invisible to a Client Admin", async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    await enrolAuthenticator(app, await signInLegacy(app, user));
    expect((await passwordStep(app, user)).twofa).toBe(true);

    const clientAdmin = await signInLegacy(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org }));
    expect((await clientAdmin.graphql(RESET, { input: { key: user.id } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const otherAdmin = await signInLegacy(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN }));
    expect((await otherAdmin.graphql(RESET, { input: { key: user.id } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const ipa = await signInLegacy(app, await createUser(app.db, { role: ROLE.IPA_USER }));
    expect((await ipa.graphql(RESET, { input: { key: user.id } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const adminUser = await createUser(app.db, { role: ROLE.ADMIN });
    const admin = await signInLegacy(app, adminUser);
    expect((await admin.graphql(RESET, { input: { key: user.id } })).data?.resetSecondFactors).toEqual({ reset: true, errors: [] });
    expect((await passwordStep(app, user)).twofa).toBe(false);
    const mail = await app.mailbox.waitFor(user.email, (m) => m.subject === 'A second factor was removed from your FEL Assess account');
    expect(mail.text).toContain('A FEL Assess administrator removed every second factor');
    const [audit] = await app.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, user.id), eq(auditEvents.action, 'user.reset-second-factors')));
    expect(audit?.actorUserId).toBe(adminUser.id);
    expect((await admin.graphql(RESET, { input: { key: 'not-a-key' } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('viewerCan… fields answer as the permission table does: the reset for an Admin only, the policy for its managers', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const ask = `query Q($key: ID!) { user(key: $key) { viewerCanResetSecondFactors client { refusesEmailedCode viewerCanSetSecondFactorPolicy } } }`;
    const admin = await signInLegacy(app, await createUser(app.db, { role: ROLE.ADMIN }));
    expect((await admin.graphql(ask, { key: user.id })).data?.user).toEqual({ viewerCanResetSecondFactors: true, client: { refusesEmailedCode: false, viewerCanSetSecondFactorPolicy: true } });
    const clientAdmin = await signInLegacy(app, await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org }));
    expect((await clientAdmin.graphql(ask, { key: user.id })).data?.user).toEqual({ viewerCanResetSecondFactors: false, client: { refusesEmailedCode: false, viewerCanSetSecondFactorPolicy: true } });
    const superUser = await signInLegacy(app, await createUser(app.db, { role: ROLE.SUPER_USER, org }));
    const own = (await superUser.graphql('{ viewer { user { viewerCanResetSecondFactors } activeOrganization { viewerCanSetSecondFactorPolicy } } }')).data?.viewer;
    expect(own).toEqual({ user: { viewerCanResetSecondFactors: false }, activeOrganization: { viewerCanSetSecondFactorPolicy: false } });
  });
});
