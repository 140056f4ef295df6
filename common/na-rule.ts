import { z } from 'zod';

// The justification an N/A answer needs (DOMAIN.md §3, bank 2026.2): a reason of at least 20 characters,
// and on a High-weight question the name of who approved it. The server refuses an N/A without it; the
// question card keeps the N/A as a draft until it passes, and says so in its own words while it types.

export const NA_REASON_MIN = 20;
/** The High weight (red flags, High-weight gaps, the N/A approver). */
export const HIGH_WEIGHT = 3;

export const NA_REASON_SHORT = `Say why this question does not apply, in at least ${NA_REASON_MIN} characters.`;
export const NA_APPROVER_MISSING = 'N/A on a High-weight question needs the name of who approved it.';

/** The N/A justification of a question of this weight, one issue per field that falls short. */
export const naJustificationSchema = (weight: number) =>
  z.object({ naReason: z.string(), naApprover: z.string() }).superRefine((v, c) => {
    if (v.naReason.trim().length < NA_REASON_MIN) c.addIssue({ code: 'custom', path: ['naReason'], message: NA_REASON_SHORT });
    if (weight >= HIGH_WEIGHT && v.naApprover.trim() === '') c.addIssue({ code: 'custom', path: ['naApprover'], message: NA_APPROVER_MISSING });
  });
export type NaJustification = z.input<ReturnType<typeof naJustificationSchema>>;
