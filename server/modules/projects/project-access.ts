import { isKey } from '../../validation.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { can, requireViewer } from '../../policies/authorize.ts';
import type { ProjectRef } from '../../policies/permissions.ts';
import type { Viewer } from '../../policies/viewer.ts';
import type { ServiceCtx } from '../../service-context.ts';
import type { AnswerRow } from '../questionnaire/index.ts';
import type { Phase } from '../../db/schema/index.ts';
import type { ProjectLock, ProjectView, VisibilityScope } from './projects.queries.ts';
import { findProjectWithAnswer } from '../read-models/index.ts';

// Object-level security and the project's state rules, in one place: every project service loads its
// project through these functions. A project outside the viewer's active organization, or one the
// viewer may not see, is "not found"; a visible project the viewer may not change is "forbidden".

export const PROJECT_NOT_FOUND = 'Project not found';
export const FINALIZED_MESSAGE = 'This project is finalized and read-only.';
export const INACTIVE_MESSAGE = 'This project is deactivated and read-only until it is reactivated.';
export const NO_EDIT_MESSAGE = 'You do not have permission to edit this project.';

export const projectRef = (p: Pick<ProjectView, 'organizationId' | 'ownerUserId' | 'viewerIsTeamMember'>): ProjectRef => ({
  organizationId: p.organizationId,
  ownerUserId: p.ownerUserId,
  viewerIsTeamMember: p.viewerIsTeamMember,
});

type LoadOptions = { db?: Db; lock?: ProjectLock; answer?: { phase: Phase; code: string } };

/**
 * Loads a project the viewer may see (in its active organization), optionally locking the row and
 * reading one of its answers in the same statement (`answer`; null when unanswered or not asked for).
 */
export async function loadVisibleProject(ctx: ServiceCtx, key: unknown, options: LoadOptions = {}): Promise<{ viewer: Viewer; project: ProjectView; answer: AnswerRow | null }> {
  const viewer = requireViewer(ctx.viewer);
  if (!isKey(key)) throw notFound(PROJECT_NOT_FOUND);
  const found = await findProjectWithAnswer(options.db ?? ctx.db, {
    organizationId: viewer.activeOrganizationId,
    projectId: key,
    viewerEmail: viewer.email,
    lock: options.lock,
    answer: options.answer,
  });
  if (!found || !seesProject(viewer, found.project)) throw notFound(PROJECT_NOT_FOUND);
  return { viewer, project: found.project, answer: found.answer };
}

/** The viewer sees the project: one of the organization it works on, and the permission table allows it. */
export const seesProject = (viewer: Viewer, project: Pick<ProjectView, 'organizationId' | 'ownerUserId' | 'viewerIsTeamMember'>): boolean =>
  project.organizationId === viewer.activeOrganizationId && can(viewer, 'project.view', projectRef(project));

/** The state rule: a finalized or deactivated project takes no change of its content. */
export const isWritable = (project: Pick<ProjectView, 'isValid' | 'isActive'>): boolean => !project.isValid && project.isActive;

/** Throws FORBIDDEN, saying why, unless the project is writable (isWritable). */
export function assertWritable(project: Pick<ProjectView, 'isValid' | 'isActive'>): void {
  if (project.isValid) throw new AppError('FORBIDDEN', FINALIZED_MESSAGE);
  if (!project.isActive) throw new AppError('FORBIDDEN', INACTIVE_MESSAGE);
}

/**
 * Loads (and locks, inside the given transaction) a project whose content the viewer may change now:
 * visible, editable by the permission table, neither finalized nor deactivated. The lock is exclusive
 * unless `lock: 'key share'` (answer saves, which may run side by side; see ProjectLock).
 */
export async function loadEditableProject(
  ctx: ServiceCtx,
  key: unknown,
  db: Db,
  options: Omit<LoadOptions, 'db'> = {},
): Promise<{ viewer: Viewer; project: ProjectView; answer: AnswerRow | null }> {
  const loaded = await loadVisibleProject(ctx, key, { lock: 'update', ...options, db });
  if (!can(loaded.viewer, 'project.edit', projectRef(loaded.project))) throw new AppError('FORBIDDEN', NO_EDIT_MESSAGE);
  assertWritable(loaded.project);
  return loaded;
}

/** The viewer may change the project's content now (permission and state); drives viewerCanEdit. */
export function canEditNow(viewer: Viewer, project: ProjectView): boolean {
  return can(viewer, 'project.edit', projectRef(project)) && isWritable(project);
}

/** The viewer may transfer the project's ownership (permission only; the service then checks the state). */
export const mayTransfer = (viewer: Viewer, project: ProjectView): boolean => can(viewer, 'project.transfer', projectRef(project));

/** The viewer may transfer the project now (permission and state); drives viewerCanTransfer. */
export const canTransferNow = (viewer: Viewer, project: ProjectView): boolean => mayTransfer(viewer, project) && isWritable(project);

/**
 * Projects belong to client organizations: provider staff create them once they work on a client (client
 * switcher). True when the viewer's active organization is a client.
 */
export const worksOnClient = (viewer: Viewer): boolean => !(viewer.isProviderOrg && viewer.activeOrganizationId === viewer.organizationId);

/** The viewer may create a project now (in its active organization); drives viewerCanCreateProject. */
export const canCreateProjectNow = (viewer: Viewer): boolean =>
  worksOnClient(viewer) && can(viewer, 'project.create', { organizationId: viewer.activeOrganizationId });

/**
 * Which (owner, team member) combinations of an organization's projects the viewer may see, asked of the
 * permission table itself, so that the dashboard's SQL filter never re-derives roles.
 */
export function visibilityScope(viewer: Viewer, organizationId: string): VisibilityScope {
  const combos = [
    { owner: true, team: true },
    { owner: true, team: false },
    { owner: false, team: true },
    { owner: false, team: false },
  ].filter(({ owner, team }) =>
    can(viewer, 'project.view', { organizationId, ownerUserId: owner ? viewer.userId : '', viewerIsTeamMember: team }),
  );
  return combos.length === 4 ? { all: true } : { all: false, combos };
}
