import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { IndexTrendChart } from './charts';
import { PHASE_LABEL, two } from './explain';
import { BandScale, bandLimitsText, IndexBreakdownChart, IndexSum, TrendPhaseCell, trendLabel } from './report-parts';
import { bandWithCap, levelFormula, trendSentence2 } from './explain2';

export const BreakdownPage2Fragment = graphql(`
  fragment BreakdownPage2_report on Report {
    phase
    score {
      felIndex
      targetIndex
      band
      uncappedBand
      capReason
      areas {
        area
        label
        index
        targetIndex
        applicable
        notApplicable
        weightSum
        absoluteWeightedGap
        targetWeightedGap
        naWeight
        totalWeight
      }
    }
    trend {
      phase
      method
      felIndex
      band
      createdAt
    }
    method {
      bands {
        band
        max
      }
    }
  }
`);

/** Page 2 of a method 2 report: each area index and the target index with this report's numbers, the bands, and the trend on the one scale. */
export function BreakdownPage2({ continuedReasons = [], ...props }: { report: FragmentType<typeof BreakdownPage2Fragment>; continuedReasons?: readonly string[] }) {
  const report = getFragmentData(BreakdownPage2Fragment, props.report);
  const { score, method } = report;
  const indexOf = (area: string, key: 'index' | 'targetIndex') => score.areas.find((a) => a.area === area)?.[key] ?? 0;
  // Methods 2 and 3 share the one scale (method 3 changes what a level is scored at, not the arithmetic).
  const points = report.trend.filter((t) => t.method >= 2).map((t) => ({ label: trendLabel(t), felIndex: t.felIndex }));
  const other = report.trend.filter((t) => t.method < 2);
  return (
    <>
      {/* The gate reasons page 1's gate box did not hold (the report query is at its cost limit: the parent passes them). */}
      {continuedReasons.length > 0 && (
        <section className="fel-report-reasons-continued" aria-labelledby="fel-report-reasons-continued">
          <h3 className="fel-report-h3" id="fel-report-reasons-continued">
            Gate reasons, continued from page 1
          </h3>
          <ul data-testid="report-gate-reasons-continued">
            {continuedReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
      )}
      <p className="fel-report-lead">
        Area index = Σ(weight × scored level) ÷ Σ(weight) over the area’s rated questions (N/A left out), rounded half-up to two decimals: 1.00 best … 4.00
        worst. The scored level is the claimed level after “no evidence, no credit” and the consistency rule (pages 3–5). FEL Index = the sum of the three
        rounded area indices. Target index = the same with every rated answer at its {PHASE_LABEL[report.phase]} target.
      </p>
      <table className="fel-report-table fel-report-breakdown" data-testid="report-breakdown">
        <thead>
          <tr>
            <th>Area</th>
            <th>Rated</th>
            <th>N/A (weight)</th>
            <th>Σ weight</th>
            <th>Index = Σ(w × scored level) ÷ Σ w</th>
            <th>Target index = Σ(w × target) ÷ Σ w</th>
          </tr>
        </thead>
        <tbody>
          {score.areas.map((a) => (
            <tr key={a.area}>
              <td>{a.label}</td>
              <td>{a.applicable}</td>
              <td>
                {a.notApplicable} ({a.naWeight ?? 0} of {a.totalWeight ?? a.weightSum})
              </td>
              <td>{a.weightSum}</td>
              <td>
                {levelFormula({ weightSum: a.weightSum, weightedFromOne: a.absoluteWeightedGap })} = <strong>{two(a.index)}</strong>
              </td>
              <td>
                {levelFormula({ weightSum: a.weightSum, weightedFromOne: a.targetWeightedGap ?? 0 })} = {two(a.targetIndex)}
              </td>
            </tr>
          ))}
          <tr className="fel-report-total">
            <td colSpan={4}>FEL Index (sum of the rounded areas)</td>
            <td data-testid="report-composite-sum">
              <IndexSum parts={score.areas.map((a) => a.index)} total={score.felIndex} strong />
            </td>
            <td>
              <IndexSum parts={score.areas.map((a) => a.targetIndex)} total={score.targetIndex} />
            </td>
          </tr>
        </tbody>
      </table>

      <IndexBreakdownChart
        rows={[
          { name: 'FEL Index', of: (area) => indexOf(area, 'index') },
          { name: 'Target index', of: (area) => indexOf(area, 'targetIndex') },
        ]}
      />

      <BandScale
        title="Bands of the FEL Index (the same at FEL 2 and FEL 3)"
        bands={method.bands}
        band={score.band}
        felIndex={score.felIndex}
        capNote={score.capReason && <>The index alone gives {score.uncappedBand}; the band reads {bandWithCap(score.band, score.capReason)}.</>}
      />

      <h3 className="fel-report-h3">Trend from FEL 2 to FEL 3 (one scale: the FEL Index)</h3>
      <p className="fel-report-lead" data-testid="report-trend-text">
        {trendSentence2(report.trend, report.phase)} {bandLimitsText(method.bands)}
      </p>
      <div className="fel-report-trend">
        <IndexTrendChart points={points} bandLimits={method.bands} width={420} height={200} />
        <table className="fel-report-table" data-testid="report-trend">
          <thead>
            <tr>
              <th>Phase</th>
              <th>FEL Index</th>
              <th>Band</th>
            </tr>
          </thead>
          <tbody>
            {report.phase === 'fel3' && !report.trend.some((t) => t.phase === 'fel2') && (
              <tr>
                <td>FEL 2</td>
                <td colSpan={2}>FEL 2 not assessed</td>
              </tr>
            )}
            {report.trend.map((t) => (
              <tr key={t.phase}>
                <TrendPhaseCell phase={t.phase} createdAt={t.createdAt} />
                <td>{t.method >= 2 ? two(t.felIndex) : `${two(t.felIndex)} (method ${t.method}, another scale)`}</td>
                <td>{t.band}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {other.length > 0 && <p className="fel-report-small fel-report-muted">Reports of an earlier method are listed but not charted.</p>}
    </>
  );
}
