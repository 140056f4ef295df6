import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { ReportProjectFacts } from './ReportProjectFacts';
import { BAND_COLORS, BandGauge } from './BandGauge';
import { AREA_SHORT, PHASE_LABEL, two } from './explain';
import { actionState, bandWithCap, CONDITION_LABEL, ownerAndDue, page1Layout, percent, targetPosition } from './explain2';
import { plural } from '../../../../../common/plural';

export const SummaryPage2Fragment = graphql(`
  fragment SummaryPage2_report on Report {
    phase
    createdAt
    reviewedBy
    project {
      name
      organizationName
      ownerName
      costRangeLabel
      projectTypeLabel
    }
    score {
      felIndex
      band
      uncappedBand
      capReason
      targetIndex
      targetDelta
      attainment
      evidenceCoverage
      pessimisticIndex
      naCount
      redFlags
      gate
      gateReasons
      pendingReview
      verdict
      conditions {
        kind
        code
        title
        weight
        text
        action {
          text
          owner
          due
        }
        actionComplete
        actionProblem
      }
      areas {
        area
        label
        index
        targetIndex
      }
    }
    recommendations {
      rank
      code
      area
      title
      weight
      gap
      priority
    }
    method {
      bands {
        band
        max
      }
    }
  }
`);

const TOP_GAPS = 5;
const GATE_INTENT: Record<string, string> = { Ready: 'ready', 'Ready with conditions': 'conditions', 'Not ready': 'not-ready' };
const GAP_KINDS = new Set(['redFlag', 'highGap', 'mediumGap', 'gateCriticalGap']);

/** Page 1's split of the verdict, the gate reasons and the conditions (the reasons it does not hold continue on page 2). */
export const summaryLayout = (ref: FragmentType<typeof SummaryPage2Fragment>) => {
  const report = getFragmentData(SummaryPage2Fragment, ref);
  return page1Layout({ verdict: report.score.verdict, reasons: report.score.gateReasons, pendingReview: report.score.pendingReview });
};

/** Page 1 of a method 2 report: the verdict, the FEL Index on the gauge with the target, the gate and its conditions, uncertainty. */
export function SummaryPage2({ ...props }: { report: FragmentType<typeof SummaryPage2Fragment> }) {
  const report = getFragmentData(SummaryPage2Fragment, props.report);
  const { score, method } = report;
  const top = report.recommendations.slice(0, TOP_GAPS);
  // Every gate reason prints: those the gate box does not hold continue on page 2 (BreakdownPage2).
  const layout = summaryLayout(props.report);
  const conditions = score.conditions.slice(0, layout.conditionsShown);
  const position = targetPosition(report.phase, score.targetDelta);
  return (
    <>
      <ReportProjectFacts report={report} nameLines={1} />
      <p className="fel-report-verdict" data-testid="report-verdict">
        {score.verdict}
      </p>

      <div className="fel-report-hero">
        <div className="fel-report-hero-index">
          <span className="fel-report-label">FEL Index</span>
          <strong className="fel-report-big" data-testid="report-fel-index">
            {two(score.felIndex)}
          </strong>
          <span className="fel-report-muted">3.00 best … 12.00 worst; lower is better</span>
          <dl className="fel-report-figures" data-testid="report-figures">
            <dt>{PHASE_LABEL[report.phase]} target index</dt>
            <dd>{two(score.targetIndex)}</dd>
            <dt>Target attainment</dt>
            <dd>{percent(score.attainment)}</dd>
            <dt>Evidence coverage</dt>
            <dd>{percent(score.evidenceCoverage)}</dd>
            <dt>Pessimistic index</dt>
            <dd>{two(score.pessimisticIndex)}</dd>
            <dt>N/A answers</dt>
            <dd>{score.naCount ?? 0}</dd>
          </dl>
        </div>
        <div className="fel-report-hero-gauge">
          <BandGauge felIndex={score.felIndex} band={score.band} bands={method.bands} targetIndex={score.targetIndex} capped={score.capReason ? score.uncappedBand : null} />
          <span className="fel-report-band" style={{ borderColor: BAND_COLORS[score.band] }} data-testid="report-band">
            {bandWithCap(score.band, score.capReason)}
          </span>
          {score.capReason && <span className="fel-report-muted fel-report-small">the index alone gives {score.uncappedBand}</span>}
          {position && (
            <span className="fel-report-small" data-testid="report-target-position">
              {score.band}, {position}
            </span>
          )}
          <span className="fel-report-muted fel-report-small">◆ target index {two(score.targetIndex)}</span>
        </div>
        <div className={`fel-report-gate fel-report-gate-${GATE_INTENT[score.gate] ?? 'not-ready'}`}>
          <span className="fel-report-label">Gate outcome (a recommendation)</span>
          <strong data-testid="report-gate">{score.gate}</strong>
          {score.pendingReview && (
            <div className="fel-report-pending" data-testid="report-pending-review">
              pending independent review
            </div>
          )}
          {!score.pendingReview && report.reviewedBy && <div className="fel-report-small">reviewed by {report.reviewedBy}</div>}
          <ul data-testid="report-gate-reasons">
            {layout.page1.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
            {layout.page2.length > 0 && <li data-testid="report-gate-reasons-more">{plural(layout.page2.length, 'more reason')} continued on page 2</li>}
          </ul>
        </div>
      </div>

      <div className="fel-report-areas">
        {score.areas.map((a) => (
          <div key={a.area} className="fel-report-area-tile" data-testid={`report-area-${a.area}`}>
            <span className="fel-report-label">{a.label}</span>
            <strong>{two(a.index)}</strong> <span className="fel-report-muted fel-report-small">target {two(a.targetIndex)}</span>
            <span className="fel-report-scale" aria-hidden>
              <span style={{ width: `${((a.index - 1) / 3) * 100}%` }} />
            </span>
          </div>
        ))}
      </div>

      <h3 className="fel-report-h3">
        Gate conditions and warnings ({score.conditions.length}) · red flags {score.redFlags.length} · N/A {score.naCount ?? 0}
      </h3>
      {conditions.length === 0 ? (
        <p className="fel-report-muted">No red flag, gap with an action to complete, unsupported claim, inconsistency, open revisit flag or N/A to approve.</p>
      ) : (
        <table className="fel-report-table fel-report-conditions" data-testid="report-conditions">
          <thead>
            <tr>
              <th>Kind</th>
              <th>Question</th>
              <th>What</th>
              <th>Action owner and due date</th>
            </tr>
          </thead>
          <tbody>
            {conditions.map((c) => (
              <tr key={`${c.kind}-${c.code}`} data-kind={c.kind}>
                <td className="fel-report-nowrap">{CONDITION_LABEL[c.kind] ?? c.kind}</td>
                <td>
                  <div className="fel-report-clamp-1">
                    <strong>{c.code}</strong> {c.title}
                  </div>
                </td>
                <td>
                  <div className="fel-report-clamp-1">{c.text}</div>
                </td>
                <td>
                  {GAP_KINDS.has(c.kind) ? (
                    <div className="fel-report-clamp-1">
                      {ownerAndDue(c.action)} · {actionState(c.actionComplete, c.actionProblem)}
                    </div>
                  ) : (
                    <span className="fel-report-muted">—</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {score.conditions.length > layout.conditionsShown && (
        <p className="fel-report-muted fel-report-small">
          {score.conditions.length - layout.conditionsShown} more: every question is on pages 3–5 and every gap on page 7.
        </p>
      )}

      <h3 className="fel-report-h3">Top gaps (by weight × gap)</h3>
      {top.length === 0 ? (
        <p className="fel-report-muted">Every rated question meets its target.</p>
      ) : (
        <table className="fel-report-table fel-report-top-gaps">
          <tbody>
            {top.map((r) => (
              <tr key={r.code}>
                <td>{r.rank}</td>
                <td>
                  <div className="fel-report-clamp-1">
                    <strong>{r.code}</strong> {r.title}
                  </div>
                </td>
                <td>{AREA_SHORT[r.area]}</td>
                <td className="fel-report-nowrap">
                  {r.weight} × {r.gap} = {r.priority}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report.recommendations.length > TOP_GAPS && (
        <p className="fel-report-muted fel-report-small">
          {plural(report.recommendations.length - TOP_GAPS, 'more gap')} on page 7.
        </p>
      )}
    </>
  );
}
