import type { Db } from '../../db/client.ts';
import { grouped } from '../../graphql/batching.ts';
import { listReportsOfProjects } from '../read-models/index.ts';
import type { ReportWithAuthor } from './reports.queries.ts';

/** Per-request batching of reports. */
export const reportLoaders = (db: Db) => ({
  /** Saved reports of projects, both phases, newest first (Project.report's latest and history). */
  projectReports: grouped<ReportWithAuthor>((ids) => listReportsOfProjects(db, ids), (r) => r.projectId),
});
