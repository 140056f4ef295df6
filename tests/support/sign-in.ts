import { expect } from 'vitest';
import type { ApiClient } from './api-client.ts';
import type { TestUser } from './factories.ts';
import { codeFrom } from './mailbox.ts';
import { pickString } from './pick.ts';
import type { TestApp } from './test-app.ts';

/** Signs a user in through the legacy paths (with the emailed second factor when needed); returns the client. */
export async function signIn(app: TestApp, user: TestUser, client: ApiClient = app.client()): Promise<ApiClient> {
  const login = await client.post('/api/login/', { username: user.email, password: user.password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  client.token = pickString(login.body, 'access');
  if (login.body.twofa === true) {
    const before = app.mailbox.to(user.email).length;
    const sent = await client.get('/api/login/2fa/new-token/');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = await app.mailbox.waitFor(user.email, (m) => app.mailbox.to(user.email).indexOf(m) >= before);
    const verified = await client.post('/api/login/2fa/', { code: codeFrom(mail) });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    client.token = pickString(verified.body, 'access');
  }
  return client;
}
