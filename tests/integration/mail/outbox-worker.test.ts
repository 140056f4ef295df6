import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
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

function worker(db: Database['db'], queue: string, transport: MailTransport, options: Partial<OutboxOptions> = {}): MailOutbox {
  const outbox = createMailOutbox({ db, transport, log, now: () => new Date() }, { ...FAST, queue, ...options });
  workers.push(outbox);
  return outbox;
}

const mail = (to: string) => ({ kind: 'test', to, subject: `Hello ${to}`, text: `For ${to}`, html: `<p>For ${to}</p>` });

async function waitForCount(n: number, addresses: string[], timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (addresses.filter((a) => mailbox.to(a).length > 0).length < n) {
    if (Date.now() > deadline) throw new Error(`only ${addresses.filter((a) => mailbox.to(a).length > 0).length} of ${n} mails arrived`);
    await sleep(50);
  }
}

describe('mail outbox worker', () => {
  it('two workers on one database (two connection pools on PostgreSQL) never send the same mail twice', async () => {
    const url = inject('databaseUrl');
    // PGlite has one connection and one instance; on PostgreSQL the second worker has its own pool, as a second app would.
    const second = url === PGLITE ? null : await openDatabase({ kind: 'postgres', url, max: 4 });
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
      await waitForCount(addresses.length, addresses);
      await sleep(1_000);
      for (const address of addresses) expect(mailbox.to(address), address).toHaveLength(1);
      expect(a.delivered + b.delivered).toBe(addresses.length);
      if (second) {
        expect(a.delivered).toBeGreaterThan(0);
        expect(b.delivered).toBeGreaterThan(0);
      }
      const rows = await database.db.select({ status: mailOutbox.status, subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.queue, queue));
      expect(rows).toHaveLength(addresses.length);
      // Sent mail keeps no content (codes and links).
      expect(new Set(rows.map((r) => `${r.status}:${r.subject}`))).toEqual(new Set(['sent:']));
      await workerA.stop();
      await workerB.stop();
    } finally {
      await second?.close();
    }
  });

  it('a mail claimed by an instance that died is sent by another once the lease runs out, and only once', async () => {
    const queue = `lease-${randomUUID()}`;
    const address = `lease-${randomUUID().slice(0, 8)}@example.com`;
    const transport = countingTransport();
    const survivor = worker(database.db, queue, transport, { leaseMs: 400 });
    await database.db.transaction((tx) => survivor.enqueue(tx, mail(address)));
    // The "dead" instance: claims the row and never reports back.
    const dead = await claimNextMail(database.db, queue, new Date(), 400);
    expect(dead).not.toBeNull();
    survivor.start();
    await sleep(200);
    expect(mailbox.to(address)).toHaveLength(0);
    await waitForCount(1, [address], 5_000);
    await sleep(500);
    expect(mailbox.to(address)).toHaveLength(1);
    // The dead claimant's late report cannot overwrite the row.
    if (dead) expect(await markMailSent(database.db, dead, new Date())).toBe(false);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.queue, queue));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    await survivor.stop();
  });

  it('a mail whose code or link expired before it could be sent is given up and shown as undelivered', async () => {
    const queue = `expire-${randomUUID()}`;
    const address = `expire-${randomUUID().slice(0, 8)}@example.com`;
    const outbox = worker(database.db, queue, countingTransport());
    await database.db.transaction((tx) => outbox.enqueue(tx, { ...mail(address), expiresAt: new Date(Date.now() - 1_000) }));
    outbox.start();
    const deadline = Date.now() + 5_000;
    let status = await readOutboxStatus(database.db, queue);
    while (status.undelivered === 0 && Date.now() < deadline) {
      await sleep(50);
      status = await readOutboxStatus(database.db, queue);
    }
    expect(status).toMatchObject({ queued: 0, undelivered: 1 });
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
    await waitForCount(1, addresses);
    await outbox.stop();
    const sentAtStop = transport.delivered;
    const rows = await database.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.queue, queue));
    // Every mail it handed to the server is recorded as sent; the rest wait, unclaimed, for the next start.
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(sentAtStop);
    await sleep(300);
    expect(transport.delivered).toBe(sentAtStop);
  });

  it('without SMTP_URL every mail goes to DATA_DIR/outbox as an .eml file, through the same outbox table', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fel-outbox-'));
    try {
      const queue = `file-${randomUUID()}`;
      const transport = createMailTransport({ ...config, smtpUrl: undefined, dataDir }, log);
      const outbox = worker(database.db, queue, transport);
      await database.db.transaction((tx) => outbox.enqueue(tx, mail('local@example.com')));
      outbox.start();
      const deadline = Date.now() + 5_000;
      let files: string[] = [];
      while (files.length === 0 && Date.now() < deadline) {
        await sleep(50);
        files = await readdir(path.join(dataDir, 'outbox')).catch(() => []);
      }
      expect(files).toHaveLength(1);
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
