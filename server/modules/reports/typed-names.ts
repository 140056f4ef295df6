import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Phase } from '../questionnaire/bank/index.ts';
import { listAnswers } from '../questionnaire/index.ts';
import { listReports } from './reports.queries.ts';
import type { ReviewerCandidate } from './review-eligibility.ts';

// Method 2's typed names (DOMAIN.md §3a, issue 26's decisions): the reviewer was a name typed when a report was
// created, and a High-weight N/A carried the typed name of who approved it. Method 3 picks the reviewer from
// the people the server lists and the reviewer decides every N/A, so these names are read, never trusted: each
// is offered as the one eligible person whose name it is, or shown behind a banner asking to pick one.

export type TypedName = { name: string; typedAs: string };
export type TypedNameMatch = TypedName & { match: ReviewerCandidate | null };

const Reviewed = z.object({ reviewedBy: z.string().nullish() });
const normal = (name: string) => name.trim().replace(/\s+/gu, ' ').toLowerCase();

/** The names typed on a project's phase under earlier methods: reviewers of its reports, approvers of its N/A. */
export async function typedNames(db: Db, p: { projectId: string; phase: Phase }): Promise<TypedName[]> {
  const [reports, answers] = await Promise.all([listReports(db, p), listAnswers(db, p)]);
  const names: TypedName[] = [
    ...reports.filter((r) => r.method < 3).flatMap((r) => {
      const typed = Reviewed.safeParse(r.snapshot);
      return typed.success && typed.data.reviewedBy?.trim() ? [{ name: typed.data.reviewedBy.trim(), typedAs: 'reviewer of an earlier report' }] : [];
    }),
    ...answers.filter((a) => a.na && a.naApprover.trim() !== '').map((a) => ({ name: a.naApprover.trim(), typedAs: `approver of the N/A on ${a.questionCode}` })),
  ];
  const seen = new Set<string>();
  return names.filter((n) => {
    const key = `${normal(n.name)}|${n.typedAs}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Each typed name with the one listed reviewer of that name (letter case and spacing aside), or none. */
export function matchTypedNames(names: readonly TypedName[], candidates: readonly ReviewerCandidate[]): TypedNameMatch[] {
  return names.map((n) => {
    const same = candidates.filter((c) => normal(c.name) === normal(n.name));
    return { ...n, match: same.length === 1 ? (same[0] ?? null) : null };
  });
}
