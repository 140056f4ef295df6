import type { Db } from '../../server/db/client.ts';
import { closeOuts, gateDecisions, type Phase, reports } from '../../server/db/schema/index.ts';
import { figures } from './report-fixtures.ts';

// Rows and inputs for the outcome tests (DOMAIN.md §3b). A gate decision rests on a signed-off report, which
// method 3's review makes; these tests insert signed-off report rows directly instead of walking the review.

export type SignedOffOptions = {
  projectId: string;
  phase?: Phase;
  felIndex?: number;
  method?: number;
  /** Conditions of the frozen score, each with its action's due date (null: no action). */
  conditions?: { code: string; due: string | null }[];
  reviewState?: 'signed_off' | 'draft' | 'submitted';
};

/** A report row in the given review state (signed off unless told), with conditions in its snapshot. */
export async function insertSignedOffReport(db: Db, p: SignedOffOptions): Promise<string> {
  const felIndex = p.felIndex ?? 5.5;
  const conditions = p.conditions ?? [];
  const [row] = await db
    .insert(reports)
    .values({
      projectId: p.projectId,
      phase: p.phase ?? 'fel3',
      bankVersion: '2026.2',
      method: p.method ?? 3,
      reviewState: p.reviewState ?? 'signed_off',
      signedOffAt: p.reviewState && p.reviewState !== 'signed_off' ? null : new Date('2026-03-01T10:00:00Z'),
      snapshot: {
        felIndex,
        score: { felIndex, conditions: conditions.map((c) => ({ code: c.code, kind: 'highGap', title: c.code, weight: 3, text: '', actionComplete: true, actionProblem: null })) },
        questions: conditions.map((c) => ({ code: c.code, action: c.due === null ? null : { text: 'Issue the document', owner: 'Dana', due: c.due, status: 'open' } })),
      },
      ...figures(felIndex),
    })
    .returning();
  if (!row) throw new Error('report not inserted');
  return row.id;
}

/** A valid gate decision input (GraphQL RecordGateDecisionInput without key and report). */
export const DECISION = {
  decision: 'approved',
  decidedOn: '2026-04-01',
  currency: 'USD',
  base: '1,000,000.00',
  contingency: '100,000',
  escalation: '50000',
  estimateBaseDate: '2026-01-15',
  estimateClass: 3,
  rangeLowPct: -10,
  rangeHighPct: 20,
  p50: '1050000',
  p80: '1100000',
  plannedAuthorization: '2026-04-01',
  plannedMechanicalCompletion: '2027-04-01',
  plannedStartUp: '2027-05-01',
  scopeType: 'brownfield',
  shutdownDependent: true,
  contractStrategy: 'lumpSumEpc',
} as const;

/** A valid close-out input (GraphQL SaveCloseOutInput without key and version). */
export const CLOSE_OUT = {
  cancelled: false,
  actualAuthorization: '2026-04-01',
  actualCost: '1,265,000.00',
  costBasis: 'asSpent',
  conversionFactor: '1',
  final: false,
  scopeChanges: '0',
  contingencyDrawn: '80000',
  actualMechanicalCompletion: '2027-06-01',
  actualStartUp: '2027-07-01',
  changeOrders: 4,
  startUp6Months: 92.5,
  startUp12Months: null,
  recordableIncidents: 0,
  lessons: 'Early vendor data paid off.',
} as const;

export type ClosedProjectRows = {
  projectId: string;
  felIndex: number;
  /** Cost growth in % wanted (as spent, B = 1,000,000.00). */
  growth: number;
  /** Slip in % wanted (planned 1,000 days), or null for no mechanical completion yet. */
  slip?: number | null;
  phase?: Phase;
  final?: boolean;
  cancelled?: boolean;
  scopeType?: 'greenfield' | 'brownfield' | 'revamp' | 'sustaining';
};

/** A signed-off report and an approval on it, in rows: B = 1,000,000.00 (EUR), planned 2024-01-01 → 2026-09-27 (1,000 days). */
export async function insertApproval(db: Db, p: { projectId: string; felIndex?: number; phase?: Phase; scopeType?: ClosedProjectRows['scopeType'] }): Promise<{ reportId: string; decisionId: string }> {
  const reportId = await insertSignedOffReport(db, { projectId: p.projectId, felIndex: p.felIndex, phase: p.phase });
  const [approval] = await db
    .insert(gateDecisions)
    .values({
      projectId: p.projectId,
      reportId,
      decision: 'approved',
      decidedOn: '2024-01-01',
      currency: 'EUR',
      budgetBase: '1000000.00',
      budgetContingency: '0',
      budgetEscalation: '0',
      estimateBaseDate: '2023-12-01',
      estimateClass: 3,
      rangeLowPct: '-10',
      rangeHighPct: '20',
      plannedAuthorization: '2024-01-01',
      plannedMechanicalCompletion: '2026-09-27',
      plannedStartUp: '2026-10-27',
      scopeType: p.scopeType ?? 'revamp',
      shutdownDependent: false,
      contractStrategy: 'other',
    })
    .returning();
  if (!approval) throw new Error('approval not inserted');
  return { reportId, decisionId: approval.id };
}

/** A signed-off report, an approval and a close-out in rows (fast set-up for statistics): B = 1,000,000.00, A = B × (1 + growth). */
export async function insertClosedProject(db: Db, p: ClosedProjectRows): Promise<void> {
  const { decisionId } = await insertApproval(db, p);
  const slip = p.slip === undefined ? 0 : p.slip;
  const mc = slip === null ? null : new Date(Date.parse('2024-01-01T00:00:00Z') + Math.round(1000 * (1 + slip / 100)) * 86_400_000).toISOString().slice(0, 10);
  await db.insert(closeOuts).values({
    projectId: p.projectId,
    gateDecisionId: decisionId,
    cancelled: p.cancelled ?? false,
    actualAuthorization: '2024-01-01',
    actualCost: (1_000_000 * (1 + p.growth / 100)).toFixed(2),
    costBasis: 'asSpent',
    isFinal: p.final ?? true,
    scopeChanges: '0',
    actualMechanicalCompletion: mc,
  });
}
