import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import type { ApiClient } from '../support/api-client.ts';
import { createUser } from '../support/factories.ts';
import { pick } from '../support/pick.ts';
import { proxiedTestDatabase, type ProxiedDatabase } from '../support/proxied-database.ts';
import { clientAs } from '../support/sessions.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { ROLE } from '../../common/roles.ts';

// A database fault: the link is cut under load (a TCP proxy between the app and
// the test database): every answer is 200 or 503 UNAVAILABLE with Retry-After, never a 500; while it is
// down the answer is 503 on both transports; once the link is back, the same process serves again.

type Outcome = { at: number; end: number; transport: 'api' | 'graphql'; status: number; code: string | undefined; retryAfter: string | null };

let database: ProxiedDatabase;
let app: TestApp;
let client: ApiClient;
beforeAll(async () => {
  database = await proxiedTestDatabase();
  const opened = await openDatabase({ kind: 'postgres', url: database.url, max: database.maxConnections });
  app = await startTestApp({ database: opened });
  client = await clientAs(app, await createUser(app.db, { role: ROLE.USER }));
}, 150_000); // a fresh PGlite takes 2–3 s on an idle machine, over 20 s on a busy one
afterAll(async () => {
  await app?.close();
  await database?.stop();
});

async function call(transport: 'api' | 'graphql'): Promise<Outcome> {
  const at = Date.now();
  if (transport === 'api') {
    const res = await client.get('/api/user/');
    return { at, end: Date.now(), transport, status: res.status, code: typeof res.body.code === 'string' ? res.body.code : undefined, retryAfter: res.headers.get('retry-after') };
  }
  // A query that reads the database: the caller alone comes from the instance's cache, database or not.
  const res = await client.request('POST', '/graphql', { query: 'query FaultProbe { viewer { user { name } } projects(first: 1) { total } }' });
  const code = pick(res.body, 'errors.0.extensions.code');
  return { at, end: Date.now(), transport, status: res.status, code: typeof code === 'string' ? code : undefined, retryAfter: res.headers.get('retry-after') };
}

/** Sends requests from `workers` loops, alternating the transports, until `until()` is true. */
async function load(workers: number, until: () => boolean, outcomes: Outcome[] = []): Promise<Outcome[]> {
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = w; !until(); i++) outcomes.push(await call(i % 2 === 0 ? 'api' : 'graphql'));
    }),
  );
  return outcomes;
}

describe('the database link cut under load', () => {
  it('answers 503 UNAVAILABLE with Retry-After while down, never a 500, and serves again without a restart', async () => {
    let done = false;
    const marks: Record<string, number> = {};
    // Open every pooled connection first: postgres.js reads the array types on a new connection, and a
    // link cut during that read is an unhandled rejection in postgres.js (main.ts logs those, see there).
    await Promise.all(Array.from({ length: 8 }, () => call('api')));
    const seen: Outcome[] = [];
    const running = load(4, () => done, seen);
    /** Waits at least `ms`, and until `enough()` or 20 s (a busy machine serves few requests a second). */
    const hold = async (ms: number, enough: () => boolean) => {
      const start = Date.now();
      // Not a sleep-then-assert: a wait on `enough()` (read every 50 ms), with a floor of `ms` of load and a ceiling.
      while ((Date.now() - start < ms || !enough()) && Date.now() - start < 20_000) await sleep(50);
    };
    await hold(1000, () => seen.length >= 8);
    marks.cut = Date.now();
    await database.proxy.cut();
    const cutAt = marks.cut;
    await hold(3000, () => seen.filter((o) => o.at > cutAt + 500).length >= 8);
    const health = await app.client().get('/healthz');
    const ready = await app.client().get('/readyz');
    marks.restore = Date.now();
    await database.proxy.restore();
    // Wait for the first success after the link returns, then keep the load on a little longer.
    const deadline = Date.now() + 15_000;
    let recovered: number | null = null;
    while (Date.now() < deadline && recovered === null) {
      const probe = await call('api');
      if (probe.status === 200) recovered = Date.now();
      else await sleep(100); // the interval between probes of a wait on the first success (15 s ceiling)
    }
    // Keep the load on until enough requests were sent after the first success (counted, not timed).
    const recoveredAt = recovered ?? Number.POSITIVE_INFINITY;
    await hold(0, () => seen.filter((o) => o.at > recoveredAt).length >= 8);
    done = true;
    const outcomes = await running;

    expect(health.status).toBe(200);
    expect(ready.status).toBe(503);
    expect(recovered, 'service back within 15 s').not.toBeNull();

    const statuses = new Set(outcomes.map((o) => o.status));
    expect([...statuses].filter((s) => s !== 200 && s !== 503), 'only 200 or 503').toEqual([]);
    const before = outcomes.filter((o) => o.end < (marks.cut ?? 0));
    expect(before.length).toBeGreaterThan(4);
    expect(before.filter((o) => o.status !== 200), 'before the cut').toEqual([]);
    // Down (after the connections in flight at the cut have failed): every answer is a 503 on both transports.
    const down = outcomes.filter((o) => o.at > (marks.cut ?? 0) + 500 && o.end < (marks.restore ?? 0));
    expect(down.length).toBeGreaterThan(4);
    for (const transport of ['api', 'graphql'] as const) {
      const mine = down.filter((o) => o.transport === transport);
      expect(mine.length, transport).toBeGreaterThan(0);
      expect(mine.every((o) => o.status === 503 && o.code === 'UNAVAILABLE' && o.retryAfter === '5'), JSON.stringify(mine.slice(0, 3))).toBe(true);
    }
    // Back: everything sent after the first success is served.
    const after = outcomes.filter((o) => recovered !== null && o.at > recovered);
    expect(after.length).toBeGreaterThan(4);
    expect(after.every((o) => o.status === 200), JSON.stringify(after.filter((o) => o.status !== 200).slice(0, 3))).toBe(true);
    expect((await app.client().get('/readyz')).status).toBe(200);
    console.warn(`database fault (figures): ${outcomes.length} requests; back ${recovered === null ? '-' : recovered - (marks.restore ?? 0)} ms after the link returned`);
  });
});
