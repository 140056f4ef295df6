// The client organization every bench starts from (a licence that began ten days ago and runs for
// another 300, subscription 2, one plant), its viewer, and signing in.
import { randomUUID } from 'node:crypto';
import { ROLE } from '../../common/roles.ts';
import { DEMO_USER_PASSWORD } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { organizations, users } from '../../server/db/schema/index.ts';
import { newLicenseKey } from '../../server/db/seed.ts';

/** The date `offset` days from today, as YYYY-MM-DD. */
export const benchDay = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);

export async function insertBenchOrganization(db: Database['db'], name: string) {
  const [org] = await db
    .insert(organizations)
    .values({ name, licenseKey: newLicenseKey(), licenseCreate: benchDay(-10), licenseDue: benchDay(300), subscription: 2, plantNames: ['Main plant'] })
    .returning();
  if (!org) throw new Error('organization not created');
  return org;
}

/** A Super User of the organization (sees every project), with the demo password. */
export async function insertBenchViewer(db: Database['db'], p: { organizationId: string; passwordHash: string; name?: string; email?: string }) {
  const [viewer] = await db
    .insert(users)
    .values({
      organizationId: p.organizationId,
      name: p.name ?? 'Bench Viewer',
      email: p.email ?? `viewer-${randomUUID().slice(0, 6)}@bench.example`,
      passwordHash: p.passwordHash,
      userType: ROLE.SUPER_USER,
    })
    .returning();
  if (!viewer) throw new Error('viewer not created');
  return viewer;
}

/** Signs in through the legacy path (no second factor for client roles) and answers the access token. */
export async function benchSignIn(baseUrl: string, email: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_USER_PASSWORD }),
  });
  const access: unknown = ((await login.json()) as { access?: unknown }).access;
  if (typeof access !== 'string') throw new Error(`signing in as ${email} failed (${login.status})`);
  return access;
}
