import { DEFAULT_PAGE_SIZE, PAGE_SIZES, TablePager } from '../../ui/TablePager';
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Card, H3, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { Phase, ProjectStatusFilter } from '../../gql/graphql';
import { AreaProgressBars } from './AreaProgressBars';
import { formatIndex, PHASE_LABEL } from './format';
import { ProjectStateTags } from './ProjectStateTags';
import './projects.css';

const ProjectListQuery = graphql(`
  query ProjectList($filter: ProjectFilter, $first: Int, $offset: Int) {
    viewer {
      permissions {
        viewerCanCreateProject
      }
    }
    projects(filter: $filter, first: $first, offset: $offset) {
      total
      nodes {
        key
        name
        isActive
        isValid
        currentPhase
        owner {
          key
          name
        }
        fel2Index: latestFelIndex(phase: fel2)
        fel3Index: latestFelIndex(phase: fel3)
        ...AreaProgressBars_project
      }
    }
  }
`);

const STATUSES: { value: ProjectStatusFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Deactivated' },
  { value: 'all', label: 'All' },
];
const isStatus = (v: string | null): v is ProjectStatusFilter => v === 'active' || v === 'inactive' || v === 'all';
const isPhase = (v: string | null): v is Phase => v === 'fel2' || v === 'fel3';

/** The dashboard's project list (issue 5): filters, search, paging; empty state that leads to creating one. */
export function ProjectListSection() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const phaseParam = params.get('phase');
  const status: ProjectStatusFilter = isStatus(statusParam) ? statusParam : 'active';
  const phase: Phase | null = isPhase(phaseParam) ? phaseParam : null;
  const mine = params.get('mine') === '1';
  const search = params.get('q') ?? '';
  const size = Number(params.get('size'));
  const pageSize = PAGE_SIZES.find((s) => s === size) ?? DEFAULT_PAGE_SIZE;
  const page = Math.max(0, Number(params.get('page')) || 0);
  const [searchText, setSearchText] = useState(search);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (searchText.trim() === search) return;
    const timer = setTimeout(
      () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (searchText.trim()) next.set('q', searchText.trim());
            else next.delete('q');
            next.delete('page');
            return next;
          },
          { replace: true },
        ),
      300,
    );
    return () => clearTimeout(timer);
  }, [searchText, search, setParams]);

  const { data, loading, error, refetch } = useQuery(ProjectListQuery, {
    variables: { filter: { status, mine, phase, search }, first: pageSize, offset: page * pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const canCreate = data?.viewer?.permissions.viewerCanCreateProject ?? false;
  const list = data?.projects;
  const filtered = status !== 'active' || mine || phase !== null || search !== '';

  return (
    <Card className="fel-projects" aria-labelledby="fel-projects-title">
      <div className="fel-workspace-header">
        <H3 id="fel-projects-title">Projects</H3>
        {canCreate && <Button intent="primary" icon="add" text="New project" onClick={() => navigate('/dashboard/create-project')} />}
      </div>
      <div className="fel-projects-toolbar" role="search">
        <InputGroup
          className="fel-grow"
          leftIcon="search"
          placeholder="Search by name"
          aria-label="Search projects by name"
          type="search"
          value={searchText}
          onValueChange={setSearchText}
        />
        <HTMLSelect aria-label="State" value={status} onChange={(e) => update({ status: e.currentTarget.value === 'active' ? null : e.currentTarget.value })}>
          {STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </HTMLSelect>
        <HTMLSelect aria-label="Phase" value={phase ?? ''} onChange={(e) => update({ phase: e.currentTarget.value || null })}>
          <option value="">All phases</option>
          <option value="fel2">FEL 2</option>
          <option value="fel3">FEL 3</option>
        </HTMLSelect>
        <Switch label="Mine" checked={mine} onChange={(e) => update({ mine: e.currentTarget.checked ? '1' : null })} style={{ marginBottom: 0 }} />
      </div>
      {error && (
        <Callout intent="danger" icon="error" role="alert">
          The projects could not be loaded. <Button minimal small text="Try again" onClick={() => void refetch()} />
        </Callout>
      )}
      {!list && loading && <Spinner size={30} aria-label="Loading projects" />}
      {list && list.total === 0 && (
        <NonIdealState
          icon={filtered ? 'search' : 'folder-new'}
          title={filtered ? 'No project matches' : 'No projects yet'}
          description={
            filtered
              ? 'Change the filters or the search to see more projects.'
              : canCreate
                ? 'Create your first project: a few screening questions, then a name.'
                : 'Projects you own or whose team you are on will be listed here.'
          }
          action={
            filtered ? (
              <Button text="Clear filters" onClick={() => { setSearchText(''); setParams(new URLSearchParams(), { replace: true }); }} />
            ) : canCreate ? (
              <Button intent="primary" icon="add" text="Create a project" onClick={() => navigate('/dashboard/create-project')} />
            ) : undefined
          }
        />
      )}
      {list && list.total > 0 && (
        <>
          <HTMLTable className="fel-projects-table" striped interactive aria-label="Projects">
            <thead>
              <tr>
                <th>Name</th>
                <th>Owner</th>
                <th>Phase</th>
                <th>Progress</th>
                <th>FEL Index (latest report)</th>
              </tr>
            </thead>
            <tbody>
              {list.nodes.map((p) => (
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
                  <td data-label="FEL Index">
                    <span title="FEL 2">FEL 2: {formatIndex(p.fel2Index)}</span>
                    <br />
                    <span title="FEL 3">FEL 3: {formatIndex(p.fel3Index)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <TablePager
            page={page}
            pageSize={pageSize}
            total={list.total}
            shown={{ page, pageSize, rows: list.nodes.length }}
            onPage={(next) => update({ page: next > 0 ? String(next) : null })}
            onPageSize={(size) => update({ size: size === DEFAULT_PAGE_SIZE ? null : String(size) })}
          />
        </>
      )}
    </Card>
  );
}
