import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The options `npm start` gives node (package.json: `"start": "node <options> scripts/start.mjs"`). Every
 * server a bench starts, the product and its baselines alike, runs with them, so each compares like with
 * like and the product runs as production does.
 */
export const START_NODE_OPTIONS: string[] = (() => {
  const manifest: unknown = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const start = typeof manifest === 'object' && manifest !== null && 'scripts' in manifest ? (manifest.scripts as Record<string, string>).start : undefined;
  const words = start?.split(/\s+/) ?? [];
  if (words[0] !== 'node') throw new Error(`package.json's start script does not run node: ${start}`);
  return words.slice(1).filter((w) => w.startsWith('--'));
})();

export type ServerProcess = {
  baseUrl: string;
  pid: number;
  /** The last part of what the process printed (for error messages). */
  output(): string;
  stop(): Promise<void>;
};

// Only what Node and tsx need: the app's own settings come from `env`, never from the caller's shell.
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Ends the process group (tsx and anything it started), politely first. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (exited(child) || child.pid === undefined) return;
  const done = once(child, 'exit');
  const signal = (s: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, s);
    } catch {
      // The group is already gone.
    }
  };
  signal('SIGTERM');
  const killed = await Promise.race([done.then(() => true), sleep(10_000).then(() => false)]);
  if (!killed) {
    signal('SIGKILL');
    await done;
  }
}

/**
 * Starts `node --import tsx <script>` in its own process group on a loopback port and resolves once
 * GET <healthPath> answers 200. The load generator stays in this process, the server in its own.
 */
export async function startServerProcess(p: {
  script: string;
  port: number;
  env: Record<string, string>;
  healthPath: string;
  timeoutMs?: number;
  /** Options for node itself (e.g. --cpu-prof), before the script. */
  nodeArgs?: string[];
}): Promise<ServerProcess> {
  const env: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  const child = spawn(process.execPath, [...START_NODE_OPTIONS, ...(p.nodeArgs ?? []), '--import', 'tsx', path.resolve(ROOT, p.script)], {
    cwd: ROOT,
    env: { ...env, ...p.env, PORT: String(p.port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => void (log = (log + chunk.toString('utf8')).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${p.port}`;
  const server: ServerProcess = { baseUrl, pid: child.pid ?? 0, output: () => log, stop: () => stopGroup(child) };
  const deadline = Date.now() + (p.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`${p.script} exited (code ${child.exitCode}) before it answered:\n${log}`);
    const ok = await fetch(baseUrl + p.healthPath).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return server;
    await sleep(100);
  }
  await server.stop();
  throw new Error(`${p.script} did not answer ${p.healthPath} within ${p.timeoutMs ?? 60_000} ms:\n${log}`);
}
