import type { ProjectSort } from '../../gql/graphql';

/** The dashboard list's sortable columns, in the order of the phone's sort select. */
export const SORT_COLUMNS: { field: ProjectSort; label: string; ascending: string; descending: string }[] = [
  { field: 'name', label: 'Name', ascending: 'Name, A to Z', descending: 'Name, Z to A' },
  { field: 'owner', label: 'Owner', ascending: 'Owner, A to Z', descending: 'Owner, Z to A' },
  { field: 'updated', label: 'Last updated', ascending: 'Last updated, oldest first', descending: 'Last updated, newest first' },
  { field: 'felIndex', label: 'FEL Index', ascending: 'FEL Index, lowest first', descending: 'FEL Index, highest first' },
];

export type ProjectOrder = { field: ProjectSort; descending: boolean };

const isSort = (v: string | null): v is ProjectSort => SORT_COLUMNS.some((c) => c.field === v);

/** The order in the URL (`?sort=owner&dir=desc`); name A to Z when none. */
export function orderFromParams(params: URLSearchParams): ProjectOrder {
  const sort = params.get('sort');
  return { field: isSort(sort) ? sort : 'name', descending: params.get('dir') === 'desc' };
}

/** The URL parameters of an order (none for the default). */
export const orderParams = (order: ProjectOrder): Record<string, string | null> => ({
  sort: order.field === 'name' ? null : order.field,
  dir: order.descending ? 'desc' : null,
});

/** The phone's select value of an order, and back. */
export const orderValue = (order: ProjectOrder) => `${order.field}:${order.descending ? 'desc' : 'asc'}`;
export function orderOfValue(value: string): ProjectOrder {
  const [field = null, dir] = value.split(':');
  return { field: isSort(field) ? field : 'name', descending: dir === 'desc' };
}
