import { createServer, type Socket } from 'node:net';
import type { Mailbox } from './mailbox.ts';

// The mail server misbehaving, for real: the test SMTP server stopped (connections refused), or a server
// on its port that accepts connections and never answers. Nothing of the app is replaced.

/** Runs `fn` while the test SMTP server is down, then starts it again on the same port. */
export async function withMailServerDown<T>(mailbox: Mailbox, fn: () => Promise<T>): Promise<T> {
  await mailbox.stop();
  try {
    return await fn();
  } finally {
    await mailbox.start();
  }
}

/** Runs `fn` while the mailbox's port is held by a server that accepts connections and never says a word. */
export async function withSilentMailServer<T>(mailbox: Mailbox, fn: () => Promise<T>): Promise<T> {
  const port = Number(new URL(mailbox.url).port);
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await mailbox.stop();
  await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
  try {
    return await fn();
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    await mailbox.start();
  }
}
