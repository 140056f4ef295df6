import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { IP_FAILURE_LIMIT } from '../../../server/modules/auth/auth.service.ts';
import { LOCKOUT_FAILURES } from '../../../server/modules/auth/throttle.queries.ts';
import { createUser } from '../../support/factories.ts';
import { clientAs } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// The edges of authentication: the client address behind a proxy (TRUST_PROXY: one trusted hop here), the
// current password of My account under the sign-in throttle and lockout, and request logs without reset tokens.

const logLines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ logLines });
});
afterAll(async () => app?.close());

describe('TRUST_PROXY as a hop count', () => {
  it('a client that rotates the first X-Forwarded-For entry is still one address: the per-address sign-in limit holds', async () => {
    const proxyHop = `10.77.${Math.floor(Math.random() * 250)}.9`;
    const attempt = (spoofed: string) =>
      fetch(`${app.baseUrl}/api/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${spoofed}, ${proxyHop}` },
        body: JSON.stringify({ username: `nobody-${crypto.randomUUID()}@example.com`, password: 'wrong-password-1!' }),
      });
    for (let i = 0; i < IP_FAILURE_LIMIT; i++) expect((await attempt(`203.0.113.${i % 250}`)).status).toBe(401);
    const refused = await attempt('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe("My account's current password", () => {
  it('counts toward the sign-in lockout: five wrong ones lock the account for sign-in and for the next try', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await clientAs(app, user);
    const change = (currentPassword: string) =>
      client.graphql('mutation($input: UpdateMyAccountInput!) { updateMyAccount(input: $input) { errors { field message code } } }', {
        input: { key: user.id, name: user.name, currentPassword, newPassword: 'Brand-new-password-2026!' },
      });
    for (let i = 0; i < LOCKOUT_FAILURES; i++) {
      const wrong = await change(`Not-the-password-${i}!`);
      expect(JSON.stringify(wrong.data)).toContain('The current password is not correct.');
    }
    const locked = await change(user.password);
    expect(locked.errors?.[0]?.extensions?.code ?? JSON.stringify(locked.data)).toMatch(/ACCOUNT_LOCKED/);
    const signIn = await app.client().post('/api/login/', { username: user.email, password: user.password });
    expect([signIn.status, signIn.body.code]).toEqual([429, 'ACCOUNT_LOCKED']);
  });
});

describe('request logs', () => {
  it('never carry the token of a set-password link or a secret query parameter', async () => {
    const token = `secret${crypto.randomUUID().replace(/-/g, '')}`;
    await app.client().get(`/password-reset-confirm/MTIz/${token}`);
    await app.client().get(`/api/project/x/?token=${token}&page=2`);
    await fetch(`${app.baseUrl}/graphql/stream?token=${token}`, { method: 'PUT' });
    const lines = logLines.filter((l) => l.includes('incoming request'));
    expect(lines.some((l) => l.includes('/password-reset-confirm/[redacted]'))).toBe(true);
    expect(lines.some((l) => l.includes('token=[redacted]&page=2'))).toBe(true);
    expect(logLines.filter((l) => l.includes(token))).toEqual([]);
  });
});
