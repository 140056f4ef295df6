import { useQuery } from '@apollo/client/react';
import { Button, Callout, Card, H1, H2, Spinner } from '@blueprintjs/core';
import { SCOPE_LABEL, SCOPE_TYPES } from '../../../../common/outcome-schema';
import { graphql } from '../../gql';
import type { OutcomesFilter, Phase, ScopeType } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { useHelp } from '../shell/help/help-context';
import { FilterSelect, useAddressFilters } from '../portfolio/AddressFilters';
import { errorText, PHASE_LABEL } from '../projects/format';
import { OutcomeStatistics } from './OutcomeStatistics';
import '../portfolio/portfolio.css';
import './outcomes.css';

// /dashboard/outcome-pool: the provider's pooled outcomes (Admins and CELs), per method and phase, over the
// organizations that opted in; never a project, never an organization (DOMAIN.md §3b).

const PoolQuery = graphql(`
  query ProviderOutcomes($filter: OutcomesFilter) {
    providerOutcomes(filter: $filter) {
      thresholds
      groups {
        method
        phase
        sentence
        costGrowth {
          ...OutcomeStatistics_series
        }
        slip {
          ...OutcomeStatistics_series
        }
      }
    }
  }
`);

const GATES = [
  { value: 'fel2', label: 'FEL 2' },
  { value: 'fel3', label: 'FEL 3' },
];
const isPhase = (v: string | null): v is Phase => v === 'fel2' || v === 'fel3';
const isScope = (v: string | null): v is ScopeType => SCOPE_TYPES.some((s) => s === v);

/** The provider's pool, filtered by gate and scope type. */
export function ProviderOutcomesPage() {
  const help = useHelp();
  const filters = useAddressFilters();
  const phase = filters.params.get('phase');
  const scope = filters.params.get('scope');
  const filter: OutcomesFilter = { phase: isPhase(phase) ? phase : null, scopeType: isScope(scope) ? scope : null };
  const { data, error, loading, previousData } = useQuery(PoolQuery, { variables: { filter } });
  const pool = (data ?? previousData)?.providerOutcomes;
  return (
    <div className="fel-page fel-portfolio">
      <div className="fel-workspace-header">
        <H1 className="fel-page-title">Outcome pool</H1>
        <Button minimal icon="help" text="Help" onClick={() => help.open('outcomes')} />
      </div>
      <Card className="fel-portfolio-filters" aria-label="Filters">
        <FilterSelect filters={filters} name="phase" label="Gate" options={GATES} />
        <FilterSelect filters={filters} name="scope" label="Scope type" options={SCOPE_TYPES.map((s) => ({ value: s, label: SCOPE_LABEL[s] }))} />
        {loading && <Spinner size={16} aria-label="Loading" />}
      </Card>
      {error && <Callout intent="danger">{errorText(error)}</Callout>}
      {pool && <Callout intent="primary">{pool.thresholds} No organization is named and no project is listed; demo data never joins the pool.</Callout>}
      {pool && pool.groups.length === 0 && (
        <Card>
          <EmptyState level={2} icon="timeline-line-chart" title="Nothing pooled yet" description="No organization that shares its outcomes has a final close-out yet (with these filters)." />
        </Card>
      )}
      {pool?.groups.map((g) => {
        const label = `${PHASE_LABEL[g.phase]} gate, method ${g.method}`;
        return (
          <Card key={label} aria-label={label}>
            <H2 className="fel-section-title">{label}</H2>
            <p className="fel-outcomes-statement" data-testid="provider-sentence">
              {g.sentence}
            </p>
            <OutcomeStatistics series={g.costGrowth} label={label} />
            <OutcomeStatistics series={g.slip} label={label} />
          </Card>
        );
      })}
    </div>
  );
}
