import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../../server/config.ts';
import { type Database, openDatabase } from '../../../server/db/client.ts';
import { mailOutbox } from '../../../server/db/schema/index.ts';
import { createMailOutbox, type MailOutbox, type OutboxOptions } from '../../../server/mail/outbox-worker.ts';
import { claimNextMail, markMailSent, readOutboxStatus } from '../../../server/mail/outbox.queries.ts';
import { createMailTransport, type MailTransport } from '../../../server/mail/transport.ts';
import { PGLITE } from '../../support/database-url.ts';
import { type Mailbox, startMailbox } from '../../support/mailbox.ts';
import { openTestDatabase } from '../../support/test-database.ts';

// The outbox worker on its own: several workers on one database, a claimant that dies, mail that expires,
// and the local outbox folder when no SMTP server is configured.

const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const FAST: Partial<OutboxOptions> = { pollMs: 50, retryBaseMs: 100, retryMaxMs: 500 };

let database: Database;
let mailbox: Mailbox;
let config: Config;
const workers: MailOutbox[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  mailbox = await startMailbox();
  config = loadConfig({ NODE_ENV: 'test', SMTP_URL: mailbox.url, JWT_SECRET: 'test-secret-0123456789-0123456789-0123456789', DATA_DIR: '/tmp/fel-test-data' });
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await mailbox.close();
  await database.close();
});

/** A transport to the test mailbox that counts what it delivered. */
function countingTransport(): MailTransport & { delivered: number } {
  const smtp = createMailTransport(config, log);
  const counter = {
    delivered: 0,
    async deliver(message: Parameters<MailTransport['deliver']>[0]) {
      await smtp.deliver(message);
      counter.delivered++;
    },
    close: () => smtp.close(),
  };
  return counter;
}

function worker(db: Database['db'], queue: string, transport: MailTransport, options: Partial<OutboxOptions> = {}, now = () => new Date()): MailOutbox {
  const outbox = createMailOutbox({ db, transport, log, now }, { ...FAST, queue, ...options });
  workers.push(outbox);
  return outbox;
}

const mail = (to: string) => ({ kind: 'test', to, subject: `Hello ${to}`, text: `For ${to}`, html: `<p>For ${to}</p>` });

/** Waits until each address has received a mail (the test mailbox tells of every arrival). */
async function waitForMail(addresses: string[], timeoutMs = 20_000): Promise<void> {
  await Promise.all(addresses.map((address) => mailbox.waitFor(address, undefined, timeoutMs)));
}

/** Resolves once any of the addresses has received a mail. */
const waitForAnyMail = (addresses: string[], timeoutMs = 20_000) => Promise.any(addresses.map((address) => mailbox.waitFor(address, undefined, timeoutMs)));

// PGlite has one connection and one instance: there, both workers share it, so the test of two connection
// pools sharing the work (as two app instances would) runs on PostgreSQL only, and is reported as skipped.
const onPglite = inject('databaseUrl') === PGLITE;

describe('mail outbox worker', () => {
  /** Two workers on one queue, each through its own connection pool on PostgreSQL; every mail sent, then both stopped. */
  async function twoWorkers(): Promise<{ addresses: string[]; delivered: [number, number]; queue: string }> {
    const second = onPglite ? null : await openDatabase({ kind: 'postgres', url: inject('databaseUrl'), max: 4 });
    try {
      const queue = `two-${randomUUID()}`;
      const a = countingTransport();
      const b = countingTransport();
      const workerA = worker(database.db, queue, a);
      const workerB = worker(second?.db ?? database.db, queue, b);
      const addresses = Array.from({ length: 60 }, (_, i) => `two-${i}-${randomUUID().slice(0, 8)}@example.com`);
      await database.db.transaction(async (tx) => {
        for (const address of addresses) await workerA.enqueue(tx, mail(address));
      });
      workerA.start();
      workerB.start();
      await waitForMail(addresses);
      // Stopped workers have finished what they were sending and send nothing more: a duplicate would be here now.
      await workerA.stop();
      await workerB.stop();
      return { addresses, delivered: [a.delivered, b.delivered], queue };
    } finally {
      await second?.close();
    }
  }

  it('two workers on one database never send the same mail twice', async () => {
    const { addresses, delivered, queue } = await twoWorkers();
    for (const address of addresses) expect(mailbox.to(address), address).toHaveLength(1);
    expect(delivered[0] + delivered[1]).toBe(addresses.length);
    const rows = await database.db.select({ status: mailOutbox.status, subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.queue, queue));
    expect(rows).toHaveLength(addresses.length);
    // Sent mail keeps no content (codes and links).
    expect(new Set(rows.map((r) => `${r.status}:${r.subject}`))).toEqual(new Set(['sent:']));
  });

  it.skipIf(onPglite)('two workers with a connection pool each (two app instances) share the work (PostgreSQL only: PGlite has one connection)', async () => {
    const { addresses, delivered } = await twoWorkers();
    for (const address of addresses) expect(mailbox.to(address), address).toHaveLength(1);
    expect(delivered[0]).toBeGreaterThan(0);
    expect(delivered[1]).toBeGreaterThan(0);
  });

  it('a mail claimed by an instance that died is sent by another once the lease runs out, and only once', async () => {
    const queue = `lease-${randomUUID()}`;
    const address = `lease-${randomUUID().slice(0, 8)}@example.com`;
    const witness = `witness-${randomUUID().slice(0, 8)}@example.com`;
    const transport = countingTransport();
    // The survivor's clock stands still until the test moves it past the lease, so "not yet" is not a race with time.
    const claimedAt = new Date();
    let elapsedMs = 0;
    const survivor = worker(database.db, queue, transport, { leaseMs: 400 }, () => new Date(claimedAt.getTime() + elapsedMs));
    await database.db.transaction((tx) => survivor.enqueue(tx, mail(address)));
    // The "dead" instance: claims the row and never reports back.
    const dead = await claimNextMail(database.db, queue, claimedAt, 400);
    expect(dead).not.toBeNull();
    // A later mail of the same queue: once the survivor has sent it, it has looked at the leased one and left it.
    await database.db.transaction((tx) => survivor.enqueue(tx, mail(witness)));
    survivor.start();
    await waitForMail([witness]);
    expect(mailbox.to(address)).toHaveLength(0);
    elapsedMs = 401;
    await waitForMail([address]);
    await survivor.stop();
    expect(mailbox.to(address)).toHaveLength(1);
    // The dead claimant's late report cannot overwrite the row.
    if (dead) expect(await markMailSent(database.db, dead, new Date())).toBe(false);
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.queue, queue));
    expect(rows.find((r) => r.toAddresses.includes(address))).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a mail whose code or link expired before it could be sent is given up and shown as undelivered', async () => {
    const queue = `expire-${randomUUID()}`;
    const address = `expire-${randomUUID().slice(0, 8)}@example.com`;
    const outbox = worker(database.db, queue, countingTransport());
    await database.db.transaction((tx) => outbox.enqueue(tx, { ...mail(address), expiresAt: new Date(Date.now() - 1_000) }));
    outbox.start();
    // The row's state is the event: waited on, with a generous ceiling.
    await expect.poll(() => readOutboxStatus(database.db, queue), { timeout: 10_000, interval: 50 }).toMatchObject({ queued: 0, undelivered: 1 });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.queue, queue));
    expect(row).toMatchObject({ status: 'expired', subject: '', textBody: '' });
    expect(mailbox.to(address)).toHaveLength(0);
    await outbox.stop();
  });

  it('stop() waits for the mail being sent, then sends nothing more', async () => {
    const queue = `drain-${randomUUID()}`;
    const addresses = Array.from({ length: 5 }, (_, i) => `drain-${i}-${randomUUID().slice(0, 8)}@example.com`);
    const transport = countingTransport();
    const outbox = worker(database.db, queue, transport);
    await database.db.transaction(async (tx) => {
      for (const address of addresses) await outbox.enqueue(tx, mail(address));
    });
    outbox.start();
    await waitForAnyMail(addresses);
    await outbox.stop();
    const sentAtStop = transport.delivered;
    const rows = await database.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.queue, queue));
    // Every mail it handed to the server is recorded as sent; the rest wait, unclaimed, for the next start.
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(sentAtStop);
    // Nothing more from the stopped worker: a new one sends the rest, and once every mail is in, the stopped one's count is unchanged.
    const next = worker(database.db, queue, countingTransport());
    next.start();
    await waitForMail(addresses);
    await next.stop();
    expect(transport.delivered).toBe(sentAtStop);
    for (const address of addresses) expect(mailbox.to(address), address).toHaveLength(1);
  });

  it('without SMTP_URL every mail goes to DATA_DIR/outbox as an .eml file, through the same outbox table', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fel-outbox-'));
    try {
      const queue = `file-${randomUUID()}`;
      const transport = createMailTransport({ ...config, smtpUrl: undefined, dataDir }, log);
      const outbox = worker(database.db, queue, transport);
      await database.db.transaction((tx) => outbox.enqueue(tx, mail('local@example.com')));
      outbox.start();
      // The file is the event: waited on, with a generous ceiling.
      const filesNow = () => readdir(path.join(dataDir, 'outbox')).catch((): string[] => []);
      await expect.poll(async () => (await filesNow()).length, { timeout: 10_000, interval: 50 }).toBe(1);
      const files = await filesNow();
      const eml = await readFile(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
      expect(eml).toContain('Subject: Hello local@example.com');
      await outbox.stop();
      const [row] = await database.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.queue, queue));
      expect(row?.status).toBe('sent');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
