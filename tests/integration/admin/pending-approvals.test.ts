import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { type Actors, createActors } from '../../support/admin-actors.ts';
import { createUser, unique } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let app: TestApp;
let actors: Actors;
beforeAll(async () => {
  app = await startTestApp();
  actors = await createActors(app);
});
afterAll(async () => app?.close());

const COUNT = `{ viewer { pendingApprovals } }`;
const LIST = `query($filter: UserFilter) { adminUsers(filter: $filter, pageSize: 100) { total nodes { name status } } }`;
const APPROVE = `mutation($key: ID!) { setUserActive(input: { key: $key, active: true }) { user { status } errors { message } } }`;

describe('registrations waiting for approval', () => {
  it('counts the pending users each viewer may approve, filters the list to them, and an approval takes one off', async () => {
    const count = async (who: keyof Actors['as']) => pick((await actors.as[who].graphql(COUNT)).data, 'viewer.pendingApprovals');
    const adminBefore = await count('admin');
    const name = unique('Waiting');
    const waiting = await createUser(app.db, { role: ROLE.USER, org: actors.org, status: 'pending', name });
    await createUser(app.db, { role: ROLE.USER, org: actors.otherOrg, status: 'pending' });

    expect(await count('admin')).toBe(Number(adminBefore) + 2);
    // A client's user managers count their own organization's only; who manages no users sees 0.
    expect(await count('clientAdmin')).toBe(1);
    expect(await count('poc')).toBe(1);
    expect(await count('otherClientAdmin')).toBe(1);
    expect(await count('user')).toBe(0);
    expect(await count('superUser')).toBe(0);

    const pending = await actors.as.clientAdmin.graphql(LIST, { filter: { status: 'pending' } });
    expect(pick(pending.data, 'adminUsers.nodes')).toEqual([{ name, status: 'pending' }]);
    const bad = await actors.as.clientAdmin.graphql(LIST, { filter: { status: 'asleep' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const approved = await actors.as.clientAdmin.graphql(APPROVE, { key: waiting.id });
    expect(pick(approved.data, 'setUserActive.user.status')).toBe('active');
    expect(await count('clientAdmin')).toBe(0);
    expect(await count('otherClientAdmin')).toBe(1);
    expect(pick((await actors.as.clientAdmin.graphql(LIST, { filter: { status: 'pending' } })).data, 'adminUsers.total')).toBe(0);
  });
});
