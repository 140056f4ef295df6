import { Callout, H3, HTMLTable, Tag } from '@blueprintjs/core';
import { trimDecimal } from '../../../../common/money';
import { plural } from '../../../../common/plural';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { formatDay, formatDayTime } from '../../ui/dates';
import { formatAmount, formatPct } from './outcome-format';

// A recorded close-out as the Outcomes tab shows it: its state, the derived figures with their basis (or why
// they are not computed), the second-look flags, what was entered, and every change.

export const CloseOutSummaryFragment = graphql(`
  fragment CloseOutSummary_closeOut on CloseOut {
    key
    version
    cancelled
    actualAuthorization
    actualCost
    costBasis
    conversionFactor
    final
    firstFinalAt
    scopeChanges
    contingencyDrawn
    actualMechanicalCompletion
    actualStartUp
    changeOrders
    startUp6Months
    startUp12Months
    recordableIncidents
    lessons
    approval {
      key
      currency
      decisionLabel
      decidedOn
    }
    costGrowth {
      percent
      refusal
      basis
      budget
      withinRange
      range
      flags
    }
    slip {
      percent
      refusal
    }
    history {
      key
      version
      kind
      changed
      changedBy
      changedAt
    }
  }
`);

/** The close-out's stored fields as its history names them, in words. */
const FIELD_WORDS: Record<string, string> = {
  gateDecisionId: 'approval',
  cancelled: 'cancelled',
  actualAuthorization: 'actual authorization',
  actualCost: 'actual cost',
  costBasis: 'basis',
  conversionFactor: 'factor',
  isFinal: 'final',
  firstFinalAt: 'first final',
  scopeChanges: 'scope changes',
  contingencyDrawn: 'contingency drawn',
  actualMechanicalCompletion: 'mechanical completion',
  actualStartUp: 'start-up',
  changeOrders: 'change orders',
  startUp6Months: 'attainment at 6 months',
  startUp12Months: 'attainment at 12 months',
  recordableIncidents: 'incidents',
  lessons: 'lessons',
};

const dash = (v: string | number | null | undefined, suffix = '') => (v === null || v === undefined || v === '' ? '—' : `${v}${suffix}`);

/** The close-out's figures and fields, and its history. */
export function CloseOutSummary(props: { closeOut: FragmentType<typeof CloseOutSummaryFragment> }) {
  const c = getFragmentData(CloseOutSummaryFragment, props.closeOut);
  const currency = c.approval.currency;
  const state = c.cancelled ? 'Cancelled' : c.final ? 'Final' : 'Cost not final';
  const g = c.costGrowth;
  const rows: [string, string][] = [
    ['Belongs to', `${c.approval.decisionLabel} on ${formatDay(c.approval.decidedOn)}`],
    ['Actual authorization', formatDay(c.actualAuthorization) || '—'],
    [c.cancelled ? 'Spend' : 'Actual cost (A)', formatAmount(c.actualCost, currency)],
    ['Basis', c.costBasis === 'asSpent' ? 'As spent (f = 1)' : `Converted to the estimate base date (f = ${trimDecimal(c.conversionFactor)})`],
    ['Approved scope changes (S)', formatAmount(c.scopeChanges, currency)],
    ['Budget (B)', formatAmount(g.budget, currency)],
    ['Contingency drawn', formatAmount(c.contingencyDrawn, currency)],
    ['Actual mechanical completion', formatDay(c.actualMechanicalCompletion) || '—'],
    ['Actual start-up', formatDay(c.actualStartUp) || '—'],
    ['Change orders', dash(c.changeOrders)],
    ['Start-up attainment at 6 / 12 months', `${dash(c.startUp6Months?.toFixed(1), ' %')} / ${dash(c.startUp12Months?.toFixed(1), ' %')}`],
    ['Recordable incidents', dash(c.recordableIncidents)],
    ['Lessons learned', c.lessons || '—'],
  ];
  return (
    <div className="fel-closeout" data-testid="close-out">
      <p>
        <Tag minimal intent={c.cancelled ? 'danger' : c.final ? 'success' : 'warning'}>{state}</Tag>{' '}
        {c.final && c.firstFinalAt ? `In the statistics since ${formatDay(c.firstFinalAt)}.` : c.cancelled ? 'Listed, in no statistic.' : 'Not in the statistics until marked final.'}
      </p>
      <dl className="fel-closeout-figures">
        <div>
          <dt>Cost growth</dt>
          <dd data-testid="cost-growth">
            {g.percent === null ? g.refusal : `${formatPct(g.percent)}, ${g.withinRange ? 'inside' : 'outside'} the stated range (${g.range})`}
          </dd>
          <dd className="fel-muted">{g.basis}</dd>
        </div>
        <div>
          <dt>Schedule slip</dt>
          <dd data-testid="slip">{c.slip.percent === null ? c.slip.refusal : formatPct(c.slip.percent)}</dd>
        </div>
      </dl>
      {g.flags.length > 0 && (
        <Callout intent="warning" icon="eye-open" title="Worth a second look">
          <ul>
            {g.flags.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </Callout>
      )}
      <HTMLTable compact className="fel-closeout-fields" aria-label="Close-out">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <H3 className="fel-subsection-title">History</H3>
      <ul className="fel-closeout-history" aria-label="Close-out history">
        {c.history.map((h) => (
          <li key={h.key}>
            Version {h.version}, {formatDayTime(h.changedAt)}, {h.changedBy ?? 'someone no longer listed'}:{' '}
            {h.kind === 'record' ? 'recorded' : `changed ${plural(h.changed.length, 'field')} (${h.changed.map((f) => FIELD_WORDS[f] ?? f).join(', ')})`}
          </li>
        ))}
      </ul>
    </div>
  );
}
