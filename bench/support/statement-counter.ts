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

/** Watches the client→server stream of one connection and calls `onStatement` per Q or E message. */
function frontendParser(onStatement: () => void) {
  let buffer = Buffer.alloc(0);
  let startup = true;
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
      if (type === 'Q' || type === 'E') onStatement();
      buffer = buffer.subarray(length + 1);
    }
  };
}

/** Starts the proxy on a free loopback port in front of the PostgreSQL server of `targetUrl`. */
export async function startStatementCounter(targetUrl: string): Promise<StatementCounter> {
  const target = new URL(targetUrl);
  let statements = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    sockets.add(client).add(upstream);
    const parse = frontendParser(() => void statements++);
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
