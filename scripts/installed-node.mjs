// @ts-check
// node_modules holds native modules (argon2) built for the Node that installed it (package.json's postinstall
// records its version in node_modules/.installed-node). `npm start` (scripts/start.mjs) stops when another
// Node major runs it, with what to do, rather than crashing later in a native module (an argon2 binary made
// for Node 24 segfaults on Node 20). ALLOW_OTHER_INSTALL_NODE=1 runs anyway: CI runs Node 24 on the tree
// Node 20 installed, on purpose (argon2 built from source there is N-API and loads on both; .ci/run).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const major = (/** @type {string} */ version) => version.replace(/^v/, '').split('.')[0];

/**
 * What stops the start when node_modules under `root` came from another Node major than `running`, else null.
 * @param {string} root the folder holding node_modules
 * @param {string} running the running Node's version (process.versions.node)
 * @param {Record<string, string | undefined>} env
 */
export function installedNodeMismatch(root, running, env) {
  const file = path.join(root, 'node_modules', '.installed-node');
  if (!existsSync(file) || env.ALLOW_OTHER_INSTALL_NODE === '1') return null;
  const installed = readFileSync(file, 'utf8').trim();
  if (installed === '' || major(installed) === major(running)) return null;
  return `node_modules was installed with Node ${major(installed)}: run npm ci (this is Node ${running}).`;
}
