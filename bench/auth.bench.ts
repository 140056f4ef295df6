// `npm run bench auth`: sign-in (argon2id at the production cost) and token refresh through the legacy
// paths, against the real server (server/main.ts, NODE_ENV=test: production seeds no demo users) in a child
// process on a fresh PostgreSQL database, each beside a bare Fastify route answering the same JSON and cookie
// on the same database with the same argon2 verify, session rows and token rotation
// (bench/support/auth-baseline-server.ts; the answers are compared, tokens aside, before measuring) in
// another child process. autocannon runs here, on loopback. See docs/bench.md for what each figure means.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench auth
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import type autocannon from 'autocannon';
import { DEMO_USER_PASSWORD } from '../server/config.ts';
import { DEMO_USERS } from '../server/db/seed.ts';
import { REFRESH_COOKIE } from '../server/modules/auth/tokens.ts';
import { freshDatabase } from './support/fresh-database.ts';
import { type Figures, loadSettings, measure, printFigures } from './support/load.ts';
import { PerConnection } from './support/per-connection.ts';
import { freePort } from '../tests/support/free-port.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };
// The demo client users need no second factor, so one POST /api/login/ opens a session.
const credentials = DEMO_USERS.map((u) => JSON.stringify({ username: u.email, password: DEMO_USER_PASSWORD }));
const bodyText = (body: string | Buffer | undefined) => (body === undefined ? '' : body.toString());

/** The refresh token of a Set-Cookie header (autocannon gives one string or a list). */
function refreshTokenOf(setCookie: string | string[] | undefined): string | null {
  const lines = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  for (const line of lines) {
    const match = new RegExp(`^${REFRESH_COOKIE}=([^;]+)`).exec(line);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** Opens `count` sessions (valid credentials only: the per-address limit counts failures) and returns their refresh tokens. */
async function openSessions(baseUrl: string, count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const response = await fetch(`${baseUrl}/api/login/`, { method: 'POST', headers: JSON_HEADERS, body: credentials[i % credentials.length] });
      const token = refreshTokenOf(response.headers.getSetCookie());
      if (response.status !== 200 || !token) throw new Error(`sign-in for the refresh benchmark failed: ${response.status} ${await response.text()}`);
      return token;
    }),
  );
}

function signInOptions(baseUrl: string): autocannon.Options {
  let next = 0;
  return {
    url: baseUrl,
    requests: [
      {
        method: 'POST',
        path: '/api/login/',
        headers: JSON_HEADERS,
        // Round-robin over the demo users; each request is a full, successful argon2 verify.
        setupRequest: (request) => ({ ...request, body: credentials[next++ % credentials.length] }),
      },
    ],
    verifyBody: (body) => /"twofa":false/.test(bodyText(body)) && /"access":"/.test(bodyText(body)),
  };
}

type RefreshChecks = { withoutCookie: number; presentedTwice: number };

/**
 * Each connection refreshes its own session and carries the newest cookie forward. The server forgives
 * a token presented again within 10 s (two tabs), which would hide a token not carried forward, so both a
 * 2xx without a new cookie and a token presented twice count as failures.
 */
function refreshOptions(baseUrl: string, tokens: string[], checks: RefreshChecks): autocannon.Options {
  const sessions = new PerConnection(tokens);
  const presented = new Set<string>();
  return {
    url: baseUrl,
    setupClient: (client) => sessions.attach(client),
    requests: [
      {
        method: 'POST',
        path: '/api/token/refresh/',
        setupRequest: (request, context) => {
          const token = sessions.state(request, context);
          if (token !== undefined) {
            if (presented.has(token)) checks.presentedTwice++;
            presented.add(token);
          }
          return { ...request, headers: { ...sessions.headersWithoutSlot(request), cookie: `${REFRESH_COOKIE}=${token ?? ''}` } };
        },
        onResponse: (status, _body, context, headers) => {
          if (status < 200 || status >= 300) return;
          const token = refreshTokenOf(headers?.['set-cookie']);
          if (token) sessions.update(context, token);
          else checks.withoutCookie++;
        },
      },
    ],
    verifyBody: (body) => /"access":"/.test(bodyText(body)),
  };
}

/** An answer with its tokens (JWTs, the refresh cookie's value) replaced, to compare the product's and the baseline's. */
async function answerShape(response: Response): Promise<string> {
  const body = (await response.text()).replace(/"access":"[^"]+"/g, '"access":"<token>"');
  const cookies = response.headers.getSetCookie().map((line) => line.replace(/^([^=]+)=[^;]*/, '$1=<token>'));
  return `${response.status} ${body} ${JSON.stringify(cookies)}`;
}

/** The product and the baseline answer a sign-in and a refresh alike (FAIL lines otherwise); false when they differ. */
async function sameAnswers(appUrl: string, baseUrl: string): Promise<boolean> {
  let same = true;
  const signIns = await Promise.all([appUrl, baseUrl].map((url) => fetch(`${url}/api/login/`, { method: 'POST', headers: JSON_HEADERS, body: credentials[0] })));
  const tokens = signIns.map((r) => refreshTokenOf(r.headers.getSetCookie()) ?? '');
  const refreshes = await Promise.all([appUrl, baseUrl].map((url, i) => fetch(`${url}/api/token/refresh/`, { method: 'POST', headers: { cookie: `${REFRESH_COOKIE}=${tokens[i]}` } })));
  for (const [what, [mine, theirs]] of [['sign-in', signIns], ['refresh', refreshes]] as const) {
    if (!mine || !theirs) throw new Error(`no ${what} answer`);
    const [a, b] = [await answerShape(mine), await answerShape(theirs)];
    if (a === b) console.log(`Same ${what} answer from the product and the baseline: ${a}`);
    else {
      console.log(`FAIL: the baseline's ${what} answer differs.\nproduct:  ${a}\nbaseline: ${b}`);
      same = false;
    }
  }
  return same;
}

if (!process.env.BENCH_DATABASE_URL) {
  console.log('BENCH_DATABASE_URL is not set: the baseline shares the product\'s database, which must be a PostgreSQL server. Set it and run again.');
  process.exit(1);
}
const settings = loadSettings();
const database = await freshDatabase();
const servers: ServerProcess[] = [];
let failed = false;
try {
  const [appPort, basePort] = [await freePort(), await freePort()];
  const jwtSecret = randomBytes(32).toString('hex');
  const [app, base] = await Promise.all([
    startServerProcess({
      script: 'server/main.ts',
      port: appPort,
      healthPath: '/healthz',
      env: {
        ...database.env,
        // The demo users (their published password is what the bench signs in with) are never created in
        // production; nothing on the sign-in and refresh paths reads NODE_ENV.
        NODE_ENV: 'test',
        JWT_SECRET: jwtSecret,
        SEED_ADMIN_EMAIL: 'bench-admin@provider.example',
        SEED_ADMIN_PASSWORD: `Bench-${randomBytes(12).toString('hex')}!`,
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${appPort}`,
        DEMO_DATA: '1',
        PASSWORD_HASH_COST: 'standard',
        // Request logs would measure the log pipe; warnings and errors still print.
        LOG_LEVEL: 'warn',
      },
    }),
    startServerProcess({ script: 'bench/support/auth-baseline-server.ts', port: basePort, healthPath: '/healthz', env: { DATABASE_URL: database.env.DATABASE_URL ?? '', JWT_SECRET: jwtSecret } }),
  ]);
  servers.push(app, base);
  console.log(
    `node ${process.version}, ${cpus().length} CPUs, database: ${database.label}, argon2id standard (64 MiB, t=3, p=4), ` +
      `${settings.connections} connections, ${settings.durationSec} s per run after ${settings.warmupSec} s warm-up`,
  );

  if (!(await sameAnswers(app.baseUrl, base.baseUrl))) failed = true;
  const refreshOf = async (name: string, baseUrl: string): Promise<Figures> => {
    // Fresh sessions for the warm-up and for the run, so no run starts from a token the last one spent.
    const pools = [await openSessions(baseUrl, settings.connections), await openSessions(baseUrl, settings.connections)];
    let checks: RefreshChecks = { withoutCookie: 0, presentedTwice: 0 };
    const run = await measure(name, settings, () => {
      checks = { withoutCookie: 0, presentedTwice: 0 };
      return refreshOptions(baseUrl, pools.shift() ?? [], checks);
    });
    return {
      ...run,
      failures: run.failures + checks.withoutCookie + checks.presentedTwice,
      failureDetail: `${run.failureDetail}, 2xx without a new cookie ${checks.withoutCookie}, token presented twice ${checks.presentedTwice}`,
    };
  };
  const baseSignIn = await measure('baseline sign-in (bare Fastify, same work)', settings, () => signInOptions(base.baseUrl));
  const signIn = await measure('sign-in POST /api/login/', settings, () => signInOptions(app.baseUrl));
  const baseRefresh = await refreshOf('baseline refresh (bare Fastify, same work)', base.baseUrl);
  const refresh = await refreshOf('refresh POST /api/token/refresh/', app.baseUrl);

  console.log('');
  printFigures(baseSignIn, [signIn]);
  printFigures(baseRefresh, [refresh]);
  for (const run of [baseSignIn, signIn, baseRefresh, refresh]) {
    if (run.failures === 0 && run.responses > 0) continue;
    failed = true;
    console.error(`\nFAILED: ${run.name}: ${run.failures} of ${run.responses} requests did not succeed (${run.failureDetail})`);
  }
  if (failed) console.error(`\nserver output (last part):\n${app.output()}`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await database.remove();
}
process.exit(failed ? 1 : 0);
