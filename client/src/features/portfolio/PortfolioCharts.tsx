import { Card, H2, H3 } from '@blueprintjs/core';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { PortfolioCharts_PortfolioFragment } from '../../gql/graphql';
import { formatIndex, PHASE_LABEL } from '../projects/format';
import { PHASE_COLORS } from './portfolio-format';
import { plural } from '../../../../common/plural';

// The portfolio's charts, drawn with the report's chart library (recharts). Figures come from the server's
// SQL aggregates; the charts only lay them out.

export const PortfolioChartsFragment = graphql(`
  fragment PortfolioCharts_portfolio on Portfolio {
    phases {
      phase
      projects
      average
      min
      max
      industry
      bestPractical
    }
    distribution {
      phase
      from
      to
      projects
    }
    bandCounts {
      phase
      band
      projects
    }
    movement {
      key
      name
      fel2
      fel3
      change
    }
    trend {
      quarter
      phase
      average
      projects
    }
  }
`);

const AXIS = { fontSize: 11, fill: '#404854' };
const WIDTH = 440;
const HEIGHT = 220;
/** Each chart is 440 px wide where there is room, narrower on a phone (recharts follows its box's size). */
const SIZE = { width: '100%', maxWidth: WIDTH, height: HEIGHT };
/** The movement chart shows this many projects; the GraphQL field has them all. */
const MOVEMENT_SHOWN = 25;
const PHASES = ['fel2', 'fel3'] as const;

function Distribution({ data, phase }: { data: PortfolioCharts_PortfolioFragment; phase: 'fel2' | 'fel3' }) {
  const figures = data.phases.find((p) => p.phase === phase);
  const bins = data.distribution.filter((d) => d.phase === phase).map((d) => ({ mid: (d.from + d.to) / 2, projects: d.projects, label: `${d.from}–${d.to}` }));
  const label = `${PHASE_LABEL[phase]} FEL Index distribution: ${bins.map((b) => `${b.label} ${b.projects}`).join(', ')}; industry ${formatIndex(figures?.industry)}, best practical ${formatIndex(figures?.bestPractical)}`;
  return (
    <div className="fel-portfolio-chart" data-chart={`distribution-${phase}`} role="img" aria-label={label}>
      <H3 className="fel-subsection-title">{PHASE_LABEL[phase]}: FEL Index distribution</H3>
      <BarChart responsive style={SIZE} data={bins} margin={{ top: 16, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke="#e5e8eb" />
        <XAxis type="number" dataKey="mid" domain={[3, 12]} ticks={[3, 4, 5, 6, 7, 8, 9, 10, 11, 12]} tick={AXIS} />
        <YAxis allowDecimals={false} tick={AXIS} />
        <Tooltip formatter={(v) => [v, 'Projects']} labelFormatter={(mid) => `FEL Index ${Number(mid) - 0.5}–${Number(mid) + 0.5}`} />
        <Bar dataKey="projects" name="Projects" fill={PHASE_COLORS[phase]} barSize={36} isAnimationActive={false} />
        {figures?.industry != null && <ReferenceLine x={figures.industry} stroke="#8f99a8" strokeWidth={2} label={{ value: 'Industry', position: 'top', fontSize: 10 }} />}
        {figures?.bestPractical != null && (
          <ReferenceLine x={figures.bestPractical} stroke="#c87619" strokeWidth={2} label={{ value: 'Best practical', position: 'insideTopLeft', fontSize: 10 }} />
        )}
      </BarChart>
      <p className="fel-portfolio-chart-note">
        {plural(figures?.projects ?? 0, 'project')} · average {formatIndex(figures?.average)} · industry {figures?.industry == null ? 'not available' : formatIndex(figures.industry)} · best practical{' '}
        {figures?.bestPractical == null ? 'not available' : formatIndex(figures.bestPractical)}
      </p>
    </div>
  );
}

/** Band counts, FEL 2 → FEL 3 movement and the quarterly trend of the company average, beside the distributions. */
export function PortfolioCharts(props: { portfolio: FragmentType<typeof PortfolioChartsFragment> }) {
  const portfolio = getFragmentData(PortfolioChartsFragment, props.portfolio);
  const bands = [...new Set(portfolio.bandCounts.map((b) => b.band))].map((band) => ({
    band,
    fel2: portfolio.bandCounts.find((b) => b.band === band && b.phase === 'fel2')?.projects ?? 0,
    fel3: portfolio.bandCounts.find((b) => b.band === band && b.phase === 'fel3')?.projects ?? 0,
  }));
  const quarters = [...new Set(portfolio.trend.map((t) => t.quarter))].map((quarter) => ({
    quarter,
    fel2: portfolio.trend.find((t) => t.quarter === quarter && t.phase === 'fel2')?.average ?? null,
    fel3: portfolio.trend.find((t) => t.quarter === quarter && t.phase === 'fel3')?.average ?? null,
  }));
  const movement = portfolio.movement.slice(0, MOVEMENT_SHOWN);
  return (
    <Card>
      <H2 className="fel-section-title">Charts</H2>
      <div className="fel-portfolio-charts">
        {PHASES.map((phase) => (
          <Distribution key={phase} data={portfolio} phase={phase} />
        ))}
        <div className="fel-portfolio-chart" data-chart="bands" role="img" aria-label={`Band counts: ${bands.map((b) => `${b.band} FEL 2 ${b.fel2}, FEL 3 ${b.fel3}`).join('; ')}`}>
          <H3 className="fel-subsection-title">Projects per band</H3>
          <BarChart responsive style={SIZE} data={bands} margin={{ top: 16, right: 16, bottom: 0, left: -16 }}>
            <CartesianGrid vertical={false} stroke="#e5e8eb" />
            <XAxis dataKey="band" tick={AXIS} interval={0} />
            <YAxis allowDecimals={false} tick={AXIS} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 11 }} />
            {PHASES.map((phase) => (
              <Bar key={phase} dataKey={phase} name={PHASE_LABEL[phase]} fill={PHASE_COLORS[phase]} isAnimationActive={false} />
            ))}
          </BarChart>
        </div>
        <div className="fel-portfolio-chart" data-chart="movement" role="img" aria-label={`FEL 2 to FEL 3: ${portfolio.movement.map((m) => `${m.name} ${formatIndex(m.fel2)} to ${formatIndex(m.fel3)}`).join('; ')}`}>
          <H3 className="fel-subsection-title">FEL 2 → FEL 3 per project</H3>
          {movement.length === 0 ? (
            <p className="fel-portfolio-chart-note">No project has a report of both phases yet.</p>
          ) : (
            <BarChart responsive style={SIZE} data={movement} margin={{ top: 16, right: 16, bottom: 0, left: -16 }}>
              <CartesianGrid vertical={false} stroke="#e5e8eb" />
              <XAxis dataKey="name" tick={AXIS} />
              <YAxis domain={[0, 12]} ticks={[0, 3, 6, 9, 12]} tick={AXIS} />
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 11 }} />
              {PHASES.map((phase) => (
                <Bar key={phase} dataKey={phase} name={PHASE_LABEL[phase]} fill={PHASE_COLORS[phase]} isAnimationActive={false} />
              ))}
            </BarChart>
          )}
          {portfolio.movement.length > MOVEMENT_SHOWN && (
            <p className="fel-portfolio-chart-note">
              The first {MOVEMENT_SHOWN} of {portfolio.movement.length} projects by name; narrow the filters to see others.
            </p>
          )}
        </div>
        <div className="fel-portfolio-chart" data-chart="trend" role="img" aria-label={`Company average by quarter: ${portfolio.trend.map((t) => `${t.quarter} ${PHASE_LABEL[t.phase]} ${formatIndex(t.average)}`).join('; ')}`}>
          <H3 className="fel-subsection-title">Company average by quarter</H3>
          <LineChart responsive style={SIZE} data={quarters} margin={{ top: 16, right: 16, bottom: 0, left: -16 }}>
            <CartesianGrid vertical={false} stroke="#e5e8eb" />
            <XAxis dataKey="quarter" tick={AXIS} />
            <YAxis domain={[3, 12]} ticks={[3, 6, 9, 12]} tick={AXIS} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 11 }} />
            {PHASES.map((phase) => (
              <Line key={phase} dataKey={phase} name={PHASE_LABEL[phase]} stroke={PHASE_COLORS[phase]} connectNulls isAnimationActive={false} />
            ))}
          </LineChart>
        </div>
      </div>
    </Card>
  );
}
