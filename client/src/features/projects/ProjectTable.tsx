import { HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { ProjectSort } from '../../gql/graphql';
import { formatInstant } from '../../ui/dates';
import { SortableHeader } from '../../ui/SortableHeader';
import { AreaProgressBars } from './AreaProgressBars';
import { formatIndex, PHASE_LABEL } from './format';
import type { ProjectOrder } from './project-sort';
import { ProjectStateTags } from './ProjectStateTags';

/** A row of the dashboard's project table: what it shows of a project (the list query spreads it). */
export const ProjectTableFragment = graphql(`
  fragment ProjectTable_project on Project {
    key
    name
    isActive
    isValid
    currentPhase
    updatedAt
    owner {
      key
      name
    }
    fel2Index: latestFelIndex(phase: fel2)
    fel3Index: latestFelIndex(phase: fel3)
    ...AreaProgressBars_project
  }
`);

/**
 * The dashboard's page of projects: a table whose Name, Owner, Last updated and FEL Index headers sort the
 * list (buttons, so the keyboard reaches them; `aria-sort` on the sorted one). On a phone the rows become
 * cards and the header is hidden: the list section's sort select takes its place.
 */
export function ProjectTable(props: { projects: readonly FragmentType<typeof ProjectTableFragment>[]; order: ProjectOrder; onSort(order: ProjectOrder): void }) {
  const projects = getFragmentData(ProjectTableFragment, props.projects);
  const sort = { field: props.order.field, descending: props.order.descending };
  const header = (field: ProjectSort, label: string) => (
    <SortableHeader field={field} sort={sort} onSort={props.onSort}>
      {label}
    </SortableHeader>
  );
  return (
    <HTMLTable className="fel-projects-table" striped interactive aria-label="Projects">
      <thead>
        <tr>
          {header('name', 'Name')}
          {header('owner', 'Owner')}
          <th scope="col">Phase</th>
          <th scope="col">Progress</th>
          {header('updated', 'Last updated')}
          {header('felIndex', 'FEL Index (latest report)')}
        </tr>
      </thead>
      <tbody>
        {projects.map((p) => (
          <tr key={p.key} data-testid="project-row">
            <td data-label="Name">
              <Link className="fel-project-name" to={`/dashboard/${p.key}`}>
                {p.name}
              </Link>
              <ProjectStateTags isValid={p.isValid} isActive={p.isActive} />
            </td>
            <td data-label="Owner">{p.owner.name}</td>
            <td data-label="Phase">{PHASE_LABEL[p.currentPhase]}</td>
            <td>
              <AreaProgressBars project={p} />
            </td>
            <td data-label="Last updated">{formatInstant(p.updatedAt)}</td>
            <td data-label="FEL Index">
              <span title="FEL 2">FEL 2: {formatIndex(p.fel2Index)}</span>
              <br />
              <span title="FEL 3">FEL 3: {formatIndex(p.fel3Index)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
