import type { Db } from '../../db/client.ts';
import { byId } from '../../graphql/batching.ts';
import { findUsersByIds, type UserRow } from './users.queries.ts';

/** Per-request batching of users. */
export const userLoaders = (db: Db) => ({
  user: byId<UserRow>((ids) => findUsersByIds(db, ids)),
});
