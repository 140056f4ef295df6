import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, H3, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDayTime } from '../../ui/dates';
import { ReportReviewersQuery, ReportReviewStateQuery, SubmitReportMutation } from './review-documents';

// The report screen's review line (method 3, DOMAIN.md §3a): where the report stands, and for a draft or a
// returned one, "Submit for review" with a reviewer picked from the list the server computes.

const STATE_TEXT: Record<string, string> = {
  DRAFT: 'Draft — not independently reviewed — not a gate recommendation. Submit it to an independent reviewer.',
  SUBMITTED: 'Submitted for independent review',
  RETURNED: 'Returned by the reviewer with comments: revise the answers and submit it again.',
  SIGNED_OFF: 'Signed off by the independent reviewer',
};

type TypedName = { name: string; typedAs: string; match: { key: string; name: string } | null };

/** Method 2's typed names: each one matching a listed person is offered; the others ask to pick one. */
function TypedNamesBanner({ names }: { names: readonly TypedName[] }) {
  const unmatched = names.filter((n) => !n.match);
  if (unmatched.length === 0) return null;
  return (
    // An h3 under the dialog's h2 (the Callout's own title would be an h5 and skip levels).
    <Callout intent="warning" icon="person" data-testid="typed-names-banner">
      <H3 className="fel-typed-names-title">Typed names: pick one</H3>
      {unmatched.map((n) => (
        <p key={`${n.typedAs}|${n.name}`}>
          “{n.name}” was typed as the {n.typedAs} and matches no one who may review this report: pick one from the list.
        </p>
      ))}
    </Callout>
  );
}

function SubmitDialog({ reportKey, sameReviewer, typedNames, onClose }: { reportKey: string; sameReviewer: string | null; typedNames: readonly TypedName[]; onClose(): void }) {
  const reviewers = useQuery(ReportReviewersQuery, { variables: { key: reportKey }, fetchPolicy: 'network-only' });
  const list = reviewers.data?.reportReviewers ?? [];
  const typedMatch = typedNames.find((n) => n.match && list.some((r) => r.key === n.match?.key))?.match?.key;
  const preset = sameReviewer ? list.find((r) => r.name === sameReviewer)?.key : typedMatch;
  const [picked, setPicked] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  const [submit, { loading }] = useMutation(SubmitReportMutation, { refetchQueries: [ReportReviewStateQuery] });
  const choice = picked || preset || '';
  async function send() {
    setError(null);
    const result = await submit({ variables: { input: { reportKey, reviewerKey: choice } } }).catch((e: unknown) => ({ error: e instanceof Error ? e.message : 'Submitting failed.' }));
    if ('error' in result && typeof result.error === 'string') return setError(result.error);
    const errors = 'data' in result ? (result.data?.submitReportForReview.errors ?? []) : [];
    if (errors.length > 0) return setError(errors[0]?.message ?? 'Submitting failed.');
    onClose();
  }
  return (
    <Dialog isOpen onClose={onClose} title="Submit for independent review">
      <DialogBody>
        <p>The reviewer marks every High- and Medium-weight answer and every N/A, then signs off or returns the draft. The answers are frozen as they are now.</p>
        {sameReviewer && <p>A returned draft goes back to the same reviewer, {sameReviewer}.</p>}
        {!sameReviewer && <TypedNamesBanner names={typedNames} />}
        <FormGroup label="Reviewer" labelFor="fel-review-reviewer" helperText="Only people who may review it are listed: not the preparer, the owner or the project team, nobody who answered, no API token.">
          <HTMLSelect
            id="fel-review-reviewer"
            value={choice}
            onChange={(e) => setPicked(e.currentTarget.value)}
            options={[{ value: '', label: reviewers.loading ? 'Loading…' : list.length === 0 ? 'Nobody may review it' : 'Pick a reviewer' }, ...list.map((r) => ({ value: r.key, label: `${r.name} (${r.email})` }))]}
          />
        </FormGroup>
        {error && (
          <Callout intent="danger" role="alert">
            {error}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter actions={[<Button key="c" text="Cancel" onClick={onClose} />, <Button key="s" intent="primary" text="Submit" loading={loading} disabled={!choice} onClick={() => void send()} />]} />
    </Dialog>
  );
}

/** The review line of a saved report; nothing for methods 1 and 2. */
export function ReviewPanel({ reportKey }: { reportKey: string }) {
  const { data } = useQuery(ReportReviewStateQuery, { variables: { key: reportKey } });
  const [open, setOpen] = useState(false);
  const review = data?.report?.review;
  if (!review) return null;
  const submittable = review.state === 'DRAFT' || review.state === 'RETURNED';
  return (
    <Callout
      intent={review.state === 'SIGNED_OFF' ? 'success' : 'warning'}
      icon={review.state === 'SIGNED_OFF' ? 'endorsed' : 'eye-open'}
      className="fel-report-callout fel-report-no-print"
      data-testid="report-review-state"
    >
      <strong>{STATE_TEXT[review.state] ?? review.state}</strong>
      {review.reviewer && review.state === 'SUBMITTED' && <p>With {review.reviewer} since {formatDayTime(review.submittedAt)}.</p>}
      {review.reviewer && review.state === 'SIGNED_OFF' && <p>Reviewed by {review.reviewer} on {formatDayTime(review.signedOffAt)}.</p>}
      {review.state === 'RETURNED' && <p>Comments: {review.returnComments}</p>}
      {submittable && <Button intent="primary" text="Submit for review" onClick={() => setOpen(true)} />}
      {open && <SubmitDialog reportKey={reportKey} sameReviewer={review.state === 'RETURNED' ? review.reviewer ?? null : null} typedNames={review.typedNames} onClose={() => setOpen(false)} />}
    </Callout>
  );
}
