import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/client.ts';
import { answers, projects, projectSites, reports, teamMembers, users } from '../../../server/db/schema/index.ts';
import { seedIfEmpty } from '../../../server/db/seed.ts';
import { createPasswordHasher } from '../../../server/modules/auth/password-hasher.ts';
import { questionByCode, questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { pick } from '../../support/pick.ts';

// The seed of an empty database (its own embedded PostgreSQL, since the run's database is shared).

const configWith = (demo: string) =>
  loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'seed-test-secret-0123456789-0123456789', DEMO_DATA: demo, DATA_DIR: '/tmp/fel-seed-test', LOG_LEVEL: 'silent' });

describe('demo projects in the seed', () => {
  it('with demo data: two projects with team, sites and answers to real bank questions', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await database.migrate();
      await seedIfEmpty(database.db, configWith('1'), createPasswordHasher('fast'));
      const rows = await database.db.select().from(projects).orderBy(projects.name);
      // Labelled demo data: counted inside the demo organization only, never in a provider pool.
      expect(rows.map((p) => [p.name, p.fel20, p.isDemo])).toEqual([
        ['North Works boiler replacement', false, true],
        ['Riverside cooling water upgrade', true, true],
      ]);
      for (const p of rows) {
        const stored = await database.db.select().from(answers).where(eq(answers.projectId, p.id));
        expect(stored.length).toBeGreaterThan(0);
        for (const a of stored) expect(questionByCode(a.questionCode)?.phase, a.questionCode).toBe(a.phase);
        expect((await database.db.select().from(teamMembers).where(eq(teamMembers.projectId, p.id))).length).toBeGreaterThan(0);
        expect((await database.db.select().from(projectSites).where(eq(projectSites.projectId, p.id))).length).toBe(1);
      }
      // A saved FEL 2 report of the fully answered project, so the dashboard shows an FEL Index.
      const saved = await database.db.select().from(reports);
      expect(saved.map((r) => [r.projectId, r.phase])).toEqual([[rows[1]?.id, 'fel2']]);
      expect(pick(saved[0]?.snapshot, 'felIndex')).toBeGreaterThanOrEqual(3);
      const questions = pick(saved[0]?.snapshot, 'questions');
      expect(Array.isArray(questions) ? questions.length : 0).toBe(questionsFor('fel2').length);
    } finally {
      await database.close();
    }
  });

  it('in production: an empty database needs both SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD, and never gets demo users (embedded database too)', async () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: '3f9c1e7a5b2d8046f1a9c3e5b7d90a2c', DATA_ENCRYPTION_KEY: '8c1f4e2a9b7d3c605e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f', MAIL_LOG_ONLY: '1', DATA_DIR: '/tmp/fel-seed-test', LOG_LEVEL: 'silent' };
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await database.migrate();
      const half = loadConfig({ ...base, SEED_ADMIN_EMAIL: 'first-admin@provider.example' });
      await expect(seedIfEmpty(database.db, half, createPasswordHasher('fast'))).rejects.toThrow(/SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD: both required/);
      const full = loadConfig({ ...base, SEED_ADMIN_EMAIL: 'first-admin@provider.example', SEED_ADMIN_PASSWORD: 'A-real-admin-password-2026!' });
      expect(full.demoData).toBe(false);
      await seedIfEmpty(database.db, full, createPasswordHasher('fast'));
      expect((await database.db.select().from(users)).map((u) => u.email)).toEqual(['first-admin@provider.example']);
      expect(await database.db.select().from(projects)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('without demo data: no project', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await database.migrate();
      await seedIfEmpty(database.db, configWith('0'), createPasswordHasher('fast'));
      expect(await database.db.select().from(projects)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
