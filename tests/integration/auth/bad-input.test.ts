import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../../server/db/schema/index.ts';
import { createOrganization } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const LEGACY_POSTS = ['/api/login/', '/api/login/2fa/', '/api/forgotuserpassword/', '/api/resetuserpassword/', '/api/register/'];
const big = 'x'.repeat(10_240);

const counts = async () => {
  const [u] = await app.db.select({ n: sql<number>`count(*)::int` }).from(users);
  const [a] = await app.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents);
  return { users: u?.n, audit: a?.n };
};

describe('bad input gets a clear 4xx in the documented shape and changes nothing', () => {
  it.each(LEGACY_POSTS)('%s: malformed JSON', async (path) => {
    const res = await app.client().request('POST', path, '{"username": "a@b.c",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message: 'Malformed JSON body', errors: 'Malformed JSON body', code: 'BAD_INPUT', requestId: res.headers.get('x-request-id') });
  });

  it.each(LEGACY_POSTS)('%s: wrong-typed fields', async (path) => {
    const res = await app.client().post(path, { username: 42, password: ['x'], code: { a: 1 }, name: false, licensekey: 7, uidb64: 1, token: null });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.status).toBe('error');
    expect(typeof res.body.message).toBe('string');
  });

  it.each(LEGACY_POSTS)('%s: 10 kB strings', async (path) => {
    const before = await counts();
    const res = await app.client().post(path, { username: big, password: big, code: big, name: big, licensekey: big, uidb64: big, token: big });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.status).toBe('error');
    expect(await counts()).toEqual(before);
  });

  it('missing fields name each field', async () => {
    const res = await app.client().post('/api/register/', {});
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ name: 'Required', username: 'Required', licensekey: 'Required' });
    const login = await app.client().post('/api/login/', {});
    expect(login.status).toBe(400);
    expect(login.body.fields).toEqual({ username: 'Required', password: 'Required' });
  });

  it('a JSON array or a non-JSON content type is refused', async () => {
    const arr = await app.client().post('/api/login/', [1, 2, 3]);
    expect(arr.status).toBe(400);
    const form = await app.client().request('POST', '/api/login/', 'username=a&password=b', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(form.status).toBeLessThan(500);
    expect(form.body.status).toBe('error');
  });

  it('a body over 1 MB is refused with 400', async () => {
    const res = await app.client().post('/api/register/', { name: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', message: 'The request body is too large' });
  });

  it('an unknown /api path answers 404 in the envelope', async () => {
    const res = await app.client().get('/api/does-not-exist/');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'error', message: 'Not found' });
  });

  it('GraphQL: malformed JSON, unknown fields and wrong variable types are 400 with a code', async () => {
    const malformed = await app.client().request('POST', '/graphql', '{"query": ');
    expect(malformed.status).toBe(400);
    const unknown = await app.client().graphql('{ nope }');
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const wrongType = await app.client().graphql('mutation($input: SignInInput!) { signIn(input: $input) { twofa } }', { input: { username: 1, password: 2 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('GraphQL: a 10 kB licence key registers nobody and answers a field error', async () => {
    const org = await createOrganization(app.db);
    const before = await counts();
    const res = await app.client().graphql('mutation($input: RegisterInput!) { register(input: $input) { key errors { field message code } } }', {
      input: { name: 'A', username: `a-${Date.now()}@example.com`, licensekey: `${org.licenseKey}${big}` },
    });
    expect(res.data).toEqual({ register: { key: null, errors: [{ field: 'licensekey', message: 'Must be at most 200 characters', code: 'BAD_INPUT' }] } });
    expect(await counts()).toEqual(before);
  });

  it('GraphQL: queries deeper than 12 levels or with more than 15 aliases are refused', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: health`).join(' ');
    const res = await app.client().graphql(`{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/aliases/i);
  });
});
