import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// A command (e.g. `npm start`) in its own process group, so that stopping it also ends what it started:
// killing npm's PID alone leaves the node server running and holding its port (STACK.md pitfall 13).

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

// What npm, Node and tsx need from the caller's environment (and CI's ALLOW_OTHER_INSTALL_NODE: Node 24 on the tree
// Node 20 installed, scripts/installed-node.mjs); the app's settings come only from the test.
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'CHROMIUM_PATH', 'ALLOW_OTHER_INSTALL_NODE'];

export type AppProcess = {
  /** Everything printed so far (stdout and stderr, interleaved as it arrived). */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects when the process exits first or time runs out. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Resolves with the exit code (null when ended by a signal). */
  exited(): Promise<number | null>;
  /** Sends a signal to the server's process group (e.g. SIGTERM to test a graceful shutdown). */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM to the whole group, SIGKILL after 10 s. */
  stop(): Promise<void>;
};

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Starts `command args` in the repository with only the given settings in its environment. */
export function startAppProcess(command: string, args: string[], env: Record<string, string>): AppProcess {
  const base: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = process.env[name];
    if (value !== undefined) base[name] = value;
  }
  const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...base, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exit = hasExited(child) ? Promise.resolve(child.exitCode) : once(child, 'exit').then(() => child.exitCode);
  child.once('exit', () => {
    for (const listener of listeners) listener();
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  const groupAlive = () => {
    try {
      if (child.pid === undefined) return false;
      process.kill(-child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  return {
    output: () => text,
    exited: () => exit,
    waitForOutput(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(text);
          if (match) finish(() => resolve(match));
          else if (hasExited(child)) finish(() => reject(new Error(`exited (code ${child.exitCode}) without printing ${pattern}:\n${text}`)));
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${text}`))), timeoutMs);
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        listeners.add(check);
        check();
      });
    },
    signal: signalGroup,
    async stop() {
      const deadline = Date.now() + 10_000;
      signalGroup('SIGTERM');
      // npm may exit before the server it started: wait until nobody of the group is left.
      while (groupAlive() && Date.now() < deadline) await sleep(50);
      if (groupAlive()) signalGroup('SIGKILL');
      await exit;
    },
  };
}
