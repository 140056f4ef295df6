import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { type ActorName, adminSuite } from '../../support/admin-actors.ts';
import { createUser, unique } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';

const suite = adminSuite();

const COUNT = `{ viewer { pendingApprovals } }`;
const LIST = `query($filter: UserFilter) { adminUsers(filter: $filter, pageSize: 100) { total nodes { name status } } }`;
const APPROVE = `mutation($key: ID!) { setUserActive(input: { key: $key, active: true }) { user { status } errors { message } } }`;

describe('registrations waiting for approval', () => {
  it('counts the pending users each viewer may approve, filters the list to them, and an approval takes one off', async () => {
    const count = async (who: ActorName) => pick((await suite.actors.as[who].graphql(COUNT)).data, 'viewer.pendingApprovals');
    const adminBefore = await count('admin');
    const name = unique('Waiting');
    const waiting = await createUser(suite.app.db, { role: ROLE.USER, org: suite.actors.org, status: 'pending', name });
    await createUser(suite.app.db, { role: ROLE.USER, org: suite.actors.otherOrg, status: 'pending' });

    expect(await count('admin')).toBe(Number(adminBefore) + 2);
    // A client's user managers count their own organization's only; who manages no users sees 0.
    expect(await count('clientAdmin')).toBe(1);
    expect(await count('poc')).toBe(1);
    expect(await count('otherClientAdmin')).toBe(1);
    expect(await count('user')).toBe(0);
    expect(await count('superUser')).toBe(0);

    const pending = await suite.actors.as.clientAdmin.graphql(LIST, { filter: { status: 'pending' } });
    expect(pick(pending.data, 'adminUsers.nodes')).toEqual([{ name, status: 'pending' }]);
    const bad = await suite.actors.as.clientAdmin.graphql(LIST, { filter: { status: 'asleep' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const approved = await suite.actors.as.clientAdmin.graphql(APPROVE, { key: waiting.id });
    expect(pick(approved.data, 'setUserActive.user.status')).toBe('active');
    expect(await count('clientAdmin')).toBe(0);
    expect(await count('otherClientAdmin')).toBe(1);
    expect(pick((await suite.actors.as.clientAdmin.graphql(LIST, { filter: { status: 'pending' } })).data, 'adminUsers.total')).toBe(0);
  });
});
