import { and, desc, eq } from 'drizzle-orm';
import { auditEvents } from '../../server/db/schema/index.ts';
import { insertSession } from '../../server/modules/auth/sessions.queries.ts';
import { signAccessToken } from '../../server/modules/auth/tokens.ts';
import type { UserRow } from '../../server/modules/users/users.queries.ts';
import type { ApiClient } from './api-client.ts';
import type { TestApp } from './test-app.ts';

// Opens sessions directly (the sign-in screens and their second factor are tested in tests/*/auth), so
// that tests of other screens can act in every role quickly.

/** A session for the user: its refresh token and a full access token. */
export async function openSession(app: TestApp, user: UserRow): Promise<{ access: string; refreshToken: string; sessionId: string }> {
  const now = app.deps.now();
  const { sessionId, refreshToken } = await insertSession(app.db, { userId: user.id, ip: '127.0.0.1', userAgent: 'test', now });
  const access = await signAccessToken(app.config.jwtSecret, { userId: user.id, sessionId, scope: 'full' }, now);
  return { access, refreshToken, sessionId };
}

/** An API client signed in as the user. */
export async function clientAs(app: TestApp, user: UserRow): Promise<ApiClient> {
  const client = app.client();
  const session = await openSession(app, user);
  client.token = session.access;
  client.setCookie('fel_refresh', session.refreshToken);
  return client;
}

/** The newest audit event of an object for an action. */
export async function lastAudit(app: TestApp, entityId: string, action: string) {
  const [row] = await app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, entityId), eq(auditEvents.action, action)))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row ?? null;
}
