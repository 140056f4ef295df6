import { Bar, BarChart, CartesianGrid, Cell, LabelList, Legend, ReferenceLine, XAxis, YAxis, type XAxisTickContentProps } from 'recharts';
import { two } from './explain';

// The report's charts (recharts). Every chart has a fixed size in pixels so that it prints the same on A4
// and Letter, and nothing animates: the PDF is taken as soon as the page says it is ready. A missing
// benchmark gets no bar and reads "not available" under its name, never a bar at 0.

export const SERIES = [
  { key: 'project', name: 'Project', color: '#1c6e42' },
  { key: 'company', name: 'Company average', color: '#2d72d2' },
  { key: 'industry', name: 'Industry', color: '#8f99a8' },
  { key: 'bestPractical', name: 'Best practical', color: '#c87619' },
] as const;

export const AREA_COLORS = { site: '#2d72d2', eng: '#7961db', pep: '#1c6e42' } as const;

const AXIS_FONT = { fontSize: 10, fill: '#404854' };
const valueLabel = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : '');

type BenchmarkValues = { project: number; company?: number | null; industry?: number | null; bestPractical?: number | null };

/** A category tick with the series name and, under it, the value or "not available". */
function BenchmarkTick({ x, y, payload, values }: XAxisTickContentProps & { values: readonly (number | null)[] }) {
  const value = values[payload.index] ?? null;
  const series = SERIES[payload.index];
  return (
    <g transform={`translate(${Number(x)},${Number(y)})`}>
      <text textAnchor="middle" dy={10} style={AXIS_FONT}>
        {series?.name ?? ''}
      </text>
      <text textAnchor="middle" dy={22} style={{ ...AXIS_FONT, fontWeight: value === null ? 400 : 600, fontStyle: value === null ? 'italic' : 'normal' }}>
        {two(value)}
      </text>
    </g>
  );
}

/** One benchmark row (composite or an area) as four bars: project, company, industry, best practical. */
export function BenchmarkChart({ row, max, width, height, title }: { row: BenchmarkValues; max: number; width: number; height: number; title: string }) {
  const values = SERIES.map((s) => (s.key === 'project' ? row.project : (row[s.key] ?? null)));
  const data = SERIES.map((s, i) => ({ name: s.name, value: values[i] }));
  return (
    <div className="fel-report-chart" data-chart="benchmark" role="img" aria-label={`${title}: ${SERIES.map((s, i) => `${s.name} ${two(values[i])}`).join(', ')}`}>
      <BarChart width={width} height={height} data={data} margin={{ top: 16, right: 8, bottom: 4, left: -18 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="#e5e8eb" />
        <XAxis dataKey="name" interval={0} height={30} tickLine={false} tick={(props: XAxisTickContentProps) => <BenchmarkTick {...props} values={values} />} />
        <YAxis domain={[0, max]} ticks={Array.from({ length: max / (max > 4 ? 3 : 1) + 1 }, (_, i) => i * (max > 4 ? 3 : 1))} tick={AXIS_FONT} />
        <Bar dataKey="value" isAnimationActive={false} maxBarSize={44}>
          {SERIES.map((s) => (
            <Cell key={s.key} fill={s.color} />
          ))}
          <LabelList dataKey="value" position="top" formatter={valueLabel} style={{ fontSize: 10, fill: '#1c2127' }} />
        </Bar>
      </BarChart>
    </div>
  );
}

type TrendPoint = { label: string; felIndex: number; absoluteIndex: number };

/** The FEL 2 → FEL 3 trend: the absolute index (every target at 1) and the FEL Index of each phase's report. */
export function TrendChart({ points, bandLimits, width, height }: { points: readonly TrendPoint[]; bandLimits: readonly { band: string; max: number }[]; width: number; height: number }) {
  return (
    <div className="fel-report-chart" data-chart="trend" role="img" aria-label={`Trend: ${points.map((p) => `${p.label} absolute index ${two(p.absoluteIndex)}`).join(', ')}`}>
      <BarChart width={width} height={height} data={[...points]} margin={{ top: 16, right: 8, bottom: 0, left: -18 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="#e5e8eb" />
        <XAxis dataKey="label" tick={AXIS_FONT} tickLine={false} />
        <YAxis domain={[0, 12]} ticks={[0, 3, 6, 9, 12]} tick={AXIS_FONT} />
        {bandLimits.map((b) => (
          <ReferenceLine key={b.band} y={b.max} stroke="#abb3bf" strokeDasharray="3 3" />
        ))}
        <Legend wrapperStyle={{ fontSize: 10 }} itemSorter={null} />
        <Bar dataKey="absoluteIndex" name="Absolute index" fill="#1b2a4a" isAnimationActive={false} maxBarSize={48}>
          <LabelList dataKey="absoluteIndex" position="top" formatter={valueLabel} style={{ fontSize: 10, fill: '#1c2127' }} />
        </Bar>
        <Bar dataKey="felIndex" name="FEL Index (phase targets)" fill="#1c6e42" isAnimationActive={false} maxBarSize={48}>
          <LabelList dataKey="felIndex" position="top" formatter={valueLabel} style={{ fontSize: 10, fill: '#1c2127' }} />
        </Bar>
      </BarChart>
    </div>
  );
}

type Breakdown = { name: string; site: number; eng: number; pep: number };

/** How the composite adds up: site + engineering + execution planning, for the FEL Index and the absolute index. */
export function BreakdownChart({ rows, labels, width, height }: { rows: readonly Breakdown[]; labels: Record<'site' | 'eng' | 'pep', string>; width: number; height: number }) {
  return (
    <div className="fel-report-chart" data-chart="breakdown" role="img" aria-label={rows.map((r) => `${r.name}: ${two(r.site)} + ${two(r.eng)} + ${two(r.pep)}`).join('; ')}>
      <BarChart width={width} height={height} data={[...rows]} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 24 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke="#e5e8eb" />
        <XAxis type="number" domain={[0, 12]} ticks={[0, 3, 6, 9, 12]} tick={AXIS_FONT} />
        <YAxis type="category" dataKey="name" tick={AXIS_FONT} width={90} />
        <Legend wrapperStyle={{ fontSize: 10 }} itemSorter={null} />
        {(['site', 'eng', 'pep'] as const).map((area) => (
          <Bar key={area} dataKey={area} name={labels[area]} stackId="composite" fill={AREA_COLORS[area]} isAnimationActive={false} barSize={22}>
            <LabelList dataKey={area} position="center" formatter={valueLabel} style={{ fontSize: 10, fill: '#fff' }} />
          </Bar>
        ))}
      </BarChart>
    </div>
  );
}

/** The FEL 2 → FEL 3 trend of method 2 reports: the FEL Index of each phase's report, on the one 3.00–12.00 scale. */
export function IndexTrendChart({ points, bandLimits, width, height }: { points: readonly { label: string; felIndex: number }[]; bandLimits: readonly { band: string; max: number }[]; width: number; height: number }) {
  return (
    <div className="fel-report-chart" data-chart="trend" role="img" aria-label={`Trend: ${points.map((p) => `${p.label} FEL Index ${two(p.felIndex)}`).join(', ')}`}>
      <BarChart width={width} height={height} data={[...points]} margin={{ top: 16, right: 8, bottom: 0, left: -18 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="#e5e8eb" />
        <XAxis dataKey="label" tick={AXIS_FONT} tickLine={false} />
        <YAxis domain={[0, 12]} ticks={[0, 3, 6, 9, 12]} tick={AXIS_FONT} />
        {bandLimits.map((b) => (
          <ReferenceLine key={b.band} y={b.max} stroke="#abb3bf" strokeDasharray="3 3" />
        ))}
        <Bar dataKey="felIndex" name="FEL Index" fill="#1c6e42" isAnimationActive={false} maxBarSize={48}>
          <LabelList dataKey="felIndex" position="top" formatter={valueLabel} style={{ fontSize: 10, fill: '#1c2127' }} />
        </Bar>
      </BarChart>
    </div>
  );
}
