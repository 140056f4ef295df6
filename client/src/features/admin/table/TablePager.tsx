import { Button, HTMLSelect } from '@blueprintjs/core';

/** Spec §9: page sizes 5, 10, 25, 50; default 10. */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Rows per page, the range shown and previous/next page (pages count from 0). */
export function TablePager(props: { page: number; pageSize: number; total: number; onPage(page: number): void; onPageSize(size: number): void }) {
  const { page, pageSize, total } = props;
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
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
