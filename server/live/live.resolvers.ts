import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { AppError, unauthenticated } from '../errors.ts';
import { loadVisibleProject } from '../modules/projects/project-access.ts';
import { getAnswer } from '../modules/questionnaire/answers.service.ts';
import type { AnswerRow } from '../modules/questionnaire/answers.queries.ts';
import type { Phase } from '../db/schema/index.ts';
import { liveOf } from './live-context.ts';
import { liveStream } from './live-stream.ts';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const STREAM_ONLY = 'Subscriptions are served at /graphql/stream (GraphQL over server-sent events).';

type AnswerSavedOut = { phase: Phase; questionCode: string; answer: AnswerRow | null; savedBy: string };
/** An event for the subscriber, or the error that ends its stream (lost permission, ended session). */
type Emitted = { answerSaved: AnswerSavedOut } | { failure: unknown };

export const liveResolvers: Resolvers = {
  Subscription: {
    answerSaved: {
      // Permission on subscribe: the project must be visible to the viewer (else "Project not found").
      subscribe: async (_, { project }, ctx) => {
        const live = liveOf(ctx);
        if (!live) throw new AppError('BAD_INPUT', STREAM_ONLY);
        const { project: visible } = await loadVisibleProject(ctx, project);
        return liveStream<{ phase: Phase; codes: string[]; byUserId: string }, Emitted>(
          (push) => live.hub.subscribe(visible.id, push),
          // Permission on every event: the session must still be good and the project still visible.
          async (event) => {
            const now = await live.recheck();
            if (!now) throw unauthenticated(SESSION_ENDED);
            const out: Emitted[] = [];
            for (const code of event.codes) {
              const answer = await getAnswer(now, { key: visible.id, phase: event.phase, code });
              out.push({ answerSaved: { phase: event.phase, questionCode: code, answer, savedBy: event.byUserId } });
            }
            return out;
          },
          (failure) => ({ failure }),
        );
      },
      resolve: (emitted: Emitted) => {
        if ('failure' in emitted) throw emitted.failure;
        return emitted.answerSaved;
      },
    },
  },
};
