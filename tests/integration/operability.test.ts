import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../server/app.ts';
import { createLogger } from '../../server/observability/logger.ts';
import { createUser } from '../support/factories.ts';
import { pick } from '../support/pick.ts';
import { clientAs } from '../support/sessions.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { ROLE } from '../../common/roles.ts';

// Operability: GraphQL request errors tell the truth (400, their code, a warning
// without a stack), every log line and error answer carries the request id, health vs readiness, /metrics.

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const LogLine = z.looseObject({ level: z.number(), reqId: z.string().optional(), msg: z.string().optional() });
const lines: z.infer<typeof LogLine>[] = [];
const destination = { write: (text: string) => void lines.push(LogLine.parse(JSON.parse(text))) };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_TOKEN }, logger: createLogger({ level: 'info', development: false, destination }) });
});
afterAll(async () => app?.close());

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });


describe('GraphQL request errors', () => {
  it('answer 400 with their own code and the request id, and are logged as warnings without stacks', async () => {
    const cases: [string, () => Promise<Response>, string][] = [
      ['CSRF block', () => fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent('{ __typename }')}`), 'BAD_REQUEST'],
      ['CSRF block (text/plain POST)', () => post('{"query":"{ __typename }"}', { 'content-type': 'text/plain' }), 'BAD_REQUEST'],
      ['batching', () => post(JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }])), 'BAD_REQUEST'],
      ['unknown operationName', () => post(JSON.stringify({ query: 'query A { __typename }', operationName: 'B' })), 'OPERATION_RESOLUTION_FAILURE'],
      ['operationName not a string', () => post(JSON.stringify({ query: '{ __typename }', operationName: 7 })), 'BAD_REQUEST'],
      ['two operations, no name', () => post(JSON.stringify({ query: 'query A { __typename } query B { __typename }' })), 'OPERATION_RESOLUTION_FAILURE'],
      ['parse error', () => post(JSON.stringify({ query: '{ viewer { ' })), 'GRAPHQL_PARSE_FAILED'],
      ['validation error', () => post(JSON.stringify({ query: '{ noSuchField }' })), 'GRAPHQL_VALIDATION_FAILED'],
      ['variables of the wrong type', () => post(JSON.stringify({ query: 'query($k: ID!) { project(key: $k) { name } }', variables: { k: { a: 1 } } })), 'BAD_USER_INPUT'],
      ['empty query', () => post(JSON.stringify({ query: '' })), 'BAD_REQUEST'],
      ['malformed JSON', () => post('{"query": '), 'BAD_INPUT'],
    ];
    for (const [name, send, code] of cases) {
      const before = lines.length;
      const res = await send();
      const body: unknown = await res.json();
      expect(res.status, name).toBe(400);
      expect(pick(body, 'errors.0.extensions.code'), name).toBe(code);
      expect(pick(body, 'errors.0.message'), name).not.toBe('Internal server error');
      const requestId = res.headers.get('x-request-id');
      expect(requestId, name).toMatch(/^[0-9a-f-]{36}$/);
      expect(pick(body, 'errors.0.extensions.requestId'), name).toBe(requestId);
      const written = lines.slice(before);
      expect(written.filter((l) => l.level >= 50), name).toEqual([]);
      expect(written.some((l) => JSON.stringify(l).includes('"stack"')), name).toBe(false);
      expect(written.every((l) => l.reqId === requestId), name).toBe(true);
    }
  });
});

describe('request ids', () => {
  it('every log line of a request and every error answer carry the id; a proxy id is kept', async () => {
    const before = lines.length;
    const res = await app.client().request('GET', '/api/project/not-a-key/', undefined, { 'x-request-id': 'proxy-abc-12345678' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('x-request-id')).toBe('proxy-abc-12345678');
    expect(res.body.requestId).toBe('proxy-abc-12345678');
    const mine = lines.slice(before);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((l) => l.reqId === 'proxy-abc-12345678')).toBe(true);
    const unknown = await app.client().get('/api/no/such/path/');
    expect(unknown.status).toBe(404);
    expect(unknown.body.requestId).toBe(unknown.headers.get('x-request-id'));
    const odd = await app.client().request('GET', '/api/user/', undefined, { 'x-request-id': 'bad id with spaces' });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(odd.body.requestId).toBe(odd.headers.get('x-request-id'));
  });

  it('a line a service writes while serving a request carries the id too', async () => {
    const before = lines.length;
    app.deps.log.info({ outside: true }, 'no request');
    expect(lines[before]?.reqId).toBeUndefined();
    // A wrong sign-in writes through the process logger only via Fastify; a refresh-token re-use warns from the service.
    const client = await clientAs(app, await createUser(app.db, { role: ROLE.USER }));
    const refresh = client.cookie('fel_refresh') ?? '';
    await client.post('/api/token/refresh/', {});
    const reuse = app.client();
    reuse.setCookie('fel_refresh', refresh);
    app.clock.advance(60_000);
    try {
      const start = lines.length;
      const res = await reuse.request('POST', '/api/token/refresh/', {});
      const warning = lines.slice(start).find((l) => l.msg === 'refresh token re-used: session revoked');
      expect(warning?.reqId).toBe(res.headers.get('x-request-id'));
    } finally {
      app.clock.reset();
    }
  });
});

describe('health and readiness', () => {
  it('/healthz answers without the database; /readyz checks the database and migrations', async () => {
    expect((await app.client().get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await app.client().get('/readyz')).body).toEqual({ status: 'ok' });
    // An app whose database lacks this build's newest migration (removed inside a transaction rolled back after).
    const rollback = new Error('rollback');
    const outcome = app.db.transaction(async (tx) => {
      await tx.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      const logger = pino({ level: 'silent' });
      const behind = await buildApp({ ...app.deps, db: tx, log: logger }, { logger, clientDist: null });
      try {
        expect((await behind.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
        const notReady = await behind.inject({ method: 'GET', url: '/readyz' });
        expect(notReady.statusCode).toBe(503);
        expect(notReady.headers['retry-after']).toBe('5');
        expect(notReady.json()).toMatchObject({ status: 'error', message: 'database migrations are not applied', code: 'UNAVAILABLE' });
      } finally {
        await behind.close();
      }
      throw rollback;
    });
    await expect(outcome).rejects.toBe(rollback);
    expect((await app.client().get('/readyz')).status).toBe(200);
  });
});

describe('/metrics', () => {
  it('needs the token; shows request durations by GraphQL operation name and route, the database and the PDF queue', async () => {
    const client = await clientAs(app, await createUser(app.db, { role: ROLE.USER }));
    await client.graphql('query DashboardProbe { viewer { user { name } } }');
    await client.get('/api/user/');
    expect((await fetch(`${app.baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    const res = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/fel_http_request_duration_seconds_count\{transport="graphql",operation="DashboardProbe",status="200"\} 1/);
    expect(text).toMatch(/fel_http_request_duration_seconds_count\{transport="api",operation="\/api\/user\/",status="200"\} \d+/);
    expect(text).toContain('fel_db_up 1');
    expect(text).toContain('fel_db_pool_max_connections');
    expect(text).toContain('fel_pdf_queue_waiting 0');
    expect(text).toContain('fel_mail_send_failures_total 0');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('is absent (404) without METRICS_TOKEN', async () => {
    const logger = pino({ level: 'silent' });
    const off = await buildApp({ ...app.deps, config: { ...app.config, metricsToken: null } }, { logger, clientDist: null });
    try {
      expect((await off.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
