import type { Db } from '../../db/client.ts';
import { grouped } from '../../graphql/batching.ts';
import { latestFelIndexes, type LatestFelIndex } from '../read-models/index.ts';
import { listSitesOf, type ProjectSiteRow } from './sites.queries.ts';
import { listTeamsOf, type TeamMemberRow } from './team.queries.ts';

/** Per-request batching of what projects carry. Keys are project ids the service already let the viewer see. */
export const projectLoaders = (db: Db) => ({
  projectTeam: grouped<TeamMemberRow>((ids) => listTeamsOf(db, ids), (r) => r.projectId),
  projectSites: grouped<ProjectSiteRow>((ids) => listSitesOf(db, ids), (r) => r.projectId),
  latestFelIndex: grouped<LatestFelIndex>((ids) => latestFelIndexes(db, ids), (r) => r.projectId),
});
