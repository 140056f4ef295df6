import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, FormGroup, H1, InputGroup, MenuItem } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useViewer } from '../../../auth/session';
import { getFragmentData, graphql } from '../../../gql';
import type { ClientsPage_OrganizationFragment, OrganizationSortField } from '../../../gql/graphql';
import { useSnackbar } from '../../../ui/snackbar';
import '../admin.css';
import { formatDay } from '../../../ui/dates';
import { RowMenu } from '../table/RowMenu';
import { focusRow, ServerTable, type ServerColumn } from '../table/ServerTable';
import type { SortState } from '../../../ui/SortableHeader';
import { usePaging } from '../../../ui/TablePager';
import { useDebounced } from '../table/useDebounced';
import { AssignCelsDialog } from './AssignCelsDialog';
import { CompanyMetricsDialog } from './CompanyMetricsDialog';
import emptyImage from './empty-organizations.svg';
import { OrganizationDialog } from './OrganizationDialog';

export const ClientsPageOrganizationFragment = graphql(`
  fragment ClientsPage_organization on Organization {
    key
    name
    licenseKey
    created
    licenseDue
    subscription
    subscriptionLabel
    notes
  }
`);

const AdminOrganizationsQuery = graphql(`
  query AdminOrganizations($filter: OrganizationFilter, $sort: OrganizationSort, $page: Int, $pageSize: Int) {
    adminOrganizations(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      nodes {
        key
        ...ClientsPage_organization
      }
    }
  }
`);

type Organization = ClientsPage_OrganizationFragment;
type Dialog = { kind: 'add' } | { kind: 'edit' | 'cels' | 'metrics'; org: Organization } | null;

const COLUMNS: ServerColumn<OrganizationSortField>[] = [
  { title: 'Organization', sortField: 'name' },
  { title: 'License' },
  { title: 'Created', sortField: 'created' },
  { title: 'License Expiry', sortField: 'licenseDue' },
  { title: 'Subscription', sortField: 'subscription' },
  { title: 'Notes' },
];

/**
 * /dashboard/clients: the organizations (Admin: all, to manage; IPA User: read-only, the clients it is
 * CEL of). Default order name ascending (spec §4); paging, search and sorting by the server.
 */
export function ClientsPage() {
  const viewer = useViewer();
  const manage = viewer.permissions.viewerCanManageOrganizations;
  const snackbar = useSnackbar();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState<OrganizationSortField>>({ field: 'name', descending: false });
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { cache } = useApolloClient();
  const name = useDebounced(search.trim());
  const { data, previousData, loading, error, refetch } = useQuery(AdminOrganizationsQuery, {
    variables: { filter: { name: name || null }, sort, page, pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.adminOrganizations;

  useEffect(() => {
    if (error) snackbar.error('Error fetching organizations.');
  }, [error, snackbar]);

  const open = (kind: 'edit' | 'cels' | 'metrics', org: Organization) => {
    setOpenMenu(null);
    setDialog({ kind, org });
  };
  // A dialog opened from a row's menu gives the focus back to the row as it closes.
  const close = () => {
    if (dialog && dialog.kind !== 'add') focusRow(dialog.org.key);
    setDialog(null);
  };
  const saved = () => {
    // Spec §4: saving refreshes the list, sorted by name ascending, and closes the popup. The saved
    // organization came back in the payload; which organizations a page holds is the server's to answer again.
    close();
    setSort({ field: 'name', descending: false });
    setPage(0);
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminOrganizations' });
    cache.gc();
  };

  return (
    <div className="fel-page fel-admin">
      <div className="fel-admin-header">
        <H1 className="fel-page-title">Organizations</H1>
        <div className="fel-admin-toolbar">
          <FormGroup label="Search by name" labelFor="clients-search" inline className="fel-search">
            <InputGroup id="clients-search" type="search" leftIcon="search" value={search} onValueChange={(v) => { setSearch(v); setPage(0); }} />
          </FormGroup>
          {manage && <Button icon="add" intent="primary" text="ORGANIZATION" aria-label="Add organization" onClick={() => setDialog({ kind: 'add' })} />}
        </div>
      </div>
      <ServerTable
        label="Organizations"
        columns={COLUMNS}
        sort={sort}
        onSort={setSort}
        paging={paging}
        list={list}
        loading={loading}
        error={error ? 'Error fetching organizations.' : null}
        onRetry={() => void refetch()}
        empty={{
          icon: <img src={emptyImage} alt="" width={120} height={90} />,
          title: name ? 'No organization matches this name' : 'No organizations yet',
          description: manage && !name ? 'Add the first one with ORGANIZATION.' : undefined,
        }}
        row={(node) => {
          const org = getFragmentData(ClientsPageOrganizationFragment, node);
          return (
          <RowMenu
            key={org.key}
            rowKey={org.key}
            open={openMenu === org.key}
            onOpenChange={(next) => setOpenMenu(next ? org.key : null)}
            label={org.name}
            menu={
              <>
                <MenuItem icon="edit" text={manage ? 'Edit organization details' : 'Organization details'} onClick={() => open('edit', org)} />
                <MenuItem icon="people" text="Assign CEL" onClick={() => open('cels', org)} />
                <MenuItem icon="timeline-bar-chart" text="Company metrics" onClick={() => open('metrics', org)} />
              </>
            }
          >
            <td data-label="Organization">{org.name}</td>
            <td data-label="License" className="fel-cell-mono">{org.licenseKey ?? '—'}</td>
            <td data-label="Created">{formatDay(org.created)}</td>
            <td data-label="License Expiry">{formatDay(org.licenseDue)}</td>
            <td data-label="Subscription">{org.subscriptionLabel}</td>
            <td data-label="Notes" className="fel-cell-notes">{org.notes}</td>
          </RowMenu>
          );
        }}
      />
      {dialog?.kind === 'add' && <OrganizationDialog organizationKey={null} readOnly={false} onClose={close} onSaved={saved} />}
      {dialog?.kind === 'edit' && <OrganizationDialog organizationKey={dialog.org.key} readOnly={!manage} onClose={close} onSaved={saved} />}
      {dialog?.kind === 'cels' && <AssignCelsDialog organization={dialog.org} readOnly={!manage} onClose={close} />}
      {dialog?.kind === 'metrics' && <CompanyMetricsDialog organization={dialog.org} readOnly={!manage} onClose={close} />}
    </div>
  );
}
