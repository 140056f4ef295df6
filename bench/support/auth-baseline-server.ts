// The baseline of the auth benchmark, run as its own process: a bare Fastify instance on the product's
// database answering POST /api/login/ and POST /api/token/refresh/ with the product's JSON and cookie (the
// benchmark checks both, tokens aside), doing the work those answers cannot be made without: the user read
// by email, argon2id verified at the stored hash's cost, a session and its refresh token written, the token
// rotated on refresh, an access token signed; the product's compression and cookie settings. What it leaves
// out is the product's own: the sign-in throttle and lockout, the audit row, the last-login update, the
// organization and licence checks, error envelopes, request ids, logs and hooks.
import fastifyCookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../../server/db/client.ts';
import { users } from '../../server/db/schema/index.ts';
import { registerCompression } from '../../server/http/client-assets.ts';
import { createPasswordHasher } from '../../server/modules/auth/password-hasher.ts';
import { insertSession, rotateRefreshToken } from '../../server/modules/auth/sessions.queries.ts';
import { REFRESH_COOKIE, SESSION_TTL_DAYS, signAccessToken } from '../../server/modules/auth/tokens.ts';

const secret = process.env.JWT_SECRET ?? '';
const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL ?? '', max: 10 });
const db = database.db;
const hasher = createPasswordHasher('standard');
const cookie = { httpOnly: true, sameSite: 'strict', secure: false, path: '/', maxAge: SESSION_TTL_DAYS * 86400 } as const;

const app = Fastify({ logger: false });
await registerCompression(app);
await app.register(fastifyCookie);

app.get('/healthz', async () => ({ status: 'ok' }));
app.post<{ Body: { username?: unknown; password?: unknown } }>('/api/login/', async (request, reply) => {
  const username = typeof request.body?.username === 'string' ? request.body.username.trim().toLowerCase() : '';
  const password = typeof request.body?.password === 'string' ? request.body.password : '';
  const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, username)).limit(1);
  if (!user?.passwordHash || !(await hasher.verify(user.passwordHash, password))) return reply.code(401).send({ message: 'Invalid email or password.' });
  const now = new Date();
  const { access, refreshToken } = await db.transaction(async (tx) => {
    const session = await insertSession(tx, { userId: user.id, ip: request.ip, userAgent: request.headers['user-agent'] ?? '', now });
    return { refreshToken: session.refreshToken, access: await signAccessToken(secret, { userId: user.id, sessionId: session.sessionId, scope: 'full' }, now) };
  });
  void reply.setCookie(REFRESH_COOKIE, refreshToken, cookie);
  return { status: 'success', twofa: false, access, message: '' };
});
app.post('/api/token/refresh/', async (request, reply) => {
  const now = new Date();
  const outcome = await db.transaction((tx) => rotateRefreshToken(tx, request.cookies[REFRESH_COOKIE] ?? '', now));
  if (outcome.kind !== 'rotated') return reply.code(401).send({ message: 'Please sign in.' });
  void reply.setCookie(REFRESH_COOKIE, outcome.refreshToken, cookie);
  return { status: 'success', access: await signAccessToken(secret, { userId: outcome.userId, sessionId: outcome.sessionId, scope: 'full' }, now) };
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });

const stop = () => void app.close().then(() => database.close()).then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
