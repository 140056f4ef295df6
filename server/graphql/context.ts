import type { ServiceCtx } from '../service-context.ts';
import type { Loaders } from './loaders.ts';

/** The refresh cookie as resolvers see it: read, set, clear (the transport owns the cookie's attributes). */
export type RefreshCookie = { value: string | undefined; set(token: string): void; clear(): void };

export type GraphQLContext = ServiceCtx & {
  refreshCookie: RefreshCookie;
  loaders: Loaders;
};
