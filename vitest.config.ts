import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// unit: pure modules; integration: the real server over HTTP on PostgreSQL, with a real SMTP server;
// e2e: the built client in Debian's Chromium against the real server.
/** UTC+13 in the southern summer (across the date line from most), UTC−8/−7, and a half-hour offset. */
const TIME_ZONES = ['Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata'];

export default defineConfig({
  // graphql has no exports map: Node (the server in production, and every dependency here) loads its CommonJS
  // build, where vite's resolver would give the tests' own imports its ESM build, a second copy whose
  // functions refuse the schema the first one built ("from another module or realm").
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      // The date formatter again, in time zones far from the machine's (its workers get TZ; Node applies it):
      // a day written a day off, or an instant in UTC, shows in one of them. `--project 'unit*'` runs all.
      ...TIME_ZONES.map((zone) => ({
        extends: true as const,
        test: { name: `unit-tz-${zone.split('/')[1]?.toLowerCase() ?? zone}`, include: ['tests/unit/dates.test.ts'], environment: 'node', env: { TZ: zone } },
      })),
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-build.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
