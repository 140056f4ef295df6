import { ROLE } from '../../common/roles.ts';
import { sql } from 'drizzle-orm';
import { ConfigError, DEMO_USER_PASSWORD, type Config } from '../config.ts';
import type { PasswordHasher } from '../modules/auth/password-hasher.ts';
import { seedDemoClosedProjects } from './demo-closed-projects.ts';
import { seedDemoOutcomes } from './demo-outcomes.ts';
import { seedDemoProjects } from './demo-projects.ts';
import { seedDemoReport } from '../modules/reports/demo-report.ts';
import { newLicenseKey } from '../modules/organizations/licence.ts';
import type { Db } from './client.ts';
import { celAssignments, organizations, providerMetrics, siteSettings, users } from './schema/index.ts';

export const PROVIDER_ORG_NAME = 'FEL Assess Provider';
export { DEMO_ORG_NAME } from './seed-names.ts';
import { DEMO_ORG_NAME } from './seed-names.ts';

/** Demo client users, one per client role, by name (the seed gives each its part in the demo). */
export const DEMO_PEOPLE = {
  clientAdmin: { email: 'clientadmin@demo.example', name: 'Casey Client-Admin', userType: ROLE.CLIENT_ADMIN, label: 'Client Admin (POC)' },
  user: { email: 'user@demo.example', name: 'Uma User', userType: ROLE.USER, label: 'User' },
  superUser: { email: 'superuser@demo.example', name: 'Sam Super-User', userType: ROLE.SUPER_USER, label: 'Super User' },
  powerUser: { email: 'poweruser@demo.example', name: 'Pat Power-User', userType: ROLE.POWER_USER, label: 'Power User' },
} as const;
/** The demo client users in the order start-up prints them. */
export const DEMO_USERS = [DEMO_PEOPLE.clientAdmin, DEMO_PEOPLE.user, DEMO_PEOPLE.superUser, DEMO_PEOPLE.powerUser] as const;
/** The demo client's licence key (published like the demo passwords: sign-up takes it; printed at start-up). */
export const DEMO_LICENSE_KEY = 'DEMO-KEY2-FEL3-2026-TRY1';
export const DEMO_IPA_USER = { email: 'cel@provider.example', name: 'Chris CEL', label: 'IPA User (CEL of the demo client)' };

/** The demo client's licence key as it is now (an Admin may have made a new one), or null without demo data. */
export async function demoLicenseKey(db: Db): Promise<string | null> {
  const [demo] = await db
    .select({ key: organizations.licenseKey })
    .from(organizations)
    .where(sql`${organizations.name} = ${DEMO_ORG_NAME} and not ${organizations.isProvider}`)
    .limit(1);
  return demo?.key ?? null;
}

// Kept importable from here for the seed's callers; the organizations module owns it.
export { newLicenseKey };

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86400_000);

export type SeedResult = { seeded: boolean; demo: boolean };

/**
 * On an empty database: the provider organization, its Admin, site settings and provider metrics; with
 * demo data, a client organization with a valid licence, one user of each client role and a CEL.
 */
export async function seedIfEmpty(db: Db, config: Config, hasher: PasswordHasher, now = new Date()): Promise<SeedResult> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((count?.n ?? 0) > 0) return { seeded: false, demo: false };
  if (config.env === 'production' && !config.seedAdminGiven) {
    // The demo Admin's email and password are published in the README: never create them on a production database.
    throw new ConfigError('Invalid configuration:\n  SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD: both required to create the first Admin when NODE_ENV=production');
  }
  // Two hashes, made side by side: every demo user shares the one demo password's hash.
  const [adminHash, demoHash] = await Promise.all([hasher.hash(config.seedAdminPassword), config.demoData ? hasher.hash(DEMO_USER_PASSWORD) : null]);
  await db.transaction(async (tx) => {
    const [provider] = await tx
      .insert(organizations)
      .values({
        name: PROVIDER_ORG_NAME,
        isProvider: true,
        licenseKey: newLicenseKey(),
        licenseCreate: isoDay(now),
        licenseDue: '2099-12-31',
        subscription: 2,
        plantNames: ['Head office'],
      })
      .returning();
    if (!provider) throw new Error('provider organization not created');
    await tx.insert(users).values({
      organizationId: provider.id,
      name: 'Provider Admin',
      email: config.seedAdminEmail,
      passwordHash: adminHash,
      userType: ROLE.ADMIN,
      ipaUser: true,
      celCheck: true,
    });
    await tx.insert(siteSettings).values({ id: 1, year: now.getUTCFullYear() }).onConflictDoNothing();
    await tx.insert(providerMetrics).values({ id: 1 }).onConflictDoNothing();
    if (!demoHash) return;
    await tx
      .update(providerMetrics)
      .set({
        // Method 2: one 3–12 scale at both phases (a FEL 2 project is expected to sit in Fair or Poor).
        fel2bp: 6.5, fel2in: 8.1, site2bp: 2.1, site2in: 2.7, eng2bp: 2.2, eng2in: 2.8, pep2bp: 2.2, pep2in: 2.6,
        fel3bp: 4.5, fel3in: 6.2, site3bp: 1.4, site3in: 2.0, eng3bp: 1.5, eng3in: 2.1, pep3bp: 1.6, pep3in: 2.1,
        source: 'Demo figures for trying the product: not a benchmark study', asOf: now.toISOString().slice(0, 10),
      });
    const [demo] = await tx
      .insert(organizations)
      .values({
        name: DEMO_ORG_NAME,
        licenseKey: DEMO_LICENSE_KEY,
        licenseCreate: isoDay(addDays(now, -300)),
        licenseRenew: isoDay(addDays(now, -300)),
        licenseDue: isoDay(addDays(now, 365)),
        subscription: 2,
        notes: 'Demo organization created at first start.',
        plantNames: ['Riverside Plant', 'North Works'],
      })
      .returning();
    if (!demo) throw new Error('demo organization not created');
    const created = await tx
      .insert(users)
      .values(DEMO_USERS.map((u) => ({ organizationId: demo.id, name: u.name, email: u.email, passwordHash: demoHash, userType: u.userType })))
      .returning();
    const person = (p: { email: string }) => {
      const row = created.find((u) => u.email === p.email);
      if (!row) throw new Error(`demo user ${p.email} not created`);
      return row;
    };
    await tx.update(organizations).set({ pocUserId: person(DEMO_PEOPLE.clientAdmin).id }).where(sql`${organizations.id} = ${demo.id}`);
    const [cel] = await tx
      .insert(users)
      .values({ organizationId: provider.id, name: DEMO_IPA_USER.name, email: DEMO_IPA_USER.email, passwordHash: demoHash, userType: ROLE.IPA_USER, ipaUser: true, celCheck: true })
      .returning();
    if (cel) await tx.insert(celAssignments).values({ organizationId: demo.id, userId: cel.id });
    const people = { user: person(DEMO_PEOPLE.user), power: person(DEMO_PEOPLE.powerUser), superUser: person(DEMO_PEOPLE.superUser) };
    const demoProjects = await seedDemoProjects(tx, { organizationId: demo.id, plants: demo.plantNames, people, now });
    if (demoProjects) {
      const { fullyAnsweredFel2, reporter } = demoProjects;
      await seedDemoReport(tx, { project: fullyAnsweredFel2, author: { key: reporter.id, name: reporter.name }, now });
    }
    // The demo client's history: closed projects reviewed by the CEL, decided and built, and more in progress.
    if (cel) {
      const reportIds = await seedDemoClosedProjects(tx, { organizationId: demo.id, plants: demo.plantNames, owner: people.power, reviewer: cel, now });
      await seedDemoOutcomes(tx, { reportIds, recordedBy: people.power.id, today: now.toISOString().slice(0, 10) });
    }
  });
  return { seeded: true, demo: config.demoData };
}
