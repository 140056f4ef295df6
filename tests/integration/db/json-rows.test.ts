import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client.ts';
import { jsonRowCodec } from '../../../server/db/json-rows.ts';
import { projects, users } from '../../../server/db/schema/index.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { createProject } from '../../support/projects.ts';
import { openTestDatabase } from '../../support/test-database.ts';
import { ROLE } from '../../../common/roles.ts';

// The dashboard reads its page's projects and owners as JSON arrays (server/db/json-rows.ts). A row read
// that way must be exactly the row drizzle's own select gives: same keys, same values, timestamps as
// Dates to the millisecond, nulls as nulls. Checked for every table read that way, with every nullable
// column filled and empty.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

describe('a row read as a JSON array', () => {
  it('is the row drizzle selects, for projects and users, with nullable columns set and null', async () => {
    const db = database.db;
    const org = await createOrganization(db);
    const owner = await createUser(db, { role: ROLE.USER, org });
    const bare = await createProject(db, { org, owner, name: `JSON bare ${Date.now()}` });
    const full = await createProject(db, {
      org,
      owner,
      name: `JSON full ${Date.now()}`,
      costRange: '1to5m',
      projectType: 'revamp',
      gateDate: '2027-03-31',
      statusfel3: 2,
      finalizedAt: new Date('2026-11-26T02:03:37.267Z'),
      finalizedBy: owner.id,
      createdBy: owner.id,
    });
    await db.execute(sql`update ${users} set last_login = now(), impersonated_organization_id = ${org.id} where ${users.id} = ${owner.id}`);

    const projectCodec = jsonRowCodec(projects);
    for (const project of [bare, full]) {
      const [own] = await db.select().from(projects).where(eq(projects.id, project.id));
      const [viaJson] = await db.select({ values: projectCodec.array }).from(projects).where(eq(projects.id, project.id));
      expect(viaJson && projectCodec.decode(viaJson.values)).toEqual(own);
    }
    expect(full.gateDate).toBe('2027-03-31');

    const userCodec = jsonRowCodec(users);
    const [ownUser] = await db.select().from(users).where(eq(users.id, owner.id));
    const [userJson] = await db.select({ values: userCodec.array }).from(users).where(eq(users.id, owner.id));
    const decoded = userJson && userCodec.decode(userJson.values);
    expect(decoded).toEqual(ownUser);
    expect(decoded?.lastLogin).toBeInstanceOf(Date);
  });
});
