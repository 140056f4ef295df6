import type { Database } from '../../server/db/client.ts';
import { answers, projects, reports, teamMembers } from '../../server/db/schema/index.ts';
import { BANK, questionsFor, BANK_VERSION } from '../../server/modules/questionnaire/bank/index.ts';
import { figures } from '../../tests/support/report-fixtures.ts';

/**
 * Adds projects numbered `from`… like real ones: 10–29 FEL 2 answers each, one team member, a saved FEL 2
 * report on every third (its snapshot and its columns hold the same FEL Index), then refreshes the planner's
 * statistics as autovacuum would on a live database.
 */
export async function addProjects(db: Database['db'], p: { organizationId: string; ownerIds: string[]; from: number; count: number }): Promise<void> {
  const fel2 = questionsFor('fel2');
  const end = p.from + p.count;
  for (let start = p.from; start < end; start += 500) {
    const batch = Array.from({ length: Math.min(500, end - start) }, (_, i) => start + i);
    const rows = await db
      .insert(projects)
      .values(batch.map((n) => ({ organizationId: p.organizationId, bankVersion: BANK_VERSION, name: `Project ${String(n).padStart(5, '0')}`, ownerUserId: p.ownerIds[n % p.ownerIds.length] ?? '', costRange: '1to5m', projectType: 'revamp' })))
      .returning({ id: projects.id });
    await db.insert(answers).values(
      rows.flatMap((project, i) =>
        fel2.slice(0, 10 + (i % 20)).map((q, j) => ({ projectId: project.id, phase: 'fel2' as const, questionCode: q.code, bankVersion: BANK.version, level: q.target, revisit: j === 3 })),
      ),
    );
    await db.insert(teamMembers).values(rows.map((project) => ({ projectId: project.id, phase: 'fel2' as const, name: 'Team', email: 'team@bench.example' })));
    await db.insert(reports).values(
      rows
        .filter((_, i) => i % 3 === 0)
        .map((project, i) => {
          const felIndex = 5 + (i % 40) / 10;
          return { projectId: project.id, phase: 'fel2' as const, bankVersion: BANK.version, method: 2, snapshot: { felIndex }, ...figures(felIndex) };
        }),
    );
  }
  await db.execute('analyze');
}
