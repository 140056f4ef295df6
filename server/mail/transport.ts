import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export type MailMessage = { to: string | string[]; subject: string; text: string; html: string };

/** Hands one message to the mail server (or the local outbox folder); rejects when it was not accepted. */
export type MailTransport = {
  deliver(message: MailMessage): Promise<void>;
  close(): void;
};

type Log = { info(obj: object, msg: string): void };

/**
 * SMTP limits, short so that a mail server that is down or hangs costs a worker seconds, not minutes
 * (nodemailer's defaults are 2 minutes, 30 seconds and 10 minutes). docs/admin.md lists them.
 */
export const SMTP_TIMEOUTS = {
  /** Establishing the TCP (and TLS) connection, DNS lookup included. */
  connectionTimeout: 10_000,
  /** The server's greeting after connecting. */
  greetingTimeout: 10_000,
  /** Silence on an open connection (a server that accepts and never answers). */
  socketTimeout: 20_000,
} as const;

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox as an .eml file and
 * logged (with its text), so a local user can still read codes and links.
 */
export function createMailTransport(config: Config, log: Log, print: (line: string) => void = (line) => void process.stdout.write(`${line}\n`)): MailTransport {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async deliver(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message);
      log.info({ to: message.to, subject: message.subject, file }, `mail written to outbox:\n${message.text}`);
      print(outboxNotice(message, file));
    },
    close: () => transport.close(),
  };
}

/**
 * The plain lines printed for a mail written to the outbox, so a local user finds a second-factor code or a
 * link among the request logs: who it is for, the code or link on its own line, and the file.
 */
export function outboxNotice(message: MailMessage, file: string): string {
  const to = Array.isArray(message.to) ? message.to.join(', ') : message.to;
  const code = /verification code is (\d{6})\b/.exec(message.text)?.[1];
  const link = /https?:\/\/\S+/.exec(message.text)?.[0];
  return [`MAIL to ${to}: ${message.subject}`, ...(code ? [`  CODE ${code}`] : []), ...(link ? [`  LINK ${link}`] : []), `  (file ${file})`].join('\n');
}
