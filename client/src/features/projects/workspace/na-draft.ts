import { NA_REASON_MIN, naJustificationSchema } from '../../../../../common/na-rule.ts';

// The question card's N/A draft: it stays in the card until the server's rule (common/na-rule.ts) lets it
// through, and the card says what is missing in words that tell the person the N/A is not saved yet.

/** The N/A fields the card holds while the person types. */
export type NaForm = { reason: string; approver: string };

/** Why an N/A cannot be saved yet (the field the server's rule refuses first, worded for the card), or null when it can. */
export function naProblem(form: NaForm, weight: number): string | null {
  const result = naJustificationSchema(weight).safeParse({ naReason: form.reason, naApprover: form.approver });
  const refused = new Set(result.success ? [] : result.error.issues.map((issue) => issue.path[0]));
  const length = form.reason.trim().length;
  if (refused.has('naReason')) return `Say why this question does not apply: at least ${NA_REASON_MIN} characters (${length} so far). N/A is saved once it is justified.`;
  if (refused.has('naApprover')) return 'A High-weight question needs the name of who approved the N/A. N/A is saved once it is named.';
  return null;
}
