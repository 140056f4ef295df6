import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Checkbox, H1 } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../../gql';
import type { UserSortField } from '../../../gql/graphql';
import { useSnackbar } from '../../../ui/snackbar';
import { usePaging } from '../../../ui/TablePager';
import { PendingApprovalsQuery } from '../../shell/NavLinks';
import '../admin.css';
import { downloadText } from '../table/download';
import { FilterButton } from '../table/FilterButton';
import { focusRow, ServerTable, type ServerColumn } from '../table/ServerTable';
import type { SortState } from '../../../ui/SortableHeader';
import { useDebounced } from '../table/useDebounced';
import { BulkActions } from './BulkActions';
import { useForgetUserLists } from './user-list-cache';
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
        name
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

const EMAIL_FILTER = { id: 'filter-email', label: 'Filter by email', fieldLabel: 'Email contains' };
const ORG_FILTER = { id: 'filter-organization', label: 'Filter by organization', fieldLabel: 'Organization contains' };

/**
 * /dashboard/users: every user for provider Admins, the organization's own users for its Client Admin or
 * POC. Paging, sorting and filtering are done by the server (spec §9 sorts; email and organization filters);
 * rows of the page can be selected for bulk Activate / Deactivate.
 */
export function UsersPage() {
  const snackbar = useSnackbar();
  const client = useApolloClient();
  const forgetUserLists = useForgetUserLists();
  const [emailFilter, setEmailFilter] = useState('');
  const [orgFilter, setOrgFilter] = useState('');
  const [pendingOnly, setPendingOnly] = useState(false);
  const pendingCount = useQuery(PendingApprovalsQuery).data?.viewer?.pendingApprovals;
  const [sort, setSort] = useState<SortState<UserSortField>>({ field: 'name', descending: false });
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(new Set());
  const addButton = useRef<HTMLButtonElement>(null);
  const [exporting, setExporting] = useState(false);
  const email = useDebounced(emailFilter.trim());
  const organization = useDebounced(orgFilter.trim());
  const filter = { email: email || null, organization: organization || null, status: pendingOnly ? ('pending' as const) : null };
  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersQuery, {
    variables: { filter, sort, page, pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.adminUsers;
  // Only the rows on the page are selected: another page, sort or filter leaves the others out.
  const rows = list?.nodes ?? [];
  const selected = rows.filter((user) => selectedKeys.has(user.key));
  const select = (key: string, on: boolean) =>
    setSelectedKeys((keys) => {
      const next = new Set(keys);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  useEffect(() => {
    if (error) snackbar.error('Error fetching users.');
  }, [error, snackbar]);

  async function exportCsv() {
    setExporting(true);
    try {
      const result = await client.query({ query: AdminUsersCsvQuery, variables: { filter, sort }, fetchPolicy: 'no-cache' });
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
  const columns: ServerColumn<UserSortField>[] = [
    { title: 'Name', sortField: 'name' },
    { title: 'Email', sortField: 'email', extra: <FilterButton {...EMAIL_FILTER} value={emailFilter} onChange={changeFilter(setEmailFilter)} /> },
    { title: 'Organization', sortField: 'organization', extra: <FilterButton {...ORG_FILTER} value={orgFilter} onChange={changeFilter(setOrgFilter)} /> },
    { title: 'Role', sortField: 'role' },
    { title: 'Last Login', sortField: 'lastLogin' },
    { title: 'Status', sortField: 'status' },
  ];
  const allSelected = rows.length > 0 && selected.length === rows.length;
  const selectAll = (
    <th scope="col" className="fel-select-cell">
      <Checkbox
        className="fel-select"
        checked={allSelected}
        indeterminate={selected.length > 0 && !allSelected}
        disabled={rows.length === 0}
        onChange={() => setSelectedKeys(allSelected ? new Set() : new Set(rows.map((u) => u.key)))}
        aria-label="Select all users on this page"
      />
    </th>
  );

  return (
    <div className="fel-page fel-admin">
      <div className="fel-admin-header">
        <H1 className="fel-page-title">Users</H1>
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
      {rows.length > 0 && <BulkActions selected={selected} onClear={() => setSelectedKeys(new Set())} onDone={forgetUserLists} />}
      <ServerTable
        label="Users"
        columns={columns}
        sort={sort}
        onSort={setSort}
        paging={paging}
        list={list}
        loading={loading}
        error={error ? 'Error fetching users.' : null}
        onRetry={() => void refetch()}
        leading={selectAll}
        empty={{
          icon: 'people',
          title: pendingOnly && email === '' && organization === '' ? 'No registration waits for approval' : filtered ? 'No user matches these filters' : 'No users yet',
          action: filtered ? <Button text="Clear filters" onClick={() => { setEmailFilter(''); setOrgFilter(''); setPendingOnly(false); }} /> : undefined,
        }}
        row={(user) => (
          <UserRow
            key={user.key}
            user={user}
            selected={selectedKeys.has(user.key)}
            onSelect={(on) => select(user.key, on)}
            menuOpen={openMenu === user.key}
            onMenu={(open) => setOpenMenu(open ? user.key : null)}
            onEdit={(edited) => {
              setOpenMenu(null);
              setDialog({ mode: 'edit', user: edited });
            }}
            onChanged={forgetUserLists}
          />
        )}
      />
      {dialog && (
        <UserDialog
          user={dialog.mode === 'edit' ? dialog.user : null}
          onClose={() => {
            // The dialog unmounts as it closes: the focus goes back to what opened it (the button, or the row).
            if (dialog.mode === 'add') addButton.current?.focus();
            else focusRow(dialog.user.key);
            setDialog(null);
          }}
          onSaved={() => {
            if (dialog.mode === 'edit') focusRow(dialog.user.key);
            setDialog(null);
            forgetUserLists();
          }}
        />
      )}
    </div>
  );
}
