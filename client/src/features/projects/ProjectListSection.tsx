import { DEFAULT_PAGE_SIZE, PAGE_SIZES, TablePager } from '../../ui/TablePager';
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Card, H2, HTMLSelect, InputGroup, Spinner, Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { Phase, ProjectStatusFilter } from '../../gql/graphql';
import { orderFromParams, orderOfValue, orderParams, orderValue, SORT_COLUMNS } from './project-sort';
import { ProjectTable } from './ProjectTable';
import './projects.css';
import { EmptyState } from '../../ui/EmptyState';

const ProjectListQuery = graphql(`
  query ProjectList($filter: ProjectFilter, $sort: ProjectSort, $descending: Boolean, $first: Int, $after: String, $before: String) {
    viewer {
      permissions {
        viewerCanCreateProject
      }
    }
    projects(filter: $filter, sort: $sort, descending: $descending, first: $first, after: $after, before: $before) {
      total
      startCursor
      endCursor
      nodes {
        key
        ...ProjectTable_project
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

/**
 * The dashboard's project list: filters, search, order and paging, all in the URL (`?sort=&dir=` the order;
 * `?page=` with `after=` or `before=`, the cursor of the page next to it: the server pages by cursor, so
 * a deep page costs what the first does); empty state that leads to creating one.
 */
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
  const order = orderFromParams(params);
  const after = params.get('after');
  const before = after ? null : params.get('before');
  // A page number means something only with its cursor (a link without one shows the first page).
  const page = after || before ? Math.max(0, Number(params.get('page')) || 0) : 0;
  const [searchText, setSearchText] = useState(search);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        // Anything but a page turn starts again from the first page.
        if (!('page' in changes)) for (const k of ['page', 'after', 'before']) next.delete(k);
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
            for (const k of ['page', 'after', 'before']) next.delete(k);
            return next;
          },
          { replace: true },
        ),
      300,
    );
    return () => clearTimeout(timer);
  }, [searchText, search, setParams]);

  const { data: fresh, previousData, loading, error, refetch } = useQuery(ProjectListQuery, {
    variables: { filter: { status, mine, phase, search }, sort: order.field, descending: order.descending, first: pageSize, after, before },
    fetchPolicy: 'cache-and-network',
  });
  // While another page or order loads, the table keeps the rows it shows (and the focus on its header).
  const data = fresh ?? previousData;
  const canCreate = data?.viewer?.permissions.viewerCanCreateProject ?? false;
  const list = data?.projects;
  const filtered = status !== 'active' || mine || phase !== null || search !== '';

  return (
    <Card className="fel-projects" aria-labelledby="fel-projects-title">
      <div className="fel-workspace-header">
        <H2 id="fel-projects-title" className="fel-section-title">Projects</H2>
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
        {/* The phone's cards have no header row to click: the order is chosen here (hidden on wider screens). */}
        <HTMLSelect className="fel-sort-select" aria-label="Sort by" value={orderValue(order)} onChange={(e) => update(orderParams(orderOfValue(e.currentTarget.value)))}>
          {SORT_COLUMNS.flatMap((c) => [
            <option key={`${c.field}:asc`} value={`${c.field}:asc`}>
              {c.ascending}
            </option>,
            <option key={`${c.field}:desc`} value={`${c.field}:desc`}>
              {c.descending}
            </option>,
          ])}
        </HTMLSelect>
      </div>
      {error && (
        <Callout intent="danger" icon="error" role="alert">
          The projects could not be loaded. <Button minimal small text="Try again" onClick={() => void refetch()} />
        </Callout>
      )}
      {!list && loading && <Spinner size={30} aria-label="Loading projects" />}
      {list && list.total === 0 && (
        <EmptyState
          level={3}
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
          <ProjectTable projects={list.nodes} order={order} onSort={(next) => update(orderParams(next))} />
          <TablePager
            page={page}
            pageSize={pageSize}
            total={list.total}
            shown={{ page, pageSize, rows: list.nodes.length }}
            onPage={(next) =>
              // The cursors are those of the page shown: no turn until the one asked for has come.
              fresh &&
              update(
                next <= 0
                  ? { page: null, after: null, before: null }
                  : next > page
                    ? { page: String(next), after: list.endCursor ?? null, before: null }
                    : { page: String(next), after: null, before: list.startCursor ?? null },
              )
            }
            onPageSize={(size) => update({ size: size === DEFAULT_PAGE_SIZE ? null : String(size) })}
          />
        </>
      )}
    </Card>
  );
}
