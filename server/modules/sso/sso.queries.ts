import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { samlAssertions, ssoConnections, ssoDomains, ssoGroupRoles, ssoIdentities, ssoLoginStates } from '../../db/schema/index.ts';

// The sso module's tables (server/db/schema/sso.ts); only this file imports them.

export type SsoConnectionRow = typeof ssoConnections.$inferSelect;
export type SsoConnectionChanges = Partial<Omit<typeof ssoConnections.$inferInsert, 'organizationId'>>;
export type SsoGroupRoleRow = typeof ssoGroupRoles.$inferSelect;
export type SsoDomainRow = typeof ssoDomains.$inferSelect;
export type SsoLoginStateRow = typeof ssoLoginStates.$inferSelect;

export async function findConnection(db: Db, organizationId: string): Promise<SsoConnectionRow | null> {
  const [row] = await db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, organizationId)).limit(1);
  return row ?? null;
}

/** Locks an organization's connection for a change (null when it has none yet). */
export async function lockConnection(db: Db, organizationId: string): Promise<SsoConnectionRow | null> {
  const [row] = await db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, organizationId)).for('update').limit(1);
  return row ?? null;
}

export async function upsertConnection(db: Db, values: typeof ssoConnections.$inferInsert): Promise<SsoConnectionRow> {
  const { organizationId, ...changes } = values;
  const [row] = await db.insert(ssoConnections).values(values).onConflictDoUpdate({ target: ssoConnections.organizationId, set: changes }).returning();
  if (!row) throw new Error(`sso connection upsert of ${organizationId} returned no row`);
  return row;
}

export async function updateConnection(db: Db, organizationId: string, changes: SsoConnectionChanges): Promise<SsoConnectionRow | null> {
  const [row] = await db.update(ssoConnections).set(changes).where(eq(ssoConnections.organizationId, organizationId)).returning();
  return row ?? null;
}

export async function listGroupRoles(db: Db, organizationId: string): Promise<SsoGroupRoleRow[]> {
  return db.select().from(ssoGroupRoles).where(eq(ssoGroupRoles.organizationId, organizationId)).orderBy(asc(ssoGroupRoles.groupName));
}

export async function replaceGroupRoles(db: Db, organizationId: string, rows: readonly { groupName: string; role: number }[]): Promise<void> {
  await db.delete(ssoGroupRoles).where(eq(ssoGroupRoles.organizationId, organizationId));
  if (rows.length > 0) await db.insert(ssoGroupRoles).values(rows.map((r) => ({ organizationId, ...r })));
}

export async function insertLoginState(db: Db, row: SsoLoginStateRow): Promise<void> {
  await db.insert(ssoLoginStates).values(row);
}

/** Takes a sign-in under way: deleted as it is read, so a state works once; null when unknown or expired. */
export async function takeLoginState(db: Db, state: string, now: Date): Promise<SsoLoginStateRow | null> {
  const [row] = await db.delete(ssoLoginStates).where(eq(ssoLoginStates.state, state)).returning();
  return row && row.expiresAt > now ? row : null;
}

/** Forgets sign-ins that never came back. */
export async function deleteExpiredLoginStates(db: Db, now: Date): Promise<void> {
  await db.delete(ssoLoginStates).where(lt(ssoLoginStates.expiresAt, now));
}

export async function findIdentity(db: Db, p: { organizationId: string; issuer: string; subject: string }) {
  const [row] = await db
    .select()
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.organizationId, p.organizationId), eq(ssoIdentities.issuer, p.issuer), eq(ssoIdentities.subject, p.subject)))
    .limit(1);
  return row ?? null;
}

/** The identity a user has at its organization's provider, if any. */
export async function findIdentityOfUser(db: Db, p: { organizationId: string; userId: string }) {
  const [row] = await db.select().from(ssoIdentities).where(and(eq(ssoIdentities.organizationId, p.organizationId), eq(ssoIdentities.userId, p.userId))).limit(1);
  return row ?? null;
}

export async function insertIdentity(db: Db, row: typeof ssoIdentities.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(ssoIdentities).values(row).onConflictDoNothing().returning({ userId: ssoIdentities.userId });
  return inserted.length > 0;
}

export async function findDomain(db: Db, domain: string): Promise<SsoDomainRow | null> {
  const [row] = await db.select().from(ssoDomains).where(eq(ssoDomains.domain, domain)).limit(1);
  return row ?? null;
}

export async function listDomains(db: Db, organizationId: string): Promise<SsoDomainRow[]> {
  return db.select().from(ssoDomains).where(eq(ssoDomains.organizationId, organizationId)).orderBy(asc(ssoDomains.domain));
}

/** Claims a domain; null when another claim holds it (one organization per domain). */
export async function insertDomain(db: Db, row: typeof ssoDomains.$inferInsert): Promise<SsoDomainRow | null> {
  const [inserted] = await db.insert(ssoDomains).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Marks the domain whose link carries this secret verified; null when no unverified claim has it. */
export async function verifyDomainByToken(db: Db, tokenHash: string, now: Date): Promise<SsoDomainRow | null> {
  const [row] = await db.update(ssoDomains).set({ verifiedAt: now, tokenHash: null }).where(eq(ssoDomains.tokenHash, tokenHash)).returning();
  return row ?? null;
}

export async function deleteDomain(db: Db, p: { organizationId: string; domain: string }): Promise<boolean> {
  const rows = await db.delete(ssoDomains).where(and(eq(ssoDomains.organizationId, p.organizationId), eq(ssoDomains.domain, p.domain))).returning();
  return rows.length > 0;
}

/** A verified domain's organization whose SSO is on (the sign-in card's "Continue with … SSO"). */
export async function findVerifiedSsoDomain(db: Db, domain: string): Promise<{ organizationId: string; enforced: boolean } | null> {
  const [row] = await db
    .select({ organizationId: ssoDomains.organizationId, enforced: ssoConnections.enforced })
    .from(ssoDomains)
    .innerJoin(ssoConnections, eq(ssoConnections.organizationId, ssoDomains.organizationId))
    .where(and(eq(ssoDomains.domain, domain), isNotNull(ssoDomains.verifiedAt), eq(ssoConnections.enabled, true)))
    .limit(1);
  return row ?? null;
}

/** Whether an organization enforces SSO (password sign-in and reset refused for its users). */
export async function ssoEnforced(db: Db, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ enforced: ssoConnections.enforced })
    .from(ssoConnections)
    .where(and(eq(ssoConnections.organizationId, organizationId), eq(ssoConnections.enforced, true)))
    .limit(1);
  return row?.enforced ?? false;
}

/** Remembers a SAML assertion until it expires; false when it was already used (a replay). */
export async function rememberSamlAssertion(db: Db, row: typeof samlAssertions.$inferInsert, now: Date): Promise<boolean> {
  await db.delete(samlAssertions).where(lt(samlAssertions.expiresAt, now));
  const inserted = await db.insert(samlAssertions).values(row).onConflictDoNothing().returning({ id: samlAssertions.assertionId });
  return inserted.length > 0;
}

/** A SAML request we sent this organization's identity provider and that has not come back yet (without taking it). */
export async function peekLoginState(db: Db, p: { state: string; organizationId: string }, now: Date): Promise<SsoLoginStateRow | null> {
  const [row] = await db
    .select()
    .from(ssoLoginStates)
    .where(and(eq(ssoLoginStates.state, p.state), eq(ssoLoginStates.organizationId, p.organizationId)))
    .limit(1);
  return row && row.expiresAt > now ? row : null;
}

/** Takes an organization's sign-in under way (used once); null when it has none with this state. */
export async function takeLoginStateOf(db: Db, p: { state: string; organizationId: string }): Promise<SsoLoginStateRow | null> {
  const [row] = await db
    .delete(ssoLoginStates)
    .where(and(eq(ssoLoginStates.state, p.state), eq(ssoLoginStates.organizationId, p.organizationId)))
    .returning();
  return row ?? null;
}
