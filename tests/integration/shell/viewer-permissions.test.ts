import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, type Role } from '../../../common/roles.ts';
import { assignCel, createOrganization, createUser, makePoc } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// What the server tells the client each viewer may do: the shell's links and route guards follow these
// fields, never role numbers (DOMAIN.md §5).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const PERMISSIONS = `{ viewer { permissions { viewerCanManageUsers viewerCanSeeAdminScreens viewerCanManageOrganizations
  viewerCanManageProviderSettings viewerCanSeeProviderMetrics viewerCanImpersonate } } }`;

type Expected = [users: boolean, adminScreens: boolean, organizations: boolean, providerSettings: boolean, providerMetrics: boolean, impersonate: boolean];
type Case = [label: string, role: Role, extra: { poc?: boolean; cel?: boolean }, expected: Expected];

const cases: Case[] = [
  ['Admin', ROLE.ADMIN, {}, [true, true, true, true, true, true]],
  ['IPA User, CEL of a client', ROLE.IPA_USER, { cel: true }, [false, true, false, false, true, true]],
  ['IPA User, CEL of no client', ROLE.IPA_USER, {}, [false, true, false, false, true, false]],
  ['Client Admin', ROLE.CLIENT_ADMIN, {}, [true, false, false, false, false, false]],
  ['User', ROLE.USER, {}, [false, false, false, false, false, false]],
  ['User who is the point of contact', ROLE.USER, { poc: true }, [true, false, false, false, false, false]],
  ['Super User', ROLE.SUPER_USER, {}, [false, false, false, false, false, false]],
  ['Power User', ROLE.POWER_USER, {}, [false, false, false, false, false, false]],
];

describe('viewer permissions per role', () => {
  it.each(cases)('%s', async (_label, role, extra, expected) => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role, ...(role === ROLE.ADMIN || role === ROLE.IPA_USER ? {} : { org }) });
    if (extra.poc) await makePoc(app.db, org, user);
    if (extra.cel) await assignCel(app.db, org, user);
    const client = await signIn(app, user);
    const res = await client.graphql(PERMISSIONS);
    const [users, adminScreens, organizations, providerSettings, providerMetrics, impersonate] = expected;
    expect(pick(res.data, 'viewer.permissions')).toEqual({
      viewerCanManageUsers: users,
      viewerCanSeeAdminScreens: adminScreens,
      viewerCanManageOrganizations: organizations,
      viewerCanManageProviderSettings: providerSettings,
      viewerCanSeeProviderMetrics: providerMetrics,
      viewerCanImpersonate: impersonate,
    });
  });

  it('anonymous callers have no viewer (and so no permissions)', async () => {
    const res = await app.client().graphql(PERMISSIONS);
    expect(res.errors).toBeUndefined();
    expect(pick(res.data, 'viewer')).toBeNull();
  });
});
