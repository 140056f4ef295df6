import { DECISION_LABEL, type GateDecisionKind } from '../../../../common/outcome-schema';
import { formatMoney } from '../../../../common/money';
import { signedPct } from '../../../../common/percent';
import { formatDay } from '../../ui/dates';
import { PHASE_LABEL } from '../projects/format';

// How the outcome screens write their figures: one decimal with a sign for percentages, money with its code and
// separators, a report as "FEL 3 · method 3 · 5.20 Good".

export { BAND_COLORS } from '../reports/document/BandGauge';

/** "+12.3 %", or "—" when there is none (never 0). */
export const formatPct = (pct: number | null | undefined) => (pct === null || pct === undefined ? '—' : signedPct(pct));

/** "USD 1,250,000.00", or "—". */
export const formatAmount = (amount: string | null | undefined, currency: string) => (amount === null || amount === undefined ? '—' : formatMoney(amount, currency));

export const decisionLabel = (d: GateDecisionKind) => DECISION_LABEL[d];

/** The status of a project's outcome in words. */
export const STATUS_LABEL: Record<'decided' | 'provisional' | 'final' | 'cancelled', string> = {
  decided: 'Decided, not closed out',
  provisional: 'Closed out (cost not final)',
  final: 'Closed out (final)',
  cancelled: 'Cancelled',
};

/** A signed-off report as a decision names it. */
export function reportLabel(r: { phase: string; method: number; felIndex: number; band: string; signedOffAt?: string | null }): string {
  const signed = r.signedOffAt ? `, signed off ${formatDay(r.signedOffAt)}` : '';
  return `${PHASE_LABEL[r.phase] ?? r.phase} report, method ${r.method}: ${r.felIndex.toFixed(2)} ${r.band}${signed}`;
}
