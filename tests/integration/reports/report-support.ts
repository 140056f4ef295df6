import { expect } from 'vitest';
import { type Area, type Phase, type Question, questionsForArea } from '../../../server/modules/questionnaire/bank/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { pick } from '../../support/pick.ts';

// Shared by the report tests: answering a whole phase through the legacy area saves, and the GraphQL
// documents that read and create reports.

export type Choice = { level?: number; na?: boolean; naReason?: string; actionText?: string };

/** Answers every question of a phase through `POST /api/project/{key}/{phase}{area}/edit/`, area by area. */
export async function answerPhase(client: ApiClient, projectKey: string, phase: Phase, choose: (q: Question) => Choice): Promise<void> {
  for (const area of ['site', 'eng', 'pep'] satisfies Area[]) {
    const answers = questionsForArea(phase, area).map((q) => ({ code: q.code, ...choose(q) }));
    const res = await client.post(`/api/project/${projectKey}/${phase}${area}/edit/`, { answers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

export const REPORT_FIELDS = `key phase bankVersion createdAt createdBy notes
  project { name organizationName ownerName }
  score { felIndex absoluteIndex band uncappedBand redFlags gate gateBasis { readyBand conditionalBand conditionedGaps conditionedGapsWithoutAction } pdriEquivalent areas { area label index absoluteIndex applicable notApplicable weightSum weightedGap absoluteWeightedGap } }
  recommendations { rank code area weight level target gap priority nextDeliverable action { text } }
  benchmarks { key label project company companySource companyProjects industry bestPractical }
  trend { phase felIndex absoluteIndex band }
  team { phase name }
  method { bands { band max } redFlagWeight redFlagLevel redFlagCapBand pdriBase pdriSpan companyAverageMinProjects }
  questions { code level na gap }
  pdfPath viewerCanEditNotes`;

export const PHASE_REPORT = `query($key: ID!, $phase: Phase!) { project(key: $key) { report(phase: $phase) {
  phase inScope fullyAnswered unratedAreas answered total missing { code area title } viewerCanCreate
  latest { ${REPORT_FIELDS} } history { key felIndex band } preview { ${REPORT_FIELDS} } } } }`;

export const CREATE_REPORT = `mutation($input: CreateReportInput!) { createReport(input: $input) { report { ${REPORT_FIELDS} } errors { field message code } } }`;

/** Creates a report through GraphQL and returns the report (fails the test on errors). */
export async function createReport(client: ApiClient, projectKey: string, phase: Phase, notes?: string): Promise<unknown> {
  const res = await client.graphql(CREATE_REPORT, { input: { projectKey, phase, notes } });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  expect(pick(res.data, 'createReport.errors')).toEqual([]);
  return pick(res.data, 'createReport.report');
}
