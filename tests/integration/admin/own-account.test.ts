import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { users } from '../../../server/db/schema/index.ts';
import { createOrganization, createUser, TEST_PASSWORD } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(async () => app?.close());

const UPDATE = `mutation($input: UpdateMyAccountInput!) { updateMyAccount(input: $input) { user { name } errors { field message } } }`;
const row = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];

describe('changing one’s own name and password while signed in', () => {
  for (const role of [ROLE.USER, ROLE.CLIENT_ADMIN, ROLE.ADMIN]) {
    it(`role ${role}: renames itself; the password changes only with the right current one and the rule met`, async () => {
      const org = role === ROLE.ADMIN ? undefined : await createOrganization(app.db);
      const me = await createUser(app.db, { role, ...(org ? { org } : {}) });
      const client = await signIn(app, me);

      const renamed = await client.graphql(UPDATE, { input: { key: me.id, name: 'New Name' } });
      expect(pick(renamed.data, 'updateMyAccount.user.name')).toBe('New Name');

      const before = (await row(me.id))?.passwordHash;
      const wrong = await client.graphql(UPDATE, { input: { key: me.id, name: 'New Name', currentPassword: 'not-my-password!', newPassword: 'A-new-password-2026!' } });
      expect(pick(wrong.data, 'updateMyAccount.errors')).toEqual([{ field: 'currentPassword', message: 'The current password is not correct.' }]);
      const missing = await client.graphql(UPDATE, { input: { key: me.id, name: 'New Name', newPassword: 'A-new-password-2026!' } });
      expect(pick(missing.data, 'updateMyAccount.errors')).toEqual([{ field: 'currentPassword', message: 'Required' }]);
      const weak = await client.graphql(UPDATE, { input: { key: me.id, name: 'New Name', currentPassword: TEST_PASSWORD, newPassword: 'short!' } });
      expect(pick(weak.data, 'updateMyAccount.errors.0.message')).toBe('Use at least 12 characters, including 1 symbol');
      const blank = await client.graphql(UPDATE, { input: { key: me.id, name: '  ' } });
      expect(pick(blank.data, 'updateMyAccount.errors.0.message')).toBe('Required');
      expect((await row(me.id))?.passwordHash).toBe(before);
      expect((await row(me.id))?.name).toBe('New Name');

      const changed = await client.graphql(UPDATE, { input: { key: me.id, name: 'New Name', currentPassword: TEST_PASSWORD, newPassword: 'A-new-password-2026!' } });
      expect(pick(changed.data, 'updateMyAccount.errors')).toEqual([]);
      expect((await row(me.id))?.passwordHash).not.toBe(before);
      // The new password signs in (provider staff would wait 30 s for a second code: the changed hash says enough).
      if (role !== ROLE.ADMIN) await signIn(app, { ...me, password: 'A-new-password-2026!' });
    });
  }

  it('refuses another user’s key as not found, even for an Admin, and changes nothing', async () => {
    const org = await createOrganization(app.db);
    const other = await createUser(app.db, { role: ROLE.USER, org, name: 'Left Alone' });
    for (const role of [ROLE.CLIENT_ADMIN, ROLE.ADMIN]) {
      const me = await createUser(app.db, role === ROLE.ADMIN ? { role } : { role, org });
      const client = await signIn(app, me);
      const res = await client.graphql(UPDATE, { input: { key: other.id, name: 'Hijacked', currentPassword: TEST_PASSWORD, newPassword: 'A-new-password-2026!' } });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await row(other.id))?.name).toBe('Left Alone');
    const anonymous = await app.client().graphql(UPDATE, { input: { key: other.id, name: 'Hijacked' } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
