import type { Action } from '../../server/policies/permissions.ts';
import type { Access } from '../../server/commands/operation.ts';
import { FACTOR_FIXTURES } from './matrix-fixtures-factors.ts';
import { GRAPHQL_FIXTURES } from './matrix-fixtures-graphql.ts';
import { LEGACY_FIXTURES } from './matrix-fixtures-legacy.ts';
import { SSO_FIXTURES } from './matrix-fixtures-sso.ts';
import { REVIEW_FIXTURES } from './matrix-fixtures-review.ts';
import type { Caller, Side, World } from './matrix-world.ts';

// The authorization matrix's arguments: for every GraphQL root field (by name; subscriptions too) and every /api/* route
// ("METHOD url"), and for each variant of one that dispatches to several operations (`key#operation`), the
// smallest valid call on an object of the own or the other organization. A new
// field or route without an entry here makes the matrix fail, naming it.

export type Call =
  | { graphql: string; variables?: Record<string, unknown> }
  /** A subscription, at /graphql/stream: its first event decides (see tests/support/stream-call.ts). */
  | { subscription: string; variables?: Record<string, unknown> }
  | { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; body?: unknown };

/** What the permission rules are asked about: the organization the call acts in, and its project or user. */
export type Subject = {
  organizationId: string;
  project?: { ownerUserId: string; teamEmails: string[] };
  userId?: string;
  /** The call acts in the viewer's active organization only (projects and their creation). */
  active?: boolean;
};

export type Prepared = {
  call: Call;
  subject: Subject;
  /** Text an allowed answer carries (the object's name); a list without it has not shown the object. */
  shows?: string;
  /** The rows this call could change, read before and after a refused call. */
  snapshot?: () => Promise<string>;
};

export type Fixture = {
  prepare(w: World, side: Side, caller: Caller): Promise<Prepared>;
  /** The call acts on its caller (session, client switcher) or sets cookies: each cell gets a caller of its own. */
  freshCaller?: boolean;
  /** Its cells run one at a time, after the others (the PDF renderer's queue is short). */
  exclusive?: boolean;
  /** Who may make the call when that is not the operation's access (a screen that shows the viewer's active client). */
  gate?: Access;
  /** The gate is asked about the caller's active organization (a call that reads "the client I work on"). */
  gateOnActive?: boolean;
  /** A list whose operation does not say which rule picks what it holds (`lists`): this one decides. */
  listedBy?: Action;
};

export const FIXTURES: Record<string, Fixture> = { ...GRAPHQL_FIXTURES, ...REVIEW_FIXTURES, ...FACTOR_FIXTURES, ...LEGACY_FIXTURES, ...SSO_FIXTURES };
