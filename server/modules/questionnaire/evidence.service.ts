import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ProjectView } from '../projects/index.ts';
import { type DeliverableRow, findDeliverableByNumber, findDeliverablesByIds, insertDeliverable } from '../register/index.ts';
import { entryProblem, parseEvidenceText } from '../scoring/method3.ts';
import { isKey } from '../../validation.ts';
import { type AnswerRow } from './answer-row.ts';
import { methodOfBank, type Phase } from './bank/index.ts';
import { type EvidenceLinkRow, listEvidence, setEvidence } from './evidence.queries.ts';

// An answer's evidence under method 3: the register entries it links. The GraphQL client sends the set it wants;
// the legacy paths send free text, read by the one rule of DOMAIN.md §3a (a document number and a revision or a
// date links that entry, added to the register when new; anything else stays a note that never counts).

export const ENTRY_NOT_IN_REGISTER = 'Choose entries of this project’s register.';

type AnswerKey = { project: ProjectView; phase: Phase; code: string };

/** Makes an answer's links exactly the given register entries (all of this project's register). */
export async function linkEntries(tx: Db, key: AnswerKey, p: { entryKeys: readonly string[]; by: string; now: Date; field: string }): Promise<void> {
  const keys = [...new Set(p.entryKeys)];
  const found = keys.every(isKey) ? await findDeliverablesByIds(tx, key.project.id, keys) : [];
  if (found.length !== keys.length) throw new AppError('BAD_INPUT', ENTRY_NOT_IN_REGISTER, [{ field: `${p.field}evidenceEntries`, message: ENTRY_NOT_IN_REGISTER }]);
  await setEvidence(tx, { projectId: key.project.id, phase: key.phase, code: key.code }, { deliverableIds: keys, by: p.by, now: p.now });
}

/**
 * Reads free-text evidence (a legacy body) as a register reference and links that entry, adding it to the
 * register when the project has no document of that number; text that is no reference links nothing.
 * Answers the entry linked, or null.
 */
export async function linkEvidenceText(tx: Db, key: { projectId: string; phase: Phase; code: string }, p: { text: string; by: string | null; now: Date }): Promise<DeliverableRow | null> {
  const ref = parseEvidenceText(p.text);
  if (!ref) return null;
  const entry =
    (await findDeliverableByNumber(tx, key.projectId, ref.number)) ??
    (await insertDeliverable(tx, { projectId: key.projectId, fields: { number: ref.number, title: '', discipline: '', revision: ref.revision, revisionDate: ref.revisionDate, link: null }, addedBy: p.by, now: p.now }));
  if (!entry) return null;
  const current = (await listEvidence(tx, key)).map((l) => l.deliverableId);
  await setEvidence(tx, key, { deliverableIds: [...new Set([...current, entry.id])], by: p.by, now: p.now });
  return entry;
}

/** A link as the scoring judges it: the entry's reference, and the copy's revision when the copy made it. */
export function linkedEntryOf(link: Pick<EvidenceLinkRow, 'copiedAt' | 'copyRevision' | 'copyRevisionDate'>, entry: Pick<DeliverableRow, 'number' | 'revision' | 'revisionDate'>) {
  return {
    number: entry.number,
    revision: entry.revision,
    revisionDate: entry.revisionDate,
    copied: link.copiedAt ? { at: link.copiedAt.toISOString(), revision: link.copyRevision ?? '', revisionDate: link.copyRevisionDate } : null,
  };
}

export const UNSUPPORTED_MESSAGE = (level: number) =>
  `Scored as 4 — Not started until a document with a revision or date is linked (claimed ${level}).`;

/**
 * Under method 3, why a claim of 1 or 2 scores as 4 (no linked entry counts), in the words the answer card and
 * the legacy JSON show; null when supported, not such a claim, or the project is not on method 3.
 */
export function unsupportedClaim(
  answer: Pick<AnswerRow, 'level' | 'na'> | null,
  p: { bankVersion: string; phase: Phase; today: string; links: readonly { link: EvidenceLinkRow; entry: DeliverableRow }[] },
): string | null {
  if (methodOfBank(p.bankVersion) !== 3 || !answer || answer.na || (answer.level !== 1 && answer.level !== 2)) return null;
  const counts = p.links.some(({ link, entry }) => entryProblem(linkedEntryOf(link, entry), { phase: p.phase, today: p.today }) === null);
  return counts ? null : UNSUPPORTED_MESSAGE(answer.level);
}

/** The claims among these answers that score as 4 for want of evidence (method 3), with the sentence for each. */
export async function unsupportedClaims(db: Db, p: { project: ProjectView; phase: Phase; answers: readonly AnswerRow[]; today: string }): Promise<{ code: string; message: string }[]> {
  if (methodOfBank(p.project.bankVersion) !== 3) return [];
  const links = await listEvidence(db, { projectId: p.project.id, phase: p.phase });
  const entries = new Map((await findDeliverablesByIds(db, p.project.id, [...new Set(links.map((l) => l.deliverableId))])).map((e) => [e.id, e]));
  return p.answers.flatMap((a) => {
    const own = links.flatMap((link) => {
      const entry = link.questionCode === a.questionCode ? entries.get(link.deliverableId) : undefined;
      return entry ? [{ link, entry }] : [];
    });
    const message = unsupportedClaim(a, { bankVersion: p.project.bankVersion, phase: p.phase, today: p.today, links: own });
    return message ? [{ code: a.questionCode, message }] : [];
  });
}
