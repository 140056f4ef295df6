import { randomUUID } from 'node:crypto';
import { isProviderRole } from '../../server/policies/roles.ts';
import { eq } from 'drizzle-orm';
import type { Role } from '../../common/roles.ts';
import type { Db } from '../../server/db/client.ts';
import { celAssignments, organizations, users, type UserStatus } from '../../server/db/schema/index.ts';
import { newLicenseKey } from '../../server/db/seed.ts';
import { createPasswordHasher } from '../../server/modules/auth/password-hasher.ts';
import type { OrganizationRow } from '../../server/modules/organizations/organizations.queries.ts';
import type { UserRow } from '../../server/modules/users/users.queries.ts';
import { ensureProviderOrganization } from './provider.ts';

// Each test builds its own organizations and users, so tests never depend on each other's data.

export const TEST_PASSWORD = 'Test-password-2026!';
const hasher = createPasswordHasher('fast');
let cachedHash: Promise<string> | null = null;
const passwordHash = (password: string) =>
  password === TEST_PASSWORD ? (cachedHash ??= hasher.hash(TEST_PASSWORD)) : hasher.hash(password);

export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86400_000).toISOString().slice(0, 10);

/** A client organization with a valid licence (override anything). */
export async function createOrganization(db: Db, overrides: Partial<typeof organizations.$inferInsert> = {}): Promise<OrganizationRow> {
  const [org] = await db
    .insert(organizations)
    .values({
      name: unique('Org'),
      licenseKey: newLicenseKey(),
      licenseCreate: day(-100),
      licenseRenew: day(-100),
      licenseDue: day(265),
      subscription: 2,
      plantNames: ['Plant A', 'Plant B'],
      ...overrides,
    })
    .returning();
  if (!org) throw new Error('organization not created');
  return org;
}

export type TestUser = UserRow & { password: string };

/** A user of an organization (the provider's when the role is Admin or IPA User and no org is given). */
export async function createUser(
  db: Db,
  p: { role: Role; org?: OrganizationRow; status?: UserStatus; password?: string; email?: string; name?: string; poOnly?: boolean; celCheck?: boolean },
): Promise<TestUser> {
  const org = p.org ?? (isProviderRole(p.role) ? await ensureProviderOrganization(db) : await createOrganization(db));
  const password = p.password ?? TEST_PASSWORD;
  const [user] = await db
    .insert(users)
    .values({
      organizationId: org.id,
      name: p.name ?? unique('User'),
      email: p.email ?? `${unique('user')}@example.com`.toLowerCase(),
      passwordHash: await passwordHash(password),
      userType: p.role,
      status: p.status ?? 'active',
      poOnly: p.poOnly ?? false,
      celCheck: p.celCheck ?? isProviderRole(p.role),
      ipaUser: isProviderRole(p.role),
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { ...user, password };
}

/** Makes a user the organization's point of contact. */
export async function makePoc(db: Db, org: OrganizationRow, user: UserRow): Promise<void> {
  await db.update(organizations).set({ pocUserId: user.id }).where(eq(organizations.id, org.id));
}

/** Assigns a provider user as CEL of an organization. */
export async function assignCel(db: Db, org: OrganizationRow, user: UserRow): Promise<void> {
  await db.insert(celAssignments).values({ organizationId: org.id, userId: user.id }).onConflictDoNothing();
}
