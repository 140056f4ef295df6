import { type Phase, teamMembers } from '../../server/db/schema/index.ts';
import { METHOD2_BANK_VERSION, type Question, questionsFor } from '../../server/modules/questionnaire/bank/index.ts';
import type { ProjectRow } from '../../server/modules/projects/projects.queries.ts';
import type { OrganizationRow } from '../../server/modules/organizations/organizations.queries.ts';
import { createProject } from './projects.ts';
import { seedAnswers } from './questionnaire.ts';
import type { TestApp } from './test-app.ts';

// Projects for the report's browser tests and bench: whole phases answered at varied levels, with the
// long texts a real team writes (so the print layout's clamping is exercised), actions on some gaps, an
// N/A, a red flag, and a team. Levels and texts derive from the bank, never from hard-coded codes.

const LONG =
  'Reviewed in the design review of week 12 with operations, maintenance and the process safety lead; the revision on file is B, comments ' +
  'from the constructability workshop are logged in the tracker and most are closed, two remain open pending vendor data and the updated ' +
  'layout model, which is expected at the end of next month together with the revised cost estimate and the schedule update.';

/** A varied level for the i-th question: never better than 1, sometimes short of target by 1–3. */
export function variedLevel(q: Question, i: number): number {
  return Math.min(4, q.target + ((i * 7) % 4 === 0 ? 0 : (i * 5) % 3));
}

type Shape = {
  /** One High-weight question at level 4 (a red flag). */
  redFlag?: boolean;
  /** The most a page must hold: every question at level 4 (a gap and, when High, a red flag) with long texts everywhere and 1,000-character actions. */
  worstCase?: boolean;
};

/** Answers every question of a phase in the database: varied levels, long evidence, comments, actions on every third gap, one N/A. */
export async function answerWholePhase(app: TestApp, projectId: string, phase: Phase, options: Shape = {}, bankVersion?: string): Promise<void> {
  const questions = questionsFor(phase, bankVersion);
  const flagged = options.redFlag ? questions.find((q) => q.weight === 3)?.code : undefined;
  const na = questions.find((q) => q.weight === 1)?.code;
  const every = options.worstCase === true;
  await seedAnswers(app.db, {
    projectId,
    phase,
    questions,
    level: (q, i) => (q.code === na ? null : every || q.code === flagged ? 4 : variedLevel(q, i)),
    extra: (q) => {
      const i = questions.indexOf(q);
      const withAction = every || i % 3 === 1;
      return {
        ...(bankVersion ? { bankVersion } : {}),
        na: q.code === na,
        naReason: q.code === na ? `No new utilities are needed: the unit runs on the existing headers. ${LONG}` : '',
        evidence: every || i % 2 === 0 ? `${q.code} evidence: ${LONG}` : `DOC-${1000 + i} rev B`,
        // A level 3 says what was started or assumed (method 3 counts it as answered only then).
        comment: every || i % 3 === 0 || variedLevel(q, i) === 3 ? `Comment on ${q.code}: ${LONG}` : '',
        actionText: every ? `Close ${q.code}: ${LONG.repeat(3)}`.slice(0, 1000) : withAction ? `Close ${q.code}: ${LONG}` : '',
        actionOwner: withAction ? 'Pat Planner of the owner’s project services department' : '',
        actionDue: withAction ? '2027-03-31' : null,
      };
    },
  });
}

/**
 * A project of the organization with both phases fully answered and a team of `teamSize` per phase: a method 2
 * project (bank 2026.2), as the report tests that use it assert; method 3 reports have tests/support/method3-reports.ts.
 */
export async function fullyAnsweredProject(
  app: TestApp,
  p: { org: OrganizationRow; owner: { id: string }; name?: string; teamSize?: number } & Shape,
): Promise<ProjectRow> {
  const project = await createProject(app.db, { org: p.org, owner: p.owner, fel20: true, bankVersion: METHOD2_BANK_VERSION, ...(p.name ? { name: p.name } : {}) });
  await answerWholePhase(app, project.id, 'fel2', { worstCase: p.worstCase }, METHOD2_BANK_VERSION);
  await answerWholePhase(app, project.id, 'fel3', { redFlag: p.redFlag, worstCase: p.worstCase }, METHOD2_BANK_VERSION);
  const size = p.teamSize ?? 3;
  if (size > 0) {
    await app.db.insert(teamMembers).values(
      (['fel2', 'fel3'] as const).flatMap((phase) =>
        Array.from({ length: size }, (_, i) => ({
          projectId: project.id,
          phase,
          name: `${phase.toUpperCase()} member ${i + 1} with a rather long name`,
          email: `member${i}@team.example`,
          function: 'Lead process and instrumentation engineer for the unit',
          company: 'Contractor Engineering and Construction Services Ltd',
        })),
      ),
    );
  }
  return project;
}

/** The figure columns a report row needs beside its snapshot (for rows inserted directly by tests and benches). */
export const figures = (felIndex: number) => ({ felIndex, siteIndex: felIndex / 3, engIndex: felIndex / 3, pepIndex: felIndex / 3 });
