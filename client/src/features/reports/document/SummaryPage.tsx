import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { ReportProjectFacts } from './ReportProjectFacts';
import { BAND_COLORS, BandGauge } from './BandGauge';
import { AREA_SHORT, bandRange, gateReasons, two } from './explain';
import { plural } from '../../../../../common/plural';

export const SummaryPageFragment = graphql(`
  fragment SummaryPage_report on Report {
    phase
    createdAt
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
      redFlags
      gate
      gateBasis {
        readyBand
        conditionalBand
        conditionedGaps
        conditionedGapsWithoutAction
      }
      pdriEquivalent
      areas {
        area
        label
        index
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
      nextDeliverable
      action {
        text
      }
    }
    questions {
      code
      title
    }
    method {
      bands {
        band
        max
      }
      gateReadyBands
      gateConditionalBands
      gateConditionWeight
      redFlagCapBand
      redFlagWeight
      redFlagLevel
    }
  }
`);

const TOP_GAPS = 8;
const FLAGS_SHOWN = 3;
const GATE_INTENT: Record<string, string> = { Ready: 'ready', 'Ready with conditions': 'conditions', 'Not ready': 'not-ready' };

/** Page 1: FEL Index, band gauge, gate outcome, area indices, top gaps and red flags. */
export function SummaryPage({ ...props }: { report: FragmentType<typeof SummaryPageFragment> }) {
  const report = getFragmentData(SummaryPageFragment, props.report);
  const { score, method } = report;
  const titles = new Map(report.questions.map((q) => [q.code, q.title]));
  const top = report.recommendations.slice(0, TOP_GAPS);
  return (
    <>
      <ReportProjectFacts report={report} nameLines={2} />

      <div className="fel-report-hero">
        <div className="fel-report-hero-index">
          <span className="fel-report-label">FEL Index</span>
          <strong className="fel-report-big" data-testid="report-fel-index">
            {two(score.felIndex)}
          </strong>
          <span className="fel-report-muted">3.00 best … 12.00 worst; lower is better</span>
          <span className="fel-report-muted">PDRI-equivalent {score.pdriEquivalent}</span>
        </div>
        <div className="fel-report-hero-gauge">
          <BandGauge felIndex={score.felIndex} band={score.band} bands={method.bands} />
          <span className="fel-report-band" style={{ borderColor: BAND_COLORS[score.band] }} data-testid="report-band">
            {score.band}
          </span>
          <span className="fel-report-muted">
            {score.band === score.uncappedBand ? bandRange(method.bands, score.band) : `capped by a red flag (the index alone gives ${score.uncappedBand})`}
          </span>
        </div>
        <div className={`fel-report-gate fel-report-gate-${GATE_INTENT[score.gate] ?? 'not-ready'}`}>
          <span className="fel-report-label">Gate outcome</span>
          <strong data-testid="report-gate">{score.gate}</strong>
          <ul>
            {gateReasons(report).map((reason) => (
              <li key={reason} className="fel-report-clamp-3">
                {reason}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <h3 className="fel-report-h3">Area indices (1.00 best … 4.00 worst)</h3>
      <div className="fel-report-areas">
        {score.areas.map((a) => (
          <div key={a.area} className="fel-report-area-tile" data-testid={`report-area-${a.area}`}>
            <span className="fel-report-label">{a.label}</span>
            <strong>{two(a.index)}</strong>
            <span className="fel-report-scale" aria-hidden>
              <span style={{ width: `${((a.index - 1) / 3) * 100}%` }} />
            </span>
          </div>
        ))}
      </div>

      <h3 className="fel-report-h3">Red flags</h3>
      {score.redFlags.length === 0 ? (
        <p className="fel-report-muted">No High-weight question is at level 4 (Not started / Unknown).</p>
      ) : (
        <ul className="fel-report-flags">
          {score.redFlags.slice(0, FLAGS_SHOWN).map((code) => (
            <li key={code}>
              <div className="fel-report-clamp-1">
                <strong>{code}</strong> {titles.get(code) ?? ''}: level {method.redFlagLevel}, caps the band at {method.redFlagCapBand}.
              </div>
            </li>
          ))}
          {score.redFlags.length > FLAGS_SHOWN && <li>and {score.redFlags.length - FLAGS_SHOWN} more (pages 3–5).</li>}
        </ul>
      )}

      <h3 className="fel-report-h3">Top gaps (by weight × gap)</h3>
      {top.length === 0 ? (
        <p className="fel-report-muted">Every applicable question meets its target.</p>
      ) : (
        <table className="fel-report-table fel-report-top-gaps">
          <thead>
            <tr>
              <th>#</th>
              <th>Question</th>
              <th>Area</th>
              <th>W × gap</th>
              <th>Next deliverable</th>
            </tr>
          </thead>
          <tbody>
            {top.map((r) => (
              <tr key={r.code}>
                <td>{r.rank}</td>
                <td>
                  <div className="fel-report-clamp-2">
                    <strong>{r.code}</strong> {r.title}
                  </div>
                </td>
                <td>{AREA_SHORT[r.area]}</td>
                <td className="fel-report-nowrap">
                  {r.weight} × {r.gap} = {r.priority}
                </td>
                <td>
                  <div className="fel-report-clamp-2">{r.nextDeliverable}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report.recommendations.length > TOP_GAPS && (
        <p className="fel-report-muted">
          {plural(report.recommendations.length - TOP_GAPS, 'more gap')} on page 7.
        </p>
      )}
    </>
  );
}
