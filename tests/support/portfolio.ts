import type { Db } from '../../server/db/client.ts';
import { answers, reports, type Phase } from '../../server/db/schema/index.ts';
import { figures } from './report-fixtures.ts';

// Rows for portfolio tests and its bench: saved reports with the figures the portfolio reads (FEL Index
// column; band, attainment and gate in the snapshot's score), and answers carrying actions.

export type ReportScore = { band: string; attainment: number; gate: string };

/** A saved report row of a project and phase at a given time (method 2 unless told). */
export async function insertReport(db: Db, p: { projectId: string; phase: Phase; felIndex: number; score: ReportScore; at: string; method?: number }): Promise<void> {
  await db.insert(reports).values({
    projectId: p.projectId,
    phase: p.phase,
    bankVersion: '2026.2',
    method: p.method ?? 2,
    snapshot: { felIndex: p.felIndex, score: { felIndex: p.felIndex, ...p.score } },
    ...figures(p.felIndex),
    createdAt: new Date(p.at),
  });
}

export type ActionAnswer = { code: string; level: number | null; text: string; owner: string; due: string | null; status?: 'open' | 'done'; na?: boolean };

/** Answers of one phase, each with an action. */
export async function insertActionAnswers(db: Db, projectId: string, phase: Phase, list: ActionAnswer[]): Promise<void> {
  await db.insert(answers).values(
    list.map((a) => ({
      projectId,
      phase,
      questionCode: a.code,
      bankVersion: '2026.2',
      level: a.level,
      na: a.na ?? false,
      actionText: a.text,
      actionOwner: a.owner,
      actionDue: a.due,
      actionStatus: a.status ?? 'open',
    })),
  );
}
