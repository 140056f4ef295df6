import type { ReactNode } from 'react';
import type { Area, Phase } from '../../../gql/graphql';
import { formatDay } from '../../../ui/dates';
import { BAND_COLORS } from './BandGauge';
import { BenchmarkChart, BreakdownChart } from './charts';
import { AREA_SHORT, bandNames, bandRange, PHASE_LABEL, two } from './explain';
import { plural, pluralNoun } from '../../../../../common/plural';

// The pieces pages 2, 6 and 7 print alike in both scoring methods; each page keeps only what its method says differently.

type Bands = readonly { band: string; max: number }[];
type AreaKey = 'site' | 'eng' | 'pep';

/** Page 2: the composite and a second index split by area, one bar each. */
export function IndexBreakdownChart({ rows }: { rows: readonly { name: string; of(area: AreaKey): number }[] }) {
  return (
    <BreakdownChart
      rows={rows.map((r) => ({ name: r.name, site: r.of('site'), eng: r.of('eng'), pep: r.of('pep') }))}
      labels={{ site: AREA_SHORT.site, eng: AREA_SHORT.eng, pep: AREA_SHORT.pep }}
      width={660}
      height={120}
    />
  );
}

/** Page 2: an index written as the sum of its rounded area indices ("1.20 + 1.50 + 1.10 = 3.80"). */
export function IndexSum({ parts, total, strong = false }: { parts: readonly (number | null)[]; total: number | null; strong?: boolean }) {
  return (
    <>
      {parts.map((p) => two(p)).join(' + ')} = {strong ? <strong>{two(total)}</strong> : two(total)}
    </>
  );
}

/** Page 2: the band scale of the FEL Index with this report's band marked, and why a cap changed it. */
export function BandScale({ title, bands, band, felIndex, capNote }: { title: string; bands: Bands; band: string; felIndex: number; capNote: ReactNode }) {
  return (
    <>
      <h3 className="fel-report-h3">{title}</h3>
      <div className="fel-report-bands">
        {bandNames(bands).map((name) => (
          <div key={name} className={name === band ? 'fel-report-band-cell fel-report-band-current' : 'fel-report-band-cell'} style={{ borderTopColor: BAND_COLORS[name] }}>
            <strong>{name}</strong>
            <span>{bandRange(bands, name)}</span>
            {name === band && <span className="fel-report-here">this report: {two(felIndex)}</span>}
          </div>
        ))}
      </div>
      {capNote && <p className="fel-report-muted">{capNote}</p>}
    </>
  );
}

/** Page 2: what the trend chart's dashed lines are. */
export const bandLimitsText = (bands: Bands) => `Dashed lines: the band limits (${bands.map((b) => two(b.max)).join(', ')}).`;

/** A trend point's name on the chart: the phase and the day of its report. */
export const trendLabel = (t: { phase: Phase; createdAt: string }) => `${PHASE_LABEL[t.phase]} (${formatDay(t.createdAt)})`;

/** Page 2: the trend table's first cell, the phase over the day of its report. */
export function TrendPhaseCell({ phase, createdAt }: { phase: Phase; createdAt: string }) {
  return (
    <td>
      {PHASE_LABEL[phase]}
      <br />
      <span className="fel-report-muted">{formatDay(createdAt)}</span>
    </td>
  );
}

type BenchmarkRow = Parameters<typeof BenchmarkChart>[0]['row'] & { key: string; label: string };

/** Page 6: one chart per benchmark row (composite on 3 … 12, areas on 1 … 4). */
export function BenchmarkCharts({ rows, height }: { rows: readonly BenchmarkRow[]; height: number }) {
  return (
    <div className="fel-report-bench-grid">
      {rows.map((b) => (
        <figure key={b.key} className="fel-report-bench" data-testid={`report-benchmark-${b.key}`}>
          <figcaption>
            {b.label} <span className="fel-report-muted">({b.key === 'composite' ? '3.00 … 12.00' : '1.00 … 4.00'})</span>
          </figcaption>
          <BenchmarkChart row={b} max={b.key === 'composite' ? 12 : 4} width={330} height={height} title={b.label} />
        </figure>
      ))}
    </div>
  );
}

type Gap = { rank: number; code: string; title: string; area: Area; level?: number | null; target: number; weight: number; gap: number; priority: number };

/** Page 7: how many gaps there are and how they are ranked. */
export const gapsRanked = (count: number) =>
  `${plural(count, 'question')} ${pluralNoun(count, 'is', 'are')} short of target, ranked by weight × gap (ties: site, engineering, execution planning, then code).`;

/** Page 7: a gap's rank, its question (code, title, area, level against target) and its weight × gap. */
export function GapCells({ gap: r, titleClass }: { gap: Gap; titleClass?: string }) {
  return (
    <>
      <td>{r.rank}</td>
      <td className="fel-report-col-rec">
        <div className={titleClass}>
          <strong>{r.code}</strong> {r.title}
        </div>
        <div className="fel-report-small fel-report-muted">
          {AREA_SHORT[r.area]} · level {r.level}, target {r.target}
        </div>
      </td>
      <td className="fel-report-nowrap">
        {r.weight} × {r.gap} = <strong>{r.priority}</strong>
      </td>
    </>
  );
}
