import { z } from 'zod';
import { reportFieldRules } from '../../../common/report-schema.ts';
import { phaseField, str } from '../../validation.ts';

// The inputs of the report services as they parse them: the notes and sign-off rules the client's report
// dialogs check too (common/report-schema.ts), plus the keys only a caller sends.

export const CreateReportInput = z.object({
  projectKey: str(100),
  phase: phaseField(),
  notes: reportFieldRules.notes.nullish(),
  preparedBy: reportFieldRules.signerName,
  reviewedBy: reportFieldRules.signerName,
});

export const ReportNotesInput = z.object({ reportKey: str(100), notes: reportFieldRules.notes });
