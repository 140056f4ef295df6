import { Card, H2, HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router';
import { plural } from '../../../../common/plural';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { formatDay } from '../../ui/dates';
import { PHASE_LABEL } from '../projects/format';
import { decisionLabel, formatPct, STATUS_LABEL } from './outcome-format';

// Every project of the outcomes view with its gate and what came of it: cancelled ones are listed, never dropped.

export const OutcomeProjectsTableFragment = graphql(`
  fragment OutcomeProjectsTable_project on OutcomeProject {
    key
    name
    phase
    method
    felIndex
    band
    decision
    decidedOn
    status
    counted
    costGrowth {
      percent
      refusal
      withinRange
      flags
    }
    slip {
      percent
      refusal
    }
  }
`);

/** The projects' lines. */
export function OutcomeProjectsTable(props: { projects: readonly FragmentType<typeof OutcomeProjectsTableFragment>[] }) {
  const projects = getFragmentData(OutcomeProjectsTableFragment, props.projects);
  const counted = projects.filter((p) => p.counted).length;
  return (
    <Card>
      <H2 className="fel-section-title">Projects</H2>
      <p className="fel-muted">
        {plural(projects.length, 'project')} with a gate decision; {counted} in the statistics (a final close-out, not cancelled).
      </p>
      <div className="fel-portfolio-table-wrap">
        <HTMLTable compact striped className="fel-projects-table" aria-label="Outcome projects">
          <thead>
            <tr>
              <th>Project</th>
              <th>Gate</th>
              <th>FEL Index</th>
              <th>Decision</th>
              <th>Status</th>
              <th>Cost growth</th>
              <th>Stated range</th>
              <th>Schedule slip</th>
            </tr>
          </thead>
          <tbody>
            {projects.map((p) => (
              <tr key={p.key} data-project={p.name}>
                <td data-label="Project">
                  <Link to={`/dashboard/${p.key}/outcomes`}>{p.name}</Link>
                </td>
                <td data-label="Gate">
                  {PHASE_LABEL[p.phase]}, method {p.method}
                </td>
                <td data-label="FEL Index">
                  {p.felIndex.toFixed(2)} {p.band}
                </td>
                <td data-label="Decision">
                  {decisionLabel(p.decision)}, {formatDay(p.decidedOn)}
                </td>
                <td data-label="Status">{STATUS_LABEL[p.status]}</td>
                <td data-label="Cost growth" title={p.costGrowth?.refusal ?? p.costGrowth?.flags.join(' ') ?? undefined}>
                  {p.costGrowth ? formatPct(p.costGrowth.percent) : '—'}
                  {p.costGrowth && p.costGrowth.flags.length > 0 ? ' (second look)' : ''}
                </td>
                <td data-label="Stated range">{p.costGrowth?.withinRange === null || p.costGrowth?.withinRange === undefined ? '—' : p.costGrowth.withinRange ? 'inside' : 'outside'}</td>
                <td data-label="Schedule slip">{p.slip ? formatPct(p.slip.percent) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </Card>
  );
}
