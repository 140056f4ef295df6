import DataLoader from 'dataloader';
import type { Db } from '../db/client.ts';
import { findOrganizationsByIds, type OrganizationRow } from '../modules/organizations/index.ts';
import { listSitesOf, listTeamsOf, type ProjectSiteRow, type TeamMemberRow } from '../modules/projects/index.ts';
import { areaCountsOf, type EvidenceLinkRow, type GapActionRow, listEvidenceOfProjects, listGapActionsOfProjects, type ProjectAreaCounts } from '../modules/questionnaire/index.ts';
import { type DeliverableRow, findDeliverablesOf } from '../modules/register/index.ts';
import type { ReportWithAuthor } from '../modules/reports/index.ts';
import { findCelsOf, latestFelIndexes, type LatestFelIndex, listReportsOfProjects } from '../modules/read-models/index.ts';
import { findUsersByIds, type UserRow } from '../modules/users/index.ts';
import { byId, grouped } from './batching.ts';

// Every per-request DataLoader, built in this one place from the modules' queries and the read models (which
// sit above the modules): list fields never issue one statement per row. Keys are ids the services already
// let the viewer see.

const organizationLoaders = (db: Db) => ({
  organization: byId<OrganizationRow>((ids) => findOrganizationsByIds(db, ids)),
  /** The CELs of organizations (the caller checks the viewer may see them). */
  celsByOrganization: new DataLoader<string, UserRow[]>(async (ids) => {
    const byOrg = await findCelsOf(db, ids);
    return ids.map((id) => byOrg.get(id) ?? []);
  }),
});

const userLoaders = (db: Db) => ({
  user: byId<UserRow>((ids) => findUsersByIds(db, ids)),
});

const projectLoaders = (db: Db) => ({
  projectTeam: grouped<TeamMemberRow>((ids) => listTeamsOf(db, ids), (r) => r.projectId),
  projectSites: grouped<ProjectSiteRow>((ids) => listSitesOf(db, ids), (r) => r.projectId),
  latestFelIndex: grouped<LatestFelIndex>((ids) => latestFelIndexes(db, ids), (r) => r.projectId),
});

const reportLoaders = (db: Db) => ({
  /** Saved reports of projects, both phases, newest first (Project.report's latest and history). */
  projectReports: grouped<ReportWithAuthor>((ids) => listReportsOfProjects(db, ids), (r) => r.projectId),
});

const questionnaireLoaders = (db: Db) => ({
  projectAreaCounts: grouped<ProjectAreaCounts>((ids) => areaCountsOf(db, ids), (r) => r.projectId),
  /** Every evidence link of projects (answers and the register's "linked to" read from one statement). */
  projectEvidence: grouped<EvidenceLinkRow>((ids) => listEvidenceOfProjects(db, ids), (r) => r.projectId),
  /** Every gap action of projects. */
  projectGapActions: grouped<GapActionRow>((ids) => listGapActionsOfProjects(db, ids), (r) => r.projectId),
  /** Register entries by id (what links name). */
  deliverable: byId<DeliverableRow>((ids) => findDeliverablesOf(db, ids)),
});

/** Per-request batching: list fields never issue one statement per row. */
export type Loaders = ReturnType<typeof organizationLoaders> &
  ReturnType<typeof userLoaders> &
  ReturnType<typeof projectLoaders> &
  ReturnType<typeof reportLoaders> &
  ReturnType<typeof questionnaireLoaders>;

/**
 * The loaders of one request. Each group is made when a resolver first uses one of its loaders, so a request
 * that reads no list (a `{ health }`, a mutation) makes none.
 */
export function createLoaders(db: Db): Loaders {
  const organizations = once(() => organizationLoaders(db));
  const users = once(() => userLoaders(db));
  const projects = once(() => projectLoaders(db));
  const reports = once(() => reportLoaders(db));
  const questionnaire = once(() => questionnaireLoaders(db));
  return {
    get organization() {
      return organizations().organization;
    },
    get celsByOrganization() {
      return organizations().celsByOrganization;
    },
    get user() {
      return users().user;
    },
    get projectTeam() {
      return projects().projectTeam;
    },
    get projectSites() {
      return projects().projectSites;
    },
    get latestFelIndex() {
      return projects().latestFelIndex;
    },
    get projectReports() {
      return reports().projectReports;
    },
    get projectAreaCounts() {
      return questionnaire().projectAreaCounts;
    },
    get projectEvidence() {
      return questionnaire().projectEvidence;
    },
    get projectGapActions() {
      return questionnaire().projectGapActions;
    },
    get deliverable() {
      return questionnaire().deliverable;
    },
  };
}

/** `make()`'s value, made on the first call and kept. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
