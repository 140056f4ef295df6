import { graphql } from '../../../gql';
import type { BreakdownPage_ReportFragment } from '../../../gql/graphql';
import { BAND_COLORS } from './BandGauge';
import { BreakdownChart, TrendChart } from './charts';
import { AREA_SHORT, areaFormula, bandNames, bandRange, PHASE_LABEL, two } from './explain';
import { formatDay } from '../../../ui/dates';

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
export function BreakdownPage({ report }: { report: BreakdownPage_ReportFragment }) {
  const { score, method } = report;
  const areas = score.areas.map((a) => ({ ...a, sums: { weightSum: a.weightSum, weighted: a.weightedGap }, absolute: { weightSum: a.weightSum, weighted: a.absoluteWeightedGap } }));
  const labels = { site: AREA_SHORT.site, eng: AREA_SHORT.eng, pep: AREA_SHORT.pep };
  const indexOf = (area: string, key: 'index' | 'absoluteIndex') => score.areas.find((a) => a.area === area)?.[key] ?? 0;
  const trendPoints = report.trend.map((t) => ({ label: `${PHASE_LABEL[t.phase]} (${formatDay(t.createdAt)})`, felIndex: t.felIndex, absoluteIndex: t.absoluteIndex }));
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
              {areas.map((a) => two(a.index)).join(' + ')} = <strong>{two(score.felIndex)}</strong>
            </td>
            <td>
              {areas.map((a) => two(a.absoluteIndex)).join(' + ')} = {two(score.absoluteIndex)}
            </td>
          </tr>
        </tbody>
      </table>

      <BreakdownChart
        rows={[
          { name: 'FEL Index', site: indexOf('site', 'index'), eng: indexOf('eng', 'index'), pep: indexOf('pep', 'index') },
          { name: 'Absolute index', site: indexOf('site', 'absoluteIndex'), eng: indexOf('eng', 'absoluteIndex'), pep: indexOf('pep', 'absoluteIndex') },
        ]}
        labels={labels}
        width={660}
        height={120}
      />

      <h3 className="fel-report-h3">Bands of the FEL Index</h3>
      <div className="fel-report-bands">
        {bandNames(method.bands).map((band) => (
          <div key={band} className={band === score.band ? 'fel-report-band-cell fel-report-band-current' : 'fel-report-band-cell'} style={{ borderTopColor: BAND_COLORS[band] }}>
            <strong>{band}</strong>
            <span>{bandRange(method.bands, band)}</span>
            {band === score.band && <span className="fel-report-here">this report: {two(score.felIndex)}</span>}
          </div>
        ))}
      </div>
      {score.band !== score.uncappedBand && (
        <p className="fel-report-muted">
          The index alone gives {score.uncappedBand}; a red flag caps the band at {score.band}.
        </p>
      )}

      <h3 className="fel-report-h3">Trend from FEL 2 to FEL 3</h3>
      <p className="fel-report-lead">
        The absolute index measures every answer against level 1, so FEL 2 and FEL 3 sit on one scale. {trendSentence(report.trend)} Dashed lines: the band
        limits ({method.bands.map((b) => two(b.max)).join(', ')}).
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
                <td>
                  {PHASE_LABEL[t.phase]}
                  <br />
                  <span className="fel-report-muted">{formatDay(t.createdAt)}</span>
                </td>
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
