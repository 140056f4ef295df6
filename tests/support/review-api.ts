import { expect } from 'vitest';
import type { ApiClient } from './api-client.ts';
import { pick } from './pick.ts';

// The review's GraphQL documents and small helpers that fail the test on unexpected errors.

export const REVIEW_FIELDS = `key state projectName phase preparedBy reviewer submittedAt signedOffAt statement returnComments
  items { code title weight claimed na naReason comment entries { number revision } scored mark { code kind level } }
  unmarked figures { felIndex band gate pendingReview verdict gateReasons }`;

export const REVIEWERS = `query($key: ID!) { reportReviewers(reportKey: $key) { key name email } }`;
export const SUBMIT = `mutation($input: SubmitReportInput!) { submitReportForReview(input: $input) { review { ${REVIEW_FIELDS} } errors { field message code } } }`;
export const MARK = `mutation($input: MarkReviewInput!) { markReview(input: $input) { review { ${REVIEW_FIELDS} } errors { field message code } } }`;
export const SIGN_OFF = `mutation($input: SignOffReviewInput!) { signOffReview(input: $input) { review { ${REVIEW_FIELDS} } errors { field message code } } }`;
export const RETURN = `mutation($input: ReturnReviewInput!) { returnReview(input: $input) { review { ${REVIEW_FIELDS} } errors { field message code } } }`;
export const WAITING = `{ reviewsWaiting { total nodes { key projectName phase preparedBy } } }`;
export const REVIEW = `query($key: ID!) { reportReview(reportKey: $key) { ${REVIEW_FIELDS} } }`;

/** Runs a review mutation; answers its payload (review and errors). */
export async function reviewCall(client: ApiClient, doc: string, input: Record<string, unknown>): Promise<{ review: unknown; errors: { field: string | null; message: string; code: string }[] }> {
  const res = await client.graphql(doc, { input });
  // FORBIDDEN and NOT_FOUND answer as GraphQL errors; the rest in the payload.
  if (res.errors) return { review: null, errors: res.errors.map((e) => ({ field: null, message: String(pick(e, 'message')), code: String(pick(e, 'extensions.code')) })) };
  const top = Object.values(res.data ?? {})[0];
  const errors = pick(top, 'errors');
  return { review: pick(top, 'review'), errors: Array.isArray(errors) ? (errors as { field: string | null; message: string; code: string }[]) : [] };
}

/** A review mutation that must succeed: its review. */
export async function reviewOk(client: ApiClient, doc: string, input: Record<string, unknown>): Promise<unknown> {
  const { review, errors } = await reviewCall(client, doc, input);
  expect(errors).toEqual([]);
  return review;
}
