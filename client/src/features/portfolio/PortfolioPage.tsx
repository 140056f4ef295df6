import { useQuery } from '@apollo/client/react';
import { Button, Callout, Card, H1, H2, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { PortfolioFilter, PortfolioGateFilter, Phase } from '../../gql/graphql';
import { useViewer } from '../../auth/session';
import { localDay } from '../../ui/dates';
import { EmptyState } from '../../ui/EmptyState';
import { errorText } from '../projects/format';
import { FilterSelect, useAddressFilters } from './AddressFilters';
import { OwnerFilter } from './OwnerFilter';
import { PortfolioActions } from './PortfolioActions';
import { PortfolioCharts } from './PortfolioCharts';
import { ownersOf, PortfolioTable } from './PortfolioTable';
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
          ...PortfolioTable_project
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
        <OwnerFilter filters={filters} known={ownersOf(portfolio?.projectPage.nodes ?? [])} />
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
                <PortfolioTable projects={portfolio.projectPage.nodes} />
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
