import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { signAccessToken } from '../../../server/modules/auth/tokens.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { type ApiClient } from '../../support/api-client.ts';
import { createOrganization, createUser, makePoc } from '../../support/factories.ts';
import { pickString } from '../../support/pick.ts';
import { addToTeam, createProject } from '../../support/projects.ts';
import { saveAnswer } from '../../support/questionnaire.ts';
import { clientAs, openSession } from '../../support/sessions.ts';
import { type StreamEvent, streamEvents } from '../../support/stream-call.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// Bounded live streams: caps per person, per API token and per instance (set low here); a stream lasts at
// most its access token's life and ends with RENEW; the periodic check ends a stream whose API token expired;
// a saved answer costs the same statements whatever the number of open streams; presence announcements are
// coalesced per person to one every 500 ms.

const statements: string[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: { LIVE_STREAMS_PER_USER: '2', LIVE_STREAMS_PER_TOKEN: '3', LIVE_STREAMS_PER_INSTANCE: '40', LIVE_RECHECK_SECONDS: '1' },
    onQuery: (query) => void statements.push(query),
  });
});
afterAll(async () => app?.close());

const ANSWERS = 'subscription($p: ID!) { answerSaved(project: $p) { questionCode answer { level } } }';
const PRESENCE = 'subscription($p: ID!) { projectPresence(project: $p) { name questionCode } }';
const CEILING_MS = 10_000;
const [q1, q2, q3] = questionsFor('fel2').map((q) => q.code);

const errorOf = (event: StreamEvent | undefined): { message?: string; code?: string } => {
  const data = event?.data;
  const first: unknown = typeof data === 'object' && data !== null && 'errors' in data && Array.isArray(data.errors) ? data.errors[0] : null;
  if (typeof first !== 'object' || first === null) return {};
  const message = 'message' in first && typeof first.message === 'string' ? first.message : undefined;
  const extensions = 'extensions' in first && typeof first.extensions === 'object' && first.extensions !== null ? first.extensions : {};
  const code = 'code' in extensions && typeof extensions.code === 'string' ? extensions.code : undefined;
  return { message, code };
};

/** Opens a stream; `started` resolves once the server holds it (its answer's headers came). */
function open(client: ApiClient, query: string, projectId: string, ceilingMs = CEILING_MS) {
  let held: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (held = resolve));
  const events: StreamEvent[] = [];
  const outcome = streamEvents(client, { body: { query, variables: { p: projectId } } }, { ceilingMs, onOpen: () => held(), onEvent: (e) => void events.push(e) });
  void outcome.then(() => held());
  return { started, outcome, events };
}

async function world() {
  const org = await createOrganization(app.db);
  const poc = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
  await makePoc(app.db, org, poc);
  const owner = await createUser(app.db, { role: ROLE.USER, org });
  const project = await createProject(app.db, { org, owner });
  return { org, poc, owner, project, pocClient: await clientAs(app, poc), ownerClient: await clientAs(app, owner) };
}

describe('caps', () => {
  it('a person may hold LIVE_STREAMS_PER_USER streams: the next is refused with "Too many open project tabs: close one."', async () => {
    const w = await world();
    const held = [open(w.ownerClient, PRESENCE, w.project.id), open(w.ownerClient, PRESENCE, w.project.id)];
    await Promise.all(held.map((s) => s.started));
    const refused = await streamEvents(w.ownerClient, { body: { query: ANSWERS, variables: { p: w.project.id } } }, { ceilingMs: CEILING_MS });
    expect(refused.ended).toBe(true);
    expect(errorOf(refused.events[0])).toEqual({ code: 'RATE_LIMITED', message: 'Too many open project tabs: close one.' });
    // Another person is not held back by this one's streams.
    const other = open(w.pocClient, PRESENCE, w.project.id, 1500);
    expect((await other.outcome).ended).toBe(false);
  });

  it('an API token may hold LIVE_STREAMS_PER_TOKEN streams', async () => {
    const w = await world();
    const res = await w.pocClient.graphql('mutation { createApiToken(input: { name: "Streams", scope: read }) { secret } }');
    const api = app.client();
    api.token = pickString(res.data, 'createApiToken.secret');
    const held = [1, 2, 3].map(() => open(api, PRESENCE, w.project.id));
    await Promise.all(held.map((s) => s.started));
    const refused = await streamEvents(api, { body: { query: PRESENCE, variables: { p: w.project.id } } }, { ceilingMs: CEILING_MS });
    expect(errorOf(refused.events[0])).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('API token has 3 live streams open') });
  });
});

describe('lifetime', () => {
  it("a stream ends with RENEW when its access token's life is over", async () => {
    const w = await world();
    const { sessionId } = await openSession(app, w.owner);
    // An access token made 15 minutes less 2 seconds ago: it has 2 seconds left.
    const client = app.client();
    client.token = await signAccessToken(app.config.jwtSecret, { userId: w.owner.id, sessionId, scope: 'full' }, new Date(Date.now() - 15 * 60_000 + 2000));
    const started = Date.now();
    const outcome = await streamEvents(client, { body: { query: PRESENCE, variables: { p: w.project.id } } }, { ceilingMs: CEILING_MS });
    expect(outcome.ended).toBe(true);
    expect(errorOf(outcome.events.at(-2))).toMatchObject({ code: 'RENEW' });
    expect(outcome.events.at(-1)?.event).toBe('complete');
    // Not a speed goal: it ended at its token's end (2 s in), not at the wait's ceiling (CEILING_MS) after
    // which streamEvents gives up; 5 s tells the two apart on a busy machine.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('the periodic check ends the stream of an API token that expired', async () => {
    const w = await world();
    const res = await w.pocClient.graphql('mutation($at: DateTime) { createApiToken(input: { name: "Short", scope: read, expiresAt: $at }) { secret } }', { at: new Date(Date.now() + 2000).toISOString() });
    const api = app.client();
    api.token = pickString(res.data, 'createApiToken.secret');
    const outcome = await streamEvents(api, { body: { query: PRESENCE, variables: { p: w.project.id } } }, { ceilingMs: CEILING_MS });
    expect(outcome.ended).toBe(true);
    expect(errorOf(outcome.events.at(-2))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('fan-out', () => {
  it('a saved answer costs the same statements with 1 and with 12 open streams (one read per project per event)', async () => {
    const w = await world();
    const viewers = await Promise.all(Array.from({ length: 7 }, async () => {
      const user = await createUser(app.db, { role: ROLE.USER, org: w.org });
      await addToTeam(app.db, w.project, user);
      return clientAs(app, user);
    }));
    const measure = async (streams: ReturnType<typeof open>[], code: string, version: number) => {
      await Promise.all(streams.map((s) => s.started));
      const before = streams.map((s) => s.events.length);
      statements.length = 0;
      await saveAnswer(w.ownerClient, { key: w.project.id, phase: 'fel2', code, version, level: 2 });
      const until = Date.now() + CEILING_MS;
      while (streams.some((s, i) => s.events.length === before[i]) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      return statements.filter((q) => !q.includes('mail_outbox')).length;
    };
    await w.ownerClient.graphql('{ viewer { user { name } } }'); // the saving caller is cached from here on
    const [first, ...others] = viewers;
    const one = [open(first ?? w.pocClient, ANSWERS, w.project.id)];
    const few = await measure(one, q1 ?? '', 0);
    const many = others.flatMap((v) => [open(v, ANSWERS, w.project.id), open(v, ANSWERS, w.project.id)]);
    const lots = await measure([...one, ...many], q2 ?? '', 0);
    expect(lots).toBe(few);
  });

  it('presence: five announcements within 100 ms go out as at most two (one per person per 500 ms), the last one last', async () => {
    // An app of its own: no stream of the other tests ends (and says it left) while this one counts.
    const notified: string[] = [];
    const quiet = await startTestApp({ onQuery: (query) => void (query.includes('pg_notify') && notified.push(query)) });
    try {
      const org = await createOrganization(quiet.db);
      const [owner, member] = [await createUser(quiet.db, { role: ROLE.USER, org }), await createUser(quiet.db, { role: ROLE.SUPER_USER, org })];
      const project = await createProject(quiet.db, { org, owner });
      const [ownerClient, memberClient] = [await clientAs(quiet, owner), await clientAs(quiet, member)];
      const other = open(memberClient, PRESENCE, project.id);
      await other.started;
      notified.length = 0;
      for (const code of [q1, q2, q3, q1, q2]) {
        await ownerClient.graphql('mutation($input: AnnouncePresenceInput!) { announcePresence(input: $input) { ok } }', { input: { key: project.id, phase: 'fel2', questionCode: code } });
      }
      const until = Date.now() + CEILING_MS;
      while (!JSON.stringify(other.events.at(-1)?.data ?? '').includes(`"questionCode":"${q2 ?? ''}"`) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(JSON.stringify(other.events.at(-1)?.data)).toContain(`"questionCode":"${q2 ?? ''}"`);
      expect(notified.length).toBeLessThanOrEqual(2);
    } finally {
      await quiet.close();
    }
  });
});
