import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/client.ts';
import { answers, closeOuts, gateDecisions, projects, projectSites, reports, teamMembers, users } from '../../../server/db/schema/index.ts';
import { bandOf2 } from '../../../server/modules/scoring/method2.ts';
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
      const all = await database.db.select().from(projects).orderBy(projects.name);
      // Labelled demo data: counted inside the demo organization only, never in a provider pool.
      expect(all.every((p) => p.isDemo)).toBe(true);
      const rows = all.filter((p) => ['North Works boiler replacement', 'Riverside cooling water upgrade'].includes(p.name));
      expect(rows.map((p) => [p.name, p.fel20])).toEqual([
        ['North Works boiler replacement', false],
        ['Riverside cooling water upgrade', true],
      ]);
      for (const p of rows) {
        const stored = await database.db.select().from(answers).where(eq(answers.projectId, p.id));
        expect(stored.length).toBeGreaterThan(0);
        for (const a of stored) expect(questionByCode(a.questionCode)?.phase, a.questionCode).toBe(a.phase);
        expect((await database.db.select().from(teamMembers).where(eq(teamMembers.projectId, p.id))).length).toBeGreaterThan(0);
        expect((await database.db.select().from(projectSites).where(eq(projectSites.projectId, p.id))).length).toBe(1);
      }
      // A saved FEL 2 report of the fully answered project, so the dashboard shows an FEL Index.
      const saved = (await database.db.select().from(reports)).filter((r) => r.phase === 'fel2');
      expect(saved.map((r) => [r.projectId, r.phase])).toEqual([[rows[1]?.id, 'fel2']]);
      expect(pick(saved[0]?.snapshot, 'felIndex')).toBeGreaterThanOrEqual(3);
      const questions = pick(saved[0]?.snapshot, 'questions');
      expect(Array.isArray(questions) ? questions.length : 0).toBe(questionsFor('fel2').length);
    } finally {
      await database.close();
    }
  });

  it("with demo data: a dozen closed projects signed off by the CEL, decided and built over the bands, and three more in progress, so the outcomes view is filled", async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await database.migrate();
      await seedIfEmpty(database.db, configWith('1'), createPasswordHasher('fast'));
      const all = await database.db.select().from(projects);
      expect(all).toHaveLength(17);
      const closed = all.filter((p) => p.finalizedAt !== null);
      expect(closed).toHaveLength(12);
      const signed = await database.db.select().from(reports).where(eq(reports.reviewState, 'signed_off'));
      expect(new Set(signed.map((r) => r.projectId))).toEqual(new Set(closed.map((p) => p.id)));
      // The reviewer is the CEL, never on the closed projects' teams; the reports precede the decisions.
      const [cel] = await database.db.select().from(users).where(eq(users.email, 'cel@provider.example'));
      expect(signed.every((r) => r.reviewerUserId === cel?.id && r.signedOffAt !== null)).toBe(true);
      const team = await database.db.select().from(teamMembers);
      expect(team.some((m) => m.email === cel?.email)).toBe(false);
      // Spread over the bands of their FEL Index (uncapped): at least four bands hold a closed project.
      const bands = new Set(signed.map((r) => bandOf2(r.felIndex)));
      expect(bands.size).toBeGreaterThanOrEqual(4);
      const decisions = await database.db.select().from(gateDecisions);
      expect(decisions.length).toBeGreaterThanOrEqual(12);
      const reportDates = new Map(signed.map((r) => [r.id, r.createdAt.toISOString().slice(0, 10)]));
      for (const d of decisions) expect(d.decidedOn >= (reportDates.get(d.reportId) ?? '9999')).toBe(true);
      expect(await database.db.select().from(closeOuts)).toHaveLength(12);
      // In progress: both phases, partly answered, no report.
      const open = all.filter((p) => p.finalizedAt === null);
      expect(open).toHaveLength(5);
      expect(open.some((p) => p.fel20) && open.some((p) => !p.fel20)).toBe(true);
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
