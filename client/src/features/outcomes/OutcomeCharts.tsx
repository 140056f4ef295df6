import { H3 } from '@blueprintjs/core';
import { CartesianGrid, Legend, ReferenceLine, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis } from 'recharts';
import { signedPct } from '../../../../common/percent';
import { BAND_COLORS } from './outcome-format';

// The FEL Index at the gate against an outcome (DOMAIN.md §3b): one dot a project, coloured by the band of its
// index, the band boundaries as vertical lines, and published figures of another index (CII's PDRI) as labelled
// horizontal lines. recharts, as the portfolio's other charts; the figures come from the server.

export type ChartPoint = { name: string; felIndex: number; band: string; value: number };
type Boundary = { band: string; max: number };
type Reference = { value: number; label: string };

const AXIS = { fontSize: 11, fill: '#404854' };
const SIZE = { width: '100%', maxWidth: 520, height: 280 };
const BANDS = ['Best Practical', 'Good', 'Fair', 'Poor', 'Screening'];

/** One scatter chart: x the FEL Index at the gate (3–12), y the outcome in %. */
export function OutcomeScatter(props: { id: string; title: string; measure: string; points: readonly ChartPoint[]; boundaries: readonly Boundary[]; references: readonly Reference[] }) {
  const described = props.points.map((p) => `${p.name} ${p.felIndex.toFixed(2)} ${p.band} ${signedPct(p.value)}`).join('; ');
  const label = `${props.title}: ${props.points.length === 0 ? 'no project yet' : described}. Band boundaries at ${props.boundaries.map((b) => b.max.toFixed(2)).join(', ')}.`;
  return (
    <div className="fel-outcomes-chart" data-chart={props.id} role="img" aria-label={label}>
      <H3 className="fel-subsection-title">{props.title}</H3>
      <ScatterChart responsive style={SIZE} margin={{ top: 16, right: 24, bottom: 8, left: 0 }}>
        <CartesianGrid stroke="#e5e8eb" />
        <XAxis type="number" dataKey="felIndex" name="FEL Index" domain={[3, 12]} ticks={[3, 4, 5, 6, 7, 8, 9, 10, 11, 12]} tick={AXIS} />
        <YAxis type="number" dataKey="value" name={props.measure} unit=" %" tick={AXIS} />
        <ZAxis range={[60, 60]} />
        <Tooltip formatter={(v, n) => (n === 'FEL Index' ? Number(v).toFixed(2) : signedPct(Number(v)))} />
        <Legend wrapperStyle={{ fontSize: 11 }} />
        {props.boundaries.map((b) => (
          <ReferenceLine key={b.band} x={b.max} stroke="#8f99a8" strokeDasharray="4 3" label={{ value: b.max.toFixed(2), position: 'top', fontSize: 10, fill: '#5f6b7c' }} />
        ))}
        {props.references.map((r) => (
          <ReferenceLine key={r.label} y={r.value} stroke="#c87619" strokeDasharray="6 3" label={{ value: r.label, position: 'insideTopRight', fontSize: 10, fill: '#935610' }} />
        ))}
        {BANDS.map((band) => {
          const data = props.points.filter((p) => p.band === band);
          return data.length === 0 ? null : <Scatter key={band} name={band} data={data} fill={BAND_COLORS[band] ?? '#5f6b7c'} stroke="#1c2127" strokeWidth={0.5} isAnimationActive={false} />;
        })}
      </ScatterChart>
    </div>
  );
}
