import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { users } from '../../../server/db/schema/index.ts';
import { type ActorName, adminSuite } from '../../support/admin-actors.ts';
import { createUser, type TestUser } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { clientAs, lastAudit } from '../../support/sessions.ts';

// The Users table's bulk Activate / Deactivate: one mutation, the single action's rules for every user,
// all or nothing.

const suite = adminSuite();

const BULK = `mutation($input: SetUsersActiveInput!) { setUsersActive(input: $input) { users { key status active } errors { message code } } }`;
const statuses = async (list: TestUser[]) => {
  const rows = await suite.app.db.select({ id: users.id, status: users.status }).from(users).where(inArray(users.id, list.map((u) => u.id)));
  return list.map((u) => rows.find((r) => r.id === u.id)?.status);
};
const twoOf = async (org = suite.actors.org, status: 'active' | 'pending' | 'inactive' = 'active') => [
  await createUser(suite.app.db, { role: ROLE.USER, org, status }),
  await createUser(suite.app.db, { role: ROLE.POWER_USER, org, status }),
];

describe('setUsersActive (bulk Activate / Deactivate)', () => {
  it('deactivates several users in one call (their sessions end) and activates them again', async () => {
    const targets = await twoOf();
    const session = await clientAs(suite.app, targets[0]!);
    const off = await suite.actors.as.clientAdmin.graphql(BULK, { input: { keys: targets.map((u) => u.id), active: false } });
    expect(pick(off.data, 'setUsersActive.errors')).toEqual([]);
    expect(pick(off.data, 'setUsersActive.users')).toEqual(targets.map((u) => ({ key: u.id, status: 'inactive', active: false })));
    expect(await statuses(targets)).toEqual(['inactive', 'inactive']);
    expect((await session.get('/api/user/')).status).toBe(401);
    expect(await lastAudit(suite.app, targets[1]!.id, 'user.deactivate')).toMatchObject({ actorUserId: suite.actors.users.clientAdmin.id });

    const on = await suite.actors.as.admin.graphql(BULK, { input: { keys: targets.map((u) => u.id), active: true } });
    expect(pick(on.data, 'setUsersActive.errors')).toEqual([]);
    expect(await statuses(targets)).toEqual(['active', 'active']);
  });

  it('activating pending registrations approves them and emails each one', async () => {
    const pending = await twoOf(suite.actors.org, 'pending');
    const res = await suite.actors.as.poc.graphql(BULK, { input: { keys: pending.map((u) => u.id), active: true } });
    expect(pick(res.data, 'setUsersActive.errors')).toEqual([]);
    expect(await statuses(pending)).toEqual(['active', 'active']);
    for (const user of pending) {
      await suite.app.mailbox.waitFor(user.email, (m) => m.subject === 'Your FEL Assess account is approved');
      expect(await lastAudit(suite.app, user.id, 'user.approve')).toMatchObject({ actorUserId: suite.actors.users.poc.id });
    }
  });

  it('only user managers of the organization and Admins may; the others are refused and nothing changes', async () => {
    const targets = await twoOf();
    const refused: [ActorName, string][] = [
      ['ipaCel', 'FORBIDDEN'],
      ['ipaOther', 'FORBIDDEN'],
      ['user', 'FORBIDDEN'],
      ['superUser', 'FORBIDDEN'],
      ['powerUser', 'FORBIDDEN'],
      ['otherClientAdmin', 'NOT_FOUND'],
    ];
    for (const [actor, code] of refused) {
      const res = await suite.actors.as[actor].graphql(BULK, { input: { keys: targets.map((u) => u.id), active: false } });
      expect(res.errors?.[0]?.extensions?.code, actor).toBe(code);
    }
    const anonymous = await suite.app.client().graphql(BULK, { input: { keys: targets.map((u) => u.id), active: false } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await statuses(targets)).toEqual(['active', 'active']);
  });

  it('one user of another organization in the list: not found, and no user of the list changes', async () => {
    const own = await twoOf();
    const [foreign] = await twoOf(suite.actors.otherOrg);
    const res = await suite.actors.as.clientAdmin.graphql(BULK, { input: { keys: [own[0]!.id, foreign!.id, own[1]!.id], active: false } });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(res.errors?.[0]?.message).toBe('User not found');
    expect(JSON.stringify(res)).not.toContain(foreign!.email);
    expect(await statuses([...own, foreign!])).toEqual(['active', 'active', 'active']);
    // The provider Admin manages both organizations.
    const admin = await suite.actors.as.admin.graphql(BULK, { input: { keys: [own[0]!.id, foreign!.id], active: false } });
    expect(pick(admin.data, 'setUsersActive.errors')).toEqual([]);
    expect(await statuses([own[0]!, foreign!])).toEqual(['inactive', 'inactive']);
  });

  it('bad input is refused with a clear message and changes nothing', async () => {
    const targets = await twoOf();
    const self = await suite.actors.as.clientAdmin.graphql(BULK, { input: { keys: [targets[0]!.id, suite.actors.users.clientAdmin.id], active: false } });
    expect(pick(self.data, 'setUsersActive.errors')).toEqual([{ message: 'You cannot deactivate your own account.', code: 'BAD_INPUT' }]);
    expect(await statuses(targets)).toEqual(['active', 'active']);
    const [me] = await suite.app.db.select({ status: users.status }).from(users).where(eq(users.id, suite.actors.users.clientAdmin.id));
    expect(me?.status).toBe('active');

    const none = await suite.actors.as.admin.graphql(BULK, { input: { keys: [], active: false } });
    expect(pick(none.data, 'setUsersActive.errors')).toEqual([{ message: 'Choose at least one user', code: 'BAD_INPUT' }]);
    const tooMany = await suite.actors.as.admin.graphql(BULK, { input: { keys: Array.from({ length: 101 }, () => targets[0]!.id), active: false } });
    expect(pick(tooMany.data, 'setUsersActive.errors')).toEqual([{ message: 'At most 100 users at a time', code: 'BAD_INPUT' }]);
    const notAKey = await suite.actors.as.admin.graphql(BULK, { input: { keys: ['not-a-key'], active: false } });
    expect(notAKey.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const wrongType = await suite.actors.as.admin.graphql(BULK, { input: { keys: targets[0]!.id, active: 'off' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.errors?.[0]?.message).toContain('Boolean');
    expect(await statuses(targets)).toEqual(['active', 'active']);
  });
});
