import type { Db } from '../db/client.ts';
import { organizationLoaders } from '../modules/organizations/index.ts';
import { projectLoaders } from '../modules/projects/index.ts';
import { questionnaireLoaders } from '../modules/questionnaire/index.ts';
import { reportLoaders } from '../modules/reports/index.ts';
import { userLoaders } from '../modules/users/index.ts';

/** Per-request batching: list fields never issue one statement per row. Each module builds its own loaders. */
export type Loaders = ReturnType<typeof organizationLoaders> &
  ReturnType<typeof userLoaders> &
  ReturnType<typeof projectLoaders> &
  ReturnType<typeof reportLoaders> &
  ReturnType<typeof questionnaireLoaders>;

/**
 * The loaders of one request. Each module's loaders are made when a resolver first uses one of them, so a
 * request that reads no list (a `{ health }`, a mutation) makes none.
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
  };
}

/** `make()`'s value, made on the first call and kept. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
