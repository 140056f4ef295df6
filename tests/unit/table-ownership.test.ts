import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema/index.ts';

// Each table is owned by one module: only that module's *.queries.ts files import it. Cross-table read
// models may live in server/modules/read-models/, which reads any table and writes none. The database
// layer itself (server/db: schema, seed, migrations) is not a module.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const OWNER: Record<string, string> = {
  organizations: 'server/modules/organizations/',
  celAssignments: 'server/modules/organizations/',
  users: 'server/modules/users/',
  sessions: 'server/modules/auth/',
  refreshTokens: 'server/modules/auth/',
  secondFactorCodes: 'server/modules/auth/',
  authThrottles: 'server/modules/auth/',
  totpFactors: 'server/modules/auth/',
  recoveryCodes: 'server/modules/auth/',
  webauthnCredentials: 'server/modules/auth/',
  webauthnChallenges: 'server/modules/auth/',
  projects: 'server/modules/projects/',
  teamMembers: 'server/modules/projects/',
  projectSites: 'server/modules/projects/',
  answers: 'server/modules/questionnaire/',
  answerHistory: 'server/modules/questionnaire/',
  answerEvidence: 'server/modules/questionnaire/',
  gapActions: 'server/modules/questionnaire/',
  deliverables: 'server/modules/register/',
  dataMigrations: 'server/db/',
  reports: 'server/modules/reports/',
  reportLatest: 'server/modules/reports/',
  reportTotals: 'server/modules/reports/',
  reviewMarks: 'server/modules/reports/',
  apiTokens: 'server/modules/api-tokens/',
  auditEvents: 'server/modules/audit/',
  mailOutbox: 'server/mail/',
  siteSettings: 'server/modules/settings/',
  providerMetrics: 'server/modules/metrics/',
  gateDecisions: 'server/modules/outcomes/',
  closeOuts: 'server/modules/outcomes/',
  outcomeHistory: 'server/modules/outcomes/',
  outcomePooling: 'server/modules/outcomes/',
  ssoConnections: 'server/modules/sso/',
  ssoGroupRoles: 'server/modules/sso/',
  ssoIdentities: 'server/modules/sso/',
  ssoLoginStates: 'server/modules/sso/',
  ssoDomains: 'server/modules/sso/',
  scimDeactivations: 'server/modules/sso/',
  samlAssertions: 'server/modules/sso/',
};

const READ_MODELS = 'server/modules/read-models/';

/**
 * Imports not yet where they belong, each with its reason. Remove a line once its file is fixed; the test
 * also fails when a listed import is gone, so the list only shrinks.
 */
const EXCEPTIONS: Record<string, string[]> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The tables a file imports as values from server/db/schema (type-only imports do not count). */
function importedTables(file: string, tables: ReadonlySet<string>): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const names = [...text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'[^']*db\/schema(?:\/[^']*)?'/g)].flatMap((m) =>
    m[1] ? [] : (m[2] ?? '').split(',').map((n) => n.trim()).filter((n) => n !== '' && !n.startsWith('type ')),
  );
  return names.map((n) => n.split(/\s+as\s+/)[0] ?? n).filter((n) => tables.has(n));
}

const tableNames = new Set(Object.entries(schema).filter(([, value]) => is(value, PgTable)).map(([name]) => name));
const files = sourceFiles('server').filter((f) => !f.startsWith('server/db/'));

describe('table ownership', () => {
  it('every table of the schema has an owning module', () => {
    expect([...tableNames].filter((t) => !OWNER[t])).toEqual([]);
  });

  it('tables are imported only by their owner’s *.queries.ts (or the read models, or a listed exception)', () => {
    const strays: string[] = [];
    for (const file of files) {
      const allowed = new Set(EXCEPTIONS[file] ?? []);
      for (const table of importedTables(file, tableNames)) {
        const owned = file.startsWith(OWNER[table] ?? '\0') && file.endsWith('.queries.ts');
        if (!owned && !file.startsWith(READ_MODELS) && !allowed.has(table)) strays.push(`${file}: ${table}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('every listed exception is still needed', () => {
    const stale = Object.entries(EXCEPTIONS).flatMap(([file, tables]) => {
      const imported = new Set(importedTables(file, tableNames));
      return tables.filter((t) => !imported.has(t)).map((t) => `${file}: ${t}`);
    });
    expect(stale).toEqual([]);
  });

  it('the read models write nothing', () => {
    const writers = files.filter((f) => f.startsWith(READ_MODELS) && /\.(insert|update|delete)\(/.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(writers.map((f) => relative(ROOT, join(ROOT, f)))).toEqual([]);
  });
});
