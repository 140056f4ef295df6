import { createServer, type Server, type Socket, connect } from 'node:net';

/** A TCP proxy on a loopback port whose link can be cut (every connection dropped, new ones refused) and restored. */
export type TcpProxy = {
  port: number;
  /** Drops every open connection and stops listening: clients get resets, then "connection refused". */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/** Starts a proxy from a free loopback port to host:port. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const newServer = (): Server =>
    createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(address && typeof address === 'object' ? address.port : port);
      });
    });
  const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  let server: Server | null = newServer();
  const port = await listen(server, 0);
  return {
    port,
    async cut() {
      const current = server;
      server = null;
      const closed = current ? stop(current) : Promise.resolve();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restore() {
      if (server) return;
      server = newServer();
      await listen(server, port);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server) await stop(server);
      server = null;
    },
  };
}
