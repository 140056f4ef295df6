import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { BreakdownPage_ReportFragment } from '../../../gql/graphql';
import { TrendChart } from './charts';
import { areaFormula, PHASE_LABEL, two } from './explain';
import { BandScale, bandLimitsText, IndexBreakdownChart, IndexSum, TrendPhaseCell, trendLabel } from './report-parts';

export const BreakdownPageFragment = graphql(`
  fragment BreakdownPage_report on Report {
    phase
    score {
      felIndex
      absoluteIndex
      band
      uncappedBand
      areas {
        area
        label
        index
        absoluteIndex
        applicable
        notApplicable
        weightSum
        weightedGap
        absoluteWeightedGap
      }
    }
    trend {
      phase
      felIndex
      absoluteIndex
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

/** How the absolute index moved between the phases, in words. */
function trendSentence(trend: BreakdownPage_ReportFragment['trend']): string {
  const fel2 = trend.find((t) => t.phase === 'fel2');
  const fel3 = trend.find((t) => t.phase === 'fel3');
  if (!fel2 || !fel3) {
    const only = fel2 ?? fel3;
    return only ? `Only ${PHASE_LABEL[only.phase]} has a report so far: the trend starts here.` : 'No report yet.';
  }
  const delta = fel3.absoluteIndex - fel2.absoluteIndex;
  const direction = delta < 0 ? 'better (lower)' : delta > 0 ? 'worse (higher)' : 'unchanged';
  return `From FEL 2 to FEL 3 the absolute index went from ${two(fel2.absoluteIndex)} to ${two(fel3.absoluteIndex)} (${delta > 0 ? '+' : ''}${two(delta)}): ${direction}.`;
}

/** Page 2: how each area index and the composite add up, the band scale, and the FEL 2 → FEL 3 trend. */
export function BreakdownPage({ ...props }: { report: FragmentType<typeof BreakdownPageFragment> }) {
  const report = getFragmentData(BreakdownPageFragment, props.report);
  const { score, method } = report;
  const areas = score.areas.map((a) => ({ ...a, sums: { weightSum: a.weightSum, weighted: a.weightedGap }, absolute: { weightSum: a.weightSum, weighted: a.absoluteWeightedGap } }));
  const indexOf = (area: string, key: 'index' | 'absoluteIndex') => score.areas.find((a) => a.area === area)?.[key] ?? 0;
  const trendPoints = report.trend.map((t) => ({ label: trendLabel(t), felIndex: t.felIndex, absoluteIndex: t.absoluteIndex }));
  return (
    <>
      <p className="fel-report-lead">
        Each area index is 1 + Σ(weight × gap) ÷ Σ(weight) over the area’s questions answered with a level (N/A left out); gap = level − target when the level
        is short of the target, else 0. The FEL Index is the sum of the three.
      </p>
      <table className="fel-report-table fel-report-breakdown" data-testid="report-breakdown">
        <thead>
          <tr>
            <th>Area</th>
            <th>Counted</th>
            <th>N/A</th>
            <th>Σ weight</th>
            <th>Σ weight × gap</th>
            <th>Index</th>
            <th>Absolute (targets at 1)</th>
          </tr>
        </thead>
        <tbody>
          {areas.map((a) => (
            <tr key={a.area}>
              <td>{a.label}</td>
              <td>{a.applicable}</td>
              <td>{a.notApplicable}</td>
              <td>{a.sums.weightSum}</td>
              <td>{a.sums.weighted}</td>
              <td>
                {areaFormula(a.sums)} = <strong>{two(a.index)}</strong>
              </td>
              <td>
                {areaFormula(a.absolute)} = {two(a.absoluteIndex)}
              </td>
            </tr>
          ))}
          <tr className="fel-report-total">
            <td colSpan={5}>FEL Index (composite)</td>
            <td data-testid="report-composite-sum">
              <IndexSum parts={areas.map((a) => a.index)} total={score.felIndex} strong />
            </td>
            <td>
              <IndexSum parts={areas.map((a) => a.absoluteIndex)} total={score.absoluteIndex} />
            </td>
          </tr>
        </tbody>
      </table>

      <IndexBreakdownChart
        rows={[
          { name: 'FEL Index', of: (area) => indexOf(area, 'index') },
          { name: 'Absolute index', of: (area) => indexOf(area, 'absoluteIndex') },
        ]}
      />

      <BandScale
        title="Bands of the FEL Index"
        bands={method.bands}
        band={score.band}
        felIndex={score.felIndex}
        capNote={score.band !== score.uncappedBand && <>The index alone gives {score.uncappedBand}; a red flag caps the band at {score.band}.</>}
      />

      <h3 className="fel-report-h3">Trend from FEL 2 to FEL 3</h3>
      <p className="fel-report-lead">
        The absolute index measures every answer against level 1, so FEL 2 and FEL 3 sit on one scale. {trendSentence(report.trend)} {bandLimitsText(method.bands)}
      </p>
      <div className="fel-report-trend">
        <TrendChart points={trendPoints} bandLimits={method.bands} width={420} height={200} />
        <table className="fel-report-table" data-testid="report-trend">
          <thead>
            <tr>
              <th>Phase</th>
              <th>Absolute</th>
              <th>FEL Index</th>
              <th>Band</th>
            </tr>
          </thead>
          <tbody>
            {report.trend.map((t) => (
              <tr key={t.phase}>
                <TrendPhaseCell phase={t.phase} createdAt={t.createdAt} />
                <td>{two(t.absoluteIndex)}</td>
                <td>{two(t.felIndex)}</td>
                <td>{t.band}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
