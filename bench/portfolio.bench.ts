// `npm run bench portfolio`: the portfolio screen's request (the client's own Portfolio query, imported from
// client/src/gql with the __typename fields Apollo Client adds: the first 100 projects, filter choices and
// every chart figure) against a bare Fastify + postgres.js route returning the identical JSON (checked before
// measuring: a FAIL line and exit 1 otherwise) with the same session check and compression
// (bench/support/portfolio-baseline-server.ts), at 10 and 1,000 projects. Both servers run in their own
// processes, reached over HTTP with the same bearer token and Accept-Encoding. Prints p50 / p95 of sequential
// requests, the ratio to the bare route, the SQL statements of one request counted on the wire (BEGIN/COMMIT
// included: bench/support/statement-counter.ts; they must not grow with the portfolio) and the load average
// beside the figures. The actions CSV (the client's PortfolioActionsCsv query) is timed and counted too, with
// no baseline (it is reported, not compared). See docs/bench.md.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench portfolio
//   … npm run bench portfolio -- --quick   20 / 10 requests per figure instead of 40 / 20
import { addTypenameToDocument } from '@apollo/client/utilities';
import { sql } from 'drizzle-orm';
import { print, type DocumentNode } from 'graphql';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PortfolioActionsCsvDocument, PortfolioDocument } from '../client/src/gql/graphql.ts';
import { ROLE } from '../common/roles.ts';
import { DEMO_USER_PASSWORD } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { emptyDatabase } from '../server/db/reset.ts';
import { answers, projects, providerMetrics, reports, users } from '../server/db/schema/index.ts';
import { createPasswordHasher } from '../server/modules/auth/password-hasher.ts';
import { BANK, BANK_VERSION, questionsFor } from '../server/modules/questionnaire/bank/index.ts';
import { figures } from '../tests/support/report-fixtures.ts';
import { freePort } from '../tests/support/free-port.ts';
import { benchDay, benchSignIn, insertBenchOrganization } from './support/bench-organization.ts';
import { startBenchAppProcess } from './support/bench-app-process.ts';
import { startServerProcess } from './support/server-process.ts';
import { startStatementCounter } from './support/statement-counter.ts';
import { timeRequests } from './support/timing.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.log('BENCH_DATABASE_URL is not set: the bare postgres.js baseline needs a PostgreSQL server. Set it and run again.');
  process.exit(1);
}
const quick = process.argv.includes('--quick');
const ROUNDS = quick ? { screen: 20, csv: 10 } : { screen: 40, csv: 20 };
/** The 1-, 5- and 15-minute load averages. */
const load = async () => (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');

// The database: emptied, migrated, one client organization with a Client Admin (sees the whole portfolio), five owners
// and the provider's benchmark figures (the charts' industry and best practical lines).
const database = await openDatabase({ kind: 'postgres', url, max: 4 });
await emptyDatabase(database.db);
await database.migrate();
const db = database.db;
const org = await insertBenchOrganization(db, 'Bench Co');
const hash = await createPasswordHasher('fast').hash(DEMO_USER_PASSWORD);
const people = await db
  .insert(users)
  .values([
    { organizationId: org.id, name: 'Bench Client Admin', email: 'clientadmin@bench.example', passwordHash: hash, userType: ROLE.CLIENT_ADMIN },
    ...[1, 2, 3, 4, 5].map((i) => ({ organizationId: org.id, name: `Owner ${i}`, email: `owner${i}@bench.example`, passwordHash: hash, userType: ROLE.USER })),
  ])
  .returning();
const owners = people.slice(1);
await db.insert(providerMetrics).values({ id: 1, fel2in: 6.5, fel2bp: 8.25, fel3in: 6.1, fel3bp: 7.9 });
const BANDS = ['Best Practical', 'Good', 'Fair', 'Poor', 'Screening'];
const GATES = ['Ready', 'Ready with conditions', 'Not ready'];
const TYPES = ['revamp', 'expansion', 'new-unit', null];

/** Projects like a real portfolio: half the FEL 2 questions answered, 5 actions each, FEL 2 reports over 8 quarters and FEL 3 on a third. */
async function addProjects(from: number, count: number) {
  const fel2 = questionsFor('fel2');
  for (let start = from; start < from + count; start += 100) {
    const batch = Array.from({ length: Math.min(100, from + count - start) }, (_, i) => start + i);
    const rows = await db
      .insert(projects)
      .values(batch.map((n) => ({ organizationId: org.id, bankVersion: BANK_VERSION, name: `Project ${String(n).padStart(4, '0')}`, ownerUserId: owners[n % owners.length]!.id, costRange: '1to5m', projectType: TYPES[n % TYPES.length] ?? null, statusfel3: n % 3 === 0 ? 1 : 0 })))
      .returning({ id: projects.id });
    await db.insert(answers).values(
      rows.flatMap((p, i) =>
        fel2.slice(0, 20).map((q, k) => ({
          projectId: p.id, phase: 'fel2' as const, questionCode: q.code, bankVersion: BANK.version, level: q.target,
          ...(k < 5 ? { actionText: `Action ${k} of project ${i}`, actionOwner: `Owner ${k}`, actionDue: benchDay((k - 2) * 30), actionStatus: k === 4 ? ('done' as const) : ('open' as const) } : {}),
        })),
      ),
    );
    const report = (id: string, n: number, phase: 'fel2' | 'fel3', felIndex: number) => ({
      projectId: id, phase, bankVersion: BANK.version, method: 2,
      snapshot: { felIndex, score: { felIndex, band: BANDS[n % 5], attainment: 50 + (n % 50), gate: GATES[n % 3] } },
      ...figures(felIndex), createdAt: new Date(Date.now() - (n % 8) * 91 * 86400_000),
    });
    await db.insert(reports).values([
      ...rows.map((p, i) => report(p.id, start + i, 'fel2', 5 + ((start + i) % 40) / 10)),
      ...rows.filter((_, i) => (start + i) % 3 === 0).map((p, i) => report(p.id, start + i, 'fel3', 4 + ((start + i) % 30) / 10)),
    ]);
  }
  await db.execute(sql`analyze`);
}

// The servers, each in its own process, both reaching PostgreSQL through the statement counter.
// The mail worker's poll (every second, BEGIN, a read of mail_outbox, COMMIT) is left out of the counts.
const counter = await startStatementCounter(url, { ignore: /mail_outbox/ });
const jwtSecret = randomBytes(32).toString('base64url');
const app = await startBenchAppProcess({ databaseUrl: counter.url, jwtSecret });
const bare = await startServerProcess({ script: 'bench/support/portfolio-baseline-server.ts', port: await freePort(), healthPath: '/healthz', env: { DATABASE_URL: counter.url, JWT_SECRET: jwtSecret } });

const token = await benchSignIn(app.baseUrl, 'clientadmin@bench.example');
// What a browser sends: the bearer token and the encodings it accepts.
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
// The screen's variables as PortfolioPage sends them without a filter: every filter null, the reader's date.
const today = new Date().toISOString().slice(0, 10);
const variables = { filter: { projectType: null, costRange: null, owner: null, phase: null, gate: null }, today };
/** The document Apollo Client sends: the generated one with __typename added to every selection. */
const sent = (document: DocumentNode) => print(addTypenameToDocument(document));
const screenBody = JSON.stringify({ operationName: 'Portfolio', variables, query: sent(PortfolioDocument) });
const csvBody = JSON.stringify({ operationName: 'PortfolioActionsCsv', variables, query: sent(PortfolioActionsCsvDocument) });

/** The answer's text, uncompressed (fetch decodes); a status other than 200 or a GraphQL error fails the bench. */
async function text(target: string, init: RequestInit): Promise<string> {
  const response = await fetch(target, init);
  const body = await response.text();
  if (response.status !== 200 || body.startsWith('{"errors"') || body.includes('"errors":[')) throw new Error(`${target} answered ${response.status}: ${body.slice(0, 500)}`);
  return body;
}
const requests = {
  screen: () => text(`${app.baseUrl}/graphql`, { method: 'POST', headers, body: screenBody }),
  bare: () => text(`${bare.baseUrl}/portfolio?today=${today}`, { headers }),
  csv: () => text(`${app.baseUrl}/graphql`, { method: 'POST', headers, body: csvBody }),
};

/** SQL statements one run of `request` sends, counted on the wire; the least of five runs, since a cached caller is read again after 60 s. */
async function statementsOf(request: () => Promise<unknown>): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < 5; i++) {
    counter.reset();
    await request();
    counts.push(counter.count());
  }
  return Math.min(...counts);
}

type Row = { size: number; what: string; rows: number; p50: number; p95: number; base?: { p50: number; p95: number; statements: number }; statements: number; loadavg: string };
const table: Row[] = [];
let failed = false;

async function measure(size: number) {
  const [mine, theirs] = [await requests.screen(), await requests.bare()];
  if (mine !== theirs) {
    const at = [...mine].findIndex((c, i) => c !== theirs[i]);
    console.log(`FAIL at ${size} projects: the bare route's JSON differs from the product's (first difference at character ${at}).\nproduct: …${mine.slice(Math.max(0, at - 200), at + 300)}\nbare:    …${theirs.slice(Math.max(0, at - 200), at + 300)}`);
    failed = true;
    return;
  }
  const shown = (JSON.parse(mine) as { data: { portfolio: { projectPage: { nodes: unknown[] } } } }).data.portfolio.projectPage.nodes.length;
  console.log(`${size} projects: the product's and the bare route's answers are identical (${mine.length} bytes, ${shown} projects on the page).`);
  const loadavg = await load();
  const base = await timeRequests(ROUNDS.screen, requests.bare);
  const screen = await timeRequests(ROUNDS.screen, requests.screen);
  const [screenStatements, bareStatements] = [await statementsOf(requests.screen), await statementsOf(requests.bare)];
  table.push({ size, what: 'GraphQL portfolio screen', rows: shown, ...screen, base: { ...base, statements: bareStatements }, statements: screenStatements, loadavg });
  const csv = await requests.csv();
  const csvRows = String((JSON.parse(csv) as { data: { portfolio: { actionsCsv: { content: string } } } }).data.portfolio.actionsCsv.content).trimEnd().split('\n').length - 1;
  const csvTimes = await timeRequests(ROUNDS.csv, requests.csv);
  table.push({ size, what: 'actions CSV (all)', rows: csvRows, ...csvTimes, statements: await statementsOf(requests.csv), loadavg: await load() });
}

try {
  await addProjects(0, 10);
  await measure(10);
  await addProjects(10, 990);
  await measure(1000);
} catch (error) {
  console.log(`FAIL: ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
}

const fmt = (n: number) => n.toFixed(2).padStart(8);
console.log(`\nPortfolio over HTTP (bearer token, gzip/br), product against the bare route with the identical JSON; ${ROUNDS.screen} / ${ROUNDS.csv} sequential requests; times in ms; statements counted on the wire, BEGIN/COMMIT included`);
console.log('projects | request                  | rows | app p50 | app p95 | bare p50 | bare p95 | p50 ÷ bare | statements (bare) | load average');
for (const r of table) {
  const base = r.base ? `${fmt(r.base.p50)} | ${fmt(r.base.p95)} | ${(r.p50 / r.base.p50).toFixed(2).padStart(10)}` : `${'—'.padStart(8)} | ${'—'.padStart(8)} | ${'—'.padStart(10)}`;
  console.log(`${String(r.size).padStart(8)} | ${r.what.padEnd(24)} | ${String(r.rows).padStart(4)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${base} | ${String(r.statements).padStart(3)} (${r.base ? r.base.statements : '—'})${' '.repeat(9)} | ${r.loadavg}`);
}
const grew = table.filter((r) => r.size === 1000).some((r) => r.statements !== table.find((s) => s.size === 10 && s.what === r.what)?.statements);
if (table.length === 4) console.log(grew ? '\nFAIL: the SQL statements per request grew with the portfolio.' : '\nSQL statements per request do not grow with the portfolio (10 → 1,000 projects).');

await Promise.all([app.stop(), bare.stop()]);
await counter.close();
await database.close();
process.exit(failed || grew || table.length !== 4 ? 1 : 0);
