import { useMutation } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormSetError, useForm, useWatch } from 'react-hook-form';
import { type CreateReportFormValues, CreateReportFormSchema, NOTES_MAX, type ReportNotesFormValues, ReportNotesFormSchema, SIGNER_NAME_MAX } from '../../../../common/report-schema';
import { graphql } from '../../gql';
import type { Phase } from '../../gql/graphql';
import { useSnackbar } from '../../ui/snackbar';
import { useMutationPayload } from '../../ui/useMutationPayload';
import { PHASE_LABEL } from './document/explain';

// The report screen's two dialogs: create a report (a permanent snapshot, with notes) and edit its notes.

const CreateReportMutation = graphql(`
  mutation CreateReport($input: CreateReportInput!, $phase: Phase!) {
    createReport(input: $input) {
      report {
        key
        score {
          felIndex
          band
        }
        ...ReportToolbar_report
        ...ReportDocument_report
      }
      project {
        key
        report(phase: $phase) {
          ...ReportScreen_phaseReport
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

const UpdateNotesMutation = graphql(`
  mutation UpdateReportNotes($input: UpdateReportNotesInput!) {
    updateReportNotes(input: $input) {
      report {
        key
        notes
      }
      errors {
        field
        message
      }
    }
  }
`);

/** A dialog's failure: in the dialog (the form's root error) and in the snackbar. */
function useAlert<V extends CreateReportFormValues | ReportNotesFormValues>(setError: UseFormSetError<V>) {
  const snackbar = useSnackbar();
  return (message: string) => {
    setError('root', { message });
    snackbar.error(message);
  };
}

/** Creating a report freezes the current answers for good: the dialog says so before the team confirms. */
export function CreateReportDialog({ projectKey, phase, hasReports, onClose, onCreated }: { projectKey: string; phase: Phase; hasReports: boolean; onClose(): void; onCreated(key: string): void }) {
  const snackbar = useSnackbar();
  const { control, handleSubmit, setValue, setError, formState } = useForm<CreateReportFormValues>({
    resolver: zodResolver(CreateReportFormSchema, undefined, { raw: true }),
    defaultValues: { notes: '', preparedBy: '', reviewedBy: '' },
  });
  const [notes, preparedBy, reviewedBy] = useWatch({ control, name: ['notes', 'preparedBy', 'reviewedBy'] });
  const { errors } = formState;
  const run = useMutationPayload();
  const alert = useAlert(setError);
  const [create, { loading }] = useMutation(CreateReportMutation);
  async function save(v: CreateReportFormValues) {
    const prepared = v.preparedBy?.trim();
    const reviewed = v.reviewedBy?.trim();
    const names = { ...(prepared ? { preparedBy: prepared } : {}), ...(reviewed ? { reviewedBy: reviewed } : {}) };
    const result = await run(async () => (await create({ variables: { input: { projectKey, phase, notes: v.notes, ...names }, phase } })).data?.createReport, {
      failed: 'The report could not be created.',
      reason: 'instead',
      thrown: 'instead',
      ok: (created) => created.errors.length === 0 && !!created.report?.key,
      fields: (found) => {
        for (const field of ['notes', 'preparedBy', 'reviewedBy'] as const) if (found[field]) setError(field, { message: found[field] });
      },
      show: alert,
    });
    if (!result?.report?.key) return;
    snackbar.success(`${PHASE_LABEL[phase]} report created: FEL Index ${result.report.score.felIndex.toFixed(2)} (${result.report.score.band}).`);
    onCreated(result.report.key);
  }
  return (
    <Dialog title={`Create the ${PHASE_LABEL[phase]} report`} isOpen onClose={onClose} canOutsideClickClose={!loading}>
      <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
        <DialogBody>
          <p>
            The report is a snapshot of the current answers: scores, question bank version, benchmarks, team, your notes, who and when. It is kept for good;
            later changes to the answers do not alter it{hasReports ? ', and earlier reports stay in the history' : ''}.
          </p>
          <FormGroup
            label="Notes (optional)"
            labelFor="report-create-notes"
            helperText={errors.notes?.message ?? `Printed on page 8. ${notes.length} / ${NOTES_MAX}`}
            intent={errors.notes ? 'danger' : 'none'}
          >
            <TextArea id="report-create-notes" fill rows={5} value={notes} maxLength={NOTES_MAX} onChange={(e) => setValue('notes', e.currentTarget.value)} autoFocus />
          </FormGroup>
          <FormGroup
            label="Prepared by (optional)"
            labelFor="report-create-prepared"
            helperText={errors.preparedBy?.message ?? 'Printed in the sign-off block on page 8.'}
            intent={errors.preparedBy ? 'danger' : 'none'}
          >
            <InputGroup id="report-create-prepared" value={preparedBy ?? ''} maxLength={SIGNER_NAME_MAX} onChange={(e) => setValue('preparedBy', e.currentTarget.value)} />
          </FormGroup>
          <FormGroup
            label="Reviewed by (independent, not on the team) (optional)"
            labelFor="report-create-reviewed"
            helperText={errors.reviewedBy?.message ?? 'Without a reviewer outside the project team, a Ready outcome reads “pending independent review”.'}
            intent={errors.reviewedBy ? 'danger' : 'none'}
          >
            <InputGroup id="report-create-reviewed" value={reviewedBy ?? ''} maxLength={SIGNER_NAME_MAX} onChange={(e) => setValue('reviewedBy', e.currentTarget.value)} />
          </FormGroup>
          {errors.root && (
            <Callout intent="danger" role="alert">
              {errors.root.message}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter actions={[<Button key="c" text="Cancel" onClick={onClose} disabled={loading} />, <Button key="s" type="submit" intent="primary" text="Create report" loading={loading} />]} />
      </form>
    </Dialog>
  );
}

/** Edits a saved report's notes (the snapshot itself never changes). */
export function NotesDialog({ reportKey, notes: initial, onClose, onSaved }: { reportKey: string; notes: string; onClose(): void; onSaved(): void }) {
  const { control, handleSubmit, setValue, setError, formState } = useForm<ReportNotesFormValues>({
    resolver: zodResolver(ReportNotesFormSchema, undefined, { raw: true }),
    defaultValues: { notes: initial },
  });
  const notes = useWatch({ control, name: 'notes' });
  const { errors } = formState;
  const run = useMutationPayload();
  const alert = useAlert(setError);
  const [save, { loading }] = useMutation(UpdateNotesMutation);
  async function submit(v: ReportNotesFormValues) {
    const saved = await run(async () => (await save({ variables: { input: { reportKey, notes: v.notes } } })).data?.updateReportNotes, {
      success: 'Notes saved.',
      failed: 'The notes could not be saved.',
      reason: 'instead',
      thrown: 'instead',
      show: alert,
    });
    if (saved) onSaved();
  }
  return (
    <Dialog title="Report notes" isOpen onClose={onClose} canOutsideClickClose={!loading}>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <DialogBody>
          <FormGroup
            label="Notes"
            labelFor="report-notes"
            helperText={errors.notes?.message ?? `Printed on page 8 (up to about ten lines). ${notes.length} / ${NOTES_MAX}`}
            intent={errors.notes ? 'danger' : 'none'}
          >
            <TextArea id="report-notes" fill rows={8} value={notes} maxLength={NOTES_MAX} onChange={(e) => setValue('notes', e.currentTarget.value)} autoFocus />
          </FormGroup>
          {errors.root && (
            <Callout intent="danger" role="alert">
              {errors.root.message}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter actions={[<Button key="c" text="Cancel" onClick={onClose} disabled={loading} />, <Button key="s" type="submit" intent="primary" text="Save notes" loading={loading} />]} />
      </form>
    </Dialog>
  );
}
