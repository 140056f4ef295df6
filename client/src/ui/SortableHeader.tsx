import { Icon } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './sortable-header.css';

export type SortState<F extends string> = { field: F; descending: boolean };

/** A column header that sorts by its field: first click ascending, next click flips. */
export function SortableHeader<F extends string>(props: { field: F; sort: SortState<F>; onSort(next: SortState<F>): void; children: ReactNode; extra?: ReactNode }) {
  const active = props.sort.field === props.field;
  const ariaSort = active ? (props.sort.descending ? 'descending' : 'ascending') : 'none';
  return (
    <th aria-sort={ariaSort} scope="col">
      <span className="fel-th">
        <button
          type="button"
          className="fel-sort-button"
          onClick={() => props.onSort({ field: props.field, descending: active ? !props.sort.descending : false })}
        >
          {props.children}
          <Icon icon={active ? (props.sort.descending ? 'chevron-down' : 'chevron-up') : 'double-caret-vertical'} size={12} className={active ? '' : 'fel-sort-idle'} />
        </button>
        {props.extra}
      </span>
    </th>
  );
}
