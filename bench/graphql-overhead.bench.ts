// `npm run bench graphql-overhead`: the product's per-request cost on a trivial authenticated query
// (`{ health }` with a signed-in user's bearer token, as a browser sends it) against a bare Apollo Server 5
// on Fastify answering `{ hello }`, in the same run. The two are measured in alternating rounds
// (BENCH_ROUNDS, default 3) so that a change in the machine's load hits both; the goal is judged on the
// median of the rounds' ratios. See docs/bench.md.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench graphql-overhead
//   BENCH_CPU_PROF=/tmp/prof … writes the app's CPU profile (node --cpu-prof) there when it stops.
import { ROLE } from '../common/roles.ts';
import { readFile } from 'node:fs/promises';
import type autocannon from 'autocannon';
import { DEMO_USER_PASSWORD } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { emptyDatabase } from '../server/db/reset.ts';
import { users } from '../server/db/schema/index.ts';
import { createPasswordHasher } from '../server/modules/auth/password-hasher.ts';
import { freePort } from '../tests/support/free-port.ts';
import { reportGoal } from './support/goal.ts';
import { type Figures, loadSettings, measure, printFigures } from './support/load.ts';
import { startBenchAppProcess } from './support/bench-app-process.ts';
import { startServerProcess } from './support/server-process.ts';
import { benchSignIn, insertBenchOrganization } from './support/bench-organization.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.log('BENCH_DATABASE_URL is not set: the product needs a PostgreSQL server here. Set it and run again.');
  process.exit(1);
}
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const settings = loadSettings();
const load = async () => (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');

// One client organization with one signed-in user.
const database = await openDatabase({ kind: 'postgres', url, max: 2 });
await emptyDatabase(database.db);
await database.migrate();
const org = await insertBenchOrganization(database.db, 'Bench Co');
const hash = await createPasswordHasher('fast').hash(DEMO_USER_PASSWORD);
await database.db.insert(users).values({ organizationId: org.id, name: 'Bench User', email: 'user@bench.example', passwordHash: hash, userType: ROLE.SUPER_USER });

const profileDir = process.env.BENCH_CPU_PROF;
const app = await startBenchAppProcess({ databaseUrl: url, profileDir });
const apollo = await startServerProcess({ script: 'bench/support/bare-apollo-server.ts', port: await freePort(), healthPath: '/healthz', env: {} });

const token = await benchSignIn(app.baseUrl, 'user@bench.example');
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };

// The product answers a signed-in query (the viewer is resolved) and a trivial one alike.
const check = await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: '{ health viewer { user { username } } }' }) });
const checked = JSON.stringify(await check.json());
if (!checked.includes('user@bench.example')) throw new Error(`the bearer token is not accepted: ${checked}`);

const trivial: () => autocannon.Options = () => ({ url: app.baseUrl, requests: [{ method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query: '{ health }' }) }] });
const bare: () => autocannon.Options = () => ({
  url: apollo.baseUrl,
  requests: [{ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ hello }' }) }],
});

// Reported beside the goal: the smallest query that needs the caller (one session statement).
const viewerQuery: () => autocannon.Options = () => ({
  url: app.baseUrl,
  requests: [{ method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query: '{ viewer { user { name } } }' }) }],
});

const shares: number[] = [];
const viewerShares: number[] = [];
let failures = 0;
for (let round = 1; round <= ROUNDS; round++) {
  const loadavg = await load();
  const baseline: Figures = await measure(`bare Apollo Server 5 on Fastify, { hello } (round ${round})`, settings, bare);
  const product: Figures = await measure(`product, { health } with a bearer token (round ${round})`, settings, trivial);
  const signedIn: Figures = await measure(`product, { viewer { user { name } } }: the session check and its row (round ${round})`, settings, viewerQuery);
  console.log(`\nRound ${round} (load average ${loadavg}):`);
  printFigures(baseline, [product, signedIn]);
  viewerShares.push((100 * signedIn.requestsPerSec) / baseline.requestsPerSec);
  shares.push((100 * product.requestsPerSec) / baseline.requestsPerSec);
  failures += baseline.failures + product.failures + signedIn.failures;
}
shares.sort((a, b) => a - b);
const median = shares[Math.floor(shares.length / 2)] ?? Number.NaN;
console.log(`\nreq/s share per round: ${shares.map((s) => `${s.toFixed(1)} %`).join(', ')}`);
console.log(`reported, { viewer { user { name } } } req/s share per round: ${viewerShares.map((s) => `${s.toFixed(1)} %`).join(', ')}`);
console.log('\nGoals:');
reportGoal({ what: `trivial authenticated query { health }, req/s share of bare Apollo, median of ${ROUNDS} rounds [load ${await load()}]`, min: 50, figure: median, unit: '%', digits: 1 });

await Promise.all([app.stop(), apollo.stop()]);
await database.close();
process.exit(failures > 0 ? 1 : 0);
