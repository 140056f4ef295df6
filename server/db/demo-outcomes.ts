import { inArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import { closeOuts, gateDecisions, reports } from './schema/index.ts';
import { bandOf2 } from '../modules/scoring/method2.ts';
import { BAND_ORDER } from '../modules/scoring/scoring.constants.ts';

// Demo outcomes (issue 27, item 6): given signed-off reports of the demo client's closed projects, records a
// gate decision on each (every fifth deferred first, then approved half a year later) and a close-out whose
// cost growth and slip rise with the band of the report's FEL Index, with some spread, so the outcomes view,
// its band table and ρ read like an organization's own. One project is cancelled, one not yet final. Part of
// the seed (server/db is not a module): it writes the outcomes module's tables directly.

const DAY = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** Cost growth and slip (in %) around which each band's projects land. */
const TYPICAL = [
  { cost: 1, slip: 2 },
  { cost: 4, slip: 6 },
  { cost: 9, slip: 12 },
  { cost: 16, slip: 22 },
  { cost: 26, slip: 35 },
] as const;
const SCOPES = ['brownfield', 'revamp', 'sustaining', 'greenfield'] as const;
const CONTRACTS = ['lumpSumEpc', 'reimbursableEpcm', 'ownerMultiPrime', 'other'] as const;

/** Cents to decimal text. */
const money = (cents: number) => `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * Seeds gate decisions and close-outs on the projects of the given signed-off reports (inside the seed's
 * transaction). `recordedBy` is the demo user who records them; `today` the seed's date (close-outs lie before it).
 */
export async function seedDemoOutcomes(tx: Db, p: { reportIds: readonly string[]; recordedBy: string; today: string }): Promise<{ decisions: number; closeOuts: number }> {
  if (p.reportIds.length === 0) return { decisions: 0, closeOuts: 0 };
  const rows = await tx
    .select({ id: reports.id, projectId: reports.projectId, felIndex: reports.felIndex })
    .from(reports)
    .where(inArray(reports.id, [...p.reportIds]));
  let decisions = 0;
  let closed = 0;
  for (const [i, report] of rows.sort((a, b) => a.felIndex - b.felIndex || a.id.localeCompare(b.id)).entries()) {
    const typical = TYPICAL[BAND_ORDER.indexOf(bandOf2(report.felIndex))] ?? TYPICAL[2];
    const jitter = ((i * 37) % 9) - 4;
    const authorized = addDays(p.today, -900 + (i % 6) * 60);
    const plannedDays = 360 + (i % 4) * 60;
    const base = 2_000_000_00 + ((i * 1_370_000_00) % 14_000_000_00);
    const contingency = Math.round(base * 0.1);
    const escalation = Math.round(base * 0.03);
    const common = {
      projectId: report.projectId,
      reportId: report.id,
      currency: 'USD',
      budgetBase: money(base),
      budgetContingency: money(contingency),
      budgetEscalation: money(escalation),
      estimateBaseDate: addDays(authorized, -90),
      estimateClass: 3,
      rangeLowPct: '-10.0',
      rangeHighPct: '15.0',
      p50: money(base + Math.round(contingency / 2)),
      p80: money(base + contingency),
      scopeType: SCOPES[i % SCOPES.length] ?? 'revamp',
      shutdownDependent: i % 3 === 0,
      contractStrategy: CONTRACTS[i % CONTRACTS.length] ?? 'other',
      createdBy: p.recordedBy,
      updatedBy: p.recordedBy,
    };
    if (i % 5 === 4) {
      await tx.insert(gateDecisions).values({
        ...common,
        decision: 'deferred',
        decidedOn: addDays(authorized, -180),
        plannedAuthorization: addDays(authorized, -180),
        plannedMechanicalCompletion: addDays(authorized, -180 + plannedDays),
        plannedStartUp: addDays(authorized, -150 + plannedDays),
      });
      decisions++;
    }
    const [approval] = await tx
      .insert(gateDecisions)
      .values({
        ...common,
        decision: i % 2 === 0 ? 'approved' : 'approvedWithConditions',
        decidedOn: authorized,
        plannedAuthorization: authorized,
        plannedMechanicalCompletion: addDays(authorized, plannedDays),
        plannedStartUp: addDays(authorized, plannedDays + 30),
      })
      .returning();
    decisions++;
    if (!approval) continue;
    const cancelled = i === 6;
    const budget = base + contingency + escalation;
    const growth = typical.cost + jitter;
    const actualDays = Math.round(plannedDays * (1 + (typical.slip + jitter) / 100));
    await tx.insert(closeOuts).values({
      projectId: report.projectId,
      gateDecisionId: approval.id,
      cancelled,
      actualAuthorization: authorized,
      actualCost: money(cancelled ? Math.round(budget * 0.35) : Math.round(budget * (1 + growth / 100))),
      costBasis: 'asSpent',
      isFinal: i !== 1,
      firstFinalAt: i !== 1 ? new Date(Date.parse(`${p.today}T00:00:00Z`) - 30 * DAY) : null,
      scopeChanges: '0.00',
      contingencyDrawn: money(Math.round(contingency * Math.min(1, Math.max(0, 0.4 + growth / 20)))),
      actualMechanicalCompletion: cancelled ? null : addDays(authorized, actualDays),
      actualStartUp: cancelled ? null : addDays(authorized, actualDays + 30),
      changeOrders: cancelled ? null : 3 + (i % 7),
      startUp6Months: cancelled ? null : String(92 - BAND_ORDER.indexOf(bandOf2(report.felIndex)) * 4),
      recordableIncidents: cancelled ? null : i % 4 === 0 ? 1 : 0,
      lessons: cancelled ? 'Cancelled after the market study was revised; long-lead items were resold.' : 'Early vendor data and a frozen scope paid off; see the close-out report.',
      createdBy: p.recordedBy,
      updatedBy: p.recordedBy,
    });
    closed++;
  }
  return { decisions, closeOuts: closed };
}
