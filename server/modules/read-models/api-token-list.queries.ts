import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { olderThanRow } from '../../db/keyset.ts';
import { apiTokens } from '../../db/schema/index.ts';
import type { ApiTokenRow } from '../api-tokens/index.ts';
import { type ApiTokenCaller, creatorOrgs, creators, tokenCreatorFields, tokenCreatorOf } from './accounts.queries.ts';

// The "API tokens" section: an organization's tokens, newest first, a page at a time, each with its creator
// as the permission table sees it (whether the token is suspended is decided in api-tokens/token-access.ts).

export type ApiTokenListRow = { token: ApiTokenRow; creator: ApiTokenCaller['creator'] };

/** Up to `limit` tokens of the organization, newest first, after the token `afterId` (a cursor) when given. */
export async function listApiTokenPage(db: Db, p: { organizationId: string; afterId: string | null; limit: number }): Promise<ApiTokenListRow[]> {
  const rows = await db
    .select({ token: apiTokens, ...tokenCreatorFields })
    .from(apiTokens)
    .leftJoin(creators, eq(creators.id, apiTokens.createdBy))
    .leftJoin(creatorOrgs, eq(creatorOrgs.id, creators.organizationId))
    .where(and(eq(apiTokens.organizationId, p.organizationId), p.afterId ? olderThanRow(apiTokens, apiTokens.createdAt, apiTokens.id, p.afterId) : undefined))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(p.limit);
  return rows.map((row) => ({ token: row.token, creator: tokenCreatorOf(row) }));
}
