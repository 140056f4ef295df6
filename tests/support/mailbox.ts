import { SMTPServer } from 'smtp-server';

// A real SMTP server in the test process: the app sends through nodemailer to it, tests read what arrived.

export type Mail = { to: string[]; subject: string; text: string; html: string; raw: string };

export type Mailbox = {
  url: string;
  messages: Mail[];
  /** Resolves with the first message (already received or arriving) to the address that matches. */
  waitFor(to: string, match?: (mail: Mail) => boolean, timeoutMs?: number): Promise<Mail>;
  /** Messages received so far for an address. */
  to(address: string): Mail[];
  /** Stops listening (connections are refused, as with a mail server that is down); `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function splitHeaders(raw: string): [string, string] {
  const at = raw.search(/\r?\n\r?\n/);
  return at < 0 ? [raw, ''] : [raw.slice(0, at), raw.slice(at).replace(/^\r?\n\r?\n/, '')];
}

/** Subject, text and HTML of a raw RFC 822 message (multipart/alternative as nodemailer writes it). */
export function parseMail(raw: string, to: string[]): Mail {
  const [headers, body] = splitHeaders(raw);
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^subject:\s*(.*)$/im.exec(unfolded)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  let text = '';
  let html = '';
  const parts = boundary ? body.split(`--${boundary}`) : [raw];
  for (const part of parts) {
    const [partHeaders, partBody] = boundary ? splitHeaders(part.replace(/^\r?\n/, '')) : [headers, body];
    if (/content-type:\s*text\/plain/i.test(partHeaders)) text = decodePart(partHeaders, partBody);
    if (/content-type:\s*text\/html/i.test(partHeaders)) html = decodePart(partHeaders, partBody);
  }
  return { to, subject, text, html, raw };
}

/** Starts an SMTP server on 127.0.0.1 (a free port). */
export async function startMailbox(): Promise<Mailbox> {
  const messages: Mail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | null = null;
  let port = 0;
  const listen = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      disableReverseLookup: true,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
          for (const w of waiters) w();
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
    const address = next.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    server = next;
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };
  await listen();
  const forAddress = (to: string) => messages.filter((m) => m.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: forAddress,
    waitFor(to, match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = forAddress(to).find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (received: ${messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none'})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    stop,
    start: () => (server ? Promise.resolve() : listen()),
    close: stop,
  };
}

/** The 6-digit code of a second-factor mail. */
export function codeFrom(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}

/** The set-password link of a reset or approval mail. */
export function linkFrom(mail: Mail): string {
  const link = /(https?:\/\/\S+\/password-reset-confirm\/[A-Za-z0-9_-]+\/[0-9a-z]+-[0-9a-f]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in mail: ${mail.text}`);
  return link;
}
