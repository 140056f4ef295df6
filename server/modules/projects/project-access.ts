import { isKey } from '../../validation.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { precondition } from '../../commands/operation.ts';
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
 * Object-level security for projects: the project `key` names, in the viewer's active organization, when the
 * permission table lets the viewer see it (else NOT_FOUND, exactly like a missing one); optionally locking
 * the row and reading one of its answers in the same statement (`answer`; null when unanswered or not asked).
 */
export async function findVisibleProject(
  db: Db,
  viewer: Viewer,
  key: unknown,
  options: Omit<LoadOptions, 'db'> = {},
): Promise<{ project: ProjectView; answer: AnswerRow | null }> {
  if (!isKey(key)) throw notFound(PROJECT_NOT_FOUND);
  const found = await findProjectWithAnswer(db, {
    organizationId: viewer.activeOrganizationId,
    projectId: key,
    viewerEmail: viewer.email,
    lock: options.lock,
    answer: options.answer,
  });
  if (!found || !seesProject(viewer, found.project)) throw notFound(PROJECT_NOT_FOUND);
  return found;
}

/** The viewer sees the project: one of the organization it works on, and the permission table allows it. */
export const seesProject = (viewer: Viewer, project: Pick<ProjectView, 'organizationId' | 'ownerUserId' | 'viewerIsTeamMember'>): boolean =>
  project.organizationId === viewer.activeOrganizationId && can(viewer, 'project.view', projectRef(project));

/** An operation's `load` for the project its input's `key` names (findVisibleProject), locked when a lock is given. */
export const projectByKey =
  (lock?: ProjectLock) =>
  async (_ctx: ServiceCtx, db: Db, input: { key: string }, viewer: Viewer): Promise<ProjectView> =>
    (await findVisibleProject(db, viewer, input.key, { lock })).project;

/** The project as an operation's resource: the permission table's ProjectRef. */
export const projectResource = (project: ProjectView): ProjectRef => projectRef(project);

/** Loads a project the viewer may see (findVisibleProject with the context's viewer). */
export async function loadVisibleProject(ctx: ServiceCtx, key: unknown, options: LoadOptions = {}): Promise<{ viewer: Viewer; project: ProjectView; answer: AnswerRow | null }> {
  const viewer = requireViewer(ctx.viewer);
  const found = await findVisibleProject(options.db ?? ctx.db, viewer, key, options);
  return { viewer, ...found };
}

// The project's state rules, named once; an operation lists the ones it needs (a close-out leaves out
// notFinalized, unfinalizing asks for finalized).
type ProjectState = Pick<ProjectView, 'isValid' | 'isActive'>;
/** Not finalized: a finalized project is read-only for everyone until an allowed unfinalize. */
export const notFinalized = precondition<ProjectState>('notFinalized', (p) => !p.isValid, () => new AppError('FORBIDDEN', FINALIZED_MESSAGE));
/** Active: a deactivated project is read-only until it is reactivated. */
export const active = precondition<ProjectState>('active', (p) => p.isActive, () => new AppError('FORBIDDEN', INACTIVE_MESSAGE));
/** Finalized (what unfinalizing needs). */
export const finalized = precondition<ProjectState>('finalized', (p) => p.isValid, () => new AppError('BAD_INPUT', 'This project is not finalized.'));
/** Writable: neither finalized nor deactivated (every change of a project's content). */
export const writable = [notFinalized, active] as const;

/**
 * Projects belong to client organizations: provider staff create them once they work on a client (client
 * switcher). True when the viewer's active organization is a client.
 */
export const worksOnClient = (viewer: Viewer): boolean => !(viewer.isProviderOrg && viewer.activeOrganizationId === viewer.organizationId);

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
