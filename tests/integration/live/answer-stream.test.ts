import { eq } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers } from '../../../server/db/schema/index.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { createUser } from '../../support/factories.ts';
import { projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { arrivals } from '../../support/arrivals.ts';
import { saveAnswer } from '../../support/questionnaire.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { withSecondInstance } from '../../support/second-instance.ts';
import { ROLE } from '../../../common/roles.ts';

// Answers saved by one user reach another user's open stream (GraphQL over server-sent events at
// /graphql/stream, PostgreSQL LISTEN/NOTIFY behind it), with the permission checked on subscribe and
// before every event; across two app instances when the tests run on PostgreSQL.

let app: TestApp;
let w: ProjectWorld;
const clients: Client[] = [];
beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app);
});
afterAll(async () => {
  for (const c of clients) c.dispose();
  await app?.close();
});

const SUBSCRIPTION = `subscription($p: ID!) { answerSaved(project: $p) { phase questionCode savedBy answer { level version comment } } }`;
const [q1, q2, q3] = questionsFor('fel2');

type Stream = { events: unknown[]; errors: unknown[]; done: Promise<void>; next(count: number): Promise<unknown[]>; close(): void };

/** Opens a subscription to the project's saved answers as the client's user, on the given instance. */
function stream(baseUrl: string, client: ApiClient, projectKey: string): Stream {
  const sse = createClient({ url: `${baseUrl}/graphql/stream`, headers: { authorization: `Bearer ${client.token ?? ''}` }, retryAttempts: 0 });
  clients.push(sse);
  const arrived = arrivals<unknown>();
  const errors: unknown[] = [];
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const end = () => (arrived.end(), finished());
  sse.subscribe(
    { query: SUBSCRIPTION, variables: { p: projectKey } },
    { next: (value) => arrived.push(value), error: (e) => (errors.push(e), end()), complete: end },
  );
  /** The first `count` events, once they arrived (or the stream ended first). */
  const next = async (count: number) => {
    await arrived.until((events) => events.length >= count);
    return arrived.values.slice(0, count);
  };
  return { events: arrived.values, errors, done, next, close: () => sse.dispose() };
}

const versionOf = async (code: string) =>
  (await app.db.query.answers.findFirst({ where: (a, { and, eq: is }) => and(is(a.projectId, w.project.id), is(a.phase, 'fel2'), is(a.questionCode, code)) }))?.version ?? 0;

/**
 * Waits until the stream's LISTEN is in place, which only a delivered event proves: saves one answer after
 * another (each wait ends with its event, or after a short while when it was saved before the stream
 * listened), then forgets that event.
 */
async function ready(s: Stream, writer: ApiClient, code: string) {
  for (let i = 0; s.events.length === 0 && i < 30; i++) {
    await saveAnswer(writer, { key: w.project.id, phase: 'fel2', code, version: await versionOf(code), comment: `warm-up ${i}` });
    // Not a sleep: a retry interval (a save made before the LISTEN is never delivered); the loop ends with the first event.
    await Promise.race([s.next(1), new Promise((resolve) => setTimeout(resolve, 500))]);
  }
  expect(s.events.length).toBeGreaterThan(0);
  s.events.length = 0;
}

describe('live answers', () => {
  it("another team member's save reaches an open stream, read with the subscriber's permission", async () => {
    const s = stream(app.baseUrl, w.teamUser.client, w.project.id);
    await ready(s, w.owner.client, q3?.code ?? '');
    const saved = await saveAnswer(w.owner.client, { key: w.project.id, phase: 'fel2', code: q1?.code ?? '', version: 0, level: 2, comment: 'P&IDs rev B' });
    expect(saved.errors).toBeUndefined();
    // How fast it arrives is a speed goal, measured under load in bench/live-fanout.bench.ts (p99 ≤ 250 ms).
    const [event] = await s.next(1);
    expect(event).toEqual({ data: { answerSaved: { phase: 'fel2', questionCode: q1?.code, savedBy: w.owner.user.id, answer: { level: 2, version: 1, comment: 'P&IDs rev B' } } } });
  });

  it('refuses to subscribe to a project the viewer may not see (another organization, or not on the team)', async () => {
    for (const actor of [w.outsider, w.otherUser]) {
      const s = stream(app.baseUrl, actor.client, w.project.id);
      await s.done;
      expect(JSON.stringify([...s.events, ...s.errors]), actor.label).toContain('Project not found');
      // The stream's errors go through the GraphQL error mapper of /graphql: the same codes.
      expect(JSON.stringify(s.events), actor.label).toContain('"code":"NOT_FOUND"');
    }
  });

  it('malformed requests to the stream get 4xx answers; a signed-out caller is told to sign in', async () => {
    const anonymous = app.client();
    for (const body of ['{not json', { query: 42 }, {}]) {
      const res = await anonymous.request('POST', '/graphql/stream', body, { accept: 'text/event-stream' });
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const s = stream(app.baseUrl, anonymous, w.project.id);
    await s.done;
    expect(JSON.stringify([...s.events, ...s.errors])).toContain('Please sign in.');
    expect(JSON.stringify(s.events)).toContain('"code":"UNAUTHENTICATED"');
  });

  it('checks the permission again before every event: removed from the team, the stream ends without the answer', async () => {
    const member = await createUser(app.db, { role: ROLE.USER, org: w.org });
    const client = await signIn(app, member);
    const [row] = await app.db.insert(teamMembers).values({ projectId: w.project.id, phase: 'fel2', name: member.name, email: member.email }).returning();
    const s = stream(app.baseUrl, client, w.project.id);
    await ready(s, w.owner.client, q3?.code ?? '');
    await app.db.delete(teamMembers).where(eq(teamMembers.id, row?.id ?? ''));
    await saveAnswer(w.owner.client, { key: w.project.id, phase: 'fel2', code: q2?.code ?? '', version: 0, level: 1, comment: 'secret' });
    await s.done;
    expect(s.events).toEqual([{ data: null, errors: [expect.objectContaining({ message: 'Project not found' })] }]);
  });
});

describe('two app instances on one database', () => {
  it('a save on one instance reaches a stream on the other (PostgreSQL); with embedded PGlite one instance serves alone', async () => {
    await withSecondInstance(async (second) => {
      const s = stream(second.baseUrl, w.teamUser.client, w.project.id);
      try {
        await ready(s, w.owner.client, q3?.code ?? '');
        await saveAnswer(w.owner.client, { key: w.project.id, phase: 'fel2', code: q1?.code ?? '', version: await versionOf(q1?.code ?? ''), level: 3 });
        const [event] = await s.next(1);
        expect(event).toMatchObject({ data: { answerSaved: { questionCode: q1?.code, answer: { level: 3 } } } });
      } finally {
        s.close();
      }
    });
  });
});
