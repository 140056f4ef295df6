import { eq } from 'drizzle-orm';
import { ROLE } from '../../common/roles.ts';
import { organizations } from '../../server/db/schema/index.ts';
import type { OrganizationRow } from '../../server/modules/organizations/organizations.queries.ts';
import { questionsFor } from '../../server/modules/questionnaire/bank/index.ts';
import type { ApiClient } from './api-client.ts';
import { createOrganization, createUser, makePoc } from './factories.ts';
import { pickString } from './pick.ts';
import { createProject } from './projects.ts';
import { saveAnswer } from './questionnaire.ts';
import { clientAs } from './sessions.ts';
import { type StreamEvent, streamEvents } from './stream-call.ts';
import type { TestApp } from './test-app.ts';

// The authorization matrix's revocations mid-stream: a caller with an open subscription loses access; the
// stream must complete on that event (the matrix's app re-checks on its own only hourly), with
// UNAUTHENTICATED, and deliver nothing after it.

/** A fresh organization with its point of contact and a User owning a project (a licence may end with it). */
export type Scene = { app: TestApp; org: OrganizationRow; poc: ApiClient; owner: ApiClient; projectId: string };
export type Caller = { client: ApiClient; userId: string; tokenKey: string | null };
export type Revocation = { caller(scene: Scene): Promise<Caller>; revoke(scene: Scene, caller: Caller): Promise<void> };

async function scene(app: TestApp): Promise<Scene> {
  const org = await createOrganization(app.db);
  const poc = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
  await makePoc(app.db, org, poc);
  const owner = await createUser(app.db, { role: ROLE.USER, org });
  const project = await createProject(app.db, { org, owner });
  return { app, org, poc: await clientAs(app, poc), owner: await clientAs(app, owner), projectId: project.id };
}

export async function person(s: Scene): Promise<Caller> {
  const user = await createUser(s.app.db, { role: ROLE.SUPER_USER, org: s.org });
  return { client: await clientAs(s.app, user), userId: user.id, tokenKey: null };
}

export async function token(s: Scene): Promise<Caller> {
  const res = await s.poc.graphql('mutation { createApiToken(input: { name: "Mid-stream", scope: read }) { secret token { key } } }');
  const client = s.app.client();
  client.token = pickString(res.data, 'createApiToken.secret');
  const principal = await client.graphql('{ viewer { user { key } } }');
  return { client, userId: pickString(principal.data, 'viewer.user.key'), tokenKey: pickString(res.data, 'createApiToken.token.key') };
}

export const revocationCases: [string, Revocation][] = [
  [
    'API token revoked',
    { caller: token, revoke: async (s, c) => void (await s.poc.graphql('mutation($key: ID!) { revokeApiToken(input: { key: $key }) { errors { message } } }', { key: c.tokenKey })) },
  ],
  [
    'user deactivated',
    {
      caller: person,
      revoke: async (s, c) => void (await s.poc.graphql('mutation($input: SetUserActiveInput!) { setUserActive(input: $input) { errors { message } } }', { input: { key: c.userId, active: false } })),
    },
  ],
  ['session ended', { caller: person, revoke: async (_s, c) => void (await c.client.graphql('mutation { signOut { signedOut } }')) }],
  [
    // As another instance (or the Admin's organization form) would end it: the organizations trigger tells this one.
    'licence ended',
    { caller: person, revoke: async (s) => void (await s.app.db.update(organizations).set({ licenseCreate: '2020-01-01', licenseDue: '2021-01-01' }).where(eq(organizations.id, s.org.id))) },
  ],
];

const SUBSCRIPTIONS = {
  answerSaved: 'subscription($p: ID!) { answerSaved(project: $p) { questionCode } }',
  projectPresence: 'subscription($p: ID!) { projectPresence(project: $p) { name } }',
} as const;

export type RevokedStream = { endedWithin: number; lastError: string | null; deliveredAfter: StreamEvent[]; detail: string };

const errorCode = (event: StreamEvent): string | null => {
  const data = event.data;
  const first: unknown = typeof data === 'object' && data !== null && 'errors' in data && Array.isArray(data.errors) ? data.errors[0] : null;
  if (typeof first !== 'object' || first === null || !('extensions' in first) || typeof first.extensions !== 'object' || first.extensions === null) return null;
  return 'code' in first.extensions && typeof first.extensions.code === 'string' ? first.extensions.code : null;
};

/**
 * Opens the subscription as a caller of a fresh scene, revokes its access once the stream is held, saves an
 * answer right after, and reports how long the stream took to end, its last error and what came after the
 * revocation but the error (nothing may).
 */
export async function streamUntilRevoked(app: TestApp, revocation: Revocation, subscription: keyof typeof SUBSCRIPTIONS): Promise<RevokedStream> {
  const s = await scene(app);
  const caller = await revocation.caller(s);
  const events: StreamEvent[] = [];
  let held: () => void = () => undefined;
  const open = new Promise<void>((resolve) => (held = resolve));
  // Held: the answer's headers came (answers), or the list as it is (presence, sent at once).
  const outcome = streamEvents(
    caller.client,
    { body: { query: SUBSCRIPTIONS[subscription], variables: { p: s.projectId } } },
    { ceilingMs: 20_000, onOpen: () => subscription === 'answerSaved' && held(), onEvent: (e) => (events.push(e), held()) },
  );
  await open;
  const before = events.length;
  const revokedAt = Date.now();
  await revocation.revoke(s, caller);
  await saveAnswer(s.owner, { key: s.projectId, phase: 'fel2', code: questionsFor('fel2')[0]?.code ?? '', version: 0, level: 2, comment: 'after the revocation' });
  const ended = await outcome;
  const after = events.slice(before).filter((e) => e.event === 'next');
  return {
    endedWithin: ended.ended ? Date.now() - revokedAt : Number.POSITIVE_INFINITY,
    lastError: after.length > 0 ? errorCode(after[after.length - 1] ?? { event: '', data: null }) : null,
    deliveredAfter: after.filter((e) => errorCode(e) === null),
    detail: JSON.stringify(events).slice(0, 600),
  };
}
