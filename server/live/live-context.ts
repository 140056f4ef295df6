import type { ServiceCtx } from '../service-context.ts';
import type { LiveHub } from './live-hub.ts';
import type { PresenceHub } from './presence-hub.ts';

// What a subscription needs beside its GraphQL context: the instance's hubs (answers, presence), and a way to ask again who the
// caller is (before every event). Kept beside the context object, so the request context type stays as is.

export type LiveContext = { hub: LiveHub; presence: PresenceHub; recheck: () => Promise<ServiceCtx | null> };

const registry = new WeakMap<object, LiveContext>();

export const attachLive = (ctx: object, live: LiveContext): void => void registry.set(ctx, live);
export const liveOf = (ctx: object): LiveContext | null => registry.get(ctx) ?? null;
