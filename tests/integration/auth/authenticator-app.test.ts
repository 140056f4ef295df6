import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { auditEvents, totpFactors } from '../../../server/db/schema/index.ts';
import { open } from '../../../server/secret-box.ts';
import { createUser, type TestUser } from '../../support/factories.ts';
import { signIn as signInLegacy } from '../../support/sign-in.ts';
import { beginMutation, confirmMutation, enrolAuthenticator, midStep, OPTIONS, passwordStep, stepFrom, totpCode, verify } from '../../support/second-factors.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// Authenticator apps (RFC 6238) and recovery codes: enrolment with a QR code and a typed code, each code once,
// the step before accepted and two steps back refused, recovery codes single use and regenerable; every wrong
// code counts toward the sign-in lockout. Codes come from the otpauth library at times the app's clock is set to.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

async function enrolledUser(): Promise<{ user: TestUser; secret: string; recoveryCodes: string[] }> {
  const user = await createUser(app.db, { role: ROLE.USER });
  midStep(app);
  const client = await signInLegacy(app, user);
  const enrolled = await enrolAuthenticator(app, client);
  return { user, secret: enrolled.secret, recoveryCodes: enrolled.recoveryCodes ?? [] };
}

describe('authenticator app', () => {
  it('enrols with a QR code and a typed code; the seed is encrypted at rest; the first factor comes with 10 recovery codes', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await signInLegacy(app, user);
    midStep(app);
    const begun = await client.graphql(beginMutation);
    const enrolment = (begun.data?.beginAuthenticatorEnrolment as { enrolment: { secret: string; uri: string; qrSvg: string } }).enrolment;
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/FEL%20Assess:.+\?issuer=FEL%20Assess&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/);
    expect(enrolment.qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const [row] = await app.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(row?.secretEncrypted).not.toContain(enrolment.secret);
    expect(open(app.config.dataEncryption, row?.secretEncrypted ?? '').plain).toBe(enrolment.secret);
    expect(row?.confirmedAt).toBeNull();

    const wrong = await client.graphql(confirmMutation, { input: { code: totpCode(enrolment.secret, stepFrom(app.clock.now(), -2)) } });
    expect(wrong.data?.confirmAuthenticatorEnrolment).toMatchObject({ recoveryCodes: null, errors: [{ field: 'code', code: 'BAD_INPUT' }] });
    const right = await client.graphql(confirmMutation, { input: { code: totpCode(enrolment.secret, app.clock.now()) } });
    const codes = (right.data?.confirmAuthenticatorEnrolment as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const mine = await client.graphql('{ mySecondFactors { authenticatorApp passkeyCount recoveryCodesLeft emailedCodeAllowed required } }');
    expect(mine.data?.mySecondFactors).toEqual({ authenticatorApp: true, passkeyCount: 0, recoveryCodesLeft: 10, emailedCodeAllowed: true, required: false });
  });

  it('a code is accepted once, the previous step is accepted, two steps back is refused', async () => {
    const { user, secret } = await enrolledUser();
    const now = midStep(app);
    const first = await passwordStep(app, user);
    expect(first.twofa).toBe(true);
    expect((await first.client.graphql(OPTIONS)).data?.secondFactorOptions).toEqual({ methods: ['TOTP', 'RECOVERY', 'EMAIL'], mustEnrol: false });
    expect((await verify(first.client, totpCode(secret, now), 'TOTP')).errors).toEqual([]);
    expect((await first.client.graphql('{ viewer { user { name } } }')).data?.viewer).toEqual({ user: { name: user.name } });

    const again = await passwordStep(app, user);
    expect((await verify(again.client, totpCode(secret, now), 'TOTP')).errors).toMatchObject([{ field: 'code', code: 'BAD_INPUT', message: 'The code is not valid. Check your authenticator app and try again.' }]);

    const later = midStep(app, 3);
    const twoBack = await passwordStep(app, user);
    expect((await verify(twoBack.client, totpCode(secret, stepFrom(later, -2)), 'TOTP')).errors).toMatchObject([{ code: 'BAD_INPUT' }]);
    expect((await verify(twoBack.client, totpCode(secret, stepFrom(later, -1)), 'TOTP')).errors).toEqual([]);
    const audit = await app.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, user.id));
    expect(audit.filter((a) => a.action === 'auth.sign-in.totp')).toHaveLength(2);
  });

  it('a recovery code works once, is mailed about, and a new set kills the old one', async () => {
    const { user, recoveryCodes } = await enrolledUser();
    const [one = '', two = ''] = recoveryCodes;
    const first = await passwordStep(app, user);
    expect((await verify(first.client, one.toUpperCase(), 'RECOVERY')).errors).toEqual([]);
    const mail = await app.mailbox.waitFor(user.email, (m) => m.subject === 'A recovery code was used to sign in to FEL Assess');
    expect(mail.text).toContain('9 unused recovery codes are left');

    const reused = await passwordStep(app, user);
    expect((await verify(reused.client, one, 'RECOVERY')).errors).toMatchObject([{ code: 'BAD_INPUT', message: 'The recovery code is not valid or was used already.' }]);

    const regenerated = await first.client.graphql('mutation { regenerateRecoveryCodes { recoveryCodes errors { message } } }');
    const fresh = (regenerated.data?.regenerateRecoveryCodes as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(two);
    expect((await verify(reused.client, two, 'RECOVERY')).errors).toMatchObject([{ code: 'BAD_INPUT' }]);
    expect((await verify(reused.client, fresh[0] ?? '', 'RECOVERY')).errors).toEqual([]);
  });

  it('wrong app codes count toward the same lockout as wrong passwords', async () => {
    const { user, secret } = await enrolledUser();
    for (let i = 0; i < 3; i++) await app.client().post('/api/login/', { username: user.email, password: 'Wrong-password-1!' });
    const step = await passwordStep(app, user);
    const wrongCode = totpCode(secret, stepFrom(app.clock.now(), -5));
    expect((await verify(step.client, wrongCode, 'TOTP')).errors).toMatchObject([{ code: 'BAD_INPUT' }]);
    expect((await verify(step.client, wrongCode, 'TOTP')).errors).toMatchObject([{ code: 'BAD_INPUT' }]);
    const locked = await verify(step.client, totpCode(secret, app.clock.now()), 'TOTP');
    expect(locked.errors).toMatchObject([{ code: 'ACCOUNT_LOCKED' }]);
    expect(locked.accessToken).toBeNull();
  });

  it('changing factors needs a sign-in within 5 minutes; removing the app mails the user', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await signInLegacy(app, user);
    await enrolAuthenticator(app, client);
    app.clock.advance(6 * 60_000);
    const late = await client.graphql('mutation { removeAuthenticator { removed errors { message } } }');
    expect(late.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: 'For your security, sign in again to change your second factors (a sign-in within the last 5 minutes is needed).' });
    const mine = await client.graphql('{ mySecondFactors { authenticatorApp changeableUntil } }');
    expect(mine.data?.mySecondFactors).toEqual({ authenticatorApp: true, changeableUntil: null });

    midStep(app);
    const again = await passwordStep(app, user);
    const [row] = await app.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(row?.confirmedAt).not.toBeNull();
    const secret = open(app.config.dataEncryption, row?.secretEncrypted ?? '').plain;
    expect((await verify(again.client, totpCode(secret, app.clock.now()), 'TOTP')).errors).toEqual([]);
    const removed = await again.client.graphql('mutation { removeAuthenticator { removed errors { message } } }');
    expect(removed.data?.removeAuthenticator).toEqual({ removed: true, errors: [] });
    const mail = await app.mailbox.waitFor(user.email, (m) => m.subject === 'A second factor was removed from your FEL Assess account');
    expect(mail.text).toContain('You removed the authenticator app from your account.');
    expect((await passwordStep(app, user)).twofa).toBe(false);
  });

  it('nobody signed in has no second factors to read', async () => {
    const res = await app.client().graphql('{ mySecondFactors { authenticatorApp } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
