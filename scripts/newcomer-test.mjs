// @ts-check
// `npm run test:newcomer`: what a newcomer does, on a fresh clone of a commit (HEAD by default), with nothing
// set in the shell. It clones the commit into a temporary folder, runs `npm ci`, then `npm start` with an
// environment of only PATH, HOME and a free PORT, waits for GET /readyz, signs the demo User printed by the
// start in through POST /api/login/ and runs the dashboard's GraphQL query (the client's own ProjectList
// document, from the clone's generated code). It fails on any start-up error: the start ending, anything on
// its stderr, a log line at warn or above, a bundler warning, a refused sign-in or a GraphQL error. Each
// step prints its time; the start time is from `npm start` to the first ready answer.
//
//   node scripts/newcomer-test.mjs [--commit <rev>] [--node <path to a node binary>] [--keep] [--image-steps]
//
// --image-steps then runs the Docker image's steps in the clone (no Docker engine here): npm run build,
// npm prune --omit=dev, and the image's CMD with NODE_ENV=production, checked the same way.
// --node runs npm ci and npm start with that Node first on PATH (npm is the machine's: its launcher runs
// the `node` found on PATH). CI passes Node 24 here (.ci/run). --keep leaves the clone in place.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '..');
const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const revision = argument('--commit') ?? 'HEAD';
const node = path.resolve(argument('--node') ?? process.execPath);
const keep = process.argv.includes('--keep');
const imageSteps = process.argv.includes('--image-steps');
/** The longest the start may take (a first start builds the client: about a minute on a slow machine). */
const START_CEILING_MS = 10 * 60_000;

const commit = execFileSync('git', ['-C', root, 'rev-parse', '--verify', `${revision}^{commit}`], { encoding: 'utf8' }).trim();
const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
const work = mkdtempSync(path.join(tmpdir(), 'fel-newcomer-'));
const clone = path.join(work, 'fel-assess');
/** A newcomer's shell: PATH (with the chosen Node first) and HOME, nothing else. */
const env = { PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`, HOME: process.env.HOME ?? work };

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
/** @type {(message: string) => Promise<never>} */
const fail = async (message) => {
  console.error(`\nNEWCOMER TEST FAILED (commit ${commit.slice(0, 10)}, Node ${nodeVersion}): ${message}`);
  return finish(1);
};
/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
/** Stops the start (npm and the server: their process group) and waits for it, removes the clone, exits. */
async function finish(code) {
  const running = server;
  server = undefined;
  if (running && running.exitCode === null && running.signalCode === null && running.pid) {
    running.removeAllListeners('exit');
    const ended = new Promise((resolve) => running.once('exit', resolve));
    process.kill(-running.pid, 'SIGTERM');
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
  }
  if (!keep) rmSync(work, { recursive: true, force: true });
  else console.log(`The clone is kept in ${clone}`);
  process.exit(code);
}
process.once('SIGINT', () => void fail('interrupted'));

/** Runs a command to its end in the clean environment, its output shown; fails the test when it fails. */
function run(command, args, cwd) {
  const started = performance.now();
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', (error) => void fail(`${command}: ${error.message}`));
    child.on('exit', (code) => {
      if (code !== 0) return void fail(`${command} ${args.join(' ')} ended with ${code}`);
      console.log(`(${command} ${args[0]}: ${seconds(started)} s)`);
      resolve(undefined);
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

console.log(`Newcomer test: commit ${commit.slice(0, 10)}, Node ${nodeVersion} (${node}), in ${work}`);
await run('git', ['clone', '--quiet', root, clone], work);
await run('git', ['checkout', '--quiet', '--detach', commit], clone);
await run('npm', ['ci', '--no-audit', '--no-fund'], clone);

/**
 * Starts `command args` in the clone (its own process group, so that the end stops npm and the server it
 * started together) with the clean environment and `extra`, echoing its output; resolves once GET /readyz
 * answers 200 (asked every 250 ms), failing the test when it ends first or takes too long.
 */
async function startServer(label, command, args, extra) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`\n$ PORT=${port} ${label}`);
  const startedAt = performance.now();
  const child = spawn(command, args, { cwd: clone, env: { ...env, ...extra, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  server = child;
  const out = { stdout: '', stderr: '' };
  child.stdout?.setEncoding('utf8').on('data', (chunk) => {
    out.stdout += chunk;
    process.stdout.write(chunk);
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk) => {
    out.stderr += chunk;
    process.stderr.write(chunk);
  });
  child.on('exit', (code, signal) => void fail(`${label} ended (${signal ?? `exit code ${code}`}) before the checks were done`));
  for (;;) {
    if (performance.now() - startedAt > START_CEILING_MS) await fail(`${label}: not ready after ${START_CEILING_MS / 60_000} minutes`);
    const status = await fetch(`${base}/readyz`).then((r) => r.status, () => 0);
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, base, out, startSeconds: seconds(startedAt) };
}

/** Start-up errors in a start's output so far: stderr, pino lines at warn (40) or above, bundler warnings. */
function startUpErrors({ stdout, stderr }) {
  const problems = [];
  if (stderr.trim() !== '') problems.push(`stderr: ${stderr.trim().slice(0, 2000)}`);
  for (const line of stdout.split('\n')) {
    const level = /"level":(\d+)/.exec(line);
    if (level && Number(level[1]) >= 40) problems.push(line);
    else if (/\bwarn(ing)?\b|\berror\b|\[plugin |Invalid configuration/i.test(line) && !line.startsWith('{')) problems.push(line);
  }
  return problems;
}

/** Stops the running start and waits for its end. */
async function stopServer() {
  const running = server;
  server = undefined;
  if (!running?.pid || running.exitCode !== null || running.signalCode !== null) return;
  running.removeAllListeners('exit');
  const ended = new Promise((resolve) => running.once('exit', resolve));
  process.kill(-running.pid, 'SIGTERM');
  await ended;
}

const started = await startServer('npm start', 'npm', ['start'], {});
const { base, out } = started;
const stdout = () => out.stdout;
const startSeconds = started.startSeconds;
// The banner is printed right after the listen that made /readyz answer: wait for it on the output.
const banner = /^\s+User\s+(\S+@\S+) \/ (\S+)\s*$/m;
await new Promise((resolve) => {
  if (banner.test(stdout())) return resolve(undefined);
  const watch = () => banner.test(stdout()) && (started.child.stdout?.off('data', watch), resolve(undefined));
  started.child.stdout?.on('data', watch);
});
const [, username, password] = /** @type {RegExpExecArray} */ (banner.exec(stdout()));

const login = await fetch(`${base}/api/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
const grant = /** @type {{ access?: string, twofa?: boolean }} */ (await login.json().catch(() => ({})));
if (login.status !== 200 || !grant.access || grant.twofa) await fail(`POST /api/login/ as ${username} answered ${login.status}: ${JSON.stringify(grant)}`);

// The dashboard's query as the client sends it: the generated ProjectList document of the clone, printed.
const generated = readFileSync(path.join(clone, 'client/src/gql/graphql.ts'), 'utf8');
const literal = /^export const ProjectListDocument = (\{.*\}) as unknown as /m.exec(generated);
if (!literal) await fail('no ProjectListDocument in client/src/gql/graphql.ts');
const { print } = createRequire(path.join(clone, 'package.json'))('graphql');
const query = print(JSON.parse(/** @type {RegExpExecArray} */ (literal)[1]));
const variables = { filter: { status: 'active' }, sort: 'name', descending: false, first: 50, after: null, before: null };
const answer = await fetch(`${base}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${grant.access}` },
  body: JSON.stringify({ operationName: 'ProjectList', query, variables }),
});
const dashboard = /** @type {{ data?: { projects?: { total: number } }, errors?: unknown[] }} */ (await answer.json().catch(() => ({})));
if (answer.status !== 200 || dashboard.errors || typeof dashboard.data?.projects?.total !== 'number') {
  await fail(`the dashboard query answered ${answer.status}: ${JSON.stringify(dashboard).slice(0, 2000)}`);
}

const problems = startUpErrors(out);
if (problems.length > 0) await fail(`start-up errors:\n  ${problems.join('\n  ')}`);
console.log(
  `\nNEWCOMER TEST PASSED (commit ${commit.slice(0, 10)}, Node ${nodeVersion}): ready in ${startSeconds} s after npm start; ` +
    `${username} signed in; the dashboard answered (projects: ${dashboard.data?.projects?.total}).`,
);

if (imageSteps) {
  // The Docker image's steps (docker/Dockerfile), where no Docker engine runs: build, prune the dev
  // dependencies, then its CMD with the image's environment and what production requires.
  await stopServer();
  await run('npm', ['run', 'build'], clone);
  await run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], clone);
  const production = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'image-data'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    // As docker/compose.yml: production requires the key that encrypts secrets at rest.
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    MAIL_LOG_ONLY: '1',
    DEMO_DATA: '0',
    SEED_ADMIN_EMAIL: 'admin@image.example',
    SEED_ADMIN_PASSWORD: `Image-${randomBytes(9).toString('hex')}!`,
  };
  const image = await startServer("the image's CMD (node --max-semi-space-size=64 --import tsx server/main.ts, NODE_ENV=production)", 'node', ['--max-semi-space-size=64', '--import', 'tsx', 'server/main.ts'], production);
  const health = await fetch(`${image.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ health }' }) });
  const healthText = await health.text();
  if (health.status !== 200 || !healthText.includes('"health":true')) await fail(`the image's start answered { health } with ${health.status}: ${healthText.slice(0, 500)}`);
  const imageProblems = startUpErrors(image.out);
  if (imageProblems.length > 0) await fail(`the image's start-up errors:\n  ${imageProblems.join('\n  ')}`);
  console.log(`\nIMAGE STEPS PASSED (Node ${nodeVersion}): built, pruned, production start ready in ${image.startSeconds} s, { health } answered.`);
}
await finish(0);
