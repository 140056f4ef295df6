import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AnswerQueue,
  type AnswerRef,
  type KeyValueStore,
  type Outcome,
  type PendingChange,
  type SendResult,
} from '../../client/src/features/projects/autosave/answer-queue.ts';

// The browser's queue of unsaved answer changes (autosave loses nothing): kept in storage until the server acknowledges
// them, sent again after a reload, when the connection returns, or after a short pause.

type Answer = { version: number; level: number | null };

/** A Web Storage stand-in (the queue only needs these five members). */
function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** A server stand-in: every send waits until the test answers it. */
function fakeServer() {
  const calls: { ref: AnswerRef; change: PendingChange; answer(result: SendResult<Answer>): void }[] = [];
  const send = (ref: AnswerRef, change: PendingChange) =>
    new Promise<SendResult<Answer>>((resolve) => {
      calls.push({ ref, change: structuredClone(change), answer: resolve });
    });
  return { calls, send };
}

const ref: AnswerRef = { projectKey: 'p1', phase: 'fel2', code: 'F2-SITE-01' };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function makeQueue(opts: { store?: KeyValueStore; online?: () => boolean; scope?: string; retryDelaysMs?: number[] } = {}) {
  const server = fakeServer();
  const queue = new AnswerQueue<Answer>({
    store: opts.store ?? memoryStore(),
    scope: opts.scope ?? 'u1:o1',
    send: server.send,
    online: opts.online ?? (() => true),
    retryDelaysMs: opts.retryDelaysMs ?? [20, 40],
  });
  return { queue, server };
}

afterEach(() => vi.useRealTimers());

describe('answer queue', () => {
  it('stores a change before sending it; a new page of the same user finds it, another user or organization does not', () => {
    const store = memoryStore();
    const { queue, server } = makeQueue({ store, online: () => false });
    queue.change(ref, { level: 3 }, 0);
    queue.send(ref);
    expect(server.calls).toHaveLength(0);
    expect(queue.status(ref)).toBe('offline');
    expect([...store.data.keys()]).toEqual(['fel.pendingAnswers.v1:u1:o1:p1']);

    const reloaded = makeQueue({ store, online: () => false }).queue;
    expect(reloaded.pending(ref)).toMatchObject({ baseVersion: 0, fields: { level: 3 }, error: null });
    expect(reloaded.count()).toBe(1);
    expect(reloaded.count('p1')).toBe(1);
    expect(reloaded.count('p2')).toBe(0);
    expect(makeQueue({ store, scope: 'u2:o1' }).queue.count()).toBe(0);
    expect(makeQueue({ store, scope: 'u1:o2' }).queue.count()).toBe(0);
  });

  it('sends once when the connection returns and forgets the change when the server saved it', async () => {
    let online = false;
    const store = memoryStore();
    const { queue, server } = makeQueue({ store, online: () => online });
    queue.start();
    queue.change(ref, { level: 2 }, 4);
    queue.change(ref, { comment: 'kept' }, 99);
    queue.send(ref);
    expect(server.calls).toHaveLength(0);

    online = true;
    queue.connectionChanged();
    queue.connectionChanged();
    queue.sendAll();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.change).toMatchObject({ baseVersion: 4, fields: { level: 2, comment: 'kept' } });
    expect(queue.status(ref)).toBe('sending');

    const heard: Outcome<Answer>[] = [];
    queue.onOutcome(ref, (o) => heard.push(o));
    server.calls[0]?.answer({ kind: 'saved', answer: { version: 5, level: 2 } });
    await tick();
    expect(queue.status(ref)).toBe('none');
    expect(store.data.size).toBe(0);
    expect(queue.lastSaved(ref)).toEqual({ version: 5, level: 2 });
    expect(heard).toEqual([{ kind: 'saved', answer: { version: 5, level: 2 } }]);
    queue.stop();
  });

  it('retries after a short pause when the server did not answer, without waiting for another change', async () => {
    const { queue, server } = makeQueue({ retryDelaysMs: [20] });
    queue.start();
    queue.change(ref, { level: 1 }, 0);
    queue.send(ref);
    server.calls[0]?.answer({ kind: 'unreachable' });
    await tick();
    expect(queue.status(ref)).toBe('retrying');
    await vi.waitFor(() => expect(server.calls).toHaveLength(2), { timeout: 500, interval: 5 });
    server.calls[1]?.answer({ kind: 'saved', answer: { version: 1, level: 1 } });
    await tick();
    expect(queue.count()).toBe(0);
    queue.stop();
  });

  it('keeps fields changed while a save was on its way, based on the version that save produced', async () => {
    const { queue, server } = makeQueue();
    queue.change(ref, { level: 3, comment: 'a' }, 2);
    queue.send(ref);
    queue.change(ref, { comment: 'ab' }, 0);
    queue.send(ref); // one save per question at a time
    expect(server.calls).toHaveLength(1);
    server.calls[0]?.answer({ kind: 'saved', answer: { version: 3, level: 3 } });
    await tick();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]?.change).toMatchObject({ baseVersion: 3, fields: { comment: 'ab' } });
    server.calls[1]?.answer({ kind: 'saved', answer: { version: 4, level: 3 } });
    await tick();
    expect(queue.count()).toBe(0);
  });

  it('drops a change the server refused as stale (CONFLICT) and tells the card, or the fallback when no card listens', async () => {
    const { queue, server } = makeQueue();
    const fallback: string[] = [];
    queue.setFallback((r, o) => fallback.push(`${r.code}:${o.kind}`));
    queue.change(ref, { level: 4 }, 1);
    queue.send(ref);
    server.calls[0]?.answer({ kind: 'conflict', current: { version: 2, level: 1 }, message: 'Someone else changed this answer' });
    await tick();
    expect(queue.count()).toBe(0);
    expect(queue.lastSaved(ref)).toEqual({ version: 2, level: 1 });
    expect(fallback).toEqual(['F2-SITE-01:conflict']);
  });

  it('keeps a change refused as invalid, does not resend it until it is edited', async () => {
    const { queue, server } = makeQueue();
    queue.change(ref, { actionDue: '1800-01-01' }, 0);
    queue.send(ref);
    server.calls[0]?.answer({ kind: 'rejected', message: 'Choose a date between 1900-01-01 and 2099-12-31' });
    await tick();
    expect(queue.status(ref)).toBe('rejected');
    expect(queue.pending(ref)?.error).toBe('Choose a date between 1900-01-01 and 2099-12-31');
    queue.sendAll();
    expect(server.calls).toHaveLength(1);
    queue.change(ref, { actionDue: '2030-01-01' }, 0);
    queue.send(ref);
    expect(server.calls[1]?.change.fields).toEqual({ actionDue: '2030-01-01' });
  });

  it('forgets a change it may no longer save (project finalized, access lost), and keeps one when signed out', async () => {
    const { queue, server } = makeQueue();
    queue.change(ref, { level: 2 }, 0);
    queue.send(ref);
    server.calls[0]?.answer({ kind: 'signed-out' });
    await tick();
    expect(queue.count()).toBe(1);
    queue.send(ref);
    server.calls[1]?.answer({ kind: 'refused', message: 'This project is finalized.' });
    await tick();
    expect(queue.count()).toBe(0);
  });

  it('ignores storage it cannot read, and picks up what another tab stored', () => {
    const store = memoryStore();
    store.setItem('fel.pendingAnswers.v1:u1:o1:broken', '{not json');
    store.setItem('fel.pendingAnswers.v1:u1:o1:odd', JSON.stringify({ x: { phase: 'fel2' } }));
    const { queue } = makeQueue({ store, online: () => false });
    expect(queue.count()).toBe(0);

    const other = makeQueue({ store, online: () => false }).queue;
    other.change(ref, { level: 1 }, 0);
    expect(queue.count()).toBe(0);
    expect(queue.owns('fel.pendingAnswers.v1:u1:o1:p1')).toBe(true);
    expect(queue.owns('fel.pendingAnswers.v1:u2:o1:p1')).toBe(false);
    queue.reload('fel.pendingAnswers.v1:u1:o1:p1');
    expect(queue.pending(ref)?.fields).toEqual({ level: 1 });
  });

  it('settles once nothing is on its way', async () => {
    const { queue, server } = makeQueue();
    queue.change(ref, { level: 2 }, 0);
    queue.send(ref);
    let settled = false;
    void queue.settled(5000).then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);
    server.calls[0]?.answer({ kind: 'saved', answer: { version: 1, level: 2 } });
    await vi.waitFor(() => expect(settled).toBe(true));
  });
});
