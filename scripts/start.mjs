// @ts-check
// `npm start` and `npm run build`. The server runs from compiled JavaScript: esbuild bundles
// server/main.ts (and the client-build and database-template helpers) into dist/ when their sources are
// newer than the bundle (about a second), so no TypeScript loader is paid for at start. Then the client
// is built with vite if it is missing or stale (vite is imported only then), and the server starts in
// this process. Each step says what it does. `--build` stops after the builds and also makes the
// embedded database template (server/db/pglite-template.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { installedNodeMismatch } from './installed-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist');
const entries = { server: 'server/main.ts', 'client-build': 'scripts/client-build.ts', 'db-template': 'server/db/template-cli.ts' };
const sources = ['server', 'common', 'scripts/client-build.ts', 'scripts/start.mjs', 'package.json'];
const buildOnly = process.argv.includes('--build');

// node_modules from another Node major stops the start here, saying to run npm ci (scripts/installed-node.mjs).
const mismatch = installedNodeMismatch(root, process.versions.node, process.env);
if (mismatch) {
  console.error(mismatch);
  process.exit(1);
}

/** @param {string} p @returns {number} the newest modification time under p */
function newest(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((f) => newest(path.join(p, f))));
}

const bundles = Object.keys(entries).map((name) => path.join(out, `${name}.js`));
const compiledAt = Math.min(...bundles.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (compiledAt <= Math.max(...sources.map(newest))) {
  console.log('Compiling the server (esbuild)…');
  const started = performance.now();
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The app's modules are a chunk of their own, loaded while the database opens (server/main.ts).
    splitting: true,
    // Chunks sit next to the entries: server/root.ts finds the repository one level up from either.
    chunkNames: 'chunk-[name]-[hash]',
    target: 'node20',
    // Dependencies stay in node_modules (native modules, WASM and files they read next to themselves).
    packages: 'external',
    logLevel: 'warning',
  });
  console.log(`Server compiled (${Math.round(performance.now() - started)} ms).`);
}

const { ensureClientBuild } = await import(pathToFileURL(path.join(out, 'client-build.js')).href);
await ensureClientBuild();
if (buildOnly) {
  await import(pathToFileURL(path.join(out, 'db-template.js')).href);
} else {
  await import(pathToFileURL(path.join(out, 'server.js')).href);
}
