import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_USER_PASSWORD } from '../../server/config.ts';
import { DEMO_IPA_USER, DEMO_LICENSE_KEY, DEMO_ORG_NAME, DEMO_PEOPLE, DEMO_USERS } from '../../server/db/seed.ts';
import { type AppProcess, startAppProcess } from '../support/app-process.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { freePort } from '../support/free-port.ts';

// The start-up contract of README "Run it": `npm start` on an empty data folder, with nothing configured
// but a port (embedded PGlite, no SMTP_URL, no JWT_SECRET outside production).

describe('npm start on a fresh data folder', () => {
  let dataDir: string;
  let port: number;
  let app: AppProcess;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fel-start-up-'));
    port = await freePort();
    app = startAppProcess('npm', ['start'], { DATA_DIR: dataDir, PORT: String(port) });
    [url, browser] = await Promise.all([app.waitForOutput(/FEL Assess is running at (\S+)/, 80_000).then((m) => m[1] ?? ''), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the URL, the embedded database, where mail goes and every demo sign-in; /healthz answers 200', async () => {
    expect(url).toBe(`http://localhost:${port}`);
    await app.waitForOutput(/first start: the database was seeded/, 5_000);
    const output = app.output();
    expect(output).toContain(`database: embedded, ${dataDir}`);
    expect(output).toContain(`Mail: written to ${path.join(dataDir, 'outbox')} and this log`);
    expect(output).toContain(`${DEMO_ADMIN_EMAIL} / ${DEMO_ADMIN_PASSWORD}`);
    for (const user of [...DEMO_USERS, DEMO_IPA_USER]) expect(output).toContain(`${user.email} / ${DEMO_USER_PASSWORD}`);
    expect(output).toContain(`Licence key of ${DEMO_ORG_NAME} (Sign up takes it): ${DEMO_LICENSE_KEY}`);
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('serves the sign-in page, on which the demo User signs in and lands on /dashboard', async () => {
    const { page, context } = await newPage(browser, url);
    await page.goto('/');
    await page.waitForURL('**/sign-in');
    await page.getByText('Excellence Through Measurement').waitFor();
    const demoUser = DEMO_PEOPLE.user;
    expect(demoUser.email).toBe('user@demo.example');
    await page.getByLabel('Email').fill(demoUser.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_USER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(`Welcome, ${demoUser.name}`).waitFor();
    expect(await page.getByTestId('active-client').textContent()).toBe(DEMO_ORG_NAME);
    await context.close();
  });

  it('the demo Admin signs in with the second-factor code printed on its own line', async () => {
    const { page, context } = await newPage(browser, url);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(DEMO_ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/sign-in/2fa');
    const [, code] = await app.waitForOutput(new RegExp(`MAIL to ${DEMO_ADMIN_EMAIL.replace('.', '\\.')}:.*\\n  CODE (\\d{6})\\n`), 20_000);
    await page.getByLabel('Verification code').fill(code ?? '');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});

describe('npm start in production without JWT_SECRET', () => {
  it('refuses to start and says why', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fel-start-up-'));
    const port = await freePort();
    const app = startAppProcess('npm', ['start'], { DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production' });
    try {
      const code = await app.exited();
      expect(code).not.toBe(0);
      expect(app.output()).toContain('JWT_SECRET: required when NODE_ENV=production (32+ characters)');
      expect(app.output()).not.toContain('FEL Assess is running');
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      await app.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm start in production on an empty database without SEED_ADMIN_*', () => {
  it('refuses to create the published demo Admin', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fel-start-up-'));
    const port = await freePort();
    const app = startAppProcess('npm', ['start'], {
      DATA_DIR: dataDir,
      PORT: String(port),
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      DATA_ENCRYPTION_KEY: '8c1f4e2a9b7d3c605e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f',
      MAIL_LOG_ONLY: '1',
    });
    try {
      const code = await app.exited();
      expect(code).not.toBe(0);
      expect(app.output()).toContain('SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD: both required to create the first Admin when NODE_ENV=production');
      expect(app.output()).not.toContain('FEL Assess is running');
    } finally {
      await app.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
