import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// The Prometheus registry of the process (GET /metrics). Modules that own a figure register their gauge
// here (the PDF queue in report-pdf.ts); the mail outbox reports through setMailOutboxProbe and
// countMailFailure below. Figures per instance; a scrape of each instance gives the whole picture.

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Request duration by transport, operation (GraphQL operation name or route pattern) and status. */
export const requestDuration = new Histogram({
  name: 'fel_http_request_duration_seconds',
  help: 'Duration of HTTP requests by transport, operation and status code',
  labelNames: ['transport', 'operation', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

/** Operation names are chosen by clients: past this many distinct names, new ones count as "other". */
const MAX_OPERATION_NAMES = 200;
const seenOperations = new Set<string>();

/** The label for a GraphQL operation name, bounded so a client cannot grow the series without end. */
export function graphqlOperationLabel(name: string | null | undefined): string {
  if (!name) return '(anonymous)';
  if (seenOperations.has(name)) return name;
  if (seenOperations.size >= MAX_OPERATION_NAMES) return 'other';
  seenOperations.add(name);
  return name;
}

/** queued: mails not sent yet; undelivered: mails that failed at least once (still retried) or were given up. */
export type MailOutboxFigures = { queued: number; undelivered: number };
let mailOutboxProbe: (() => Promise<MailOutboxFigures>) | null = null;

/** How to read the outbox's figures (main.ts gives the mail queue's status); read at each scrape. */
export function setMailOutboxProbe(probe: (() => Promise<MailOutboxFigures>) | null): void {
  mailOutboxProbe = probe;
}

const mailOutboxFigures = async (): Promise<MailOutboxFigures | null> => (mailOutboxProbe ? mailOutboxProbe().catch(() => null) : null);

new Gauge({
  name: 'fel_mail_outbox_queued',
  help: 'Mails in the outbox not sent yet (waiting for their first try or a retry)',
  registers: [registry],
  async collect() {
    const figures = await mailOutboxFigures();
    if (figures) this.set(figures.queued);
  },
});

new Gauge({
  name: 'fel_mail_outbox_undelivered',
  help: 'Mails that failed at least once and are still retried, plus mails given up (kept for a week)',
  registers: [registry],
  async collect() {
    const figures = await mailOutboxFigures();
    if (figures) this.set(figures.undelivered);
  },
});

const mailFailures = new Counter({
  name: 'fel_mail_send_failures_total',
  help: 'Failed attempts to hand a mail to the SMTP server',
  registers: [registry],
});

/** Counts one failed attempt to hand a mail to the SMTP server (a later retry may still succeed). */
export function countMailFailure(): void {
  mailFailures.inc();
}

export type PoolFigures = { max: number };
let poolFigures: PoolFigures | null = null;

/**
 * The database pool's configured size. postgres.js does not publish how many of its connections are in
 * use, so the pool's use is read from PostgreSQL (pg_stat_activity) rather than from here.
 */
export function setDatabasePool(figures: PoolFigures | null): void {
  poolFigures = figures;
}

new Gauge({
  name: 'fel_db_pool_max_connections',
  help: 'Largest number of connections this instance opens to PostgreSQL (absent with the embedded database)',
  registers: [registry],
  collect() {
    if (poolFigures) this.set(poolFigures.max);
  },
});

// Probes of the apps of this process (tests start several): the newest one still open answers.
const databaseProbes = new Set<() => Promise<void>>();

/** Registers how to ask the database whether it answers (fel_db_up, read at each scrape); returns its removal. */
export function addDatabaseProbe(probe: () => Promise<void>): () => void {
  databaseProbes.add(probe);
  return () => void databaseProbes.delete(probe);
}

new Gauge({
  name: 'fel_db_up',
  help: '1 when the database answered a trivial query at scrape time, else 0',
  registers: [registry],
  async collect() {
    const probe = [...databaseProbes].at(-1);
    if (!probe) return;
    this.set(await probe().then(() => 1, () => 0));
  },
});

const signIns = new Counter({
  name: 'fel_sign_ins_total',
  help: 'Sign-ins of this instance by method (password, passkey, oidc, saml) and outcome (success, failure; test: an SSO test sign-in)',
  labelNames: ['method', 'outcome'] as const,
  registers: [registry],
});

export type SignInMethod = 'password' | 'passkey' | 'oidc' | 'saml';

/**
 * Counts one sign-in of a method: `success` when a session opened (a password sign-in that needs a second factor
 * counts when that factor is checked, still as `password`), `failure` when it was refused at any step.
 */
export function countSignIn(method: SignInMethod, outcome: 'success' | 'failure' | 'test'): void {
  signIns.inc({ method, outcome });
}

/** Runs a sign-in step and counts it: failure when it throws, success when `done` says a session opened. */
export async function countedSignIn<T>(method: SignInMethod, step: () => Promise<T>, done: (result: T) => boolean = () => true): Promise<T> {
  let result: T;
  try {
    result = await step();
  } catch (error) {
    countSignIn(method, 'failure');
    throw error;
  }
  if (done(result)) countSignIn(method, 'success');
  return result;
}
