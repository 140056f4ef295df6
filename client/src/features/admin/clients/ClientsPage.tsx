import { useQuery } from '@apollo/client/react';
import { Button, FormGroup, H2, HTMLTable, InputGroup, MenuItem, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useViewer } from '../../../auth/session';
import { graphql } from '../../../gql';
import type { ClientsPage_OrganizationFragment, OrganizationSortField } from '../../../gql/graphql';
import { useSnackbar } from '../../../ui/snackbar';
import '../admin.css';
import { formatDay } from '../../../ui/dates';
import { RowMenu } from '../table/RowMenu';
import { SortableHeader, type SortState } from '../table/SortableHeader';
import { TablePager, usePaging } from '../../../ui/TablePager';
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
  const saved = () => {
    // Spec §4: saving refreshes the list, sorted by name ascending, and closes the popup.
    setDialog(null);
    setSort({ field: 'name', descending: false });
    void refetch();
  };
  const header = (field: OrganizationSortField, label: string) => (
    <SortableHeader field={field} sort={sort} onSort={(next) => { setSort(next); setPage(0); }}>
      {label}
    </SortableHeader>
  );

  return (
    <div className="fel-page fel-admin">
      <div className="fel-admin-header">
        <H2>Organizations</H2>
        <div className="fel-admin-toolbar">
          <FormGroup label="Search by name" labelFor="clients-search" inline className="fel-search">
            <InputGroup id="clients-search" type="search" leftIcon="search" value={search} onValueChange={(v) => { setSearch(v); setPage(0); }} />
          </FormGroup>
          {manage && <Button icon="add" intent="primary" text="ORGANIZATION" aria-label="Add organization" onClick={() => setDialog({ kind: 'add' })} />}
        </div>
      </div>
      <div className="fel-table-scroll">
        <HTMLTable interactive striped className={`fel-admin-table fel-cards${loading ? ' fel-loading' : ''}`} aria-busy={loading} aria-label="Organizations">
          <thead>
            <tr>
              {header('name', 'Organization')}
              <th scope="col">License</th>
              {header('created', 'Created')}
              {header('licenseDue', 'License Expiry')}
              {header('subscription', 'Subscription')}
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {list?.nodes.map((org) => (
              <RowMenu
                key={org.key}
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
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {!list && loading && <Spinner aria-label="Loading organizations" className="fel-admin-spinner" />}
      {!list && error && <NonIdealState icon="error" title="Error fetching organizations." action={<Button text="Try again" onClick={() => void refetch()} />} />}
      {list && list.total === 0 && (
        <NonIdealState
          icon={<img src={emptyImage} alt="" width={120} height={90} />}
          title={name ? 'No organization matches this name' : 'No organizations yet'}
          description={manage && !name ? 'Add the first one with ORGANIZATION.' : undefined}
        />
      )}
      {list && (
        <TablePager {...paging.pagerProps(list)} />
      )}
      {dialog?.kind === 'add' && <OrganizationDialog organizationKey={null} readOnly={false} onClose={() => setDialog(null)} onSaved={saved} />}
      {dialog?.kind === 'edit' && <OrganizationDialog organizationKey={dialog.org.key} readOnly={!manage} onClose={() => setDialog(null)} onSaved={saved} />}
      {dialog?.kind === 'cels' && <AssignCelsDialog organization={dialog.org} readOnly={!manage} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'metrics' && <CompanyMetricsDialog organization={dialog.org} readOnly={!manage} onClose={() => setDialog(null)} />}
    </div>
  );
}
