import type { LiveHub } from './live-hub.ts';
import type { PresenceFanOut } from './presence-fan-out.ts';
import type { StreamCaller, StreamRegistry } from './stream-registry.ts';

// What a subscription needs beside its GraphQL context: the instance's fan-outs (answers, presence), its
// registry of open streams (caps, lifetime, revocation), and the stream's caller beyond its viewer (when its
// token expires, how to ask for it again). Kept beside the context object, so the request context type stays as is.

export type LiveContext = { answers: LiveHub; presence: PresenceFanOut; streams: StreamRegistry; caller: Omit<StreamCaller, 'viewer'> };

const registry = new WeakMap<object, LiveContext>();

export const attachLive = (ctx: object, live: LiveContext): void => void registry.set(ctx, live);
export const liveOf = (ctx: object): LiveContext | null => registry.get(ctx) ?? null;
