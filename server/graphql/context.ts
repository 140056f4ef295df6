import type { ServiceCtx } from '../service-context.ts';
import type { DeferredCaller } from '../http/request-context.ts';
import type { Loaders } from './loaders.ts';

/** The refresh cookie as resolvers see it: read, set, clear (the transport owns the cookie's attributes). */
export type RefreshCookie = { value: string | undefined; set(token: string): void; clear(): void };

/** The caller is resolved once the operation is known (apollo.ts), and only when it needs one (caller-free.ts). */
export type GraphQLContext = ServiceCtx &
  DeferredCaller & {
    refreshCookie: RefreshCookie;
    loaders: Loaders;
    /** The request's id, which every error of its answer repeats (extensions.requestId). */
    requestId: string;
    /** Names the operation being served (the request-duration metric's label). */
    operationIs(name: string): void;
  };
