import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, H1, H2, Spinner, Switch } from '@blueprintjs/core';
import { Link } from 'react-router';
import { SCOPE_LABEL, SCOPE_TYPES } from '../../../../common/outcome-schema';
import { useViewer } from '../../auth/session';
import { graphql } from '../../gql';
import type { OutcomesFilter, Phase, ScopeType } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { useMutationPayload } from '../../ui/useMutationPayload';
import { useSnackbar } from '../../ui/snackbar';
import { downloadText } from '../admin/table/download';
import { FilterSelect, useAddressFilters } from '../portfolio/AddressFilters';
import { useHelp } from '../shell/help/help-context';
import { errorText, PHASE_LABEL, TRY_AGAIN } from '../projects/format';
import { OutcomeScatter } from './OutcomeCharts';
import { OutcomeProjectsTable } from './OutcomeProjectsTable';
import { OutcomeStatistics } from './OutcomeStatistics';
import '../portfolio/portfolio.css';
import './outcomes.css';

// /dashboard/portfolio/outcomes: did the FEL Index predict what the projects then cost and took? The
// organization's closed projects against their index at the gate, per method and phase (DOMAIN.md §3b).

const OutcomesQuery = graphql(`
  query PortfolioOutcomes($filter: OutcomesFilter) {
    portfolio {
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
      outcomes(filter: $filter) {
        nextStep
        projects {
          # The scatter's points; the table below reads its own fragment.
          key
          name
          phase
          method
          felIndex
          band
          counted
          costGrowth {
            percent
          }
          slip {
            percent
          }
          ...OutcomeProjectsTable_project
        }
        groups {
          method
          phase
          costGrowth {
            ...OutcomeStatistics_series
          }
          slip {
            ...OutcomeStatistics_series
          }
        }
        bandBoundaries {
          band
          max
        }
        references {
          measure
          value
          label
        }
        pooling {
          pooled
          viewerCanOptIn
          viewerCanOptOut
        }
      }
    }
  }
`);

const CsvQuery = graphql(`
  query PortfolioOutcomesCsv($filter: OutcomesFilter) {
    portfolio {
      outcomes(filter: $filter) {
        csv {
          filename
          content
        }
      }
    }
  }
`);

const PoolingMutation = graphql(`
  mutation SetOutcomePooling($input: SetOutcomePoolingInput!) {
    setOutcomePooling(input: $input) {
      pooling {
        pooled
      }
      errors {
        field
        message
      }
    }
  }
`);

const NOT_GIVEN = { value: 'notGiven', label: 'Not given' };
const isPhase = (v: string | null): v is Phase => v === 'fel2' || v === 'fel3';
const isScope = (v: string | null): v is ScopeType => SCOPE_TYPES.some((s) => s === v);

/** The filter as the address holds it. */
function filterOf(params: URLSearchParams): OutcomesFilter {
  const phase = params.get('phase');
  const scope = params.get('scope');
  return { phase: isPhase(phase) ? phase : null, projectType: params.get('type') || null, costRange: params.get('cost') || null, scopeType: isScope(scope) ? scope : null };
}

/** The outcomes view of the active client's portfolio. */
export function OutcomesPage() {
  const viewer = useViewer();
  const help = useHelp();
  const client = useApolloClient();
  const snackbar = useSnackbar();
  const run = useMutationPayload();
  const filters = useAddressFilters();
  const filter = filterOf(filters.params);
  const { data, error, loading, previousData } = useQuery(OutcomesQuery, { variables: { filter } });
  const [setPooling, { loading: pooling }] = useMutation(PoolingMutation, { refetchQueries: ['PortfolioOutcomes'] });
  const portfolio = (data ?? previousData)?.portfolio;
  const outcomes = portfolio?.outcomes;

  const select = (name: string, label: string, options: { value: string; label: string }[]) => <FilterSelect filters={filters} name={name} label={label} options={options} />;

  async function exportCsv() {
    try {
      const result = await client.query({ query: CsvQuery, variables: { filter }, fetchPolicy: 'no-cache' });
      const csv = result.data?.portfolio.outcomes.csv;
      if (!csv) throw new Error('no CSV');
      downloadText(csv.filename, csv.content);
    } catch (e) {
      snackbar.error(errorText(e));
    }
  }

  async function togglePooling(pooled: boolean) {
    await run(async () => (await setPooling({ variables: { input: { pooled } } })).data?.setOutcomePooling, {
      success: pooled ? 'Your outcomes now join the provider’s pool.' : 'Your outcomes no longer join the provider’s pool.',
      failed: TRY_AGAIN,
      reason: 'instead',
      thrown: 'instead',
    });
  }

  const pool = outcomes?.pooling;
  return (
    <div className="fel-page fel-portfolio">
      <div className="fel-workspace-header">
        <H1 className="fel-page-title">Outcomes of {viewer.activeOrganization.name}</H1>
        <div>
          <Link to="/dashboard/portfolio">Portfolio</Link> <Button minimal icon="help" text="Help" onClick={() => help.open('outcomes')} />
        </div>
      </div>
      <Card className="fel-portfolio-filters" aria-label="Filters">
        {select('phase', 'Gate', [
          { value: 'fel2', label: 'FEL 2' },
          { value: 'fel3', label: 'FEL 3' },
        ])}
        {select('type', 'Project type', [...(portfolio?.filterOptions.projectTypes ?? []), NOT_GIVEN])}
        {select('cost', 'Cost range', [...(portfolio?.filterOptions.costRanges ?? []), NOT_GIVEN])}
        {select('scope', 'Scope type', SCOPE_TYPES.map((s) => ({ value: s, label: SCOPE_LABEL[s] })))}
        {loading && <Spinner size={16} aria-label="Loading" />}
        <Button icon="download" text="Download CSV" onClick={() => void exportCsv()} disabled={!outcomes || outcomes.projects.length === 0} />
      </Card>
      {error && <Callout intent="danger">{errorText(error)}</Callout>}
      {pool && (
        <Card aria-label="The provider's pool">
          <Switch
            checked={pool.pooled}
            disabled={pooling || !(pool.pooled ? pool.viewerCanOptOut : pool.viewerCanOptIn)}
            label="Share our closed projects’ outcomes, without our name, in the provider’s pool"
            onChange={(e) => void togglePooling(e.currentTarget.checked)}
          />
          <p className="fel-muted">
            Off until your Client Admin or point of contact switches it on. The pool shows only figures from 10 projects of at least 3 organizations, none supplying more than half,
            and never names an organization. A provider Admin may switch it off.
          </p>
        </Card>
      )}
      {outcomes && outcomes.nextStep && outcomes.projects.length === 0 && (
        <Card>
          <EmptyState level={2} icon="timeline-line-chart" title="No outcomes recorded yet" description={outcomes.nextStep} />
        </Card>
      )}
      {outcomes && outcomes.projects.length > 0 && (
        <>
          {outcomes.nextStep && <Callout intent="primary">{outcomes.nextStep}</Callout>}
          {outcomes.groups.map((g) => {
            const label = `${PHASE_LABEL[g.phase]} gate, method ${g.method}`;
            const points = (measure: 'costGrowth' | 'slip') =>
              outcomes.projects.flatMap((p) => {
                const value = measure === 'costGrowth' ? p.costGrowth?.percent : p.slip?.percent;
                return p.counted && p.phase === g.phase && p.method === g.method && value !== null && value !== undefined ? [{ name: p.name, felIndex: p.felIndex, band: p.band, value }] : [];
              });
            const references = (measure: 'costGrowth' | 'slip') => outcomes.references.filter((r) => r.measure === measure);
            return (
              <Card key={label} aria-label={label}>
                <H2 className="fel-section-title">{label}</H2>
                <div className="fel-outcomes-charts">
                  <OutcomeScatter id={`cost-${g.phase}-${g.method}`} title="Cost growth against the FEL Index at the gate" measure="Cost growth" points={points('costGrowth')} boundaries={outcomes.bandBoundaries} references={references('costGrowth')} />
                  <OutcomeScatter id={`slip-${g.phase}-${g.method}`} title="Schedule slip against the FEL Index at the gate" measure="Slip" points={points('slip')} boundaries={outcomes.bandBoundaries} references={references('slip')} />
                </div>
                <p className="fel-muted">Dashed orange lines: published figures of another index (CII's PDRI outcome studies), for scale only; never this product's figures.</p>
                <OutcomeStatistics series={g.costGrowth} label={label} />
                <OutcomeStatistics series={g.slip} label={label} />
              </Card>
            );
          })}
          <OutcomeProjectsTable projects={outcomes.projects} />
        </>
      )}
    </div>
  );
}
