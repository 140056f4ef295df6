import type { Db } from '../../db/client.ts';
import { grouped } from '../../graphql/batching.ts';
import { areaCountsOf, type ProjectAreaCounts } from './progress.queries.ts';

/** Per-request batching of questionnaire progress. */
export const questionnaireLoaders = (db: Db) => ({
  projectAreaCounts: grouped<ProjectAreaCounts>((ids) => areaCountsOf(db, ids), (r) => r.projectId),
});
