import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, Operation } from '../../server/commands/operation.ts';
import { type EntryPoint, graphqlSurface, legacySurface } from '../../server/commands/surface.ts';
import { can } from '../../server/policies/authorize.ts';
import { type Action, RESOURCE_FROM } from '../../server/policies/permissions.ts';
import type { Viewer } from '../../server/policies/viewer.ts';
import type { ApiResponse } from '../support/api-client.ts';
import { type Call, FIXTURES, type Fixture, type Prepared, type Subject } from '../support/matrix-fixtures.ts';
import { CALLERS, type Caller, type CallerName, createWorld, SIDES, type Side, type World } from '../support/matrix-world.ts';
import { firstStreamEvent } from '../support/stream-call.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { ROLE } from '../../common/roles.ts';
import { revocationCases, streamUntilRevoked } from '../support/matrix-revocation.ts';

// The authorization matrix: every GraphQL root field (subscriptions at /graphql/stream) and every /api/* route
// (the permission surface, server/commands/surface.ts), each variant of a dispatch on its own, x anonymous,
// the 6 roles and an API token of each scope x an object of the own and of another organization. What each
// cell must answer is derived from the operation the entry point adapts (its access, the rule its list
// holds) and the permission table, written out below where those do not decide alone. Allowed: a success carrying the object; refused: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND or null,
// no row changed, and never another organization's data.

type Verdict = 'allow' | 'deny' | 'hidden';
const DENIED_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);
const DENIED_STATUSES = new Set([401, 403, 404]);
const PDF_ROUTE = 'GET /api/report/:reportKey/pdf/';

/** Cells the permission table does not decide alone, with the reason. */
const WRITTEN_OUT: Record<string, (c: Caller, side: Side) => Verdict> = {
  // The second-factor steps need the token of the password step, which none of these callers holds.
  sendSecondFactorCode: () => 'deny',
  verifySecondFactor: () => 'deny',
  'GET /api/login/2fa/new-token/': () => 'deny',
  'POST /api/login/2fa/': () => 'deny',
  secondFactorOptions: () => 'deny',
  beginSignInEnrolment: () => 'deny',
  confirmSignInEnrolment: () => 'deny',
  // A refresh needs the refresh cookie of a person's session (API tokens have no session).
  // Only oneself: the fixture names another user, which no caller may change.
  updateMyAccount: () => 'deny',
  refreshSession: (c) => (c.user ? 'allow' : 'deny'),
  // Finishing an SSO sign-in needs the provider's code and the state of a sign-in under way, which none holds.
  completeSsoSignIn: () => 'deny',
  // SAML's ACS needs a response signed by the organization's identity provider; tests/integration/sso/saml-sign-in.test.ts posts them.
  'POST /sso/saml/:organization/acs': () => 'deny',
  // SCIM's Users answer only an organization's SCIM token (scim.provision: an API token of scope scim), which no caller
  // of the matrix holds (sessions and read or read-write API tokens are refused with 403, anonymous callers with 401);
  // tests/integration/sso/scim.test.ts and scim-token.test.ts call them with one.
  'GET /scim/v2/Users': () => 'deny',
  'POST /scim/v2/Users': () => 'deny',
  'GET /scim/v2/Users/:id': () => 'deny',
  'PUT /scim/v2/Users/:id': () => 'deny',
  'PATCH /scim/v2/Users/:id': () => 'deny',
  'DELETE /scim/v2/Users/:id': () => 'deny',
  'POST /api/token/refresh/': (c) => (c.user ? 'allow' : 'deny'),
  // A sign-out is public (its proof is the access token or the refresh cookie); anonymous callers hold neither.
  signOut: (c) => (c.viewer ? 'allow' : 'deny'),
  'GET /api/logout/': (c) => (c.viewer ? 'allow' : 'deny'),
};

/** The permission table's answer for an action about the subject of a call (its resource built as the table says). */
function allows(viewer: Viewer, action: Action, s: Subject): boolean {
  // Projects live in the organization the viewer works on; one it may not see does not exist for it.
  if ((s.project || s.active) && s.organizationId !== viewer.activeOrganizationId) return false;
  const project = { organizationId: s.organizationId, ownerUserId: s.project?.ownerUserId ?? '', viewerIsTeamMember: s.project?.teamEmails.includes(viewer.email) ?? false };
  if (s.project && !can(viewer, 'project.view', project)) return false;
  return can(viewer, action, RESOURCE_FROM[action]({
    organizationId: s.organizationId,
    project,
    user: { organizationId: s.organizationId, userId: s.userId ?? '' },
    grant: { organizationId: s.organizationId, role: ROLE.USER },
  }));
}

function passes(viewer: Viewer | null, access: Access, s: Subject): boolean {
  if (access === 'public') return true;
  if (!viewer) return false;
  return access === 'signed-in' || allows(viewer, access, s);
}

function expected(key: string, operation: Operation, fixture: Fixture, caller: Caller, side: Side, s: Subject): Verdict {
  const written = WRITTEN_OUT[key];
  if (written) return written(caller, side);
  const gateSubject = fixture.gateOnActive && caller.viewer ? { organizationId: caller.viewer.activeOrganizationId } : s;
  if (!passes(caller.viewer, fixture.gate ?? operation.access, gateSubject)) return 'deny';
  const listedBy = fixture.listedBy ?? operation.lists;
  if (listedBy) return caller.viewer && allows(caller.viewer, listedBy, s) ? 'allow' : 'hidden';
  return 'allow';
}

type Observed = { verdict: Verdict | 'failed'; detail: string; text: string };

async function send(caller: Caller, call: Call): Promise<ApiResponse> {
  if ('subscription' in call) return firstStreamEvent(caller.api, { query: call.subscription, variables: call.variables ?? {} });
  if ('graphql' in call) return caller.api.request('POST', '/graphql', { query: call.graphql, variables: call.variables ?? {} });
  return caller.api.request(call.method, call.path, call.method === 'GET' || call.method === 'DELETE' ? undefined : (call.body ?? {}));
}

const record = (v: unknown): Record<string, unknown> | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.fromEntries(Object.entries(v)) : null);

function observe(entry: EntryPoint, prepared: Prepared, fixture: Fixture, operation: Operation, res: ApiResponse): Observed {
  const key = entry.key;
  const text = JSON.stringify(res.body);
  const brief = `${res.status} ${text.slice(0, 240)}`;
  const shown = (): Observed => {
    if (!prepared.shows || text.includes(prepared.shows)) return { verdict: 'allow', detail: brief, text };
    return (fixture.listedBy ?? operation.lists) ? { verdict: 'hidden', detail: brief, text } : { verdict: 'failed', detail: `answered without the object: ${brief}`, text };
  };
  if (entry.transport === 'legacy') {
    if (res.status === 200) return shown();
    // The PDF is printed from the built client, which integration tests do not build: a call that passed
    // the checks reaches the renderer and gets its 503, which stands for allowed here.
    if (key === PDF_ROUTE && res.status === 503 && res.body.code === 'UNAVAILABLE') return { verdict: 'allow', detail: brief, text };
    return { verdict: DENIED_STATUSES.has(res.status) ? 'deny' : 'failed', detail: brief, text };
  }
  const errors = Array.isArray(res.body.errors) ? res.body.errors : [];
  if (errors.length > 0) {
    const code = record(record(errors[0])?.extensions)?.code;
    return { verdict: typeof code === 'string' && DENIED_CODES.has(code) ? 'deny' : 'failed', detail: brief, text };
  }
  const top = record(res.body.data)?.[key];
  // null hides an object (a nullable query); a scalar mutation such as noop answers null as its value.
  if (top === null) return prepared.shows ? { verdict: 'deny', detail: `null: ${brief}`, text } : { verdict: 'allow', detail: brief, text };
  const payloadErrors = record(top)?.errors;
  if (Array.isArray(payloadErrors) && payloadErrors.length > 0) {
    const code = record(payloadErrors[0])?.code;
    return { verdict: typeof code === 'string' && DENIED_CODES.has(code) ? 'deny' : 'failed', detail: `payload errors: ${brief}`, text };
  }
  return shown();
}

let app: TestApp;
let world: World;
let surface: EntryPoint[];

beforeAll(async () => {
  // Streams re-check their caller on their own only once an hour here: an ended stream ended on the revocation's event.
  app = await startTestApp({ env: { LIVE_RECHECK_SECONDS: '3600' } });
  world = await createWorld(app);
  surface = [...graphqlSurface(), ...(await legacySurface(app.deps))];
}, 120_000);
afterAll(async () => app?.close());

/** One matrix entry per operation an entry point adapts: its key, or `key#operation` for a dispatch's variants. */
type Variant = { key: string; entry: EntryPoint; operation: Operation };
const variantsOf = (entry: EntryPoint): Variant[] =>
  entry.operations.map((operation) => ({ key: entry.operations.length > 1 ? `${entry.key}#${operation.name}` : entry.key, entry, operation }));

type Cell = Variant & { fixture: Fixture; caller: CallerName; side: Side };

async function runCell(cell: Cell): Promise<string | null> {
  const { key, entry, operation, fixture, side } = cell;
  const caller = fixture.freshCaller ? await world.freshCaller(cell.caller) : world.callers[cell.caller];
  const prepared = await fixture.prepare(world, side, caller);
  const want = expected(key, operation, fixture, caller, side, prepared.subject);
  const before = want !== 'allow' && prepared.snapshot ? await prepared.snapshot() : null;
  const seen = observe(entry, prepared, fixture, operation, await send(caller, prepared.call));
  const name = `${key} | ${cell.caller} | ${side}`;
  const same = seen.verdict === want || (want === 'hidden' && seen.verdict === 'deny');
  if (!same) return `${name}: expected ${want}, got ${seen.verdict} (${seen.detail})`;
  const mayReadOther = cell.caller === 'admin' || (side === 'other' && want === 'allow');
  if (!mayReadOther && seen.text.includes(world.scenes.other.marker)) return `${name}: the answer carries the other organization's data (${seen.detail})`;
  if (before !== null && prepared.snapshot && (await prepared.snapshot()) !== before) return `${name}: refused, but rows changed`;
  return null;
}

async function pool<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: size }, async () => {
    for (let i = next++; i < items.length; i = next++) {
      const item = items[i];
      if (item !== undefined) await run(item);
    }
  }));
}

describe('authorization matrix', () => {
  it('every root field and /api/* route x every caller x own and other organization answers as the permission table says', async () => {
    const problems: string[] = [];
    const variants = surface.flatMap(variantsOf);
    for (const entry of surface) if (entry.operations.length === 0) problems.push(`${entry.key}: adapts no operation (server/commands/)`);
    for (const { key } of variants) if (!FIXTURES[key]) problems.push(`${key}: no fixture in tests/support/matrix-fixtures*.ts (add the smallest valid call)`);
    const keys = new Set(variants.map((v) => v.key));
    for (const key of Object.keys(FIXTURES)) if (!keys.has(key)) problems.push(`${key}: a fixture for a field, route or variant that no longer exists`);
    expect(problems).toEqual([]);

    // MATRIX_ONLY=key,key narrows the run while working on a few entry points (the full table is the test).
    const only = process.env.MATRIX_ONLY?.split(',').map((k) => k.trim());
    const cells: Cell[] = variants.flatMap((variant) => {
      const fixture = FIXTURES[variant.key];
      if (!fixture || (only && !only.includes(variant.entry.key))) return [];
      return CALLERS.flatMap((caller) => SIDES.map((side) => ({ ...variant, fixture, caller, side })));
    });
    const started = Date.now();
    const mismatches: string[] = [];
    const spent = new Map<string, number>();
    const run = async (cell: Cell) => {
      const t0 = Date.now();
      const problem = await runCell(cell).catch((error: unknown) => `${cell.key} | ${cell.caller} | ${cell.side}: ${String(error)}`);
      if (problem) mismatches.push(problem);
      spent.set(cell.key, (spent.get(cell.key) ?? 0) + Date.now() - t0);
    };
    await pool(cells.filter((c) => !c.fixture.exclusive), 8, run);
    await pool(cells.filter((c) => c.fixture.exclusive), 1, run);
    console.warn(`authorization matrix (figures): ${cells.length} cells (${new Set(cells.map((c) => c.key)).size} entry points and variants x ${CALLERS.length} callers x ${SIDES.length} organizations) in ${Date.now() - started} ms`);
    if (process.env.MATRIX_DEBUG) console.warn([...spent].sort((a, b) => b[1] - a[1]).slice(0, 20));
    expect(mismatches.sort()).toEqual([]);
  }, 600_000);
});

describe('revocation mid-stream', () => {
  // Each subscription of a caller that loses access mid-stream (its API token revoked, its user deactivated,
  // its session ended, its organization's licence ended) completes on the revocation's event, with
  // UNAUTHENTICATED, and delivers nothing after it: an answer saved right after the revocation never reaches it.
  it.each(revocationCases)('%s: every subscription completes on the event and delivers nothing after', async (_name, revocation) => {
    for (const subscription of ['answerSaved', 'projectPresence'] as const) {
      const seen = await streamUntilRevoked(app, revocation, subscription);
      expect(seen.endedWithin, `${subscription}: ${seen.detail}`).toBeLessThan(5_000);
      expect(seen.lastError, `${subscription}: ${seen.detail}`).toBe('UNAUTHENTICATED');
      expect(seen.deliveredAfter, `${subscription}: ${seen.detail}`).toEqual([]);
    }
  });
});
