// `npm run bench dashboard`: the dashboard's first page (the client's own ProjectList query: 50 per page,
// owner, progress and FEL Index) against a bare Fastify + postgres.js route returning the identical JSON
// (checked) with the same session check and compression, at 10, 1,000 and 10,000 projects; the SQL
// statements of one request counted on the wire (BEGIN/COMMIT included); the deep page (the last, reached
// with the cursor a client holds there) and the name search at 10,000 projects against 100. Every server
// runs in its own process; autocannon runs here. The trivial query against bare Apollo is
// graphql-overhead.bench.ts. See docs/bench.md.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench dashboard
//   … npm run bench dashboard -- --quick   3 s runs, 50 requests per p50
//   BENCH_CPU_PROF=/tmp/prof … writes the app's CPU profile (node --cpu-prof) there when it stops.
import { print } from 'graphql';
import { ProjectListDocument } from '../client/src/gql/graphql.ts';
import { ROLE } from '../common/roles.ts';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type autocannon from 'autocannon';
import { DEMO_USER_PASSWORD } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { emptyDatabase } from '../server/db/reset.ts';
import { users } from '../server/db/schema/index.ts';
import { createPasswordHasher } from '../server/modules/auth/password-hasher.ts';
import { freePort } from '../tests/support/free-port.ts';
import { addProjects } from './support/dashboard-data.ts';
import { reportGoal } from './support/goal.ts';
import { timeRequests } from './support/timing.ts';
import { type Figures, loadSettings, measure, printFigures } from './support/load.ts';
import { startBenchAppProcess } from './support/bench-app-process.ts';
import { startServerProcess } from './support/server-process.ts';
import { startStatementCounter } from './support/statement-counter.ts';
import { benchSignIn, insertBenchOrganization } from './support/bench-organization.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.log('BENCH_DATABASE_URL is not set: the bare postgres.js baseline needs a PostgreSQL server. Set it and run again.');
  process.exit(1);
}
const PAGE = 50;
// --quick: 3 s runs after a 1 s warm-up and 50 sequential requests for the p50s (unless BENCH_* say otherwise).
const quick = process.argv.includes('--quick');
if (quick) {
  process.env.BENCH_DURATION ??= '3';
  process.env.BENCH_WARMUP ??= '1';
}
const rounds = quick ? 50 : 100;
const settings = loadSettings();
/** The 1-, 5- and 15-minute load averages. */
const load = async () => (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');

// The database: emptied, migrated, one client organization with a Super User (sees every project) and five owners.
const database = await openDatabase({ kind: 'postgres', url, max: 4 });
await emptyDatabase(database.db);
await database.migrate();
const db = database.db;
const org = await insertBenchOrganization(db, 'Bench Co');
const hash = await createPasswordHasher('fast').hash(DEMO_USER_PASSWORD);
const people = await db
  .insert(users)
  .values([
    { organizationId: org.id, name: 'Bench Viewer', email: 'viewer@bench.example', passwordHash: hash, userType: ROLE.SUPER_USER },
    ...[1, 2, 3, 4, 5].map((i) => ({ organizationId: org.id, name: `Owner ${i}`, email: `owner${i}@bench.example`, passwordHash: hash, userType: ROLE.USER })),
  ])
  .returning();
const ownerIds = people.slice(1).map((u) => u.id);

// The servers, each in its own process, all reaching PostgreSQL through the statement counter.
const counter = await startStatementCounter(url);
const jwtSecret = randomBytes(32).toString('base64url');
const common = { DATABASE_URL: counter.url, JWT_SECRET: jwtSecret };
const profileDir = process.env.BENCH_CPU_PROF;
const app = await startBenchAppProcess({ databaseUrl: counter.url, jwtSecret, profileDir });
const bare = await startServerProcess({ script: 'bench/support/dashboard-baseline-server.ts', port: await freePort(), healthPath: '/healthz', env: common });

const token = await benchSignIn(app.baseUrl, 'viewer@bench.example');
// What a browser sends: the bearer token and the encodings it accepts.
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };

// The client's own ProjectList query (client/src/features/projects/ProjectListSection.tsx) with the fragments
// it spreads (the project table's row and its progress bars), as codegen typed it: a new field the table shows is
// measured here too. Sent as the document is, without Apollo's __typename, so the bare route's JSON still matches.
const DASHBOARD = print(ProjectListDocument);
type PageVariables = { after?: string | null; search?: string; first?: number };
const dashboardBody = (variables: PageVariables) =>
  JSON.stringify({
    operationName: 'ProjectList',
    query: DASHBOARD,
    variables: {
      filter: { status: 'active', ...(variables.search ? { search: variables.search } : {}) },
      sort: 'name',
      descending: false,
      first: variables.first ?? PAGE,
      after: variables.after ?? null,
      before: null,
    },
  });

const graphqlRequest = (body: string): autocannon.Options => ({ url: app.baseUrl, requests: [{ method: 'POST', path: '/graphql', headers, body }] });
const bareRequest: autocannon.Options = { url: bare.baseUrl, requests: [{ method: 'GET', path: `/dashboard?first=${PAGE}&offset=0`, headers }] };

/** The answer's text, uncompressed (fetch decodes), and whether it has errors. */
async function text(target: string, init: RequestInit): Promise<string> {
  const response = await fetch(target, init);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${target} answered ${response.status}: ${body.slice(0, 500)}`);
  return body;
}
const appPage = (variables: PageVariables = {}) => text(`${app.baseUrl}/graphql`, { method: 'POST', headers, body: dashboardBody(variables) });
const barePage = () => text(`${bare.baseUrl}/dashboard?first=${PAGE}&offset=0`, { headers });

/**
 * SQL statements one run of `request` sends, counted on the wire after the server has settled (requests a
 * load run left in flight finish first); the least of three runs, since the app's mail worker also polls.
 */
async function statementsOf(request: () => Promise<unknown>): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const counts: number[] = [];
  for (let i = 0; i < 3; i++) {
    counter.reset();
    await request();
    await new Promise((resolve) => setTimeout(resolve, 50));
    counts.push(counter.count());
  }
  return Math.min(...counts);
}

type SizeResult = { size: number; app: Figures; bare: Figures; statements: number; bareStatements: number; loadavg: string };
const results: SizeResult[] = [];
const scale = new Map<number, { deep: number; search: number }>();
let failed = false;
let count = 0;

async function growTo(size: number) {
  await addProjects(db, { organizationId: org!.id, ownerIds, from: count, count: size - count });
  count = size;
}

async function dashboardAt(size: number) {
  await growTo(size);
  const [mine, theirs] = await Promise.all([appPage(), barePage()]);
  if (mine !== theirs) {
    console.log(`FAIL at ${size} projects: the bare route's JSON differs from the product's.\nproduct: ${mine.slice(0, 800)}\nbare:    ${theirs.slice(0, 800)}`);
    failed = true;
  }
  const statements = await statementsOf(() => appPage());
  const bareStatements = await statementsOf(() => barePage());
  const loadavg = await load();
  const baseFigures = await measure(`bare route, ${size} projects`, settings, () => bareRequest);
  const appFigures = await measure(`GraphQL ProjectList, ${size} projects`, settings, () => graphqlRequest(dashboardBody({})));
  results.push({ size, app: appFigures, bare: baseFigures, statements, bareStatements, loadavg });
  console.log(`\n${size} projects (load average ${loadavg}), ${settings.connections} connections, ${settings.durationSec} s per run:`);
  printFigures(baseFigures, [appFigures]);
  console.log(`SQL statements per request (BEGIN/COMMIT included): product ${statements}, bare route ${bareStatements}`);
  if (appFigures.failures + baseFigures.failures > 0) {
    console.log(`FAIL: ${appFigures.failureDetail} / ${baseFigures.failureDetail}`);
    failed = true;
  }
}

/** The cursor a client holds on the page before the last: walked to in pages of up to 1,000 (the most the server gives). */
async function cursorBeforeLastPage(size: number): Promise<string | null> {
  let after: string | null = null;
  for (let left = size - PAGE; left > 0; left -= 1000) {
    const answer = JSON.parse(await appPage({ after, first: Math.min(1000, left) })) as { data?: { projects?: { endCursor?: string | null } } };
    after = answer.data?.projects?.endCursor ?? null;
  }
  return after;
}

/**
 * The name search compares like with like: a text that matches the same projects at both sizes (the
 * names are "Project 00000"…, so "00042" is one project at 100 and at 10,000), as the deep page compares
 * pages of the same length. A text matching more projects as the list grows ("0042": 1 at 100, 11 at
 * 10,000) measures the answering of more rows, not the search; it is reported beside.
 */
const SEARCH = '00042';
const WIDER_SEARCH = '0042';
const matchesOf = async (search: string) => (JSON.parse(await appPage({ search })) as { data: { projects: { total: number } } }).data.projects.total;
const widerSearch = new Map<number, { p50: number; matches: number }>();
const searchMatches = new Map<number, number>();

async function scaleAt(size: number) {
  await growTo(size);
  const after = await cursorBeforeLastPage(size);
  searchMatches.set(size, await matchesOf(SEARCH));
  scale.set(size, { deep: (await timeRequests(rounds, () => appPage({ after }))).p50, search: (await timeRequests(rounds, () => appPage({ search: SEARCH }))).p50 });
  widerSearch.set(size, { p50: (await timeRequests(rounds, () => appPage({ search: WIDER_SEARCH }))).p50, matches: await matchesOf(WIDER_SEARCH) });
}

await dashboardAt(10);
await scaleAt(100);
await dashboardAt(1000);
await dashboardAt(10000);
await scaleAt(10000);


console.log('\nGoals:');
const at = (size: number) => results.find((r) => r.size === size);
for (const r of results) {
  const share = (100 * r.app.requestsPerSec) / r.bare.requestsPerSec;
  reportGoal({ what: `dashboard page, ${r.size} projects, req/s share of the bare route${r.size === 1000 ? ' (judged here)' : ' (reported)'} [load ${r.loadavg}]`, min: 60, figure: share, unit: '%', digits: 1 });
  reportGoal({ what: `dashboard page, ${r.size} projects, SQL statements per request`, max: 3, figure: r.statements, unit: 'statements' });
}
const sameCount = results.every((r) => r.statements === at(10)?.statements);
console.log(`SQL statements per request the same at every size: ${sameCount ? 'yes' : 'NO'} (${results.map((r) => r.statements).join(', ')})`);
const small = scale.get(100);
const large = scale.get(10000);
if (small && large) {
  console.log(`deep page p50: ${small.deep.toFixed(2)} ms at 100 projects, ${large.deep.toFixed(2)} ms at 10,000; name search "${SEARCH}" p50: ${small.search.toFixed(2)} ms, ${large.search.toFixed(2)} ms (${searchMatches.get(100)} and ${searchMatches.get(10000)} matching)`);
  const [wideSmall, wideLarge] = [widerSearch.get(100), widerSearch.get(10000)];
  if (wideSmall && wideLarge) console.log(`reported: name search "${WIDER_SEARCH}" p50: ${wideSmall.p50.toFixed(2)} ms (${wideSmall.matches} matching), ${wideLarge.p50.toFixed(2)} ms (${wideLarge.matches} matching)`);
  if (searchMatches.get(100) !== searchMatches.get(10000)) {
    console.log(`FAIL: "${SEARCH}" should match the same projects at both sizes`);
    failed = true;
  }
  reportGoal({ what: 'deep dashboard page (the last), 10,000 projects vs 100, p50', max: 1.5, figure: large.deep / small.deep, unit: '×', digits: 2 });
  reportGoal({ what: 'name search, 10,000 projects vs 100, p50', max: 1.5, figure: large.search / small.search, unit: '×', digits: 2 });
}

await Promise.all([app.stop(), bare.stop()]);
await counter.close();
await database.close();
process.exit(failed ? 1 : 0);
