import { and, asc, desc, eq, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { closeOuts, gateDecisions, outcomePooling, type Phase, projects, reports, type ScopeType } from '../../db/schema/index.ts';
import { visibleProjectsCondition, type VisibilityScope } from '../projects/index.ts';

// The outcomes of many projects in one statement (DOMAIN.md §3b): each project with a gate decision, the
// decision that matters (the approval its close-out belongs to, else its latest decision), the report that
// decision rests on, and its close-out. For an organization's outcomes view (the projects the viewer may see),
// for report page 6 (all of an organization's), and for the provider's pool (organizations that opted in,
// never demo data, only final close-outs). Figures are derived from these rows in TypeScript (exact decimals).

export type OutcomesFilter = {
  phase?: Phase;
  /** undefined: any; null: not given (an unset screening answer). */
  projectType?: string | null;
  costRange?: string | null;
  scopeType?: ScopeType;
  method?: number;
};

export type OutcomeScope =
  | { kind: 'visible'; organizationId: string; viewerId: string; viewerEmail: string; scope: VisibilityScope }
  | { kind: 'organization'; organizationId: string }
  | { kind: 'pool' };

const screening = (column: typeof projects.projectType | typeof projects.costRange, value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? isNull(column) : eq(column, value);

function scopeCondition(db: Db, s: OutcomeScope): SQL | undefined {
  if (s.kind === 'visible') return visibleProjectsCondition(db, s);
  if (s.kind === 'organization') return eq(projects.organizationId, s.organizationId);
  const optedIn = db.select({ one: sql`1` }).from(outcomePooling).where(and(eq(outcomePooling.organizationId, projects.organizationId), eq(outcomePooling.pooled, true)));
  return and(sql`exists ${optedIn}`, not(projects.isDemo), isNotNull(closeOuts.id), eq(closeOuts.isFinal, true), eq(closeOuts.cancelled, false));
}

/** The decision that matters: the approval the close-out belongs to, or else the project's latest decision. */
const relevantDecision = (db: Db): SQL => {
  const latest = db
    .select({ id: sql`d.id` })
    .from(sql`${gateDecisions} d`)
    .where(sql`d.project_id = ${projects.id}`)
    .orderBy(sql`d.decided_on desc, d.created_at desc, d.id desc`)
    .limit(1);
  return sql`${gateDecisions.id} = coalesce(${closeOuts.gateDecisionId}, ${latest})`;
};

/** The rows of the outcomes of every project in scope that has a gate decision, by project name. */
export function outcomeRows(db: Db, s: OutcomeScope, f: OutcomesFilter = {}) {
  return db
    .select({
      project: { id: projects.id, name: projects.name, organizationId: projects.organizationId, projectType: projects.projectType, costRange: projects.costRange, isActive: projects.isActive },
      decision: gateDecisions,
      report: { id: reports.id, phase: reports.phase, method: reports.method, felIndex: reports.felIndex },
      closeOut: closeOuts,
    })
    .from(projects)
    .innerJoin(gateDecisions, eq(gateDecisions.projectId, projects.id))
    .leftJoin(closeOuts, eq(closeOuts.projectId, projects.id))
    .innerJoin(reports, eq(reports.id, gateDecisions.reportId))
    .where(
      and(
        scopeCondition(db, s),
        relevantDecision(db),
        f.phase === undefined ? undefined : eq(reports.phase, f.phase),
        f.method === undefined ? undefined : eq(reports.method, f.method),
        f.scopeType === undefined ? undefined : eq(gateDecisions.scopeType, f.scopeType),
        screening(projects.projectType, f.projectType),
        screening(projects.costRange, f.costRange),
      ),
    )
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id), desc(gateDecisions.decidedOn));
}

export type OutcomeRow = Awaited<ReturnType<typeof outcomeRows>>[number];
