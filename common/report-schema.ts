import { z } from 'zod';
import { str, TEXT_MAX } from './text-field.ts';

// The report dialogs' rules (notes, and the sign-off block's names) as zod schemas: the server parses
// createReport and updateReportNotes with them and the dialogs check the same before sending.

export const NOTES_MAX = TEXT_MAX;
/** Names in the sign-off block on page 8. */
export const SIGNER_NAME_MAX = 200;

/** One rule per field of a report's notes and sign-off. */
export const reportFieldRules = {
  notes: str(NOTES_MAX),
  /** Optional: empty is none. */
  signerName: str(SIGNER_NAME_MAX)
    .transform((v) => v.trim())
    .nullish(),
};

/** The "Create report" dialog. */
export const CreateReportFormSchema = z.object({ notes: reportFieldRules.notes, preparedBy: reportFieldRules.signerName, reviewedBy: reportFieldRules.signerName });
export type CreateReportFormValues = z.input<typeof CreateReportFormSchema>;

/** The "Report notes" dialog. */
export const ReportNotesFormSchema = z.object({ notes: reportFieldRules.notes });
export type ReportNotesFormValues = z.input<typeof ReportNotesFormSchema>;
