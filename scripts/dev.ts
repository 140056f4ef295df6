// `npm run dev`: the API server with reload (tsx watch server/main.ts, on PORT, default 4000) and the
// Vite dev server (on VITE_PORT, default 5173, proxying /graphql, /api and /healthz to the API server).
// Each runs in its own process group; Ctrl-C, SIGTERM or either one exiting stops both.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');
const viteCli = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js');

const apiPort = process.env.PORT ?? '4000';
const vitePort = process.env.VITE_PORT ?? '5173';

type Named = { name: string; child: ChildProcess };

function start(name: string, args: string[], env: Record<string, string>): Named {
  // stdin is not passed on: a background process group reading the terminal would be stopped (SIGTTIN).
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  return { name, child };
}

const running: Named[] = [
  start('server', [tsxCli, 'watch', '--clear-screen=false', 'server/main.ts'], {
    PORT: apiPort,
    // Links in mail (reset, approval) should open the dev client, which proxies to the server.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${vitePort}`,
  }),
  start('client', [viteCli, '--config', 'client/vite.config.ts', '--port', vitePort, '--strictPort'], {
    API_URL: process.env.API_URL ?? `http://localhost:${apiPort}`,
  }),
];

const alive = ({ child }: Named) => child.exitCode === null && child.signalCode === null;

function signalGroup({ child }: Named, signal: NodeJS.Signals): void {
  if (child.pid === undefined || !alive({ name: '', child })) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

let stopping = false;
/** Stops both process groups (SIGTERM, then SIGKILL after 5 s) and exits with `code`. */
async function stopAll(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const exits = running.filter(alive).map(({ child }) => once(child, 'exit'));
  for (const r of running) signalGroup(r, 'SIGTERM');
  const finished = await Promise.race([Promise.all(exits).then(() => true), sleep(5000).then(() => false)]);
  if (!finished) for (const r of running) signalGroup(r, 'SIGKILL');
  process.exit(code);
}

for (const r of running) {
  r.child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n[dev] the ${r.name} stopped (${signal ?? `exit code ${code}`}); stopping the other one.`);
    void stopAll(code ?? 1);
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stopAll(0));

console.log(`[dev] API server on http://localhost:${apiPort} (reloads on change); open the client at http://localhost:${vitePort}`);
