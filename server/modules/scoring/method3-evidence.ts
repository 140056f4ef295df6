import { isCalendarDate } from '../../../common/dates.ts';
import { normalizeRegisterText } from '../../../common/register-schema.ts';
import type { Phase } from '../questionnaire/bank/index.ts';
import type { EntryRef, LinkedEntry } from './method3-types.ts';
import { METHOD3, type Method3Constants } from './scoring.constants.ts';

// Evidence that counts (DOMAIN.md §3a): when a register entry supports a claim, and the one rule that reads
// free-text evidence (the legacy /api/* bodies, answers saved before method 3) as a register entry.

export { normalizeRegisterText };

/** The date entries and actions are judged on, and the phase (copies from FEL 2 count only at FEL 3 once revised). */
export type EvidenceJudge = { phase: Phase; today: string };

const dayOf = (at: string) => at.slice(0, 10);

/** A copied entry has a new revision (its revision or date differ from the copy's) dated after the day of the copy. */
function revisedAfterCopy(entry: LinkedEntry): boolean {
  const copied = entry.copied;
  if (copied === null || entry.revisionDate === null || entry.revisionDate <= dayOf(copied.at)) return false;
  return normalizeRegisterText(entry.revision) !== normalizeRegisterText(copied.revision) || entry.revisionDate !== copied.revisionDate;
}

/** Why a linked entry does not count, or null when it does. */
export function entryProblem(entry: LinkedEntry, judge: EvidenceJudge, c: Pick<Method3Constants, 'entryMinNumberLength'> = METHOD3): string | null {
  const number = normalizeRegisterText(entry.number);
  const label = entry.number.trim() || 'an entry without a number';
  if (number.length < c.entryMinNumberLength || !/\p{Nd}/u.test(number)) return `${label}: the document number needs ${c.entryMinNumberLength}+ characters, one a digit`;
  if (entry.revisionDate !== null && !isCalendarDate(entry.revisionDate)) return `${label}: revision date "${entry.revisionDate}" is not a date`;
  // A future revision date describes a document not issued yet, whatever its revision says.
  if (entry.revisionDate !== null && entry.revisionDate > judge.today) return `${label}: revision date ${entry.revisionDate} is in the future`;
  if (!/[\p{L}\p{N}]/u.test(entry.revision) && entry.revisionDate === null) return `${label}: no revision or revision date`;
  if (judge.phase === 'fel3' && entry.copied !== null && !revisedAfterCopy(entry)) return `${label}: linked by copy from FEL 2 on ${dayOf(entry.copied.at)} and not revised since`;
  return null;
}

/** A linked entry counts as evidence (DOMAIN.md §3a). */
export const entryCounts = (entry: LinkedEntry, judge: EvidenceJudge): boolean => entryProblem(entry, judge) === null;

const NUMBER = /^([\p{L}\p{N}][\p{L}\p{N}&/_.-]*)(?:\s*[,;:]\s*|\s+[-–—]\s+|\s+)(.+)$/u;
const REVISION = String.raw`rev(?:ision)?(?:\.\s*|\s+|(?=\p{N}))([\p{L}\p{N}](?:[\p{L}\p{N}.]{0,4}[\p{L}\p{N}])?)`;
const DATE = String.raw`(?:dated\s+)?(\d{4}-\d{2}-\d{2})`;
const SEPARATOR = String.raw`(?:\s*[,;]\s*|\s+)`;
const REVISION_FIRST = new RegExp(`^${REVISION}(?:${SEPARATOR}${DATE})?$`, 'iu');
const DATE_FIRST = new RegExp(`^${DATE}(?:${SEPARATOR}${REVISION})?$`, 'iu');

/**
 * Reads free-text evidence as a register reference: a document number (3+ characters, one a digit) followed
 * by a revision ("rev B", "Rev. 2", "revision C", optionally in brackets), a date (YYYY-MM-DD, optionally
 * "dated"), or both, and nothing else. Anything else (".", "see SharePoint", two references) is null: a note.
 */
export function parseEvidenceText(text: string): EntryRef | null {
  const whole = NUMBER.exec(text.trim().replace(/\.$/u, '').trim());
  const number = whole?.[1];
  const rest = whole?.[2]?.replace(/^\((rev[^()]*)\)/iu, '$1').replace(/\((rev[^()]*)\)$/iu, '$1');
  if (number === undefined || rest === undefined) return null;
  if (normalizeRegisterText(number).length < METHOD3.entryMinNumberLength || !/\p{Nd}/u.test(number) || isCalendarDate(number)) return null;
  const revisionFirst = REVISION_FIRST.exec(rest);
  const dateFirst = revisionFirst ? null : DATE_FIRST.exec(rest);
  const revision = revisionFirst?.[1] ?? dateFirst?.[2] ?? '';
  const revisionDate = revisionFirst?.[2] ?? dateFirst?.[1] ?? null;
  if (!revisionFirst && !dateFirst) return null;
  if (revisionDate !== null && !isCalendarDate(revisionDate)) return null;
  return { number, revision, revisionDate };
}
