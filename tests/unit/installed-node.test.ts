import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

// npm start stops when node_modules came from another Node major (scripts/installed-node.mjs, package.json's postinstall).
type Check = (root: string, running: string, env: Record<string, string | undefined>) => string | null;
const modulePath = path.resolve(import.meta.dirname, '../../scripts/installed-node.mjs');
const { installedNodeMismatch } = (await import(modulePath)) as { installedNodeMismatch: Check };

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});
/** A project folder whose node_modules was installed by `installed` (no record when null). */
async function project(installed: string | null): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'fel-installed-node-'));
  roots.push(root);
  await mkdir(path.join(root, 'node_modules'));
  if (installed !== null) await writeFile(path.join(root, 'node_modules', '.installed-node'), `${installed}\n`);
  return root;
}

describe('the Node that installed node_modules', () => {
  it('stops another major with what to do', async () => {
    expect(installedNodeMismatch(await project('20.19.1'), '24.21.0', {})).toBe('node_modules was installed with Node 20: run npm ci (this is Node 24.21.0).');
    expect(installedNodeMismatch(await project('24.21.0'), '20.20.2', {})).toBe('node_modules was installed with Node 24: run npm ci (this is Node 20.20.2).');
  });

  it('lets the same major run, a tree without a record, and CI on purpose', async () => {
    expect(installedNodeMismatch(await project('20.19.1'), '20.20.2', {})).toBeNull();
    expect(installedNodeMismatch(await project(null), '24.21.0', {})).toBeNull();
    expect(installedNodeMismatch(await project('20.19.1'), '24.21.0', { ALLOW_OTHER_INSTALL_NODE: '1' })).toBeNull();
  });

  it('npm start (scripts/start.mjs) stops before building anything', async () => {
    const root = await project('1.0.0');
    await mkdir(path.join(root, 'scripts'));
    for (const file of ['start.mjs', 'installed-node.mjs']) await copyFile(path.resolve(import.meta.dirname, '../../scripts', file), path.join(root, 'scripts', file));
    const run = promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { env: { PATH: process.env.PATH ?? '' } });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('node_modules was installed with Node 1: run npm ci') as unknown });
  });
});
