import type { ServiceCtx } from '../service-context.ts';
import type { DeferredCaller, RefreshCookie } from '../http/request-context.ts';

export type { RefreshCookie } from '../http/request-context.ts';
import type { Loaders } from './loaders.ts';


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
