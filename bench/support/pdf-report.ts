// A saved FEL 3 report (both phases answered, notes, actions) in a bench app, and a signed-in viewer's
// token: what the PDF benchmarks print.
import { DEMO_USER_PASSWORD } from '../../server/config.ts';
import { answers, projects } from '../../server/db/schema/index.ts';
import { BANK, questionsFor, BANK_VERSION } from '../../server/modules/questionnaire/bank/index.ts';
import type { BenchApp } from './bench-app.ts';
import { benchSignIn, insertBenchOrganization, insertBenchViewer } from './bench-organization.ts';

/** Both phases answered: varied levels, evidence, comments, and an action on every third question. */
export function answeredRows(projectId: string) {
  return (['fel2', 'fel3'] as const).flatMap((phase) =>
    questionsFor(phase).map((q, i) => ({
      projectId,
      phase,
      questionCode: q.code,
      bankVersion: BANK.version,
      level: Math.min(4, q.target + (i % 3)),
      evidence: `DOC-${i} rev B, reviewed with operations`,
      comment: i % 2 === 0 ? 'Agreed in the design review' : '',
      actionText: i % 3 === 2 ? 'Close the gap before the gate' : '',
      actionOwner: i % 3 === 2 ? 'Pat Planner' : '',
    })),
  );
}

export async function benchReport(bench: BenchApp): Promise<{ reportKey: string; access: string }> {
  const org = await insertBenchOrganization(bench.db, 'Bench Co');
  const viewer = await insertBenchViewer(bench.db, { organizationId: org.id, passwordHash: await bench.deps.hasher.hash(DEMO_USER_PASSWORD) });
  const [project] = await bench.db.insert(projects).values({ organizationId: org.id, ownerUserId: viewer.id, bankVersion: BANK_VERSION, name: 'PDF bench project', costRange: '1to5m', projectType: 'revamp' }).returning({ id: projects.id });
  if (!project) throw new Error('project not created');
  await bench.db.insert(answers).values(answeredRows(project.id));

  const access = await benchSignIn(bench.baseUrl, viewer.email);
  const created = await fetch(`${bench.baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: CreateReportInput!) { createReport(input: $input) { report { key } errors { message } } }',
      variables: { input: { projectKey: project.id, phase: 'fel3', notes: 'Bench notes' } },
    }),
  });
  const reportKey = JSON.stringify(await created.json()).match(/"key":"([^"]+)"/)?.[1];
  if (!reportKey) throw new Error('report not created');
  return { reportKey, access };
}
