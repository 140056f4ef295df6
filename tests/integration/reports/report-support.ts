import { expect } from 'vitest';
import { type Area, type Phase, type Question, questionsForArea } from '../../../server/modules/questionnaire/bank/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { pick } from '../../support/pick.ts';

// Shared by the report tests: answering a whole phase through the legacy area saves, and the GraphQL
// documents that read and create reports.

export type Choice = {
  level?: number;
  na?: boolean;
  naReason?: string;
  naApprover?: string;
  evidence?: string;
  revisit?: boolean;
  actionText?: string;
  actionOwner?: string;
  actionDue?: string;
};

/** An action that closes a gap for the gate (what, a named owner, due in time). */
export const COMPLETE_ACTION = { actionText: 'Issue the missing deliverable for review', actionOwner: 'Dana Smith', actionDue: '2099-06-30' } as const;

/**
 * Answers every question of a phase through `POST /api/project/{key}/{phase}{area}/edit/`, area by area.
 * Every level comes with an evidence reference unless the choice names its own (method 2 gives no credit
 * for a level 1–2 claim without evidence).
 */
export async function answerPhase(client: ApiClient, projectKey: string, phase: Phase, choose: (q: Question) => Choice): Promise<void> {
  for (const area of ['site', 'eng', 'pep'] satisfies Area[]) {
    const answers = questionsForArea(phase, area).map((q) => {
      const choice = choose(q);
      return { code: q.code, ...(choice.level !== undefined ? { evidence: `${q.code} basis note rev A` } : {}), ...choice };
    });
    const res = await client.post(`/api/project/${projectKey}/${phase}${area}/edit/`, { answers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

export const REPORT_FIELDS = `key phase bankVersion createdAt createdBy notes
  project { name organizationName ownerName }
  preparedBy reviewedBy reviewerIndependent gateDate
  score { method felIndex absoluteIndex targetIndex targetDelta attainment band uncappedBand capReason redFlags gate gateReasons verdict pendingReview
    evidenceCoverage pessimisticIndex naCount pdriEquivalent
    conditions { kind code title weight text actionComplete actionProblem action { text owner due } }
    areas { area label index absoluteIndex targetIndex applicable notApplicable weightSum weightedGap naWeight totalWeight } }
  recommendations { rank code area weight level claimedLevel target gap priority nextDeliverable actionComplete actionProblem action { text } }
  benchmarks { key label project company companySource companyProjects companyMin companyMax classAverage classProjects classLabel industry bestPractical industrySource industryAsOf }
  trend { phase method felIndex band }
  team { phase name }
  method { method bands { band max } pdriBase pdriSpan companyAverageMinProjects rules disclaimer }
  questions { code level claimedLevel scoredLevel unsupported limitedBy evidenceCounts revisit na gap }
  pdfPath viewerCanEditNotes`;

export const PHASE_REPORT = `query($key: ID!, $phase: Phase!) { project(key: $key) { report(phase: $phase) {
  phase inScope fullyAnswered unratedAreas blocker answered total missing { code area title } viewerCanCreate
  latest { ${REPORT_FIELDS} } history { nodes { key felIndex band method gate } } preview { ${REPORT_FIELDS} } } } }`;

export const CREATE_REPORT = `mutation($input: CreateReportInput!) { createReport(input: $input) { report { ${REPORT_FIELDS} } errors { field message code } } }`;

/** Creates a report through GraphQL and returns the report (fails the test on errors). */
export async function createReport(client: ApiClient, projectKey: string, phase: Phase, notes?: string, names: { preparedBy?: string; reviewedBy?: string } = {}): Promise<unknown> {
  const res = await client.graphql(CREATE_REPORT, { input: { projectKey, phase, notes, ...names } });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  expect(pick(res.data, 'createReport.errors')).toEqual([]);
  return pick(res.data, 'createReport.report');
}
