import { HTMLTable, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { formatIndex, PHASE_LABEL } from '../projects/format';
import { GATE_INTENT } from './portfolio-format';

// The portfolio's project table owns the row it renders (fragment masking: docs/architecture.md); the page's
// query spreads it and selects nothing of a row itself: a field selected twice is counted twice by the server's
// cost limit (client-documents-valid.test.ts found the page at 28,144 of 20,000 with the key and owner repeated).

export const PortfolioTableFragment = graphql(`
  fragment PortfolioTable_project on PortfolioProject {
    key
    name
    projectTypeLabel
    costRangeLabel
    owner {
      key
      name
    }
    currentPhase
    fel2 {
      felIndex
      band
    }
    fel3 {
      felIndex
      band
    }
    latest {
      phase
      attainment
      gate
    }
    answered
    total
    openActions
    overdueActions
  }
`);

/** The owners of the listed projects (the owner filter names a chosen owner before its own search has run). */
export const ownersOf = (refs: readonly FragmentType<typeof PortfolioTableFragment>[]) => refs.map((ref) => getFragmentData(PortfolioTableFragment, ref).owner);

const report = (r: { felIndex: number; band: string } | null | undefined) => (r ? `${formatIndex(r.felIndex)} ${r.band}` : '—');

/** The portfolio's projects, one row each: the FEL Indices, the latest gate outcome, progress and actions. */
export function PortfolioTable(props: { projects: readonly FragmentType<typeof PortfolioTableFragment>[] }) {
  const projects = props.projects.map((ref) => getFragmentData(PortfolioTableFragment, ref));
  return (
    <HTMLTable compact striped className="fel-projects-table" aria-label="Projects">
      <thead>
        <tr>
          <th>Project</th>
          <th>Type</th>
          <th>Cost range</th>
          <th>Owner</th>
          <th>Phase</th>
          <th>FEL 2</th>
          <th>FEL 3</th>
          <th>Target attainment</th>
          <th>Gate outcome</th>
          <th>Progress</th>
          <th>Open actions</th>
          <th>Overdue</th>
        </tr>
      </thead>
      <tbody>
        {projects.map((p) => (
          <tr key={p.key} data-project={p.name}>
            <td data-label="Project">
              <Link to={`/dashboard/${p.key}`}>{p.name}</Link>
            </td>
            <td data-label="Type">{p.projectTypeLabel}</td>
            <td data-label="Cost range">{p.costRangeLabel}</td>
            <td data-label="Owner">{p.owner.name}</td>
            <td data-label="Phase">{PHASE_LABEL[p.currentPhase]}</td>
            <td data-label="FEL 2">{report(p.fel2)}</td>
            <td data-label="FEL 3">{report(p.fel3)}</td>
            <td data-label="Target attainment">{p.latest?.attainment == null ? '—' : `${p.latest.attainment.toFixed(1)} %`}</td>
            <td data-label="Gate outcome">
              {p.latest?.gate ? (
                <Tag minimal intent={GATE_INTENT[p.latest.gate] ?? 'none'}>
                  {PHASE_LABEL[p.latest.phase]}: {p.latest.gate}
                </Tag>
              ) : (
                'No report'
              )}
            </td>
            <td data-label="Progress">
              {p.answered} / {p.total}
            </td>
            <td data-label="Open actions">{p.openActions}</td>
            <td data-label="Overdue" className={p.overdueActions > 0 ? 'fel-portfolio-overdue' : undefined}>{p.overdueActions}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
