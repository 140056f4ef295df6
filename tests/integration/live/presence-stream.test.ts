import { createClient, type Client } from 'graphql-sse';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialsOf } from '../../../server/live/presence-events.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { arrivals } from '../../support/arrivals.ts';
import { projectWorld, type Actor, type ProjectWorld } from '../../support/projects.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { withSecondInstance } from '../../support/second-instance.ts';

// Presence in the live workspace: who else has the project open and the question each has in focus,
// announced by a mutation, fanned out through PostgreSQL NOTIFY, kept in memory for 40 s per announcement.

let app: TestApp;
let w: ProjectWorld;
const clients: Client[] = [];
beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app);
});
afterEach(async () => {
  app.clock.reset();
  for (const actor of [w.owner, w.teamUser, w.superUser]) await announce(actor.client, { phase: null });
});
afterAll(async () => {
  for (const c of clients) c.dispose();
  await app?.close();
});

const SUBSCRIPTION = `subscription($p: ID!) { projectPresence(project: $p) { userKey name initials phase questionCode } }`;
const ANNOUNCE = `mutation($input: AnnouncePresenceInput!) { announcePresence(input: $input) { ok errors { message code field } } }`;
const [q1, q2] = questionsFor('fel2').map((q) => q.code);

type Person = { userKey: string; name: string; initials: string; phase: string; questionCode: string | null };
type Lists = { lists: Person[][]; errors: unknown[]; raw: unknown[]; done: Promise<void>; until(test: (people: Person[]) => boolean): Promise<Person[] | null>; close(): void };

/** Opens the presence stream of the project as the client's user; resolves once the first list arrived. */
async function presence(baseUrl: string, client: ApiClient, projectKey = w.project.id): Promise<Lists> {
  const sse = createClient({ url: `${baseUrl}/graphql/stream`, headers: { authorization: `Bearer ${client.token ?? ''}` }, retryAttempts: 0 });
  clients.push(sse);
  const arrived = arrivals<Person[]>();
  const raw: unknown[] = [];
  const errors: unknown[] = [];
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const end = () => (arrived.end(), finished());
  sse.subscribe<{ projectPresence: Person[] }>(
    { query: SUBSCRIPTION, variables: { p: projectKey } },
    {
      next: (value) => {
        raw.push(value);
        if (value.data) arrived.push(value.data.projectPresence);
      },
      error: (e) => (errors.push(e), end()),
      complete: end,
    },
  );
  /** The newest list once it passes `test` (waiting for the lists that arrive), or null when the stream ended first. */
  const until = async (test: (people: Person[]) => boolean) => {
    const passes = (lists: readonly Person[][]) => {
      const last = lists.at(-1);
      return last !== undefined && test(last);
    };
    return (await arrived.until(passes)) ? (arrived.values.at(-1) ?? null) : null;
  };
  const s = { lists: arrived.values, errors, raw, done, until, close: () => sse.dispose() };
  await Promise.race([until(() => true), done]);
  return s;
}

const announce = async (client: ApiClient, input: { phase: 'fel2' | 'fel3' | null; questionCode?: string | null }, key = w.project.id) =>
  client.graphql(ANNOUNCE, { input: { key, ...input } });
const entry = (actor: Actor, questionCode: string | null): Person => ({
  userKey: actor.user.id,
  name: actor.user.name,
  initials: initialsOf(actor.user.name),
  phase: 'fel2',
  questionCode,
});

describe('presence', () => {
  // How fast presence arrives is a speed goal, measured under load in bench/live-fanout.bench.ts.
  it('reaches another member, follows the focus, never lists the viewer itself, and a departure removes the person', async () => {
    const member = await presence(app.baseUrl, w.teamUser.client);
    const owner = await presence(app.baseUrl, w.owner.client);
    expect(member.lists[0]).toEqual([]);
    expect((await announce(w.owner.client, { phase: 'fel2', questionCode: q1 })).data).toEqual({ announcePresence: { ok: true, errors: [] } });
    expect(await member.until((people) => people.length === 1)).toEqual([entry(w.owner, q1 ?? '')]);

    await announce(w.teamUser.client, { phase: 'fel2', questionCode: null });
    expect(await owner.until((people) => people.length === 1)).toEqual([entry(w.teamUser, null)]);
    expect(member.lists.every((people) => people.every((p) => p.userKey !== w.teamUser.user.id))).toBe(true);

    await announce(w.owner.client, { phase: 'fel2', questionCode: q2 });
    expect(await member.until((people) => people[0]?.questionCode === q2)).toEqual([entry(w.owner, q2 ?? '')]);
    await announce(w.owner.client, { phase: null });
    expect(await member.until((people) => people.length === 0)).toEqual([]);

    // The end of a stream is a departure too.
    await announce(w.owner.client, { phase: 'fel2', questionCode: q1 });
    await member.until((people) => people.length === 1);
    owner.close();
    expect(await member.until((people) => people.length === 0)).toEqual([]);
    member.close();
  });

  it('lasts 40 s after the last announcement', async () => {
    // The instance sweeps expired people once a second (real time) at the test clock's time. That a sweep ran
    // after a clock advance is seen, not slept on: a second person (the Super User), announced 15 s earlier,
    // expires in it and leaves the list; the owner, announced later, must still be in that same list.
    const sentinel = w.superUser;
    const member = await presence(app.baseUrl, w.teamUser.client);
    await announce(sentinel.client, { phase: 'fel2', questionCode: null });
    expect(await member.until((people) => people.length === 1)).toHaveLength(1);
    app.clock.advance(15_000);
    await announce(w.owner.client, { phase: 'fel2', questionCode: q1 });
    expect(await member.until((people) => people.length === 2)).toHaveLength(2);
    app.clock.advance(30_000); // the sentinel's 40 s are over (45 s), the owner's not (30 s)
    expect(await member.until((people) => !people.some((p) => p.userKey === sentinel.user.id))).toEqual([entry(w.owner, q1 ?? '')]);

    // A later announcement (here with a move, so that the test knows when it was heard) pushes the expiry back.
    await announce(sentinel.client, { phase: 'fel2', questionCode: null });
    expect(await member.until((people) => people.length === 2)).toHaveLength(2);
    app.clock.advance(15_000);
    await announce(w.owner.client, { phase: 'fel2', questionCode: q2 });
    expect(await member.until((people) => people.some((p) => p.questionCode === q2))).toHaveLength(2);
    app.clock.advance(30_000); // the sentinel's second 40 s are over (45 s); the owner's first ones too (60 s), not its second (30 s)
    expect(await member.until((people) => !people.some((p) => p.userKey === sentinel.user.id))).toEqual([entry(w.owner, q2 ?? '')]);
    app.clock.advance(11_000);
    expect(await member.until((people) => people.length === 0)).toEqual([]);
    member.close();
  });

  it("another organization's user, or a User not on the team, can neither subscribe nor announce", async () => {
    for (const actor of [w.outsider, w.otherUser]) {
      const s = await presence(app.baseUrl, actor.client);
      await s.done;
      expect(JSON.stringify([...s.raw, ...s.errors]), actor.label).toContain('Project not found');
      const res = await announce(actor.client, { phase: 'fel2', questionCode: q1 });
      expect(JSON.stringify(res), actor.label).toContain('Project not found');
    }
    // Nothing of theirs arrives: a later announcement (the owner's) arrives first, alone.
    const member = await presence(app.baseUrl, w.teamUser.client);
    await announce(w.owner.client, { phase: 'fel2', questionCode: q1 });
    expect(await member.until((people) => people.length > 0)).toEqual([entry(w.owner, q1 ?? '')]);
    expect(member.lists.flat().map((p) => p.userKey)).not.toContain(w.outsider.user.id);
    expect(member.lists.flat().map((p) => p.userKey)).not.toContain(w.otherUser.user.id);
    member.close();
  });

  it('a question of another phase, or none at all, is refused with a clear message', async () => {
    const res = await announce(w.owner.client, { phase: 'fel2', questionCode: 'NOPE-01' });
    expect(res.data).toEqual({ announcePresence: { ok: null, errors: [{ message: 'NOPE-01 is not a question of this phase.', code: 'BAD_INPUT', field: 'questionCode' }] } });
    const anonymous = await app.client().graphql(ANNOUNCE, { input: { key: w.project.id, phase: 'fel2' } });
    expect(JSON.stringify(anonymous)).toContain('sign in');
  });
});

describe('presence across two app instances', () => {
  it('an announcement on one instance reaches a stream on the other (PostgreSQL); with embedded PGlite one instance serves alone', async () => {
    await withSecondInstance(async (second) => {
      const member = await presence(second.baseUrl, w.teamUser.client);
      await announce(w.owner.client, { phase: 'fel2', questionCode: q2 });
      expect(await member.until((people) => people.length === 1)).toEqual([entry(w.owner, q2 ?? '')]);
      member.close();
    });
  });
});
