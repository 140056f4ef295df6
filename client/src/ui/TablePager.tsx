import { Button, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import './table-pager.css';

/** Spec §9: page sizes 5, 10, 25, 50; default 10. */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

/**
 * Rows per page, the range shown and previous/next page (pages count from 0). `shown` is the page the
 * table displays now (the server's answer), so the range never runs ahead of the rows while one loads.
 */
export function TablePager(props: {
  page: number;
  pageSize: number;
  total: number;
  shown: { page: number; pageSize: number; rows: number };
  onPage(page: number): void;
  onPageSize(size: number): void;
}) {
  const { page, pageSize, total, shown } = props;
  const from = shown.rows === 0 ? 0 : shown.page * shown.pageSize + 1;
  const to = shown.rows === 0 ? 0 : from + shown.rows - 1;
  const last = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <div className="fel-pager">
      <label className="fel-pager-size">
        Rows per page
        <HTMLSelect value={pageSize} onChange={(e) => props.onPageSize(Number(e.currentTarget.value))} options={[...PAGE_SIZES]} aria-label="Rows per page" />
      </label>
      <span className="fel-pager-range" aria-live="polite">
        {from}–{to} of {total}
      </span>
      <Button icon="chevron-left" variant="minimal" aria-label="Previous page" disabled={page <= 0} onClick={() => props.onPage(page - 1)} />
      <Button icon="chevron-right" variant="minimal" aria-label="Next page" disabled={page >= last} onClick={() => props.onPage(page + 1)} />
    </div>
  );
}

/** A server page as the list queries answer it. */
export type ServerPage = { total: number; page: number; pageSize: number; nodes: readonly unknown[] };

/** Page and page size of a server-paged table; a new page size goes back to the first page. */
export function usePaging() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  return {
    page,
    pageSize,
    setPage,
    /** The pager's props for the page the server answered. */
    pagerProps: (list: ServerPage) => ({
      page,
      pageSize,
      total: list.total,
      shown: { page: list.page, pageSize: list.pageSize, rows: list.nodes.length },
      onPage: setPage,
      onPageSize: (size: number) => {
        setPageSize(size);
        setPage(0);
      },
    }),
  };
}
