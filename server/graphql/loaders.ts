import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organizations, users } from '../db/schema/index.ts';
import { findCelsOf } from '../modules/organizations/organizations.queries.ts';
import type { OrganizationRow, UserRow } from '../modules/users/users.queries.ts';

/** Loads rows by id in one statement per list of keys, in the order asked. */
function byId<Row extends { id: string }>(load: (ids: string[]) => Promise<Row[]>) {
  return new DataLoader<string, Row | null>(async (ids) => {
    const rows = await load([...ids]);
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** Per-request batching: list fields never issue one statement per row. */
export function createLoaders(db: Db) {
  return {
    organization: byId<OrganizationRow>((ids) => db.select().from(organizations).where(inArray(organizations.id, ids))),
    user: byId<UserRow>((ids) => db.select().from(users).where(inArray(users.id, ids))),
    /** The CELs of organizations (the caller checks the viewer may see them). */
    celsByOrganization: new DataLoader<string, UserRow[]>(async (ids) => {
      const byOrg = await findCelsOf(db, ids);
      return ids.map((id) => byOrg.get(id) ?? []);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
