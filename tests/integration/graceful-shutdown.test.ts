import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type AppProcess, startAppProcess } from '../support/app-process.ts';
import { freePort } from '../support/free-port.ts';

// Graceful shutdown: SIGTERM lets the requests in flight finish. The server process (server/main.ts,
// embedded database in a temporary folder) gets a request whose body is still arriving when the signal
// comes; the answer still arrives, new connections are refused, and the process exits 0.

let app: AppProcess | null = null;
let dataDir = '';
afterAll(async () => {
  await app?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Starts a sign-in POST and sends only the first half of its body; `finish()` sends the rest. */
function slowSignIn(port: number) {
  const body = JSON.stringify({ username: 'nobody@example.com', password: 'Not-the-password-1!' });
  const half = Math.floor(body.length / 2);
  const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/login/', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

describe('graceful shutdown', () => {
  it('answers the request in flight at SIGTERM, refuses new connections, exits 0', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fel-shutdown-'));
    const port = await freePort();
    app = startAppProcess('node', ['--import', 'tsx', 'server/main.ts'], {
      DATA_DIR: dataDir,
      PORT: String(port),
      DEMO_DATA: '0',
      PASSWORD_HASH_COST: 'fast',
      LOG_LEVEL: 'info',
    });
    await app.waitForOutput(/FEL Assess is running at/, 100_000);
    const inFlight = slowSignIn(port);
    // In flight: the server has logged the request's arrival (its headers; the body is still to come).
    await app.waitForOutput(/"url":"\/api\/login\/"[^\n]*"msg":"incoming request"/, 10_000);
    app.signal('SIGTERM');
    await app.waitForOutput(/shutting down: draining requests/, 10_000);
    const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => `answered ${res.status}`,
      () => 'refused',
    );
    expect(refused).toBe('refused');
    inFlight.finish();
    const { status, text } = await inFlight.answer;
    expect(status).toBe(401);
    expect(JSON.parse(text)).toMatchObject({ status: 'error', code: 'UNAUTHENTICATED' });
    expect(await app.exited(), app.output()).toBe(0);
    expect(app.output(), app.output()).toMatch(/"msg":"shut down"/);
  }, 150_000);
});
