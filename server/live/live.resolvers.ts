import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { payload } from '../graphql/payload.ts';
import { AppError, unauthenticated } from '../errors.ts';
import { loadVisibleProject } from '../modules/projects/project-access.ts';
import { getAnswer } from '../modules/questionnaire/answers.service.ts';
import type { AnswerRow } from '../modules/questionnaire/index.ts';
import type { Phase } from '../db/schema/index.ts';
import { liveOf } from './live-context.ts';
import { liveStream } from './live-stream.ts';
import { initialsOf, notifyLeft } from './presence-events.ts';
import { announcePresence } from './presence.service.ts';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const STREAM_ONLY = 'Subscriptions are served at /graphql/stream (GraphQL over server-sent events).';

type AnswerSavedOut = { phase: Phase; questionCode: string; answer: AnswerRow | null; savedBy: string };
type PresentOut = { userKey: string; name: string; initials: string; phase: Phase; questionCode: string | null };
/** An event for the subscriber, or the error that ends its stream (lost permission, ended session). */
type Emitted<T> = { value: T } | { failure: unknown };

const resolveEmitted = <T>(emitted: Emitted<T>): T => {
  if ('failure' in emitted) throw emitted.failure;
  return emitted.value;
};

export const liveResolvers: Resolvers = {
  Mutation: {
    announcePresence: (_, { input }, ctx) => payload(() => announcePresence(ctx, input)),
  },
  Subscription: {
    answerSaved: {
      // Permission on subscribe: the project must be visible to the viewer (else "Project not found").
      subscribe: async (_, { project }, ctx) => {
        const live = liveOf(ctx);
        if (!live) throw new AppError('BAD_INPUT', STREAM_ONLY);
        const { project: visible } = await loadVisibleProject(ctx, project);
        return liveStream<{ phase: Phase; codes: string[]; byUserId: string }, Emitted<AnswerSavedOut>>(
          (push) => live.hub.subscribe(visible.id, push),
          // Permission on every event: the session must still be good and the project still visible.
          async (event) => {
            const now = await live.recheck();
            if (!now) throw unauthenticated(SESSION_ENDED);
            const out: Emitted<AnswerSavedOut>[] = [];
            for (const code of event.codes) {
              const answer = await getAnswer.execute(now, { key: visible.id, phase: event.phase, code });
              out.push({ value: { phase: event.phase, questionCode: code, answer, savedBy: event.byUserId } });
            }
            return out;
          },
          (failure) => ({ failure }),
        );
      },
      resolve: (emitted: Emitted<AnswerSavedOut>) => resolveEmitted(emitted),
    },
    projectPresence: {
      // Permission on subscribe, and again before every list sent (as answerSaved).
      subscribe: async (_, { project }, ctx) => {
        const live = liveOf(ctx);
        if (!live) throw new AppError('BAD_INPUT', STREAM_ONLY);
        const { viewer, project: visible } = await loadVisibleProject(ctx, project);
        return liveStream<true, Emitted<PresentOut[]>>(
          async (push) => {
            const stop = await live.presence.subscribe(visible.id, () => push(true));
            push(true); // the list as it is now
            return () => {
              stop();
              // Leaving: the stream ended (page closed, network cut for good, session ended).
              notifyLeft(ctx, { projectId: visible.id, userId: viewer.userId, name: viewer.name });
            };
          },
          async () => {
            const now = await live.recheck();
            if (!now) throw unauthenticated(SESSION_ENDED);
            await loadVisibleProject(now, visible.id);
            const people = live.presence.list(visible.id).filter((p) => p.userId !== viewer.userId);
            const value = people.map((p) => ({ userKey: p.userId, name: p.name, initials: initialsOf(p.name), phase: p.phase, questionCode: p.questionCode }));
            return [{ value: value.sort((a, b) => a.name.localeCompare(b.name)) }];
          },
          (failure) => ({ failure }),
        );
      },
      resolve: (emitted: Emitted<PresentOut[]>) => resolveEmitted(emitted),
    },
  },
};
