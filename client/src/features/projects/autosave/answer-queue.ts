import { z } from 'zod';

// The browser's queue of answer changes the server has not acknowledged yet. Every change is written to
// the browser's storage (per user, organization worked on, and project) before it is sent, and removed only when the server says it
// saved it, so a reload, a closed tab or a lost connection loses nothing: what is left is sent on the next
// start, when the connection returns (`online`), or after a short pause when the server did not answer.
// Each change names the answer version it was based on; the server refuses it when someone saved since
// (CONFLICT), so a change kept for days never overwrites newer work. Plain TypeScript: the React side
// (AnswerQueueProvider) supplies storage, the sender and the connection state.

/** One question of one project. */
export type AnswerRef = { projectKey: string; phase: string; code: string };

/** A field's value as stored: a scalar, or a list of keys (the register entries an answer links). */
export type FieldValue = string | number | boolean | null | readonly string[];
export type Fields = Record<string, FieldValue>;

const StoredChange = z.object({
  phase: z.string(),
  code: z.string(),
  /** The version of the answer the change was made on (0: there was none). */
  baseVersion: z.number().int().min(0),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string()).readonly()])),
  /** The server refused the change as invalid: kept (it is the person's work) but not sent again until edited. */
  error: z.string().nullable(),
  changedAt: z.number(),
});
export type PendingChange = z.infer<typeof StoredChange>;
const StoredProject = z.record(z.string(), StoredChange);

/** What one attempt to send a change came to. */
export type SendResult<A> =
  | { kind: 'saved'; answer: A }
  | { kind: 'conflict'; current: A | null; message: string }
  | { kind: 'rejected'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' }
  | { kind: 'signed-out' };

/** What a question card hears about its change. */
export type Outcome<A> = Exclude<SendResult<A>, { kind: 'unreachable' } | { kind: 'signed-out' }>;

/**
 * none: nothing unsaved; queued: waiting to be sent (typing pause); sending; offline: the browser is offline;
 * retrying: the last attempt did not reach the server; rejected: refused as invalid, waiting for an edit.
 */
export type QueueStatus = 'none' | 'queued' | 'sending' | 'offline' | 'retrying' | 'rejected';

/** The part of the Web Storage API the queue uses (localStorage in the browser). */
export type KeyValueStore = {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

export type QueueOptions<A> = {
  store: KeyValueStore;
  /** Whose changes: the signed-in user and the organization they work on (provider staff switch clients). */
  scope: string;
  send(ref: AnswerRef, change: PendingChange): Promise<SendResult<A>>;
  online(): boolean;
  /** Pauses after failed attempts while online (the last repeats); no long waits. */
  retryDelaysMs?: readonly number[];
  now?(): number;
};

export const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000] as const;
const STORAGE_PREFIX = 'fel.pendingAnswers.v1';

const refKey = (ref: AnswerRef) => `${ref.projectKey}|${ref.phase}|${ref.code}`;
const entryKey = (phase: string, code: string) => `${phase}|${code}`;

export class AnswerQueue<A extends { version: number }> {
  private readonly projects = new Map<string, Map<string, PendingChange>>();
  private readonly inFlight = new Map<string, Fields>();
  private readonly unreachable = new Set<string>();
  private readonly saved = new Map<string, A>();
  private readonly listeners = new Set<() => void>();
  private readonly outcomeListeners = new Map<string, Set<(outcome: Outcome<A>) => void>>();
  private fallback: (ref: AnswerRef, outcome: Outcome<A>) => void = () => undefined;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private running = false;
  private readonly prefix: string;

  constructor(private readonly options: QueueOptions<A>) {
    this.prefix = `${STORAGE_PREFIX}:${options.scope}:`;
    this.reload();
  }

  /** Starts sending (what is left from an earlier visit goes at once). */
  start(): void {
    this.running = true;
    this.sendAll();
  }

  /** Stops the retry timer; changes stay stored for the next start. */
  stop(): void {
    this.running = false;
    this.clearRetry();
  }

  /** The storage key of one project's changes in this scope. */
  storageKey(projectKey: string): string {
    return `${this.prefix}${projectKey}`;
  }

  /** Whether a storage key holds changes of this scope (a `storage` event from another tab). */
  owns(storageKey: string | null): boolean {
    return storageKey === null || storageKey.startsWith(this.prefix);
  }

  /** Reads the stored changes again (all projects, or the project of one storage key). */
  reload(storageKey: string | null = null): void {
    const keys = storageKey === null ? this.storedKeys() : [storageKey];
    if (storageKey === null) this.projects.clear();
    for (const key of keys) {
      const projectKey = key.slice(this.prefix.length);
      const parsed = StoredProject.safeParse(this.parseJson(key));
      const entries = parsed.success ? new Map(Object.entries(parsed.data)) : new Map<string, PendingChange>();
      if (entries.size > 0) this.projects.set(projectKey, entries);
      else this.projects.delete(projectKey);
    }
    this.notify();
  }

  /** The unsaved change to one question, if any. */
  pending(ref: AnswerRef): PendingChange | null {
    return this.projects.get(ref.projectKey)?.get(entryKey(ref.phase, ref.code)) ?? null;
  }

  /** How many questions have unsaved changes (of one project, or of every project of this scope). */
  count(projectKey?: string): number {
    if (projectKey !== undefined) return this.projects.get(projectKey)?.size ?? 0;
    let n = 0;
    for (const entries of this.projects.values()) n += entries.size;
    return n;
  }

  /** The answer the server last acknowledged in this page (newer than a cached query after a save). */
  lastSaved(ref: AnswerRef): A | null {
    return this.saved.get(refKey(ref)) ?? null;
  }

  status(ref: AnswerRef): QueueStatus {
    const change = this.pending(ref);
    if (!change) return 'none';
    const key = refKey(ref);
    if (this.inFlight.has(key)) return 'sending';
    if (change.error !== null) return 'rejected';
    if (!this.options.online()) return 'offline';
    if (this.unreachable.has(key)) return 'retrying';
    return 'queued';
  }

  /** Records a change (stored before anything is sent). `baseVersion` applies when the question had no pending change. */
  change(ref: AnswerRef, fields: Fields, baseVersion: number): void {
    const now = this.options.now?.() ?? Date.now();
    const before = this.pending(ref);
    const next: PendingChange = before
      ? { ...before, fields: { ...before.fields, ...fields }, error: null, changedAt: now }
      : { phase: ref.phase, code: ref.code, baseVersion, fields: { ...fields }, error: null, changedAt: now };
    this.write(ref, next);
  }

  /** Sends one question's change now (unless it is already on its way, invalid, or the browser is offline). */
  send(ref: AnswerRef): void {
    void this.sendOne(ref);
  }

  /** Sends every change that can go (of one project, or all). */
  sendAll(projectKey?: string): void {
    for (const [key, entries] of this.projects) {
      if (projectKey !== undefined && key !== projectKey) continue;
      for (const change of [...entries.values()]) this.send({ projectKey: key, phase: change.phase, code: change.code });
    }
  }

  /** The browser went online or offline: online sends at once and starts the pauses afresh. */
  connectionChanged(): void {
    this.notify();
    if (!this.options.online()) return;
    this.clearRetry();
    this.attempt = 0;
    this.sendAll();
  }

  /** Resolves once nothing is on its way, or after `timeoutMs`. */
  settled(timeoutMs: number): Promise<void> {
    if (this.inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      const unsubscribe = this.subscribe(() => {
        if (this.inFlight.size === 0) done();
      });
    });
  }

  /** For useSyncExternalStore: called after any change of what is pending or its status. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** A question card listens for the outcome of its changes. */
  onOutcome(ref: AnswerRef, listener: (outcome: Outcome<A>) => void): () => void {
    const key = refKey(ref);
    const set = this.outcomeListeners.get(key) ?? new Set();
    set.add(listener);
    this.outcomeListeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.outcomeListeners.delete(key);
    };
  }

  /** Hears outcomes no card listens to (a change sent from another screen or left from an earlier visit). */
  setFallback(listener: (ref: AnswerRef, outcome: Outcome<A>) => void): void {
    this.fallback = listener;
  }

  private async sendOne(ref: AnswerRef): Promise<void> {
    const key = refKey(ref);
    const change = this.pending(ref);
    if (!change || change.error !== null || this.inFlight.has(key) || !this.options.online()) {
      this.notify();
      return;
    }
    const sent = { ...change.fields };
    this.inFlight.set(key, sent);
    this.notify();
    let result: SendResult<A>;
    try {
      result = await this.options.send(ref, change);
    } catch {
      result = { kind: 'unreachable' };
    }
    this.inFlight.delete(key);
    if (result.kind !== 'unreachable') this.unreachable.delete(key);
    let again = false;
    switch (result.kind) {
      case 'saved':
        again = this.acknowledge(ref, sent, result.answer);
        this.attempt = 0;
        break;
      case 'conflict':
        // Based on an answer that is no longer current: the other person's answer stands (changes made
        // while this one was on its way were based on the same old version).
        if (result.current) this.saved.set(key, result.current);
        this.write(ref, null);
        break;
      case 'rejected':
        this.write(ref, { ...(this.pending(ref) ?? change), error: result.message });
        break;
      case 'refused':
        this.write(ref, null);
        break;
      case 'unreachable':
        this.unreachable.add(key);
        this.scheduleRetry();
        break;
      case 'signed-out':
        // Kept for the next sign-in; the session provider takes the person to the sign-in screen.
        break;
    }
    this.notify();
    if (result.kind !== 'unreachable' && result.kind !== 'signed-out') this.emit(ref, result);
    if (again) await this.sendOne(ref);
  }

  /** Removes what the server saved; fields changed meanwhile stay, now based on the saved version. */
  private acknowledge(ref: AnswerRef, sent: Fields, answer: A): boolean {
    this.saved.set(refKey(ref), answer);
    const current = this.pending(ref);
    if (!current) return false;
    const rest = Object.fromEntries(Object.entries(current.fields).filter(([field, value]) => !(field in sent) || sent[field] !== value));
    if (Object.keys(rest).length === 0) {
      this.write(ref, null);
      return false;
    }
    this.write(ref, { ...current, fields: rest, baseVersion: answer.version });
    return current.error === null;
  }

  private emit(ref: AnswerRef, outcome: Outcome<A>): void {
    const listeners = this.outcomeListeners.get(refKey(ref));
    if (listeners && listeners.size > 0) for (const listener of [...listeners]) listener(outcome);
    else this.fallback(ref, outcome);
  }

  private scheduleRetry(): void {
    if (this.retryTimer || !this.running || !this.options.online()) return;
    const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? 1000;
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.sendAll();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** Stores one question's change (null removes it); memory stays right when the storage is full. */
  private write(ref: AnswerRef, change: PendingChange | null): void {
    const entries = new Map(this.projects.get(ref.projectKey));
    if (change) entries.set(entryKey(ref.phase, ref.code), change);
    else entries.delete(entryKey(ref.phase, ref.code));
    if (entries.size > 0) this.projects.set(ref.projectKey, entries);
    else this.projects.delete(ref.projectKey);
    const storageKey = this.storageKey(ref.projectKey);
    try {
      if (entries.size > 0) this.options.store.setItem(storageKey, JSON.stringify(Object.fromEntries(entries)));
      else this.options.store.removeItem(storageKey);
    } catch {
      // Storage full or disabled: the change stays in this page's memory and is still sent.
    }
    this.notify();
  }

  private storedKeys(): string[] {
    const keys: string[] = [];
    for (let i = 0; i < this.options.store.length; i++) {
      const key = this.options.store.key(i);
      if (key?.startsWith(this.prefix)) keys.push(key);
    }
    return keys;
  }

  private parseJson(key: string): unknown {
    try {
      const text = this.options.store.getItem(key);
      return text === null ? null : JSON.parse(text);
    } catch {
      return null;
    }
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
