// Builds the client (vite) when client/dist is missing or older than its sources. Used by `npm start`
// (compiled, scripts/start.mjs), `npm run build` and the browser tests' global setup, so a fresh clone
// needs no separate build step. Vite is imported only when a build is needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'client/dist/index.html');
const sources = ['client/src', 'client/build', 'client/index.html', 'client/print.html', 'client/public', 'client/vite.config.ts', 'common'];

function newest(p: string): number {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((f) => newest(path.join(p, f))));
}

/** Says every few seconds how far the build has come (a first build takes 10–30 s on a busy machine). */
function progress(log: (message: string) => void): Plugin {
  let modules = 0;
  let last = performance.now();
  const tick = (what: string) => {
    if (performance.now() - last < 2000) return;
    last = performance.now();
    log(`  … ${what}`);
  };
  return {
    name: 'fel:build-progress',
    transform() {
      modules++;
      tick(`${modules} modules transformed`);
      return null;
    },
    renderStart: () => log(`  … ${modules} modules transformed; writing the chunks`),
    writeBundle: { order: 'pre', handler: () => log('  … compressing the assets (brotli, gzip)') },
  };
}

/** Builds when needed; resolves to true when it built. */
export async function ensureClientBuild(log: (message: string) => void = (message) => console.log(message)): Promise<boolean> {
  const builtAt = existsSync(dist) ? statSync(dist).mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newest));
  if (builtAt > changedAt) return false;
  log('Building the client (vite)…');
  const started = performance.now();
  const { build } = await import('vite');
  // Always a production build: under vitest NODE_ENV is "test", which would give React's development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(root, 'client/vite.config.ts'), logLevel: 'warn', mode: 'production', plugins: [progress(log)] });
  } finally {
    // An unset variable is deleted, never assigned: `process.env.X = undefined` stores the string "undefined".
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  log(`Client built (${Math.round(performance.now() - started)} ms).`);
  return true;
}
