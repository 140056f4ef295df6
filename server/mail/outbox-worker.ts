import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/client.ts';
import { type ClaimedMail, claimNextMail, enqueueMail, expireMails, markMailFailed, markMailSent, type NewMail, purgeMails } from './outbox.queries.ts';
import type { MailTransport } from './transport.ts';

type Log = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type OutboxOptions = {
  /** The queue this instance serves (see mail_outbox.queue): the same for every instance of a deployment. */
  queue: string;
  /** How often an idle worker looks for due mail (mail enqueued by this instance wakes it at once). */
  pollMs: number;
  /** How long a claimed mail stays with its worker; after that another instance may take it over. */
  leaseMs: number;
  /** First retry delay; it doubles with every failed try, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a request waits for a mail it sends at once (second-factor code) before saying it is delayed. */
  immediateTimeoutMs: number;
  /** Sent, expired and replaced rows are deleted after this long. */
  keepMs: number;
};

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  queue: 'default',
  pollMs: 1_000,
  leaseMs: 120_000,
  retryBaseMs: 5_000,
  retryMaxMs: 120_000,
  immediateTimeoutMs: 5_000,
  keepMs: 7 * 86_400_000,
};

/** How often expired mail is given up and old rows are purged. */
const HOUSEKEEPING_MS = 60_000;

export type MailOutbox = {
  readonly options: OutboxOptions;
  /** Queues a mail in `tx`, the transaction of the change it is about; call wake() after the commit. */
  enqueue(tx: Db, mail: NewMail): Promise<void>;
  /** Queues a mail already claimed by this instance, to be sent with sendHeld right after the commit. */
  enqueueHeld(tx: Db, mail: NewMail): Promise<ClaimedMail>;
  /** Starts the worker (with the server). */
  start(): void;
  /** Stops claiming, waits for the mails being sent to finish, then closes the transport (graceful shutdown). */
  stop(): Promise<void>;
  /** Looks for due mail now (after a commit that enqueued some). */
  wake(): void;
  /**
   * Sends a mail enqueued with `hold` (already claimed by this instance); true when the mail server accepted
   * it within `immediateTimeoutMs`. Otherwise the try goes on in the background and, failing, the mail is
   * retried like any other: it is never lost and never sent twice by this call.
   */
  sendHeld(mail: ClaimedMail): Promise<boolean>;
};

export type OutboxDeps = { db: Db; transport: MailTransport; log: Log; now: () => Date };

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = 'code' in error && typeof error.code === 'string' ? `${error.code}: ` : '';
  return `${code}${error.message}`;
}

/**
 * The mail worker: claims due rows of the outbox one at a time (`FOR UPDATE SKIP LOCKED` plus a lease, so
 * any number of instances share the queue without sending a mail twice), sends each and records the
 * outcome; a failed mail is retried with exponential backoff until its content expires.
 */
export function createMailOutbox(deps: OutboxDeps, overrides: Partial<OutboxOptions> = {}): MailOutbox {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...overrides };
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let wakeAgain = false;
  let lastHousekeeping = 0;
  /** Polls in a row that failed on the database: the poll backs off (to 30 s) instead of logging every second. */
  let databaseFailures = 0;
  const inFlight = new Set<Promise<boolean>>();

  const retryDelay = (attempts: number) => {
    const exponential = Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));
    // Up to 20% less, so that instances that failed together do not retry in lockstep.
    return Math.round(exponential * (1 - Math.random() * 0.2));
  };

  /** Records a delivery, retrying briefly while the database is away: a lost mark would mean a second send. */
  async function recordSent(mail: ClaimedMail): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        if (!(await markMailSent(deps.db, mail, deps.now()))) {
          deps.log.warn({ mailId: mail.id, kind: mail.kind }, 'mail sent after its lease ran out; another instance may send it again');
        }
        return;
      } catch (error) {
        if (attempt >= 5) {
          deps.log.error({ mailId: mail.id, err: describeError(error) }, 'mail sent but not recorded; it will be sent again');
          return;
        }
        await sleep(500 * 2 ** attempt);
      }
    }
  }

  /** One try at one claimed mail; never rejects. */
  async function deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await deps.transport.deliver({ to: mail.toAddresses, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
    } catch (error) {
      const message = describeError(error);
      const retryAt = new Date(deps.now().getTime() + retryDelay(mail.attempts));
      deps.log.warn({ mailId: mail.id, kind: mail.kind, attempt: mail.attempts, retryAt, err: message }, 'mail not sent; it stays queued');
      await markMailFailed(deps.db, mail, message, retryAt).catch((dbError: unknown) =>
        // The lease then runs out and the mail is tried again: nothing is lost.
        deps.log.warn({ mailId: mail.id, err: describeError(dbError) }, 'mail failure not recorded'),
      );
      return false;
    }
    await recordSent(mail);
    deps.log.info({ mailId: mail.id, kind: mail.kind, attempt: mail.attempts }, 'mail sent');
    return true;
  }

  function track(attempt: Promise<boolean>): Promise<boolean> {
    inFlight.add(attempt);
    void attempt.finally(() => inFlight.delete(attempt));
    return attempt;
  }

  async function housekeeping(): Promise<void> {
    const now = deps.now();
    if (now.getTime() - lastHousekeeping < HOUSEKEEPING_MS) return;
    lastHousekeeping = now.getTime();
    const expired = await expireMails(deps.db, options.queue, now);
    if (expired > 0) deps.log.warn({ count: expired }, 'mail given up: its code or link expired before it could be sent');
    await purgeMails(deps.db, options.queue, new Date(now.getTime() - options.keepMs));
  }

  /** Sends due mail until none is left or a try fails (then the server is likely down: wait for the next poll). */
  async function drainDue(): Promise<void> {
    await housekeeping();
    while (!stopping) {
      const mail = await claimNextMail(deps.db, options.queue, deps.now(), options.leaseMs);
      if (!mail) return;
      if (!(await track(deliver(mail)))) return;
    }
  }

  function schedule(ms: number): void {
    clearTimeout(timer);
    if (!stopping && started) timer = setTimeout(() => void tick(), ms);
  }

  async function tick(): Promise<void> {
    if (running) {
      wakeAgain = true;
      return;
    }
    wakeAgain = false;
    running = drainDue().then(
      () => void (databaseFailures = 0),
      (error: unknown) => {
        databaseFailures++;
        deps.log.warn({ err: describeError(error), failures: databaseFailures }, 'mail worker: database unavailable, will retry');
      },
    );
    await running;
    running = null;
    const idle = databaseFailures > 0 ? Math.min(30_000, options.pollMs * 2 ** databaseFailures) : options.pollMs;
    schedule(wakeAgain ? 0 : idle);
  }

  return {
    options,
    async enqueue(tx, mail) {
      await enqueueMail(tx, options.queue, mail, deps.now());
    },
    async enqueueHeld(tx, mail) {
      const held = await enqueueMail(tx, options.queue, mail, deps.now(), { leaseMs: options.leaseMs });
      if (!held) throw new Error('held mail not queued');
      return held;
    },
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
      await Promise.allSettled([...inFlight]);
      deps.transport.close();
    },
    wake() {
      if (running) wakeAgain = true;
      else schedule(0);
    },
    async sendHeld(mail) {
      let timeout: NodeJS.Timeout | undefined;
      const deadline = new Promise<false>((resolve) => {
        timeout = setTimeout(() => resolve(false), options.immediateTimeoutMs);
      });
      const sent = await Promise.race([track(deliver(mail)), deadline]);
      clearTimeout(timeout);
      return sent;
    },
  };
}
