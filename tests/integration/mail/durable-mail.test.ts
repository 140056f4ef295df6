import { setTimeout as sleep } from 'node:timers/promises';
import { and, arrayOverlaps, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../server/db/schema/index.ts';
import { CODE_DELAYED_MESSAGE } from '../../../server/modules/auth/auth.service.ts';
import { type Actors, createActors } from '../../support/admin-actors.ts';
import { createOrganization, createUser, unique } from '../../support/factories.ts';
import { withMailServerDown, withSilentMailServer } from '../../support/failing-mail.ts';
import { codeFrom, linkFrom, type Mail } from '../../support/mailbox.ts';
import { pick, pickString } from '../../support/pick.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

// Durable mail: every mail is queued with the change that causes it and sent by the worker,
// which retries until the real SMTP server of the test comes back; nothing answers 500 because of mail.

const IMMEDIATE_TIMEOUT_MS = 1_500;

let app: TestApp;
let actors: Actors;

beforeAll(async () => {
  app = await startTestApp({ outbox: { immediateTimeoutMs: IMMEDIATE_TIMEOUT_MS } });
  actors = await createActors(app);
});
afterAll(() => app.close());

const STATUS = '{ mailDeliveryStatus { queued undelivered lastError lastErrorAt oldestUndeliveredAt } }';

async function mailStatus() {
  const res = await actors.as.admin.graphql(STATUS);
  expect(res.errors).toBeUndefined();
  return {
    queued: Number(pick(res.data, 'mailDeliveryStatus.queued')),
    undelivered: Number(pick(res.data, 'mailDeliveryStatus.undelivered')),
    lastError: pick(res.data, 'mailDeliveryStatus.lastError'),
    lastErrorAt: pick(res.data, 'mailDeliveryStatus.lastErrorAt'),
  };
}

/**
 * Waits until the outbox holds nothing still to send to the addresses (a row stays pending until the mail
 * server has taken it): from then on no further mail to them can arrive, so "exactly once" can be counted.
 */
async function nothingPendingTo(addresses: string[]): Promise<void> {
  const pending = async () =>
    (await app.db.select({ id: mailOutbox.id }).from(mailOutbox).where(and(eq(mailOutbox.status, 'pending'), arrayOverlaps(mailOutbox.toAddresses, addresses)))).length;
  await expect.poll(pending, { timeout: 15_000, interval: 50 }).toBe(0);
}

/** Reads `read` until `ok` (a wait on a value, every 100 ms, with a ceiling; not a sleep). */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await sleep(100); // the interval between reads of a wait on a value (above), not a sleep-then-assert
  }
}

/** Signs in a user who needs a second factor; returns the client holding the second-factor token. */
async function passwordStep(user: { email: string; password: string }) {
  const client = app.client();
  const login = await client.post('/api/login/', { username: user.email, password: user.password });
  expect(login.body.twofa).toBe(true);
  client.token = pickString(login.body, 'access');
  return client;
}

const received = (address: string, subject: (s: string) => boolean) => app.mailbox.to(address).filter((m: Mail) => subject(m.subject));

describe('with the SMTP server down', () => {
  it('every mail is queued with its change, nothing answers 500, and each arrives exactly once after the server returns', async () => {
    const resetUser = await createUser(app.db, { role: ROLE.USER, org: actors.org });
    const linkUser = await createUser(app.db, { role: ROLE.USER, org: actors.org });
    const pending = await createUser(app.db, { role: ROLE.USER, org: actors.org, status: 'pending' });
    const pocOrg = await createOrganization(app.db);
    const newPoc = await createUser(app.db, { role: ROLE.USER, org: pocOrg });
    const ipaUser = await createUser(app.db, { role: ROLE.IPA_USER });
    const registered = `${unique('reg')}@company.example`;
    const created = `${unique('created')}@company.example`;
    const started = Date.now();

    const answers = await withMailServerDown(app.mailbox, async () => {
      const twofa = await passwordStep(ipaUser);
      const list = {
        reset: await app.client().post('/api/forgotuserpassword/', { username: resetUser.email }),
        register: await app.client().post('/api/register/', { name: 'Queued Registrant', username: registered, licensekey: actors.org.licenseKey }),
        approve: await actors.as.admin.post(`/api/admin/user/${pending.id}/activate/`, { status: true }),
        create: await actors.as.admin.post('/api/admin/user/create/', { username: created, name: 'Queued Account', user_type: 4, client: actors.org.name }),
        adminReset: await actors.as.admin.post(`/api/admin/user/${linkUser.id}/reset-password/`, {}),
        poc: await actors.as.admin.post(`/api/admin/client/${pocOrg.id}/edit/`, {
          name: pocOrg.name,
          licensekey: pocOrg.licenseKey,
          licensedue: '2030-12-31',
          subscription: 2,
          licensecreate: '2020-01-01',
          licenserenew: '2025-01-01',
          poc: newPoc.email,
          plntname: 'One',
        }),
        code: await twofa.get('/api/login/2fa/new-token/'),
        // The failed code did not start the 30-second interval: a second request is taken at once.
        codeAgain: await twofa.get('/api/login/2fa/new-token/'),
      };
      // The worker has tried and failed: the Admin sees undelivered mail and the error.
      const status = await until(mailStatus, (s) => s.undelivered >= 7);
      return { list, twofa, status };
    });

    for (const [name, res] of Object.entries(answers.list)) {
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.status, name).toBe('success');
    }
    expect(answers.list.adminReset.body.message).toBe(`A password reset link has been emailed to ${linkUser.name}`);
    expect(answers.list.code.body).toEqual({ status: 'success', delayed: true, message: CODE_DELAYED_MESSAGE });
    expect(answers.list.codeAgain.body).toEqual({ status: 'success', delayed: true, message: CODE_DELAYED_MESSAGE });
    expect(answers.status.undelivered).toBeGreaterThanOrEqual(7);
    expect(answers.status.queued).toBeGreaterThanOrEqual(7);
    expect(String(answers.status.lastError)).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    expect(answers.status.lastErrorAt).toEqual(expect.any(String));
    // Nothing arrived while the server was down.
    for (const address of [resetUser.email, linkUser.email, pending.email, created, newPoc.email, ipaUser.email, actors.users.poc.email]) {
      expect(app.mailbox.to(address), address).toEqual([]);
    }

    // The server is back: every mail arrives.
    const code = await app.mailbox.waitFor(ipaUser.email, (m) => m.subject.startsWith('FEL Assess verification code'));
    await app.mailbox.waitFor(resetUser.email, (m) => m.subject === 'Reset your FEL Assess password');
    await app.mailbox.waitFor(linkUser.email, (m) => m.subject === 'Reset your FEL Assess password');
    const approved = await app.mailbox.waitFor(pending.email, (m) => m.subject === 'Your FEL Assess account is approved');
    await app.mailbox.waitFor(created, (m) => m.subject === 'Your FEL Assess account');
    await app.mailbox.waitFor(newPoc.email, (m) => m.subject === `You are the FEL Assess point of contact for ${pocOrg.name}`);
    await app.mailbox.waitFor(actors.users.poc.email, (m) => m.subject.includes('Queued Registrant'));
    const recoveredMs = Date.now() - started;
    await nothingPendingTo([resetUser.email, linkUser.email, pending.email, created, newPoc.email, ipaUser.email, actors.users.poc.email]);

    // ...exactly once each; the first code was replaced by the second before it could go out.
    expect(received(ipaUser.email, (s) => s.startsWith('FEL Assess verification code'))).toHaveLength(1);
    expect(received(resetUser.email, () => true)).toHaveLength(1);
    expect(received(linkUser.email, () => true)).toHaveLength(1);
    expect(received(pending.email, () => true)).toHaveLength(1);
    expect(received(created, () => true)).toHaveLength(1);
    expect(received(newPoc.email, () => true)).toHaveLength(1);
    expect(received(actors.users.poc.email, (s) => s.includes('Queued Registrant'))).toHaveLength(1);

    // The late code and links work.
    const verified = await answers.twofa.post('/api/login/2fa/', { code: codeFrom(code) });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(linkFrom(approved)).toContain('/password-reset-confirm/');
    // The provider Admins' registration digest waits for the top of the hour; then it goes too.
    app.clock.advance(60 * 60_000);
    try {
      await app.mailbox.waitFor(actors.users.admin.email, (m) => m.subject.startsWith('Registrations waiting for approval'));
    } finally {
      app.clock.reset();
    }
    expect(await until(mailStatus, (s) => s.queued === 0 && s.undelivered === 0)).toMatchObject({ queued: 0, undelivered: 0, lastError: null });
    expect(recoveredMs).toBeLessThan(30_000);
  });

  it('GraphQL sendSecondFactorCode says the mail is delayed (sent false, no error), and the code arrives later', async () => {
    const user = await createUser(app.db, { role: ROLE.ADMIN });
    const client = app.client();
    const signIn = await client.graphql('mutation ($input: SignInInput!) { signIn(input: $input) { twofa accessToken errors { message } } }', {
      input: { username: user.email, password: user.password },
    });
    client.token = pickString(signIn.data, 'signIn.accessToken');
    const send = 'mutation { sendSecondFactorCode { sent delayed message errors { message } } }';
    const res = await withMailServerDown(app.mailbox, () => client.graphql(send));
    expect(res.status).toBe(200);
    expect(pick(res.data, 'sendSecondFactorCode')).toEqual({ sent: false, delayed: true, message: CODE_DELAYED_MESSAGE, errors: [] });
    const mail = await app.mailbox.waitFor(user.email);
    const verified = await client.graphql('mutation ($input: VerifySecondFactorInput!) { verifySecondFactor(input: $input) { accessToken errors { message } } }', {
      input: { code: codeFrom(mail) },
    });
    expect(pick(verified.data, 'verifySecondFactor.errors')).toEqual([]);
  });
});

describe('with an SMTP server that accepts connections and never answers', () => {
  it('the code request answers within the short timeout, says the mail is delayed, and the code arrives once the server works', async () => {
    const user = await createUser(app.db, { role: ROLE.IPA_USER });
    const client = await passwordStep(user);
    const { res, elapsed } = await withSilentMailServer(app.mailbox, async () => {
      const t0 = Date.now();
      const answer = await client.get('/api/login/2fa/new-token/');
      return { res: answer, elapsed: Date.now() - t0 };
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', delayed: true, message: CODE_DELAYED_MESSAGE });
    expect(elapsed).toBeGreaterThanOrEqual(IMMEDIATE_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(IMMEDIATE_TIMEOUT_MS + 1_500);
    const mail = await app.mailbox.waitFor(user.email);
    await nothingPendingTo([user.email]);
    expect(app.mailbox.to(user.email)).toHaveLength(1);
    expect((await client.post('/api/login/2fa/', { code: codeFrom(mail) })).status).toBe(200);
  });

  it('the admin reset link answers at once (the mail waits in the outbox), never 500', async () => {
    const target = await createUser(app.db, { role: ROLE.USER, org: actors.org });
    const { res, elapsed } = await withSilentMailServer(app.mailbox, async () => {
      const t0 = Date.now();
      const answer = await actors.as.admin.post(`/api/admin/user/${target.id}/reset-password/`, {});
      return { res: answer, elapsed: Date.now() - t0 };
    });
    expect(res.status).toBe(200);
    expect(elapsed).toBeLessThan(1_000);
    await app.mailbox.waitFor(target.email, (m) => m.subject === 'Reset your FEL Assess password');
  });
});

describe('mailDeliveryStatus', () => {
  it('is for provider Admins only', async () => {
    expect((await actors.as.admin.graphql(STATUS)).errors).toBeUndefined();
    for (const actor of ['ipaCel', 'ipaOther', 'clientAdmin', 'poc', 'user', 'superUser', 'powerUser', 'otherClientAdmin'] as const) {
      const res = await actors.as[actor].graphql(STATUS);
      expect(res.errors?.[0]?.extensions?.code, actor).toBe('FORBIDDEN');
      expect(res.data, actor).toBeNull();
    }
    expect((await app.client().graphql(STATUS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
