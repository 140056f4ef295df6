import { useQuery } from '@apollo/client/react';
import { Button, Callout, Card, H1, H2, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { PortfolioFilter, PortfolioGateFilter, Phase } from '../../gql/graphql';
import { useViewer } from '../../auth/session';
import { localDay } from '../../ui/dates';
import { EmptyState } from '../../ui/EmptyState';
import { errorText, formatIndex, PHASE_LABEL } from '../projects/format';
import { FilterSelect, useAddressFilters } from './AddressFilters';
import { OwnerFilter } from './OwnerFilter';
import { PortfolioActions } from './PortfolioActions';
import { PortfolioCharts } from './PortfolioCharts';
import { GATE_INTENT } from './portfolio-format';
import '../../ui/card-table.css';
import './portfolio.css';

const PortfolioQuery = graphql(`
  query Portfolio($filter: PortfolioFilter, $today: Date, $after: String) {
    portfolio(filter: $filter, today: $today) {
      projectPage(first: 100, after: $after) {
        total
        endCursor
        hasMore
        nodes {
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
      }
      filterOptions {
        projectTypes {
          value
          label
        }
        costRanges {
          value
          label
        }
      }
      ...PortfolioCharts_portfolio
    }
  }
`);

const NOT_GIVEN = { value: 'notGiven', label: 'Not given' };
const GATES: { value: PortfolioGateFilter; label: string }[] = [
  { value: 'ready', label: 'Ready' },
  { value: 'readyWithConditions', label: 'Ready with conditions' },
  { value: 'notReady', label: 'Not ready' },
  { value: 'noReport', label: 'No report' },
];
const isGate = (v: string | null): v is PortfolioGateFilter => GATES.some((g) => g.value === v);
const isPhase = (v: string | null): v is Phase => v === 'fel2' || v === 'fel3';

/** The filter as the URL holds it (so a filtered view can be bookmarked and shared). */
function filterOf(params: URLSearchParams): PortfolioFilter {
  const gate = params.get('gate');
  const phase = params.get('phase');
  return {
    projectType: params.get('type') || null,
    costRange: params.get('cost') || null,
    owner: params.get('owner') || null,
    phase: isPhase(phase) ? phase : null,
    gate: isGate(gate) ? gate : null,
  };
}

const report = (r: { felIndex: number; band: string } | null | undefined) => (r ? `${formatIndex(r.felIndex)} ${r.band}` : '—');

/** /dashboard/portfolio: every active project of the active client at a glance, charts, and the actions across projects. */
export function PortfolioPage() {
  const viewer = useViewer();
  const filters = useAddressFilters();
  const { params } = filters;
  const filter = filterOf(params);
  // Overdue is counted against the reader's own date, not the server's (UTC) one.
  const today = localDay();
  const { data, error, loading, previousData, fetchMore } = useQuery(PortfolioQuery, { variables: { filter, today } });
  const portfolio = (data ?? previousData)?.portfolio;
  const [more, setMore] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  // The next hundred projects, appended to the table (the charts and counts already cover every project).
  const showMore = async () => {
    const page = portfolio?.projectPage;
    if (!page?.endCursor) return;
    setMore({ loading: true, error: null });
    try {
      await fetchMore({
        variables: { after: page.endCursor },
        updateQuery: (prev, { fetchMoreResult }) => ({
          portfolio: {
            ...prev.portfolio,
            projectPage: { ...fetchMoreResult.portfolio.projectPage, nodes: [...prev.portfolio.projectPage.nodes, ...fetchMoreResult.portfolio.projectPage.nodes] },
          },
        }),
      });
      setMore({ loading: false, error: null });
    } catch (e) {
      setMore({ loading: false, error: errorText(e) });
    }
  };
  const select = (name: string, label: string, options: { value: string; label: string }[]) => <FilterSelect filters={filters} name={name} label={label} options={options} />;
  return (
    <div className="fel-page fel-portfolio">
      <div className="fel-workspace-header">
        <H1 className="fel-page-title">Portfolio of {viewer.activeOrganization.name}</H1>
        <Link to="/dashboard/portfolio/outcomes">Outcomes: what the projects cost and took</Link>
      </div>
      <Card className="fel-portfolio-filters" aria-label="Filters">
        {select('type', 'Project type', [...(portfolio?.filterOptions.projectTypes ?? []), NOT_GIVEN])}
        {select('cost', 'Cost range', [...(portfolio?.filterOptions.costRanges ?? []), NOT_GIVEN])}
        <OwnerFilter filters={filters} known={(portfolio?.projectPage.nodes ?? []).map((p) => p.owner)} />
        {select('phase', 'Phase', [
          { value: 'fel2', label: 'FEL 2' },
          { value: 'fel3', label: 'FEL 3' },
        ])}
        {select('gate', 'Gate outcome', GATES)}
        {loading && <Spinner size={16} aria-label="Loading" />}
      </Card>
      {error && <Callout intent="danger">{errorText(error)}</Callout>}
      {portfolio && (
        <>
          <Card>
            <H2 className="fel-section-title">Projects ({portfolio.projectPage.total})</H2>
            {portfolio.projectPage.total === 0 ? (
              <EmptyState level={3} icon="search" title="No active project matches these filters." />
            ) : (
              <div className="fel-portfolio-table-wrap">
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
                    {portfolio.projectPage.nodes.map((p) => (
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
                {portfolio.projectPage.hasMore && (
                  <div className="fel-portfolio-more">
                    <span>
                      Showing {portfolio.projectPage.nodes.length} of {portfolio.projectPage.total}
                    </span>
                    <Button text="Show more projects" loading={more.loading} onClick={() => void showMore()} />
                    {more.error && <Callout intent="danger">{more.error}</Callout>}
                  </div>
                )}
              </div>
            )}
          </Card>
          <PortfolioCharts portfolio={portfolio} />
          <PortfolioActions key={params.toString()} filter={filter} today={today} />
        </>
      )}
    </div>
  );
}
