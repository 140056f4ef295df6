import DataLoader from 'dataloader';

// The two shapes of per-request loaders; each module builds its own from its queries (<module>.loaders.ts).

/**
 * A DataLoader that also answers synchronously what a list's own statement primed it with. A field
 * resolver returns `get(key)`: the value itself when it was primed, a promise only otherwise. A dashboard
 * page of 50 projects whose owners, FEL Indexes and answer counts came with the page so makes no promise
 * per field, and graphql-js does not have to wait on each row's fields (docs/bench.md: the promises and
 * the microtasks behind them were a tenth of the page's CPU).
 */
export class PrimedLoader<K, V> extends DataLoader<K, V> {
  readonly #known = new Map<K, V>();

  /** As DataLoader's: a key already cached keeps its value (and so its known value). */
  override prime(key: K, value: V | PromiseLike<V> | Error): this {
    if (!this.#known.has(key) && !(value instanceof Error) && !isPromiseLike(value)) this.#known.set(key, value);
    return super.prime(key, value);
  }

  override clear(key: K): this {
    this.#known.delete(key);
    return super.clear(key);
  }

  override clearAll(): this {
    this.#known.clear();
    return super.clearAll();
  }

  /** The primed value now, or a promise of the loaded one. */
  get(key: K): V | Promise<V> {
    return this.#known.has(key) ? (this.#known.get(key) as V) : this.load(key);
  }
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function';

/** `then(value)` now when `value` is at hand, after it resolves when it is a promise (a loader's `get`). */
export function whenKnown<T, R>(value: T | Promise<T>, then: (known: T) => R): R | Promise<R> {
  return value instanceof Promise ? value.then(then) : then(value);
}

/** Loads rows by id in one statement per list of keys, in the order asked. */
export function byId<Row extends { id: string }>(load: (ids: string[]) => Promise<Row[]>) {
  return new PrimedLoader<string, Row | null>(async (ids) => {
    const rows = await load([...ids]);
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** Loads every row of several parents in one statement, grouped by the parent's key. */
export function grouped<Row>(load: (keys: string[]) => Promise<Row[]>, keyOf: (row: Row) => string) {
  return new PrimedLoader<string, Row[]>(async (keys) => {
    const rows = await load([...keys]);
    const map = new Map<string, Row[]>();
    for (const row of rows) {
      const list = map.get(keyOf(row));
      if (list) list.push(row);
      else map.set(keyOf(row), [row]);
    }
    return keys.map((k) => map.get(k) ?? []);
  });
}
