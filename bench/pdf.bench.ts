// The server PDF of a saved report (GET /api/report/{key}/pdf/), as the product makes it: headless
// Chromium (Debian's where installed) printing the light print entry. One cold render (the browser
// starts), then renders one at a time (warm) and 5 at once. Goals (issue 12): p50 ≤ 1.5 s warm; 5 at
// once ≤ 5 s each.
//
//   npm run bench pdf        (BENCH_PDF_RENDERS, default 10; BENCH_PDF_ROUNDS of 5 at once, default 3)
import { randomUUID } from 'node:crypto';
import { DEMO_USER_PASSWORD } from '../server/config.ts';
import { answers, organizations, projects, users } from '../server/db/schema/index.ts';
import { newLicenseKey } from '../server/db/seed.ts';
import { BANK, questionsFor } from '../server/modules/questionnaire/bank/index.ts';
import { percentiles, startBenchApp } from './support/bench-app.ts';
import { reportGoal } from './support/goal.ts';

const RENDERS = Number(process.env.BENCH_PDF_RENDERS ?? 10);
const ROUNDS = Number(process.env.BENCH_PDF_ROUNDS ?? 3);

const bench = await startBenchApp({ hashCost: 'fast', serveClient: true });
try {
  const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);
  const [org] = await bench.db
    .insert(organizations)
    .values({ name: 'Bench Co', licenseKey: newLicenseKey(), licenseCreate: day(-10), licenseDue: day(300), subscription: 2, plantNames: ['Main plant'] })
    .returning();
  if (!org) throw new Error('organization not created');
  const email = `viewer-${randomUUID().slice(0, 6)}@bench.example`;
  const [viewer] = await bench.db
    .insert(users)
    .values({ organizationId: org.id, name: 'Bench Viewer', email, passwordHash: await bench.deps.hasher.hash(DEMO_USER_PASSWORD), userType: 5 })
    .returning();
  if (!viewer) throw new Error('viewer not created');
  const [project] = await bench.db.insert(projects).values({ organizationId: org.id, ownerUserId: viewer.id, name: 'PDF bench project', costRange: '1to5m', projectType: 'revamp' }).returning({ id: projects.id });
  if (!project) throw new Error('project not created');
  await bench.db.insert(answers).values(
    (['fel2', 'fel3'] as const).flatMap((phase) => questionsFor(phase).map((q, i) => ({
      projectId: project.id,
      phase,
      questionCode: q.code,
      bankVersion: BANK.version,
      level: Math.min(4, q.target + (i % 3)),
      evidence: `DOC-${i} rev B, reviewed with operations`,
      comment: i % 2 === 0 ? 'Agreed in the design review' : '',
      actionText: i % 3 === 2 ? 'Close the gap before the gate' : '',
      actionOwner: i % 3 === 2 ? 'Pat Planner' : '',
    }))),
  );

  const login = await fetch(`${bench.baseUrl}/api/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: DEMO_USER_PASSWORD }) });
  const access = JSON.stringify(await login.json()).match(/"access":"([^"]+)"/)?.[1];
  if (!access) throw new Error('sign-in failed');
  const auth = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  const created = await fetch(`${bench.baseUrl}/graphql`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      query: 'mutation($input: CreateReportInput!) { createReport(input: $input) { report { key } errors { message } } }',
      variables: { input: { projectKey: project.id, phase: 'fel3', notes: 'Bench notes' } },
    }),
  });
  const reportKey = JSON.stringify(await created.json()).match(/"key":"([^"]+)"/)?.[1];
  if (!reportKey) throw new Error('report not created');

  /** One PDF: its time in ms (checked to be a PDF). */
  const render = async (): Promise<number> => {
    const started = performance.now();
    const res = await fetch(`${bench.baseUrl}/api/report/${reportKey}/pdf/?format=A4`, { headers: { authorization: auth.authorization } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`PDF ${res.status}: ${body.subarray(0, 200).toString()}`);
    return performance.now() - started;
  };

  const cold = await render();
  console.log(`cold (Chromium starts, the print entry loads): ${cold.toFixed(0)} ms`);
  const warm: number[] = [];
  for (let i = 0; i < RENDERS; i++) warm.push(await render());
  const single = percentiles(warm);
  console.log(`warm, one at a time: p50 ${single.p50.toFixed(0)} ms, p95 ${single.p95.toFixed(0)} ms over ${single.n}`);
  const together: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const times = await Promise.all(Array.from({ length: 5 }, () => render()));
    together.push(...times);
    console.log(`5 at once, round ${round + 1}: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  }
  const worst = Math.max(...together);
  reportGoal({ what: 'server PDF, warm, p50', max: 1.5, figure: single.p50 / 1000, unit: 's', digits: 2 });
  reportGoal({ what: `server PDF, 5 at once, slowest of ${together.length}`, max: 5, figure: worst / 1000, unit: 's', digits: 2 });
} finally {
  await bench.close();
}
