// Verified callers (a session's user, an API token's principal) kept in this instance's memory, so a request
// with a bearer token costs no statement for "who is asking". An entry lives at most CALLER_CACHE_TTL_MS and
// is forgotten as soon as anything it was built from changes: every revocation (sign-out, password change,
// deactivation, role or organization change, licence change, CEL assignment change, token revoke or
// rotation) fires a PostgreSQL trigger that NOTIFYs every instance (caller-changes.ts), and the instance
// that made the change forgets at once, right after its commit. Entries hold the dates that end them by
// themselves (session expiry, licence due, token expiry), which every use checks against the clock.
// Nothing is cached until this instance LISTENs; everything is forgotten when LISTEN reconnects
// (notifications may have been missed meanwhile).

import type { ApiTokenCaller, SessionUser } from '../read-models/index.ts';

/** What changed: a session, a user, an organization (its licence, point of contact) or an API token, by key. */
export type CallerChangeKind = 'session' | 'user' | 'organization' | 'token';
export type CallerChange = { kind: CallerChangeKind; id: string };

export const CALLER_CACHE_TTL_MS = 60_000;
/** Entries per kind; the oldest goes first beyond it. */
const MOST_ENTRIES = 10_000;

/** A loaded value and what it was built from (the changes that make it stale). */
export type Loaded<T> = { value: T; concerns: (change: CallerChange) => boolean };

export type EntryCache<T> = {
  /**
   * The cached value of `key`, else `load()`'s (one load per key at a time), cached unless a change came
   * in while it loaded. Null (nothing found) is not cached.
   */
  get(key: string, load: () => Promise<Loaded<T> | null>): Promise<T | null>;
};

export type CallerCache = {
  /** Sessions by id (with their user, organization and CEL assignments). */
  sessions: EntryCache<SessionUser>;
  /** API tokens by the hash of their secret (with principal, organization and creator). */
  tokens: EntryCache<ApiTokenCaller>;
  /** Forgets every entry the change concerns and tells the watchers (open streams); null forgets everything. */
  changed(change: CallerChange | null): void;
  /** Called after every change is applied (open streams check their caller again); returns the unwatch function. */
  watch(listener: (change: CallerChange | null) => void): () => void;
  /** LISTEN is in place (caching on, from nothing) or lost (caching off). */
  setListening(listening: boolean): void;
  /** How many entries are kept now. */
  size(): number;
};

type Store<T> = EntryCache<T> & { forget(change: CallerChange | null): void; size(): number };

/**
 * One instance's cache. `now` is the wall clock of the process (entries age in real time, whatever a
 * test's service clock says).
 */
export function createCallerCache(now: () => number = Date.now): CallerCache {
  const watchers = new Set<(change: CallerChange | null) => void>();
  let listening = false;
  /** Bumped by every change: a load that saw one start before it does not store its (maybe stale) value. */
  let generation = 0;

  function store<T>(): Store<T> {
    const kept = new Map<string, Loaded<T> & { storedAt: number }>();
    const loading = new Map<string, Promise<T | null>>();
    return {
      async get(key, load) {
        const cached = kept.get(key);
        if (cached && now() - cached.storedAt < CALLER_CACHE_TTL_MS) return cached.value;
        if (cached) kept.delete(key);
        const pending = loading.get(key);
        if (pending) return pending;
        const started = generation;
        const loaded = load().then((found) => {
          if (found && listening && started === generation) {
            if (kept.size >= MOST_ENTRIES) kept.delete(kept.keys().next().value ?? '');
            kept.set(key, { ...found, storedAt: now() });
          }
          return found?.value ?? null;
        });
        loading.set(key, loaded);
        try {
          return await loaded;
        } finally {
          if (loading.get(key) === loaded) loading.delete(key);
        }
      },
      forget(change) {
        // A load under way may have read the rows before the change: later callers start a new one.
        loading.clear();
        if (!change) return kept.clear();
        for (const [key, entry] of kept) if (entry.concerns(change)) kept.delete(key);
      },
      size: () => kept.size,
    };
  }

  const sessions = store<SessionUser>();
  const tokens = store<ApiTokenCaller>();
  const cache: CallerCache = {
    sessions,
    tokens,
    changed(change) {
      generation++;
      sessions.forget(change);
      tokens.forget(change);
      for (const listener of watchers) listener(change);
    },
    watch(listener) {
      watchers.add(listener);
      return () => void watchers.delete(listener);
    },
    setListening(on) {
      listening = on;
      cache.changed(null);
    },
    size: () => sessions.size() + tokens.size(),
  };
  return cache;
}
