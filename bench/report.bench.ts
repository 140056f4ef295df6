import { BANK_VERSION } from '../server/modules/questionnaire/bank/index.ts';
// The report: the GraphQL query of the report screen (`project.report(phase)` with the latest report and
// every field of it), `Query.report(key)` (a saved report, as the history and the print route ask for
// it), the preview of current answers and the legacy `{segment}report`, each against a trivial
// authenticated GraphQL query measured in the same run; the SQL statements one request makes, at a small
// and at a larger organization (they must not grow with the history or with the number of peer projects);
// and the server-side PDF (headless Chromium printing the client's /print/report/{key} page).
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench report
import { DEMO_USER_PASSWORD } from '../server/config.ts';
import { answers, projects, teamMembers } from '../server/db/schema/index.ts';
import type { Phase } from '../server/modules/questionnaire/bank/index.ts';
import { answeredRows } from './support/pdf-report.ts';
import { startBenchApp, statementsOf } from './support/bench-app.ts';
import { timeRequests } from './support/timing.ts';
import { benchSignIn, insertBenchOrganization, insertBenchViewer } from './support/bench-organization.ts';

const ROUNDS = 150;
const PDF_RENDERS = 5;

const bench = await startBenchApp({ hashCost: 'fast', serveClient: true });
const org = await insertBenchOrganization(bench.db, 'Bench Co');
const viewer = await insertBenchViewer(bench.db, { organizationId: org.id, passwordHash: await bench.deps.hasher.hash(DEMO_USER_PASSWORD) });

const token = await benchSignIn(bench.baseUrl, viewer.email);
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

async function graphql(query: string, variables: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const res = await fetch(`${bench.baseUrl}/graphql`, { method: 'POST', headers: auth, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A project with both phases answered (varied levels, evidence, comments, an action on every third) and a team of 6. */
async function answeredProject(name: string): Promise<string> {
  const [project] = await bench.db.insert(projects).values({ organizationId: org!.id, ownerUserId: viewer!.id, bankVersion: BANK_VERSION, name, costRange: '1to5m', projectType: 'revamp' }).returning({ id: projects.id });
  if (!project) throw new Error('project not created');
  await bench.db.insert(answers).values(answeredRows(project.id));
  await bench.db.insert(teamMembers).values(Array.from({ length: 6 }, (_, i) => ({ projectId: project.id, phase: i % 2 === 0 ? ('fel2' as const) : ('fel3' as const), name: `Member ${i}`, email: `m${i}@bench.example` })));
  return project.id;
}

const CREATE = `mutation($input: CreateReportInput!) { createReport(input: $input) { report { key } errors { message } } }`;
async function createReport(projectKey: string, phase: Phase): Promise<string> {
  const data = await graphql(CREATE, { input: { projectKey, phase, notes: 'Bench notes' } });
  const payload = data.createReport as { report: { key: string } | null; errors: { message: string }[] };
  if (!payload.report) throw new Error(`createReport failed: ${JSON.stringify(payload.errors)}`);
  return payload.report.key;
}

const ALL_FIELDS = `key phase bankVersion createdAt createdBy notes
  project { key name organizationName ownerName costRangeLabel projectTypeLabel }
  score { felIndex absoluteIndex band uncappedBand redFlags gate pdriEquivalent areas { area label index absoluteIndex applicable notApplicable } }
  questions { code area title weight weightLabel target level levelLabel na naReason gap evidence comment action { text owner due status } }
  recommendations { rank code area title weight level target gap priority nextDeliverable action { text owner due status } }
  benchmarks { key label project company companySource companyProjects industry bestPractical }
  trend { phase felIndex absoluteIndex band createdAt }
  team { phase name function company }
  method { bands { band max } redFlagWeight redFlagLevel redFlagCapBand gateReadyBands gateConditionalBands gateConditionWeight pdriBase pdriSpan }
  metricsCsv { filename content }
  pdfPath viewerCanEditNotes`;

const SCREEN = `query($key: ID!) { project(key: $key) { key name fel20 report(phase: fel3) {
  phase inScope fullyAnswered answered total viewerCanCreate missing { code area title }
  history { key createdAt createdBy felIndex band } latest { ${ALL_FIELDS} } } } }`;
const BY_KEY = `query($key: ID!) { report(key: $key) { ${ALL_FIELDS} } }`;
const PREVIEW = `query($key: ID!) { project(key: $key) { key report(phase: fel3) { preview { ${ALL_FIELDS} } } } }`;
const TRIVIAL = `{ viewer { user { key name } } }`;



type Row = { size: string; what: string; p50: number; p95: number; ratio: number; statements: number };
const table: Row[] = [];

async function measure(size: string, subject: string, reportKey: string) {
  const requests: [string, () => Promise<unknown>][] = [
    ['baseline: { viewer { user } }', () => graphql(TRIVIAL)],
    ['project.report(fel3) { latest {all} }', () => graphql(SCREEN, { key: subject })],
    ['Query.report(key) {all}', () => graphql(BY_KEY, { key: reportKey })],
    ['project.report(fel3) { preview {all} }', () => graphql(PREVIEW, { key: subject })],
    [
      'GET /api/project/{key}/fel3report',
      async () => {
        const res = await fetch(`${bench.baseUrl}/api/project/${subject}/fel3report`, { headers: auth });
        if (res.status !== 200) throw new Error(`legacy report ${res.status}`);
        return res.json();
      },
    ],
  ];
  let base = 0;
  for (const [what, run] of requests) {
    const figures = await timeRequests(ROUNDS, run);
    if (base === 0) base = figures.p50;
    table.push({ size, what, p50: figures.p50, p95: figures.p95, ratio: figures.p50 / base, statements: await statementsOf(bench, run) });
  }
}

// Small: 5 peer projects with a FEL 3 report; the subject has one report per phase.
const peers: string[] = [];
async function addPeers(count: number) {
  for (let i = 0; i < count; i++) {
    const key = await answeredProject(`Peer ${String(peers.length).padStart(3, '0')}`);
    await createReport(key, 'fel3');
    peers.push(key);
  }
}
await addPeers(5);
const subject = await answeredProject('Subject project');
await createReport(subject, 'fel2');
let latestKey = await createReport(subject, 'fel3');
await measure('5 peers, 1 report', subject, latestKey);

// Larger: 50 peers, and 10 saved FEL 3 reports in the subject's history.
await addPeers(45);
for (let i = 0; i < 9; i++) latestKey = await createReport(subject, 'fel3');
await measure('50 peers, 10 reports', subject, latestKey);

// The server PDF: one cold render (Chromium starts, the client loads), then the median of a few.
const pdf = async () => {
  const res = await fetch(`${bench.baseUrl}/api/report/${latestKey}/pdf/?format=A4`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`PDF ${res.status}: ${await res.text()}`);
  return (await res.arrayBuffer()).byteLength;
};
const coldStarted = performance.now();
const bytes = await pdf();
const cold = performance.now() - coldStarted;
const renders = await timeRequests(PDF_RENDERS, pdf);
const baseline = table.find((r) => r.what.startsWith('baseline'))?.p50 ?? 1;

const fmt = (n: number) => n.toFixed(2).padStart(8);
console.log(`\nReport, ${ROUNDS} sequential requests each; times in ms; ratio = p50 / the baseline's p50 at the same size`);
console.log('size                 | request                                   |  app p50 |  app p95 | ratio | SQL statements / request');
for (const r of table) console.log(`${r.size.padEnd(20)} | ${r.what.padEnd(41)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${r.ratio.toFixed(1).padStart(5)} | ${r.statements}`);
console.log(`\nServer PDF (A4, ${(bytes / 1024).toFixed(0)} KiB): cold ${cold.toFixed(0)} ms; p50 ${renders.p50.toFixed(0)} ms, p95 ${renders.p95.toFixed(0)} ms over ${PDF_RENDERS} renders (${(renders.p50 / baseline).toFixed(0)}× the baseline query)`);

const grew = table
  .filter((r) => r.size.startsWith('50'))
  .some((r) => r.statements !== table.find((s) => s.size.startsWith('5 ') && s.what === r.what)?.statements);
console.log(grew ? '\nFAIL: the SQL statements per request grew with the history or the peers.' : '\nSQL statements per request do not grow with the history (1 → 10 reports) or the peers (5 → 50).');
await bench.close();
process.exit(grew ? 1 : 0);
