import { useMutation } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import type { Phase } from '../../gql/graphql';
import { useSnackbar } from '../../ui/snackbar';
import { PHASE_LABEL } from './document/explain';

// The report screen's two dialogs: create a report (a permanent snapshot, with notes) and edit its notes.

/** The server's limit on notes (server/validation.ts TEXT_MAX). */
export const NOTES_MAX = 5000;
/** Names in the sign-off block (the server takes up to 200 characters: reports.service.ts). */
const NAME_MAX = 200;

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

const errorText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/** Creating a report freezes the current answers for good: the dialog says so before the team confirms. */
export function CreateReportDialog({ projectKey, phase, hasReports, onClose, onCreated }: { projectKey: string; phase: Phase; hasReports: boolean; onClose(): void; onCreated(key: string): void }) {
  const snackbar = useSnackbar();
  const [notes, setNotes] = useState('');
  const [preparedBy, setPreparedBy] = useState('');
  const [reviewedBy, setReviewedBy] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [create, { loading }] = useMutation(CreateReportMutation);
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const names = { ...(preparedBy.trim() ? { preparedBy: preparedBy.trim() } : {}), ...(reviewedBy.trim() ? { reviewedBy: reviewedBy.trim() } : {}) };
      const { data } = await create({ variables: { input: { projectKey, phase, notes, ...names }, phase } });
      const result = data?.createReport;
      const failure = result?.errors[0];
      if (failure || !result?.report?.key) {
        const message = failure?.message ?? 'The report could not be created.';
        setFieldErrors(Object.fromEntries((result?.errors ?? []).filter((e) => e.field).map((e) => [e.field ?? '', e.message])));
        setError(message);
        snackbar.error(message);
        return;
      }
      snackbar.success(`${PHASE_LABEL[phase]} report created: FEL Index ${result.report.score.felIndex.toFixed(2)} (${result.report.score.band}).`);
      onCreated(result.report.key);
    } catch (e) {
      const message = errorText(e, 'The report could not be created.');
      setError(message);
      snackbar.error(message);
    }
  }
  return (
    <Dialog title={`Create the ${PHASE_LABEL[phase]} report`} isOpen onClose={onClose} canOutsideClickClose={!loading}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>
            The report is a snapshot of the current answers: scores, question bank version, benchmarks, team, your notes, who and when. It is kept for good;
            later changes to the answers do not alter it{hasReports ? ', and earlier reports stay in the history' : ''}.
          </p>
          <FormGroup label="Notes (optional)" labelFor="report-create-notes" helperText={`Printed on page 8. ${notes.length} / ${NOTES_MAX}`}>
            <TextArea id="report-create-notes" fill rows={5} value={notes} maxLength={NOTES_MAX} onChange={(e) => setNotes(e.currentTarget.value)} autoFocus />
          </FormGroup>
          <FormGroup
            label="Prepared by (optional)"
            labelFor="report-create-prepared"
            helperText={fieldErrors.preparedBy ?? 'Printed in the sign-off block on page 8.'}
            intent={fieldErrors.preparedBy ? 'danger' : 'none'}
          >
            <InputGroup id="report-create-prepared" value={preparedBy} maxLength={NAME_MAX} onChange={(e) => setPreparedBy(e.currentTarget.value)} />
          </FormGroup>
          <FormGroup
            label="Reviewed by (independent, not on the team) (optional)"
            labelFor="report-create-reviewed"
            helperText={fieldErrors.reviewedBy ?? 'Without a reviewer outside the project team, a Ready outcome reads “pending independent review”.'}
            intent={fieldErrors.reviewedBy ? 'danger' : 'none'}
          >
            <InputGroup id="report-create-reviewed" value={reviewedBy} maxLength={NAME_MAX} onChange={(e) => setReviewedBy(e.currentTarget.value)} />
          </FormGroup>
          {error && (
            <Callout intent="danger" role="alert">
              {error}
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
  const snackbar = useSnackbar();
  const [notes, setNotes] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateNotesMutation);
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await save({ variables: { input: { reportKey, notes } } });
      const failure = data?.updateReportNotes.errors[0];
      if (failure) {
        setError(failure.message);
        snackbar.error(failure.message);
        return;
      }
      snackbar.success('Notes saved.');
      onSaved();
    } catch (e) {
      const message = errorText(e, 'The notes could not be saved.');
      setError(message);
      snackbar.error(message);
    }
  }
  return (
    <Dialog title="Report notes" isOpen onClose={onClose} canOutsideClickClose={!loading}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <FormGroup label="Notes" labelFor="report-notes" helperText={`Printed on page 8 (up to about ten lines). ${notes.length} / ${NOTES_MAX}`}>
            <TextArea id="report-notes" fill rows={8} value={notes} maxLength={NOTES_MAX} onChange={(e) => setNotes(e.currentTarget.value)} autoFocus />
          </FormGroup>
          {error && (
            <Callout intent="danger" role="alert">
              {error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter actions={[<Button key="c" text="Cancel" onClick={onClose} disabled={loading} />, <Button key="s" type="submit" intent="primary" text="Save notes" loading={loading} />]} />
      </form>
    </Dialog>
  );
}
