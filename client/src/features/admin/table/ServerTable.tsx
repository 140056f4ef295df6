import { Button, HTMLTable, type NonIdealStateProps, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { TablePager, type usePaging } from '../../../ui/TablePager';
import '../admin.css';
import { SortableHeader, type SortState } from '../../../ui/SortableHeader';

/** A column: sortable when it names the server's sort field; `extra` sits beside its title (a filter button). */
export type ServerColumn<F extends string> = { title: string; sortField?: F; extra?: ReactNode };

/** A page of rows as the server's list queries answer it. */
export type ServerList<Row> = { total: number; page: number; pageSize: number; nodes: readonly Row[] };

/** What the table shows when the server answers no row. */
export type EmptyContent = { icon: NonIdealStateProps['icon']; title: string; description?: string; action?: NonIdealStateProps['action'] };

/**
 * A list paged, sorted and filtered by the server (Users, Organizations): the header with its sort buttons,
 * the rows the caller draws (each a `<tr>` with `data-label` cells, so that a phone shows it as a card), a
 * spinner on the first load, the rows dimmed while the next page loads, an error with "Try again", the empty
 * state and the pager. A new sort starts again from the first page.
 */
export function ServerTable<Row, F extends string>(props: {
  /** The table's accessible name ("Users"). */
  label: string;
  columns: readonly ServerColumn<F>[];
  sort: SortState<F>;
  onSort(next: SortState<F>): void;
  paging: ReturnType<typeof usePaging>;
  /** The server's answer (the previous one while the next loads). */
  list: ServerList<Row> | undefined;
  loading: boolean;
  /** The sentence of a failed load ("Error fetching users."), or null. */
  error: string | null;
  onRetry(): void;
  empty: EmptyContent;
  /** A header cell before the columns (a select-all checkbox). */
  leading?: ReactNode;
  row(row: Row): ReactNode;
}) {
  const { list, loading, paging } = props;
  return (
    <>
      <div className="fel-table-scroll">
        <HTMLTable interactive striped className={`fel-admin-table fel-cards${loading ? ' fel-loading' : ''}`} aria-busy={loading} aria-label={props.label}>
          <thead>
            <tr>
              {props.leading}
              {props.columns.map((column) =>
                column.sortField ? (
                  <SortableHeader
                    key={column.title}
                    field={column.sortField}
                    sort={props.sort}
                    onSort={(next) => {
                      props.onSort(next);
                      paging.setPage(0);
                    }}
                    extra={column.extra}
                  >
                    {column.title}
                  </SortableHeader>
                ) : (
                  <th key={column.title} scope="col">
                    {column.title}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>{list?.nodes.map((row) => props.row(row))}</tbody>
        </HTMLTable>
      </div>
      {!list && loading && <Spinner aria-label={`Loading ${props.label.toLowerCase()}`} className="fel-admin-spinner" />}
      {!list && props.error && <EmptyState level={2} icon="error" title={props.error} action={<Button text="Try again" onClick={props.onRetry} />} />}
      {list && list.total === 0 && <EmptyState level={2} icon={props.empty.icon} title={props.empty.title} description={props.empty.description} action={props.empty.action} />}
      {list && <TablePager {...paging.pagerProps(list)} />}
    </>
  );
}

/** Gives the focus back to a row of a server table (after a dialog opened from its menu closes). */
export function focusRow(key: string) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`tr[data-row-key="${CSS.escape(key)}"]`)?.focus());
}
