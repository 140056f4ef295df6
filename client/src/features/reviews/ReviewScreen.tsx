import { useMutation, useQuery } from '@apollo/client/react';
import { Button, ButtonGroup, Callout, Card, FormGroup, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { type MouseEvent, useState } from 'react';
import { useParams } from 'react-router';
import { type FragmentType, getFragmentData } from '../../gql';
import type { ReviewFieldsFragment } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { MarkReviewMutation, ReportReviewQuery, ReturnReviewMutation, ReviewFieldsFragment as ReviewFieldsDoc, ReviewsWaitingQuery, SignOffReviewMutation } from './review-documents';

// The review screen (DOMAIN.md §3a): every High- and Medium-weight answer scored 1–3 with its entries and
// comment, one mark each ("supports the claim", "supports level N", "not seen"), every N/A accepted or
// rejected; each mark is saved at once and the figures recompute, labelled pending; then sign off or return.

type Item = ReviewFieldsFragment['items'][number];
type Mark = { mark: 'SUPPORTS' | 'SUPPORTS_LEVEL' | 'NOT_SEEN' | 'NA_ACCEPTED' | 'NA_REJECTED'; level?: number };

const MARK_TEXT: Record<string, string> = { SUPPORTS: 'Supports the claim', NOT_SEEN: 'Not seen', NA_ACCEPTED: 'N/A accepted', NA_REJECTED: 'N/A rejected' };
const markText = (m: Item['mark']) => (m ? (m.kind === 'SUPPORTS_LEVEL' ? `Reviewed to ${m.level ?? ''}` : (MARK_TEXT[m.kind] ?? m.kind)) : 'Not marked yet');

function ItemCard({ item, busy, onMark }: { item: Item; busy: boolean; onMark(m: Mark): void }) {
  const worse = item.claimed ? [1, 2, 3].filter((n) => n > (item.claimed ?? 4)) : [];
  return (
    <Card className="fel-review-item" data-code={item.code} aria-label={`${item.code} ${item.title}`}>
      <h2 className="fel-review-item-title">
        {item.code} · {item.title} <Tag minimal>{item.weight === 3 ? 'High' : 'Medium'} weight</Tag>
      </h2>
      <p>
        {item.na ? `N/A: ${item.naReason}` : `Claimed level ${item.claimed ?? '—'}`} · scored {item.scored ?? '—'} ·{' '}
        <strong data-testid="review-mark">{markText(item.mark)}</strong>
      </p>
      {item.comment && <p>Comment: {item.comment}</p>}
      <p>Entries: {item.entries.length === 0 ? 'none' : item.entries.map((e) => `${e.number}${e.revision ? ` rev ${e.revision}` : ''}`).join(', ')}</p>
      <ButtonGroup>
        {item.na ? (
          <>
            <Button text="Accept N/A" disabled={busy} onClick={() => onMark({ mark: 'NA_ACCEPTED' })} />
            <Button text="Reject N/A" disabled={busy} onClick={() => onMark({ mark: 'NA_REJECTED' })} />
          </>
        ) : (
          <>
            <Button text="Supports the claim" disabled={busy} onClick={() => onMark({ mark: 'SUPPORTS' })} />
            {worse.map((n) => (
              <Button key={n} text={`Supports level ${n}`} disabled={busy} onClick={() => onMark({ mark: 'SUPPORTS_LEVEL', level: n })} />
            ))}
            <Button text="Not seen" disabled={busy} onClick={() => onMark({ mark: 'NOT_SEEN' })} />
          </>
        )}
      </ButtonGroup>
    </Card>
  );
}

export function ReviewScreen() {
  const { reportKey = '' } = useParams();
  const { data, loading } = useQuery(ReportReviewQuery, { variables: { key: reportKey }, fetchPolicy: 'network-only' });
  const [shown, setShown] = useState<FragmentType<typeof ReviewFieldsDoc> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [statement, setStatement] = useState('');
  const [comments, setComments] = useState('');
  const refetchQueries = [ReviewsWaitingQuery];
  const [mark, marking] = useMutation(MarkReviewMutation);
  const [signOff, signing] = useMutation(SignOffReviewMutation, { refetchQueries });
  const [giveBack, returning] = useMutation(ReturnReviewMutation, { refetchQueries });
  const review = getFragmentData(ReviewFieldsDoc, shown ?? data?.reportReview ?? null);
  if (loading && !data) return <Spinner aria-label="Loading the review" />;
  if (!review) return <EmptyState level={1} icon="search" title="Review not found" description="It does not exist, or it was not submitted to you." />;

  async function run(call: () => Promise<{ review?: FragmentType<typeof ReviewFieldsDoc> | null; errors: readonly { message: string }[] } | undefined>) {
    setError(null);
    try {
      const payload = await call();
      if (!payload || payload.errors.length > 0) return setError(payload?.errors[0]?.message ?? 'That failed. Please try again.');
      if (payload.review) setShown(payload.review);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'That failed. Please try again.');
    }
  }
  const open = review.state === 'SUBMITTED';
  // A mark in flight ignores further presses rather than disabling the buttons: a disabled button loses the
  // keyboard focus, and a keyboard user would start again from the top of a long list.
  const onMark = (code: string, m: Mark) => {
    if (marking.loading) return;
    void run(async () => (await mark({ variables: { input: { reportKey, code, ...m } } })).data?.markReview);
  };
  const f = review.figures;
  const toSignOff = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    document.getElementById('fel-review-statement')?.focus();
  };
  return (
    <section className="fel-page fel-review-screen" aria-labelledby="fel-review-title">
      <h1 id="fel-review-title">
        Review: {review.projectName} · {review.phase === 'fel2' ? 'FEL 2' : 'FEL 3'}
      </h1>
      <p>Prepared by {review.preparedBy ?? '—'}. {open ? `${review.unmarked.length} still to mark.` : review.state === 'SIGNED_OFF' ? 'Signed off.' : 'Returned to the preparer.'}</p>
      {/* The sign-off form sits after every card (a hundred Tabs away): one keystroke takes the focus there. A link of its own, not one inside running text. */}
      {open && (
        <p>
          <a href="#fel-review-signoff" onClick={toSignOff}>
            Skip to sign-off
          </a>
        </p>
      )}
      {f && (
        <Callout intent={f.pendingReview ? 'warning' : 'success'} data-testid="review-figures">
          <strong>{f.pendingReview ? 'Figures with your marks so far (pending)' : 'Figures as signed off'}</strong>
          <br />
          FEL Index <strong data-testid="review-fel-index">{f.felIndex.toFixed(2)}</strong> · {f.band} · {f.gate}
          <p>{f.verdict}</p>
        </Callout>
      )}
      {error && (
        <Callout intent="danger" role="alert">
          {error}
        </Callout>
      )}
      {review.items.map((item) => (
        <ItemCard key={item.code} item={item} busy={!open} onMark={(m) => onMark(item.code, m)} />
      ))}
      {open && (
        <Card id="fel-review-signoff">
          <FormGroup label="Sign-off statement" labelFor="fel-review-statement" helperText="Needs every listed answer and N/A marked.">
            <TextArea id="fel-review-statement" fill value={statement} onChange={(e) => setStatement(e.currentTarget.value)} />
          </FormGroup>
          <Button intent="success" text="Sign off" loading={signing.loading} onClick={() => void run(async () => (await signOff({ variables: { input: { reportKey, statement } } })).data?.signOffReview)} />
          <FormGroup label="Comments for the preparer" labelFor="fel-review-comments">
            <TextArea id="fel-review-comments" fill value={comments} onChange={(e) => setComments(e.currentTarget.value)} />
          </FormGroup>
          <Button text="Return with comments" loading={returning.loading} onClick={() => void run(async () => (await giveBack({ variables: { input: { reportKey, comments } } })).data?.returnReview)} />
        </Card>
      )}
    </section>
  );
}
