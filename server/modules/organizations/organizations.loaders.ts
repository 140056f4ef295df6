import DataLoader from 'dataloader';
import type { Db } from '../../db/client.ts';
import { byId } from '../../graphql/batching.ts';
import { findCelsOf } from '../read-models/index.ts';
import type { UserRow } from '../users/index.ts';
import { findOrganizationsByIds, type OrganizationRow } from './organizations.queries.ts';

/** Per-request batching of organizations and their CELs. */
export const organizationLoaders = (db: Db) => ({
  organization: byId<OrganizationRow>((ids) => findOrganizationsByIds(db, ids)),
  /** The CELs of organizations (the caller checks the viewer may see them). */
  celsByOrganization: new DataLoader<string, UserRow[]>(async (ids) => {
    const byOrg = await findCelsOf(db, ids);
    return ids.map((id) => byOrg.get(id) ?? []);
  }),
});
