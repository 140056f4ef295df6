import { AppError, unauthenticated } from '../errors.ts';
import type { CallerCache } from '../modules/auth/caller-cache.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../modules/auth/tokens.ts';
import type { Viewer } from '../policies/viewer.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../service-context.ts';
import { Gauge } from 'prom-client';
import { registry as metrics } from '../observability/metrics.ts';

// The open live streams of this instance, and what ends them:
// - caps: LIVE_STREAMS_PER_USER per person, LIVE_STREAMS_PER_TOKEN per API token, LIVE_STREAMS_PER_INSTANCE
//   in all; beyond them subscribing is refused (RATE_LIMITED, saying which);
// - revocation: every caller change the cache hears (NOTIFY from the database's triggers, or this instance's
//   own change right after its commit) makes each stream ask for its caller again: one whose caller no
//   longer gives access ends with UNAUTHENTICATED at once;
// - time: a stream lasts at most its access token's life (15 minutes for an API token) and then ends with
//   RENEW (the client renews its token and subscribes again); every LIVE_RECHECK_SECONDS each stream's
//   caller is asked again for the ends that come with time alone (a session or token expiry, a licence date).

export const STREAM_RENEW = "The live stream reached the end of its access token's life: renew the token and subscribe again.";
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const TOKEN_ENDED = 'This API token no longer gives access (revoked, expired, suspended, or its licence ended).';
export const TOO_MANY_TABS = 'Too many open project tabs: close one.';
export const tooManyForToken = (most: number) => `This API token has ${most} live streams open, the most it may: close one.`;
export const TOO_MANY_ON_INSTANCE = 'This server has as many live streams open as it takes. Try again in a minute.';

/** One stream as the registry sees it: its caller, how to ask for it again, and how to end it with an error. */
export type StreamCaller = {
  viewer: Viewer;
  /** When the bearer token stops being accepted (null: an API token, which lasts the longest stream life). */
  expiresAt: Date | null;
  /** The caller as it is now (the cache, else one statement); null when it no longer gives access. */
  recheck(): Promise<Viewer | null>;
};

export type OpenStream = {
  /** The caller as last checked (a role change, an impersonation switch show here). */
  viewer(): Viewer;
  /** Resolves when no check of the caller is under way (at once, mostly). */
  settled(): Promise<void>;
  /** Takes the stream off the registry (it ended, for whatever reason). */
  close(): void;
};

export type StreamRegistry = {
  /** Registers a stream (RATE_LIMITED beyond a cap); `end` is called at most once, with the error that ends it. */
  open(caller: StreamCaller, end: (error: AppError) => void): OpenStream;
  /** How many streams are open. */
  count(): number;
  close(): void;
};

/** Every registry of the process (one per app; tests run several), for the fel_live_streams gauge. */
const registries = new Set<StreamRegistry>();
new Gauge({
  name: 'fel_live_streams',
  help: 'Live streams (/graphql/stream) open on this instance',
  registers: [metrics],
  collect() {
    this.set([...registries].reduce((n, r) => n + r.count(), 0));
  },
});

type Entry = StreamCaller & { end: (error: AppError) => void; deadline: NodeJS.Timeout | null; checking: Promise<void> | null; again: boolean; ended: boolean };

const keyOf = (viewer: Viewer) => (viewer.apiToken ? `token:${viewer.apiToken.id}` : `user:${viewer.userId}`);

export function createStreamRegistry(deps: { callers: CallerCache; config: Pick<Config, 'live'>; now: () => Date; log: Logger }): StreamRegistry {
  const { streamsPerUser, streamsPerToken, streamsPerInstance, recheckMs } = deps.config.live;
  const open = new Set<Entry>();
  const perCaller = new Map<string, number>();

  const finish = (entry: Entry, error: AppError | null) => {
    if (entry.ended) return;
    entry.ended = true;
    if (entry.deadline) clearTimeout(entry.deadline);
    open.delete(entry);
    const key = keyOf(entry.viewer);
    const left = (perCaller.get(key) ?? 1) - 1;
    if (left > 0) perCaller.set(key, left);
    else perCaller.delete(key);
    if (error) entry.end(error);
  };

  /** Asks for the stream's caller again (one check at a time per stream; a change during it asks once more). */
  const recheck = (entry: Entry): Promise<void> => {
    if (entry.checking) {
      entry.again = true;
      return entry.checking;
    }
    entry.checking = (async () => {
      do {
        entry.again = false;
        const now = await entry.recheck().catch((error: unknown) => {
          // The database out of reach: the stream stays as it is and is checked again later.
          deps.log.warn({ err: error }, 'live stream caller not checked');
          return entry.viewer;
        });
        if (entry.ended) return;
        if (!now) return finish(entry, unauthenticated(entry.viewer.apiToken ? TOKEN_ENDED : SESSION_ENDED));
        entry.viewer = now;
      } while (entry.again);
    })().finally(() => (entry.checking = null));
    return entry.checking;
  };
  const recheckAll = () => void Promise.all([...open].map(recheck));

  const unwatch = deps.callers.watch(recheckAll);
  const sweep = setInterval(recheckAll, recheckMs);
  sweep.unref();

  const streams: StreamRegistry = {
    open(caller, end) {
      const key = keyOf(caller.viewer);
      const mine = perCaller.get(key) ?? 0;
      if (open.size >= streamsPerInstance) throw new AppError('RATE_LIMITED', TOO_MANY_ON_INSTANCE);
      if (caller.viewer.apiToken && mine >= streamsPerToken) throw new AppError('RATE_LIMITED', tooManyForToken(streamsPerToken));
      if (!caller.viewer.apiToken && mine >= streamsPerUser) throw new AppError('RATE_LIMITED', TOO_MANY_TABS);
      const longest = deps.now().getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000;
      const endsAt = Math.min(caller.expiresAt?.getTime() ?? longest, longest);
      const entry: Entry = { ...caller, end, checking: null, again: false, ended: false, deadline: null };
      entry.deadline = setTimeout(() => finish(entry, new AppError('RENEW', STREAM_RENEW)), Math.max(0, endsAt - deps.now().getTime()));
      entry.deadline.unref();
      open.add(entry);
      perCaller.set(key, mine + 1);
      return { viewer: () => entry.viewer, settled: () => entry.checking ?? Promise.resolve(), close: () => finish(entry, null) };
    },
    count: () => open.size,
    close() {
      registries.delete(streams);
      unwatch();
      clearInterval(sweep);
      for (const entry of open) finish(entry, null);
    },
  };
  registries.add(streams);
  return streams;
}

