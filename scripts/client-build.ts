// Builds the client (vite) when client/dist is missing or older than its sources. Used by `npm start`
// and by the browser tests' global setup, so a fresh clone needs no separate build step.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'client/dist/index.html');
const sources = ['client/src', 'client/index.html', 'client/public', 'client/vite.config.ts', 'common'];

function newest(p: string): number {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((f) => newest(path.join(p, f))));
}

/** Builds when needed; resolves to true when it built. */
export async function ensureClientBuild(): Promise<boolean> {
  const builtAt = existsSync(dist) ? statSync(dist).mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newest));
  if (builtAt > changedAt) return false;
  console.log('Building the client (vite)…');
  // Always a production build: under vitest NODE_ENV is "test", which would give React's development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(root, 'client/vite.config.ts'), logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = previous;
  }
  return true;
}
