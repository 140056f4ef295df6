import { afterAll, beforeAll } from 'vitest';
import type { OrganizationRow } from '../../server/modules/organizations/organizations.queries.ts';
import type { ApiClient } from './api-client.ts';
import { assignCel, createOrganization, createUser, makePoc, type TestUser } from './factories.ts';
import { clientAs } from './sessions.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { ROLE } from '../../common/roles.ts';

export const ACTOR_NAMES = ['admin', 'ipaCel', 'ipaOther', 'clientAdmin', 'poc', 'user', 'superUser', 'powerUser', 'otherClientAdmin'] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

export type Actors = {
  /** The client the actors belong to (the IPA User ipaCel is its CEL). */
  org: OrganizationRow;
  /** Another client, with its own Client Admin. */
  otherOrg: OrganizationRow;
  users: Record<ActorName, TestUser>;
  /** Signed-in API clients, one per actor. */
  as: Record<ActorName, ApiClient>;
};

/**
 * One client organization with a user of every role (and a plain User as its POC), an IPA User that is
 * its CEL and one that is not, a provider Admin, and another client with its own Client Admin.
 */
export async function createActors(app: TestApp): Promise<Actors> {
  const org = await createOrganization(app.db);
  const otherOrg = await createOrganization(app.db);
  const users: Record<ActorName, TestUser> = {
    admin: await createUser(app.db, { role: ROLE.ADMIN }),
    ipaCel: await createUser(app.db, { role: ROLE.IPA_USER }),
    ipaOther: await createUser(app.db, { role: ROLE.IPA_USER }),
    clientAdmin: await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org }),
    poc: await createUser(app.db, { role: ROLE.USER, org }),
    user: await createUser(app.db, { role: ROLE.USER, org }),
    superUser: await createUser(app.db, { role: ROLE.SUPER_USER, org }),
    powerUser: await createUser(app.db, { role: ROLE.POWER_USER, org }),
    otherClientAdmin: await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org: otherOrg }),
  };
  await makePoc(app.db, org, users.poc);
  await assignCel(app.db, org, users.ipaCel);
  const as: Record<ActorName, ApiClient> = {
    admin: await clientAs(app, users.admin),
    ipaCel: await clientAs(app, users.ipaCel),
    ipaOther: await clientAs(app, users.ipaOther),
    clientAdmin: await clientAs(app, users.clientAdmin),
    poc: await clientAs(app, users.poc),
    user: await clientAs(app, users.user),
    superUser: await clientAs(app, users.superUser),
    powerUser: await clientAs(app, users.powerUser),
    otherClientAdmin: await clientAs(app, users.otherClientAdmin),
  };
  return { org: { ...org, pocUserId: users.poc.id }, otherOrg, users, as };
}

/** A test file's app with its admin actors (available once the file's beforeAll has run). */
export type AdminSuite = { readonly app: TestApp; readonly actors: Actors };

/**
 * Starts a test app with the admin actors before the file's tests and closes it after them (register it
 * first: later afterAll hooks still find the app open).
 */
export function adminSuite(): AdminSuite {
  let app: TestApp | null = null;
  let actors: Actors | null = null;
  beforeAll(async () => {
    app = await startTestApp();
    actors = await createActors(app);
  });
  afterAll(async () => app?.close());
  const ready = <T>(value: T | null): T => {
    if (value === null) throw new Error('adminSuite: the app starts in beforeAll; use it inside hooks and tests');
    return value;
  };
  return {
    get app() {
      return ready(app);
    },
    get actors() {
      return ready(actors);
    },
  };
}
