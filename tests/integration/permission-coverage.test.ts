import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDefinedOperation, type Operation } from '../../server/commands/operation.ts';
import { type EntryPoint, graphqlSurface, legacySurface, routeKey } from '../../server/commands/surface.ts';
import { permissions } from '../../server/policies/permissions.ts';
import { PRINT_ENTRY_PATH } from '../../common/print-bridge.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Every entry point of the API adapts declared operations (server/commands/), each naming who may call it:
// a line of the permission table, 'signed-in' or 'public'. The surface is read off the transports
// (server/commands/surface.ts), so a new GraphQL field or /api/* route that adapts no operation fails here,
// by name, and no declaration can outlive its entry point.

let app: TestApp;
let legacy: EntryPoint[];
beforeAll(async () => {
  app = await startTestApp();
  legacy = await legacySurface(app.deps);
});
afterAll(async () => app?.close());

// Routes outside the permission surface, each with why. GraphQL is walked field by field (graphqlSurface), and
// the live stream carries the subscriptions, which are root fields of the same surface.
const stream = (method: string) => [routeKey(method, '/graphql/stream'), 'the live stream: GraphQL subscriptions, walked as root fields'] as const;
const INFRASTRUCTURE: Record<string, string> = Object.fromEntries([
  [routeKey('GET', '/healthz'), 'liveness probe: no data'],
  [routeKey('GET', '/readyz'), 'readiness probe: no data'],
  [routeKey('GET', '/metrics'), 'only with a metrics token: Prometheus counts, behind that bearer token'],
  [routeKey('GET', '/graphql'), 'GraphQL: walked field by field'],
  [routeKey('POST', '/graphql'), 'GraphQL: walked field by field'],
  [routeKey('OPTIONS', '/graphql'), 'GraphQL: CORS preflight'],
  [routeKey('GET', '/graphql/schema.graphql'), 'the published schema: public SDL, no data'],
  ...['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'QUERY'].map(stream),
  [routeKey('GET', '/print/report/:reportKey'), 'client: the print entry page (HTML; the report is read through GraphQL)'],
  [routeKey('GET', PRINT_ENTRY_PATH), 'client: the print entry page for the PDF renderer (HTML)'],
  [routeKey('GET', '/*'), 'client: the built client\'s static files'],
]);

const unbound = (entries: EntryPoint[]) => entries.filter((e) => e.operations.length === 0).map((e) => e.key);

describe('permission coverage', () => {
  it('every GraphQL root field (query, mutation and subscription) adapts a declared operation', () => {
    const entries = graphqlSurface();
    expect(entries.length).toBeGreaterThan(60);
    expect(unbound(entries), 'root fields whose resolver adapts no operation (wrap it in adapts())').toEqual([]);
  });

  it('every registered /api/* route adapts a declared operation', () => {
    expect(legacy.length).toBeGreaterThan(80);
    expect(unbound(legacy), 'routes registered without the operations they adapt').toEqual([]);
  });

  it('every route of the whole app is on the permission surface (so in the matrix) or a named infrastructure route', () => {
    const walked = new Set(legacy.map((e) => e.key));
    const named = new Set(Object.keys(INFRASTRUCTURE));
    const routes = app.routes.map((r) => routeKey(r.method, r.url));
    expect(routes.length).toBeGreaterThan(legacy.length);
    expect(routes.filter((key) => !walked.has(key) && !named.has(key)), 'routes neither on the permission surface nor named infrastructure').toEqual([]);
    // The list names nothing the app no longer has (the client's routes and /metrics are there only when served).
    const present = new Set(routes);
    expect([...named].filter((key) => !present.has(key) && !/^(client|only with)/.test(INFRASTRUCTURE[key] ?? ''))).toEqual([]);
  });

  it('every operation was made by a define… of server/commands/operation.ts (the sign-in steps too): none is written by hand', () => {
    const entries = [...graphqlSurface(), ...legacy];
    const handWritten = entries.flatMap((e) => e.operations.filter((o) => !isDefinedOperation(o)).map((o) => `${e.key}: ${o.name}`));
    expect(handWritten).toEqual([]);
    // The sign-in steps were the last to name their access by hand (issue 23): each adapts its own operation.
    const steps = { signIn: 'auth.sign-in', 'POST /api/login/': 'auth.sign-in', sendSecondFactorCode: 'auth.second-factor.send-code', verifySecondFactor: 'auth.second-factor.verify', 'POST /api/login/2fa/': 'auth.second-factor.verify', refreshSession: 'auth.session.refresh', 'POST /api/token/refresh/': 'auth.session.refresh', signOut: 'auth.sign-out', 'GET /api/logout/': 'auth.sign-out', resetPassword: 'user.password-reset', register: 'user.register' };
    const adapted = Object.fromEntries(Object.keys(steps).map((key) => [key, entries.find((e) => e.key === key)?.operations.map((o) => o.name).join(', ')]));
    expect(adapted).toEqual(steps);
  });

  it('every operation names a rule of the permission table, or public / signed-in', () => {
    const operations: Operation[] = [...graphqlSurface(), ...legacy].flatMap((e) => [...e.operations]);
    const unknown = operations.filter((o) => o.access !== 'public' && o.access !== 'signed-in' && !(o.access in permissions)).map((o) => `${o.name}: ${o.access}`);
    expect(unknown).toEqual([]);
    const badLists = operations.filter((o) => o.lists !== undefined && !(o.lists in permissions)).map((o) => o.name);
    expect(badLists).toEqual([]);
  });

  it('a dispatch names each variant once, and variants are told apart by name', () => {
    const repeated = [...graphqlSurface(), ...legacy].filter((e) => new Set(e.operations.map((o) => o.name)).size !== e.operations.length).map((e) => e.key);
    expect(repeated).toEqual([]);
  });
});
