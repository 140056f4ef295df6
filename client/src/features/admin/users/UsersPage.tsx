import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, H2, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { PendingApprovalsQuery } from '../../shell/NavLinks';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { graphql } from '../../../gql';
import type { UserSortField } from '../../../gql/graphql';
import { useSnackbar } from '../../../ui/snackbar';
import '../admin.css';
import { downloadText } from '../table/download';
import { FilterButton } from '../table/FilterButton';
import { SortableHeader, type SortState } from '../table/SortableHeader';
import { TablePager, usePaging } from '../../../ui/TablePager';
import { useDebounced } from '../table/useDebounced';
import { UserDialog, type EditedUser } from './UserDialog';
import { UserRow } from './UserRow';

const AdminUsersQuery = graphql(`
  query AdminUsers($filter: UserFilter, $sort: UserSort, $page: Int, $pageSize: Int) {
    adminUsers(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      nodes {
        key
        ...UserRow_user
      }
    }
  }
`);

const AdminUsersCsvQuery = graphql(`
  query AdminUsersCsv($filter: UserFilter, $sort: UserSort) {
    adminUsersCsv(filter: $filter, sort: $sort) {
      filename
      content
    }
  }
`);

type DialogState = { mode: 'add' } | { mode: 'edit'; user: EditedUser } | null;

/**
 * /dashboard/users: every user for provider Admins, the organization's own users for its Client Admin or
 * POC. Paging, sorting and filtering are done by the server (spec §9 sorts; email and organization filters).
 */
export function UsersPage() {
  const snackbar = useSnackbar();
  const client = useApolloClient();
  const [emailFilter, setEmailFilter] = useState('');
  const [orgFilter, setOrgFilter] = useState('');
  const [pendingOnly, setPendingOnly] = useState(false);
  const pendingCount = useQuery(PendingApprovalsQuery).data?.viewer?.pendingApprovals;
  const [sort, setSort] = useState<SortState<UserSortField>>({ field: 'name', descending: false });
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [exporting, setExporting] = useState(false);
  const email = useDebounced(emailFilter.trim());
  const organization = useDebounced(orgFilter.trim());
  const filter = { email: email || null, organization: organization || null, status: pendingOnly ? ('pending' as const) : null };
  const { data, previousData, loading, error, refetch: refetchUsers } = useQuery(AdminUsersQuery, {
    variables: { filter, sort, page, pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.adminUsers;
  // A change of status (an approval, too) changes the pending count of the button and the navigation.
  const refetch = () => Promise.all([refetchUsers(), client.refetchQueries({ include: [PendingApprovalsQuery] })]);

  useEffect(() => {
    if (error) snackbar.error('Error fetching users.');
  }, [error, snackbar]);

  async function exportCsv() {
    setExporting(true);
    try {
      const result = await client.query({ query: AdminUsersCsvQuery, variables: { filter, sort }, fetchPolicy: 'network-only' });
      if (!result.data) throw new Error('no data');
      downloadText(result.data.adminUsersCsv.filename, result.data.adminUsersCsv.content);
    } catch {
      snackbar.error('Failed to retrieve users list.');
    } finally {
      setExporting(false);
    }
  }

  const filtered = email !== '' || organization !== '' || pendingOnly;
  // A filter change starts again from the first page.
  const changeFilter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(0);
  };
  const header = (field: UserSortField, label: string, extra?: ReactNode) => (
    <SortableHeader field={field} sort={sort} onSort={(next) => { setSort(next); setPage(0); }} extra={extra}>
      {label}
    </SortableHeader>
  );

  return (
    <div className="fel-page fel-admin">
      <div className="fel-admin-header">
        <H2>Users</H2>
        <div className="fel-admin-toolbar">
          <Button
            icon="time"
            text={`Pending approval${pendingCount === undefined ? '' : ` (${pendingCount})`}`}
            active={pendingOnly}
            aria-pressed={pendingOnly}
            onClick={() => {
              setPendingOnly((on) => !on);
              setPage(0);
            }}
          />
          <Button icon="download" text="Export" onClick={exportCsv} loading={exporting} disabled={!list || list.total === 0} />
          <Button ref={addButton} icon="add" intent="primary" text="USER" aria-label="Add user" onClick={() => setDialog({ mode: 'add' })} />
        </div>
      </div>
      <div className="fel-table-scroll">
        <HTMLTable interactive striped className={`fel-admin-table fel-cards${loading ? ' fel-loading' : ''}`} aria-busy={loading} aria-label="Users">
          <thead>
            <tr>
              {header('name', 'Name')}
              {header('email', 'Email', <FilterButton id="filter-email" label="Filter by email" fieldLabel="Email contains" value={emailFilter} onChange={changeFilter(setEmailFilter)} />)}
              {header('organization', 'Organization', <FilterButton id="filter-organization" label="Filter by organization" fieldLabel="Organization contains" value={orgFilter} onChange={changeFilter(setOrgFilter)} />)}
              {header('role', 'Role')}
              {header('lastLogin', 'Last Login')}
              {header('status', 'Status')}
            </tr>
          </thead>
          <tbody>
            {list?.nodes.map((user) => (
              <UserRow
                key={user.key}
                user={user}
                menuOpen={openMenu === user.key}
                onMenu={(open) => setOpenMenu(open ? user.key : null)}
                onEdit={(edited) => {
                  setOpenMenu(null);
                  setDialog({ mode: 'edit', user: edited });
                }}
                onChanged={() => void refetch()}
              />
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {!list && loading && <Spinner aria-label="Loading users" className="fel-admin-spinner" />}
      {!list && error && <NonIdealState icon="error" title="Error fetching users." action={<Button text="Try again" onClick={() => void refetch()} />} />}
      {list && list.total === 0 && (
        <NonIdealState
          icon="people"
          title={pendingOnly && email === '' && organization === '' ? 'No registration waits for approval' : filtered ? 'No user matches these filters' : 'No users yet'}
          action={filtered ? <Button text="Clear filters" onClick={() => { setEmailFilter(''); setOrgFilter(''); setPendingOnly(false); }} /> : undefined}
        />
      )}
      {list && (
        <TablePager {...paging.pagerProps(list)} />
      )}
      {dialog && (
        <UserDialog
          user={dialog.mode === 'edit' ? dialog.user : null}
          onClose={() => {
            // The dialog unmounts as it closes: the focus goes back to the button that opened it.
            if (dialog.mode === 'add') addButton.current?.focus();
            setDialog(null);
          }}
          onSaved={() => {
            setDialog(null);
            void refetch();
          }}
        />
      )}
    </div>
  );
}
