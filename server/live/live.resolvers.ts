import { adapts, adaptsSubscription } from '../commands/bindings.ts';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { payload } from '../graphql/payload.ts';
import { AppError } from '../errors.ts';
import { requireViewer } from '../policies/authorize.ts';
import type { Viewer } from '../policies/viewer.ts';
import type { ServiceCtx } from '../service-context.ts';
import { type LiveContext, liveOf } from './live-context.ts';
import type { AnswerSavedOut } from './live-hub.ts';
import { liveStream } from './live-stream.ts';
import { notifyLeft } from './presence-coalescer.ts';
import type { PresentOut } from './presence-fan-out.ts';
import { announcePresence, watchProject } from './presence.service.ts';
import type { Emitted, Subscriber } from './project-subscribers.ts';
import type { OpenStream } from './stream-registry.ts';

export const STREAM_ONLY = 'Subscriptions are served at /graphql/stream (GraphQL over server-sent events).';

const resolveEmitted = <T>(emitted: Emitted<T>): T => {
  if ('failure' in emitted) throw emitted.failure;
  return emitted.value;
};

/** The live context of a subscription's request, or BAD_INPUT (a subscription sent to /graphql). */
function live(ctx: object): LiveContext {
  const found = liveOf(ctx);
  if (!found) throw new AppError('BAD_INPUT', STREAM_ONLY);
  return found;
}

/**
 * A stream registered with the instance's registry (caps: RATE_LIMITED at once; its end: RENEW or
 * UNAUTHENTICATED as its last value) and attached to a fan-out by `attach`, which returns the function
 * that detaches it. `left` runs when the stream ends, for whatever reason.
 */
function openStream<T>(
  context: LiveContext,
  viewer: Viewer,
  attach: (subscriber: Subscriber<T>, stream: OpenStream) => Promise<() => void>,
  left: () => void = () => undefined,
): AsyncIterableIterator<Emitted<T>> {
  let push: (value: Emitted<T>) => void = () => undefined;
  const stream = context.streams.open({ viewer, ...context.caller }, (error) => push({ failure: error }));
  return liveStream<T>(async (pushed) => {
    push = pushed;
    try {
      const detach = await attach({ viewer: stream.viewer, settled: stream.settled, push: pushed }, stream);
      return () => {
        detach();
        stream.close();
        left();
      };
    } catch (error) {
      stream.close();
      throw error;
    }
  });
}

/** The caller of a stream whose project was just loaded for it (execute refused anyone signed out). */
const signedInViewer = (ctx: ServiceCtx): Viewer => requireViewer(ctx.viewer);

/** The departure of a person whose presence stream ended (an API token never announces itself). */
const departure = (ctx: ServiceCtx, viewer: Viewer, projectId: string) => () => {
  if (!viewer.apiToken) notifyLeft(ctx, { projectId, userId: viewer.userId, name: viewer.name });
};

export const liveResolvers: Resolvers = {
  Mutation: {
    announcePresence: adapts(announcePresence, (_, { input }, ctx) => payload(() => announcePresence.execute(ctx, input))),
  },
  Subscription: {
    answerSaved: {
      // The project must be visible on subscribing (else "Project not found"), and to the caller as last
      // checked at every event (the fan-out reads the project once per event for every stream).
      subscribe: async (_, { project }, ctx) => {
        const context = live(ctx);
        const visible = await watchProject.execute(ctx, { key: project });
        const viewer = signedInViewer(ctx);
        return openStream<AnswerSavedOut>(context, viewer, (subscriber) => context.answers.subscribe(visible.id, subscriber));
      },
      resolve: (emitted: Emitted<AnswerSavedOut>) => resolveEmitted(emitted),
    },
    projectPresence: {
      // As answerSaved; the list as it is now first, then again whenever it changes.
      subscribe: async (_, { project }, ctx) => {
        const context = live(ctx);
        const visible = await watchProject.execute(ctx, { key: project });
        const viewer = signedInViewer(ctx);
        return openStream<PresentOut[]>(
          context,
          viewer,
          async (subscriber, stream) => {
            const remove = await context.presence.subscribe(visible.id, subscriber);
            subscriber.push({ value: context.presence.listFor(visible.id, stream.viewer()) });
            return remove;
          },
          departure(ctx, viewer, visible.id),
        );
      },
      resolve: (emitted: Emitted<PresentOut[]>) => resolveEmitted(emitted),
    },
  },
};

// Both streams open through the one operation that loads the project for the viewer (the surface and the matrix read it).
for (const stream of [liveResolvers.Subscription?.answerSaved, liveResolvers.Subscription?.projectPresence]) {
  if (stream && typeof stream === 'object' && 'subscribe' in stream) adaptsSubscription(watchProject, stream);
}
