import { two } from './explain';

// A half-circle gauge of the FEL Index from 3.00 (best, left) to 12.00 (worst, right), coloured by band
// with the method's limits, and a needle at the report's index. Plain SVG, fixed size. When a red flag caps the
// band (DOMAIN.md §3a), the needle takes the capped band's colour, the bands better than the cap fade and a
// "cap" tick marks where the capped band begins, so needle and label never disagree.

export const BAND_COLORS: Record<string, string> = {
  'Best Practical': '#1c6e42',
  Good: '#72ca9b',
  Fair: '#fbd065',
  Poor: '#ec9a3c',
  Screening: '#cd4246',
};

const MIN = 3;
const MAX = 12;
const W = 240;
const H = 138;
const CX = W / 2;
const CY = 118;
const OUTER = 100;
const INNER = 66;

const angleOf = (value: number) => Math.PI * (1 - (Math.min(MAX, Math.max(MIN, value)) - MIN) / (MAX - MIN));
const point = (value: number, radius: number) => {
  const a = angleOf(value);
  return { x: CX + radius * Math.cos(a), y: CY - radius * Math.sin(a) };
};
const f = (n: number) => n.toFixed(2);

function segment(from: number, to: number): string {
  const o1 = point(from, OUTER);
  const o2 = point(to, OUTER);
  const i2 = point(to, INNER);
  const i1 = point(from, INNER);
  return `M${f(o1.x)} ${f(o1.y)} A${OUTER} ${OUTER} 0 0 1 ${f(o2.x)} ${f(o2.y)} L${f(i2.x)} ${f(i2.y)} A${INNER} ${INNER} 0 0 0 ${f(i1.x)} ${f(i1.y)} Z`;
}

/** The band gauge of page 1. */
export function BandGauge({
  felIndex,
  band,
  bands,
  targetIndex,
  capped = null,
}: {
  felIndex: number;
  band: string;
  bands: readonly { band: string; max: number }[];
  targetIndex?: number | null;
  /** The band the index alone gives when a red flag caps it (null when not capped). */
  capped?: string | null;
}) {
  const limits = [...bands.map((b) => ({ band: b.band, max: b.max })), { band: 'Screening', max: MAX }];
  const needle = point(felIndex, OUTER + 6);
  const target = targetIndex === null || targetIndex === undefined ? null : { outer: point(targetIndex, OUTER + 4), inner: point(targetIndex, INNER - 4) };
  const capAt = limits.findIndex((b) => b.band === band);
  const capStart = capped && capAt > 0 ? (limits[capAt - 1]?.max ?? null) : null;
  const cap = capStart === null ? null : { value: capStart, outer: point(capStart, OUTER + 8), inner: point(capStart, INNER - 6), text: point(capStart, INNER - 16) };
  const needleColor = capped ? (BAND_COLORS[band] ?? '#1c2127') : '#1c2127';
  const label = `FEL Index ${two(felIndex)} on a scale of 3.00 to 12.00: ${band}${capped ? ` (capped by a red flag; the index alone gives ${capped})` : ''}${target ? `; target index ${two(targetIndex)}` : ''}`;
  return (
    <svg className="fel-report-gauge" width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-chart="gauge" data-band={band} data-capped={capped ? 'true' : 'false'}>
      {limits.map((b, i) => (
        <path
          key={b.band}
          d={segment(i === 0 ? MIN : (limits[i - 1]?.max ?? MIN), b.max)}
          fill={BAND_COLORS[b.band] ?? '#abb3bf'}
          fillOpacity={cap && i < capAt ? 0.25 : 1}
          stroke="#fff"
          strokeWidth={1}
          data-band={b.band}
        />
      ))}
      {cap && (
        <g data-testid="gauge-cap">
          <line x1={f(cap.inner.x)} y1={f(cap.inner.y)} x2={f(cap.outer.x)} y2={f(cap.outer.y)} stroke="#1c2127" strokeWidth={2.5} />
          <text x={f(cap.text.x)} y={f(cap.text.y)} fontSize={8} fontWeight={700} textAnchor="middle" fill="#1c2127">
            cap
          </text>
        </g>
      )}
      {bands.map((b) => {
        const p = point(b.max, OUTER + 10);
        return (
          <text key={b.band} x={p.x} y={p.y} fontSize={8} textAnchor="middle" fill="#5f6b7c">
            {two(b.max)}
          </text>
        );
      })}
      <text x={CX - OUTER + 16} y={CY + 14} fontSize={9} textAnchor="middle" fill="#5f6b7c">
        3.00
      </text>
      <text x={CX + OUTER - 16} y={CY + 14} fontSize={9} textAnchor="middle" fill="#5f6b7c">
        12.00
      </text>
      {target && (
        <g data-testid="gauge-target">
          <line x1={f(target.inner.x)} y1={f(target.inner.y)} x2={f(target.outer.x)} y2={f(target.outer.y)} stroke="#1c2127" strokeWidth={2} strokeDasharray="3 2" />
          <rect x={f(target.outer.x - 4)} y={f(target.outer.y - 4)} width={8} height={8} transform={`rotate(45 ${f(target.outer.x)} ${f(target.outer.y)})`} fill="#1c2127" />
        </g>
      )}
      {/* A capped needle in the capped band's colour, outlined so a light band colour still shows on white. */}
      {capped && <line x1={CX} y1={CY} x2={f(needle.x)} y2={f(needle.y)} stroke="#1c2127" strokeWidth={5} strokeLinecap="round" />}
      <line x1={CX} y1={CY} x2={f(needle.x)} y2={f(needle.y)} stroke={needleColor} strokeWidth={3} strokeLinecap="round" data-testid="gauge-needle" />
      <circle cx={CX} cy={CY} r={6} fill={needleColor} stroke="#1c2127" strokeWidth={capped ? 1.5 : 0} />
      <text x={CX} y={CY - 22} fontSize={18} fontWeight={700} textAnchor="middle" fill="#1c2127">
        {two(felIndex)}
      </text>
    </svg>
  );
}
