import DataLoader from 'dataloader';

// The two shapes of per-request loaders; each module builds its own from its queries (<module>.loaders.ts).

/** Loads rows by id in one statement per list of keys, in the order asked. */
export function byId<Row extends { id: string }>(load: (ids: string[]) => Promise<Row[]>) {
  return new DataLoader<string, Row | null>(async (ids) => {
    const rows = await load([...ids]);
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** Loads every row of several parents in one statement, grouped by the parent's key. */
export function grouped<Row>(load: (keys: string[]) => Promise<Row[]>, keyOf: (row: Row) => string) {
  return new DataLoader<string, Row[]>(async (keys) => {
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
