import { formatDayTime } from '../../../ui/dates';

// Page 8 of a method 3 report: the independent review done in the product (who, when, the statement and
// every mark) in place of method 2's typed names, at a 7-pt font, then "+N more: see the register CSV".

type Mark = { kind: string; level?: number | null } | null;
export type ReviewBlockData = {
  state: string;
  reviewer?: string | null;
  submittedAt?: string | null;
  signedOffAt?: string | null;
  statement?: string | null;
  preparedBy?: string | null;
  items: readonly { code: string; mark?: Mark }[];
};

/** The marks the page has room for. */
const MARKS_SHOWN = 48;
const WORDS: Record<string, string> = { SUPPORTS: 'supports the claim', NOT_SEEN: 'not seen', NA_ACCEPTED: 'N/A accepted', NA_REJECTED: 'N/A rejected' };
const word = (m: Mark) => (m ? (m.kind === 'SUPPORTS_LEVEL' ? `reviewed to ${m.level ?? ''}` : (WORDS[m.kind] ?? m.kind)) : 'not marked');

export function ReviewBlock({ review }: { review: ReviewBlockData }) {
  const shown = review.items.slice(0, MARKS_SHOWN);
  const signed = review.state === 'SIGNED_OFF';
  return (
    <>
      <h3 className="fel-report-h3">Independent review</h3>
      <div data-testid="report-review">
        <p className="fel-report-small">
          Prepared by {review.preparedBy ?? '—'} · {review.reviewer ? `reviewer ${review.reviewer}` : 'no reviewer yet'}
          {review.submittedAt ? ` · submitted ${formatDayTime(review.submittedAt)}` : ''}
          {signed && review.signedOffAt ? ` · signed off ${formatDayTime(review.signedOffAt)}` : ' · not signed off: pending independent review'}
        </p>
        {signed && review.statement && <p className="fel-report-small fel-report-clamp-2">“{review.statement}”</p>}
        {shown.length > 0 && (
          <ul className="fel-report-review-marks">
            {shown.map((i) => (
              <li key={i.code}>
                {i.code}: {word(i.mark ?? null)}
              </li>
            ))}
          </ul>
        )}
        {review.items.length > MARKS_SHOWN && <p className="fel-report-small fel-report-muted">+{review.items.length - MARKS_SHOWN} more: see the register CSV.</p>}
      </div>
    </>
  );
}
