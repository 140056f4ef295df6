import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export type MailMessage = { to: string | string[]; subject: string; text: string; html: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

type Log = { info(obj: object, msg: string): void };

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox as an .eml file and
 * logged (with its text), so a local user can still read codes and links.
 */
export function createMailer(config: Config, log: Log): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message);
      log.info({ to: message.to, subject: message.subject, file }, `mail written to outbox:\n${message.text}`);
    },
    close: () => transport.close(),
  };
}
