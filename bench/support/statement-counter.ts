// A TCP proxy between a server process and PostgreSQL that counts the SQL statements sent through it:
// every simple Query ('Q') and every extended-protocol Execute ('E') message, so BEGIN and COMMIT count
// like any other statement, whatever client library (postgres.js, drizzle) sends them.
import net from 'node:net';

export type StatementCounter = {
  /** postgres:// URL of the proxy (same user, password and database as the target). */
  url: string;
  /** Statements sent since the last reset. */
  count(): number;
  reset(): void;
  close(): Promise<void>;
};

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

/** A NUL-terminated string of a message body and the offset after it. */
function cString(body: Buffer, offset: number): [string, number] {
  const end = body.indexOf(0, offset);
  return end < 0 ? [body.toString('utf8', offset), body.length] : [body.toString('utf8', offset, end), end + 1];
}

/**
 * Watches the client→server stream of one connection and calls `onStatement` per Q or E message with the
 * statement's text (an Execute's text is that of the Parse its portal was bound to).
 */
function frontendParser(onStatement: (text: string) => void) {
  let buffer = Buffer.alloc(0);
  let startup = true;
  const parsed = new Map<string, string>();
  const portals = new Map<string, string>();
  return (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (startup) {
        // Untyped messages: length (int32, itself included), then a code.
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        if (code !== SSL_REQUEST && code !== GSS_REQUEST) startup = false;
        buffer = buffer.subarray(length);
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1);
      if (buffer.length < length + 1) return;
      const type = String.fromCharCode(buffer[0] ?? 0);
      const body = buffer.subarray(5, length + 1);
      if (type === 'Q') onStatement(cString(body, 0)[0]);
      if (type === 'P') {
        const [name, next] = cString(body, 0);
        parsed.set(name, cString(body, next)[0]);
      }
      if (type === 'B') {
        const [portal, next] = cString(body, 0);
        portals.set(portal, parsed.get(cString(body, next)[0]) ?? '');
      }
      if (type === 'E') onStatement(portals.get(cString(body, 0)[0]) ?? '');
      buffer = buffer.subarray(length + 1);
    }
  };
}

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|rollback|end)\b/i;

/**
 * Starts the proxy on a free loopback port in front of the PostgreSQL server of `targetUrl`. With `ignore`,
 * a statement whose text matches it is not counted, nor is any statement of a transaction (BEGIN to COMMIT
 * or ROLLBACK) holding one: a server's background work (the mail worker's poll) left out of a request's count.
 * A transaction's statements are then counted at its end.
 */
export async function startStatementCounter(targetUrl: string, options: { ignore?: RegExp } = {}): Promise<StatementCounter> {
  const { ignore } = options;
  const target = new URL(targetUrl);
  let statements = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    sockets.add(client).add(upstream);
    let transaction: string[] | null = null;
    const parse = frontendParser((text) => {
      if (!ignore) return void statements++;
      if (transaction === null && !BEGIN.test(text)) return void (statements += ignore.test(text) ? 0 : 1);
      (transaction ??= []).push(text);
      if (!END.test(text)) return;
      if (!transaction.some((t) => ignore.test(t))) statements += transaction.length;
      transaction = null;
    });
    client.on('data', (chunk: Buffer) => {
      parse(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the statement counter has no port');
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    count: () => statements,
    reset: () => void (statements = 0),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
