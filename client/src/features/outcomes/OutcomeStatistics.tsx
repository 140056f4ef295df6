import { H3, HTMLTable } from '@blueprintjs/core';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { formatPct } from './outcome-format';

// One outcome's statistics for a method and phase (DOMAIN.md §3b), for the organization's view and the
// provider's pool alike: the band table (n, median, IQR from 8), Spearman's ρ with n and its 90 % interval
// (or why it is not shown), and whether the band medians order the outcome.

export const OutcomeStatisticsFragment = graphql(`
  fragment OutcomeStatistics_series on OutcomeSeries {
    measure
    n
    organizations
    withheld
    bands {
      band
      n
      median
      lowerQuartile
      upperQuartile
      withheld
    }
    correlation {
      rho
      n
      low
      high
      indicative
    }
    correlationNote
    order {
      bands
      ordered
      chance
      text
    }
  }
`);

const TITLE = { costGrowth: 'Cost growth', slip: 'Schedule slip' } as const;
const two = (v: number) => v.toFixed(2).replace('-', '−');

/** ρ in words: "ρ = 0.95 (n = 7; 90 % interval 0.74 to 0.99)". */
export const rhoText = (c: { rho: number; n: number; low: number; high: number }) => `ρ = ${two(c.rho)} (n = ${c.n}; 90 % interval ${two(c.low)} to ${two(c.high)})`;

/** The band table, ρ and the order check of one outcome. */
export function OutcomeStatistics({ label, ...props }: { series: FragmentType<typeof OutcomeStatisticsFragment>; label: string }) {
  const series = getFragmentData(OutcomeStatisticsFragment, props.series);
  const title = `${TITLE[series.measure]}, ${label}`;
  return (
    <section className="fel-outcomes-series" aria-label={title}>
      <H3 className="fel-subsection-title">{TITLE[series.measure]}</H3>
      {series.withheld ? (
        <p className="fel-muted">{series.withheld}</p>
      ) : (
        <>
          <HTMLTable compact striped className="fel-projects-table" aria-label={`${title} by band`}>
            <thead>
              <tr>
                <th>Band (index alone)</th>
                <th>n</th>
                <th>Median</th>
                <th>Interquartile range</th>
              </tr>
            </thead>
            <tbody>
              {series.bands.map((b) => (
                <tr key={b.band}>
                  <td data-label="Band">{b.band}</td>
                  <td data-label="n">{b.n ?? '—'}</td>
                  <td data-label="Median">{b.withheld ? 'not shown' : formatPct(b.median)}</td>
                  <td data-label="Interquartile range">
                    {b.lowerQuartile === null || b.lowerQuartile === undefined ? (b.n !== null && b.n !== undefined && b.n > 0 ? 'from 8 projects' : '—') : `${formatPct(b.lowerQuartile)} to ${formatPct(b.upperQuartile)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <p className="fel-outcomes-statement" data-testid={`rho-${series.measure}`}>
            {series.correlation ? `Spearman's ${rhoText(series.correlation)}. ${series.correlationNote}` : series.correlationNote}
          </p>
          <p className="fel-outcomes-statement" data-testid={`order-${series.measure}`}>
            {series.order.text}
          </p>
        </>
      )}
    </section>
  );
}
