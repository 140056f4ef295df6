import { sql, type SQL } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../server/db/client.ts';
import { createActors, type Actors } from '../support/admin-actors.ts';
import { legacyRoutes, graphqlRootFields, type LegacyRoute, type RootField } from '../support/api-surface.ts';
import { createProject } from '../support/projects.ts';
import { openSession } from '../support/sessions.ts';
import { signAccessToken } from '../../server/modules/auth/tokens.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Fuzzing: a few thousand malformed requests with a fixed seed, on every registered
// /api/* route and every GraphQL root field (at /graphql and at /graphql/stream), as anonymous callers, with
// broken tokens and with the tokens of real users: no answer is a 5xx, no row of the organizations involved
// changes, and no stream stays open past its limit.

const SEED = 0x11_2026;
const REST_REQUESTS = Number(process.env.FUZZ_REST ?? 1500);
const GRAPHQL_REQUESTS = Number(process.env.FUZZ_GRAPHQL ?? 700);
const STREAM_REQUESTS = Number(process.env.FUZZ_STREAM ?? 300);
/** A stream request is read this long at most (an accepted subscription stays open and quiet). */
const STREAM_READ_MS = 1500;
const METRICS_TOKEN = 'fuzz-metrics-token-0123456789';
const CONCURRENCY = 8;

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(items.length)];
    if (item === undefined) throw new Error('empty list');
    return item;
  };
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

const NASTY_STRINGS = [
  '', ' ', '\u0000', '%00', '../../etc/passwd', "' or 1=1 --", '"; drop table users; --', '<script>alert(1)</script>', '{{7*7}}',
  '\u202e\u0041', '😀'.repeat(50), 'x'.repeat(5000), '-1', '0', '1e309', 'NaN', 'null', 'undefined', 'true', '[]', '{}',
  '2024-02-31', '9999-99-99', '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'fel2', 'fel3',
  'site', 'eng', 'pep', '__proto__', 'constructor', 'a@b', 'user@example.com', '=cmd|" /C calc"!A0', '\r\nSet-Cookie: x=1',
];
const FIELD_NAMES = [
  'username', 'password', 'name', 'code', 'key', 'level', 'answers', 'na', 'naReason', 'comment', 'email', 'token', 'uidb64',
  'userType', 'user_type', 'client', 'organization', 'celCheck', 'cel', 'metrics', 'fel20', 'costRange', 'projectType',
  'description', 'version', 'phase', 'status', 'licensedue', 'licensecreate', 'subscription', 'plntname', 'notes', 'banner',
  'actionText', 'actionDue', 'owner', 'format', 'page', 'pageSize', 'search', 'sort', '__proto__', 'constructor',
];

function randomValue(r: Random, depth = 0): unknown {
  switch (r.int(depth > 2 ? 6 : 9)) {
    case 0: return r.pick(NASTY_STRINGS);
    case 1: return r.pick([0, -1, 1, 2, 3, 7, 2 ** 31, -(2 ** 53), 1.5, 1e308, -0]);
    case 2: return r.pick([true, false, null]);
    case 3: return r.pick(NASTY_STRINGS) + r.int(1000);
    case 4: return crypto.randomUUID();
    case 5: return r.pick(['fel2', 'fel3', 'A4', 'Letter', '1', '4']);
    case 6: return Array.from({ length: r.int(4) }, () => randomValue(r, depth + 1));
    case 7: return randomObject(r, depth + 1);
    default: return { [r.pick(FIELD_NAMES)]: randomValue(r, depth + 1) };
  }
}

function randomObject(r: Random, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = r.int(6); i > 0; i--) object[r.pick(FIELD_NAMES)] = randomValue(r, depth);
  return object;
}

/** A body that can never be a valid input: garbage text, a non-object, or an object with wrong-typed fields. */
function malformedBody(r: Random): { body: string; contentType: string } {
  switch (r.int(6)) {
    case 0: return { body: r.pick(['{', '{"a":', '[1,2', 'not json', '\u0000\u0001', '{"a":1}}']), contentType: 'application/json' };
    case 1: return { body: JSON.stringify(r.pick([[], [1, 2], 'text', 42, null, true])), contentType: 'application/json' };
    case 2: return { body: 'a=1&b=2', contentType: r.pick(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) };
    case 3: return { body: JSON.stringify({ [r.pick(FIELD_NAMES)]: { nested: [r.pick(NASTY_STRINGS)] }, level: 'x', version: 'v' }), contentType: 'application/json' };
    default: return { body: JSON.stringify(randomObject(r)), contentType: 'application/json' };
  }
}

type Caller = { label: string; token: string | null; real: boolean };

function fillPath(r: Random, url: string, ownKeys: readonly string[]): string {
  return url.replace(/:(\w+)/g, () =>
    encodeURIComponent(
      String(
        r.pick([
          () => crypto.randomUUID(),
          () => r.pick(NASTY_STRINGS),
          () => r.pick(ownKeys),
          () => String(r.int(1000) - 500),
          () => 'fel2site',
        ])(),
      ),
    ),
  );
}

function literal(r: Random, depth = 0): string {
  switch (r.int(depth > 1 ? 5 : 7)) {
    case 0: return JSON.stringify(r.pick(NASTY_STRINGS));
    case 1: return String(r.pick([0, -1, 7, 1.5, 2 ** 40]));
    case 2: return r.pick(['true', 'false', 'null', 'FEL2', 'fel2', 'A4']);
    case 3: return `"${crypto.randomUUID()}"`;
    case 4: return '$undeclared';
    case 5: return `[${Array.from({ length: r.int(3) }, () => literal(r, depth + 1)).join(', ')}]`;
    default: return `{ ${Array.from({ length: r.int(3) + 1 }, () => `${r.pick(FIELD_NAMES).replace(/^_+/, 'x')}: ${literal(r, depth + 1)}`).join(', ')} }`;
  }
}

/** A GraphQL request body that is wrong somewhere: its document, its arguments, its variables or its envelope. */
function malformedGraphql(r: Random, field: RootField): { body: string; contentType: string } {
  const args = field.field.args;
  const argText = args.length > 0 ? `(${args.map((a) => `${a.name}: ${literal(r)}`).join(', ')})` : r.pick(['(bogus: 1)', '(key: 1)', '']);
  const selection = field.leaf ? r.pick(['', ' { __typename }']) : r.pick([' { __typename }', '', ' { nope }', ' { __typename errors }']);
  const document = `${field.operation} Fuzz ${argText.length > 0 ? '' : ''}{ ${field.name}${argText}${selection} }`;
  switch (r.int(8)) {
    case 0: return { body: JSON.stringify({ query: document.slice(0, r.int(document.length)) }), contentType: 'application/json' };
    case 1: return { body: JSON.stringify({ query: document, operationName: r.pick(['Other', 7, null, '']) }), contentType: 'application/json' };
    case 2: return { body: JSON.stringify([{ query: document }, { query: document }]), contentType: 'application/json' };
    case 3: return { body: JSON.stringify({ query: document, variables: r.pick(['x', [1], 3]) }), contentType: 'application/json' };
    case 4: return { body: JSON.stringify({ query: document }), contentType: 'text/plain' };
    case 5: {
      const withVariable = args[0] ? `${field.operation} Fuzz($v: String) { ${field.name}(${args[0].name}: $v)${selection} }` : document;
      return { body: JSON.stringify({ query: withVariable, variables: { v: randomValue(r) } }), contentType: 'application/json' };
    }
    case 6: return { body: JSON.stringify({ query: 123, variables: randomObject(r) }), contentType: 'application/json' };
    default: return { body: JSON.stringify({ query: document }), contentType: 'application/json' };
  }
}

let app: TestApp;
let actors: Actors;
let routes: LegacyRoute[];
let fields: RootField[];
let ownKeys: string[];
let callers: Caller[];
let snapshot: () => Promise<string[]>;

beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_TOKEN } });
  actors = await createActors(app);
  const project = await createProject(app.db, { org: actors.org, owner: actors.users.user });
  routes = await legacyRoutes(app.deps);
  fields = graphqlRootFields();
  ownKeys = [project.id, actors.org.id, actors.otherOrg.id, actors.users.user.id, actors.users.clientAdmin.id];
  const now = Math.floor(Date.now() / 1000);
  const key = new TextEncoder().encode(app.config.jwtSecret);
  const token = (claims: Record<string, unknown>, sub: string, exp: number) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt(now - 60).setExpirationTime(exp).setAudience('fel-assess').sign(key);
  callers = [
    { label: 'anonymous', token: null, real: false },
    { label: 'garbage token', token: 'not.a.jwt', real: false },
    { label: 'expired token', token: await token({ scope: 'full', sid: crypto.randomUUID() }, actors.users.user.id, now - 1), real: false },
    { label: 'forged token', token: (await token({ scope: 'full', sid: crypto.randomUUID() }, actors.users.user.id, now + 600)).slice(0, -2) + 'xx', real: false },
    { label: 'second-factor token', token: await token({ scope: 'second-factor' }, actors.users.admin.id, now + 600), real: false },
    ...(['admin', 'clientAdmin', 'user', 'powerUser'] as const).map((name) => ({ label: name, token: actors.as[name].token, real: true })),
  ];
  // Rows of the organizations involved (the other test files of the run share the database).
  const orgs = sql`(${actors.org.id}::uuid, ${actors.otherOrg.id}::uuid)`;
  const scoped: SQL[] = [
    sql`select * from organizations where id in ${orgs}`,
    sql`select * from users where organization_id in ${orgs} or id = ${actors.users.admin.id}`,
    sql`select * from cel_assignments where organization_id in ${orgs}`,
    sql`select * from projects where organization_id in ${orgs}`,
    sql`select a.* from answers a join projects p on p.id = a.project_id where p.organization_id in ${orgs}`,
    sql`select t.* from team_members t join projects p on p.id = t.project_id where p.organization_id in ${orgs}`,
    sql`select s.* from project_sites s join projects p on p.id = s.project_id where p.organization_id in ${orgs}`,
    sql`select r.* from reports r join projects p on p.id = r.project_id where p.organization_id in ${orgs}`,
    sql`select * from audit_events where organization_id in ${orgs}`,
    sql`select s.* from sessions s join users u on u.id = s.user_id where u.organization_id in ${orgs} or u.id = ${actors.users.admin.id}`,
  ];
  snapshot = () => Promise.all(scoped.map(async (query) => JSON.stringify(await rawRows(app.db, sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from (${query}) x`))));
});
afterAll(async () => app?.close());

/** Routes that act on the caller's session whatever the input (they are not "malformed" with a real token). */
const SESSION_ACTIONS = new Set(['/api/logout/', '/api/token/refresh/', '/api/login/2fa/new-token/']);
const SESSION_FIELDS = new Set(['signOut', 'refreshSession', 'sendSecondFactorCode', 'stopImpersonation']);

describe('fuzz: malformed requests', () => {
  it(`${REST_REQUESTS} on /api/* and ${GRAPHQL_REQUESTS} on /graphql (seed ${SEED}): no 5xx, no row changed`, async () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(fields.length).toBeGreaterThan(30);
    const before = await snapshot();
    const r = generator(SEED);
    type Planned = { label: string; method: string; path: string; body?: string; contentType?: string; token: string | null };
    const plan: Planned[] = [];
    while (plan.length < REST_REQUESTS) {
      const caller = r.pick(callers);
      const route = r.pick(routes);
      if (caller.real && SESSION_ACTIONS.has(route.url)) continue;
      const method = r.next() < 0.9 ? route.method : r.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
      const path = fillPath(r, route.url, ownKeys) + (r.next() < 0.2 ? `?${r.pick(FIELD_NAMES)}=${encodeURIComponent(r.pick(NASTY_STRINGS))}` : '');
      const withBody = method !== 'GET' && method !== 'DELETE';
      // A real user's POST on its own objects always carries a malformed body, so nothing valid is sent.
      plan.push({ label: `${caller.label} ${method} ${route.url}`, method, path, token: caller.token, ...(withBody ? malformedBody(r) : {}) });
    }
    while (plan.length < REST_REQUESTS + GRAPHQL_REQUESTS) {
      const caller = r.pick(callers);
      const field = r.pick(fields);
      if (caller.real && SESSION_FIELDS.has(field.name)) continue;
      plan.push({ label: `${caller.label} graphql ${field.operation} ${field.name}`, method: 'POST', path: '/graphql', token: caller.token, ...malformedGraphql(r, field) });
    }
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const slowest: [number, string][] = [];
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < plan.length; i = next++) {
          const p = plan[i];
          if (!p) break;
          const headers: Record<string, string> = { 'x-forwarded-for': `10.99.${i % 250}.${(i >> 8) % 250}` };
          if (p.token) headers.authorization = `Bearer ${p.token}`;
          if (p.contentType) headers['content-type'] = p.contentType;
          const t0 = Date.now();
          const res = await fetch(app.baseUrl + p.path, { method: p.method, headers, body: p.body, redirect: 'manual', signal: AbortSignal.timeout(10_000) }).catch(
            (error: unknown) => {
              failures.push(`#${i} ${p.label} ${p.path}: ${String(error)}`);
              return null;
            },
          );
          if (!res) continue;
          const text = await res.text();
          slowest.push([Date.now() - t0, `${p.label} ${p.path}`]);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500) failures.push(`#${i} ${p.label} ${p.path} ${p.body?.slice(0, 200) ?? ''} -> ${res.status} ${text.slice(0, 200)}`);
        }
      }),
    );
    const elapsed = Date.now() - started;
    console.warn(`fuzz (figures): ${plan.length} requests in ${elapsed} ms; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
    if (process.env.FUZZ_DEBUG) console.warn(slowest.sort((a, b) => b[0] - a[0]).slice(0, 15));
    expect(failures.slice(0, 10)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 150_000); // ~10 s on an idle two-core machine; several times that when the machine is shared
});

/** A request body for /graphql/stream: a malformed operation of any root field, an oversized one, or an alias bomb. */
function streamBody(r: Random, field: RootField, projectKey: string): { body: string; contentType: string } {
  switch (r.int(6)) {
    case 0: return { body: JSON.stringify({ query: `subscription { answerSaved(project: "${projectKey}") { ${'phase '.repeat(200_000)} } }` }), contentType: 'application/json' };
    case 1: return { body: JSON.stringify({ query: `subscription { answerSaved(project: "${projectKey}") { ${Array.from({ length: 60 }, (_, i) => `a${i}: phase`).join(' ')} } }` }), contentType: 'application/json' };
    case 2: return { body: 'x'.repeat(1024 * 1024 + 10), contentType: 'application/json' };
    default: return malformedGraphql(r, field);
  }
}

/** The server's open live streams, read from its metrics. */
async function openStreams(): Promise<number> {
  const text = await (await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith('fel_live_streams '));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

describe('fuzz: malformed requests to the live stream', () => {
  it(`${STREAM_REQUESTS} on /graphql/stream (seed ${SEED}): no 5xx, no row changed, no stream left open past its limit`, async () => {
    const project = await createProject(app.db, { org: actors.org, owner: actors.users.user });
    const before = await snapshot();
    const r = generator(SEED + 1);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < STREAM_REQUESTS; i = next++) {
          const caller = r.pick(callers);
          const field = r.pick(fields);
          const method = r.next() < 0.85 ? 'POST' : r.pick(['GET', 'PUT', 'DELETE', 'PATCH']);
          const { body, contentType } = streamBody(r, field, project.id);
          const headers: Record<string, string> = { 'x-forwarded-for': `10.98.${i % 250}.1`, 'content-type': contentType, accept: r.next() < 0.9 ? 'text/event-stream' : r.pick(['*/*', 'application/json']) };
          if (caller.token) headers.authorization = `Bearer ${caller.token}`;
          const abort = AbortSignal.timeout(STREAM_READ_MS);
          try {
            const res = await fetch(`${app.baseUrl}/graphql/stream`, { method, headers, body: method === 'GET' ? undefined : body, signal: abort });
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            const text = await res.text().catch(() => '(held open)');
            if (res.status >= 500 || text.includes('"INTERNAL"')) failures.push(`#${i} ${caller.label} ${method} ${body.slice(0, 160)} -> ${res.status} ${text.slice(0, 200)}`);
          } catch (error) {
            if (!abort.aborted) failures.push(`#${i} ${caller.label} ${method}: ${String(error)}`);
          }
        }
      }),
    );
    console.warn(`fuzz (figures): ${STREAM_REQUESTS} stream requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(await snapshot()).toEqual(before);

    // Every stream a client left closes with it; one whose token runs out ends by itself, with RENEW.
    const until = Date.now() + 10_000;
    while ((await openStreams()) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await openStreams()).toBe(0);
    const { sessionId } = await openSession(app, actors.users.user);
    const shortLived = await signAccessToken(app.config.jwtSecret, { userId: actors.users.user.id, sessionId, scope: 'full' }, new Date(Date.now() - 15 * 60_000 + 1500));
    const started = Date.now();
    const res = await fetch(`${app.baseUrl}/graphql/stream`, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${shortLived}` },
      body: JSON.stringify({ query: `subscription { answerSaved(project: "${project.id}") { phase } }` }),
      signal: AbortSignal.timeout(10_000),
    });
    expect(await res.text()).toContain('"code":"RENEW"');
    expect(Date.now() - started).toBeLessThan(6000);
  }, 120_000);
});
