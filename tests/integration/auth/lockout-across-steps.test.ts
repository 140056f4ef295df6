import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../support/factories.ts';
import { codeFrom } from '../../support/mailbox.ts';
import { pickString } from '../../support/pick.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

// DOMAIN.md: 5 wrong codes lock for 15 minutes. Failures of the password step and of the code step count
// together until the second factor passes, so re-entering the right password does not reset the count.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

async function passwordStep(user: TestUser, client: ApiClient = app.client()) {
  const res = await client.post('/api/login/', { username: user.email, password: TEST_PASSWORD });
  client.token = typeof res.body.access === 'string' ? res.body.access : null;
  return { res, client };
}

/** A code mailed to the user (the resend cooldown is skipped by moving the clock). */
async function mailedCode(client: ApiClient, user: TestUser): Promise<string> {
  const before = app.mailbox.to(user.email).length;
  app.clock.advance(31_000);
  const sent = await client.get('/api/login/2fa/new-token/');
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return codeFrom(await app.mailbox.waitFor(user.email, (m) => app.mailbox.to(user.email).indexOf(m) >= before));
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sign-in lockout across the password and code steps', () => {
  afterAll(() => app.clock.reset());

  it('wrong codes between re-entered passwords lock the account at the fifth failure', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    const statuses: number[] = [];
    for (const batch of [2, 2, 1]) {
      const { res, client } = await passwordStep(admin);
      expect(res.body).toMatchObject({ status: 'success', twofa: true });
      const code = await mailedCode(client, admin);
      for (let i = 0; i < batch; i++) statuses.push((await client.post('/api/login/2fa/', { code: wrongFor(code) })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    // Locked: the right password and the right code are both refused now.
    const again = await passwordStep(admin);
    expect(again.res.status).toBe(429);
    expect(again.res.body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('the right code after the lock is refused; the old attack (12 wrong codes, then a 200) fails', async () => {
    const admin = await createUser(app.db, { role: ROLE.IPA_USER });
    let lockedAt = -1;
    let last: ApiClient | null = null;
    let lastCode = '';
    for (let attempt = 0; attempt < 12 && lockedAt < 0; attempt += 2) {
      const { res, client } = await passwordStep(admin);
      if (res.status === 429) {
        lockedAt = attempt;
        break;
      }
      last = client;
      lastCode = await mailedCode(client, admin);
      for (let i = 0; i < 2; i++) await client.post('/api/login/2fa/', { code: wrongFor(lastCode) });
    }
    expect(lockedAt).toBe(6);
    expect(last).not.toBeNull();
    const right = await last?.post('/api/login/2fa/', { code: lastCode });
    expect(right?.status).toBe(429);
    expect(right?.body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('wrong passwords and wrong codes add up', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    for (let i = 0; i < 2; i++) {
      const res = await app.client().post('/api/login/', { username: admin.email, password: 'Wrong-password-2026!' });
      expect(res.status).toBe(401);
    }
    const { client } = await passwordStep(admin);
    const code = await mailedCode(client, admin);
    const results = [];
    for (let i = 0; i < 3; i++) results.push((await client.post('/api/login/2fa/', { code: wrongFor(code) })).status);
    expect(results).toEqual([400, 400, 400]);
    const locked = await client.post('/api/login/2fa/', { code });
    expect(locked.status).toBe(429);
  });

  it('a passed second factor clears the count; a sign-in without a second factor clears it at the password', async () => {
    const admin = await createUser(app.db, { role: ROLE.ADMIN });
    for (let round = 0; round < 2; round++) {
      const { client } = await passwordStep(admin);
      const code = await mailedCode(client, admin);
      for (let i = 0; i < 3; i++) await client.post('/api/login/2fa/', { code: wrongFor(code) });
      const ok = await client.post('/api/login/2fa/', { code });
      expect(ok.status, `round ${round}`).toBe(200);
      pickString(ok.body, 'access');
    }
    const user = await createUser(app.db, { role: ROLE.USER });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 3; i++) await app.client().post('/api/login/', { username: user.email, password: 'Wrong-password-2026!' });
      expect((await passwordStep(user)).res.status, `round ${round}`).toBe(200);
    }
  });
});
