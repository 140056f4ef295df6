import { notFound } from '../errors.ts';
import { PROJECT_NOT_FOUND, seesProject } from '../modules/projects/project-access.ts';
import type { ProjectForLive } from '../modules/read-models/index.ts';
import type { Viewer } from '../policies/viewer.ts';

// The open streams of each project on this instance, and how one read of the project per event reaches
// them: each stream's viewer is checked in memory against that read (once per distinct viewer), so an
// event costs one statement on this instance whatever the number of streams.

/** A value for a stream, or the error that ends it (lost permission, ended session, a deleted project). */
export type Emitted<T> = { value: T } | { failure: unknown };

/**
 * An open stream of a project: its caller as last checked, where its values go, and when a check of its
 * caller under way (a revocation heard) is over.
 */
export type Subscriber<T> = { viewer(): Viewer; push(value: Emitted<T>): void; settled(): Promise<void> };

export type ProjectSubscribers<T> = {
  /** Adds a stream to the project's; returns the function that takes it off. */
  add(projectId: string, subscriber: Subscriber<T>): () => void;
  /** The streams of a project now (a copy: a stream may end while values are pushed). */
  of(projectId: string): Subscriber<T>[];
  clear(): void;
};

export function projectSubscribers<T>(onEmpty: (projectId: string) => void = () => undefined): ProjectSubscribers<T> {
  const byProject = new Map<string, Set<Subscriber<T>>>();
  return {
    add(projectId, subscriber) {
      const set = byProject.get(projectId) ?? new Set();
      set.add(subscriber);
      byProject.set(projectId, set);
      return () => {
        set.delete(subscriber);
        if (set.size > 0 || byProject.get(projectId) !== set) return;
        byProject.delete(projectId);
        onEmpty(projectId);
      };
    },
    of: (projectId) => [...(byProject.get(projectId) ?? [])],
    clear: () => byProject.clear(),
  };
}

/** What decides whether a viewer sees a project (the permission table's inputs), as a key to share the answer. */
const sightKey = (v: Viewer, organizationId: string) =>
  [v.userId, v.activeOrganizationId, v.role, v.poOnly, v.isProviderOrg, v.celOrganizationIds.has(organizationId), v.email.toLowerCase(), v.apiToken?.scope ?? ''].join('|');

/**
 * Pushes to every stream of the read project either its values (`valuesFor` its viewer) or, when its viewer
 * no longer sees the project (or the project is gone), "Project not found", which ends it. Checks of the
 * callers under way finish first: a revocation heard before the event ends its streams before it reaches them.
 * Streams of one viewer get the same value objects (the stream route executes each once: live.route.ts).
 */
export async function fanOut<T>(subscribers: readonly Subscriber<T>[], read: ProjectForLive | null, valuesFor: (viewer: Viewer) => T[]): Promise<void> {
  await Promise.all(subscribers.map((s) => s.settled()));
  const byViewer = new Map<string, Emitted<T>[]>();
  const lost: Emitted<T>[] = [{ failure: notFound(PROJECT_NOT_FOUND) }];
  for (const subscriber of subscribers) {
    const viewer = subscriber.viewer();
    const key = read ? sightKey(viewer, read.project.organizationId) : '';
    let values = byViewer.get(key);
    if (!values) {
      const sees = read !== null && seesProject(viewer, { ...read.project, viewerIsTeamMember: read.teamEmails.includes(viewer.email.toLowerCase()) });
      values = sees ? valuesFor(viewer).map((value) => ({ value })) : lost;
      byViewer.set(key, values);
    }
    for (const value of values) subscriber.push(value);
  }
}
