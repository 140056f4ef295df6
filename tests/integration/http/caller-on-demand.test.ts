import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { createUser } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// The session check runs once the GraphQL operation is known, and only when the operation needs the
// caller: a monitor polling `{ health }` with a browser's bearer token costs no SQL statement, while any
// operation that reads data still sees the signed-in user (and a signed-out token still sees nothing).
let app: TestApp;
const statements = { count: 0 };
beforeAll(async () => {
  // The mail worker polls on the same connections: slow it down so that only the requests' statements count.
  app = await startTestApp({ onQuery: () => void statements.count++, outbox: { pollMs: 600_000 } });
});
afterAll(async () => app?.close());

describe('the caller, resolved when the operation needs it', () => {
  it('answers { health } and { appInfo } to a signed-in bearer without a statement; a data query still resolves the viewer', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await signIn(app, user);

    statements.count = 0;
    const health = await client.graphql('{ health }');
    expect(health.data).toEqual({ health: true });
    const info = await client.graphql('{ appInfo { productName } __typename }');
    expect(pick(info.data, 'appInfo.productName')).toEqual(expect.any(String));
    expect(statements.count).toBe(0);

    const mixed = await client.graphql('{ health viewer { user { username } } }');
    expect(mixed.data).toEqual({ health: true, viewer: { user: { username: user.email } } });
    expect(statements.count).toBeGreaterThan(0);
  });

  it('resolves the caller for a fragment or a named operation among several', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await signIn(app, user);
    const spread = await client.graphql('query { ...Q } fragment Q on Query { health viewer { user { username } } }');
    expect(pick(spread.data, 'viewer.user.username')).toBe(user.email);
    const { status, body } = await client.request('POST', '/graphql', {
      query: 'query A { health } query B { viewer { user { username } } }',
      operationName: 'B',
    });
    expect(status).toBe(200);
    expect(pick(body, 'data.viewer.user.username')).toBe(user.email);
  });

  it('a signed-out token still reads no data, though { health } answers', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await signIn(app, user);
    const out = await client.graphql('mutation { signOut { errors { message } } }');
    expect(pick(out.data, 'signOut.errors')).toEqual([]);
    expect((await client.graphql('{ health }')).data).toEqual({ health: true });
    const viewer = await client.graphql('{ viewer { user { username } } }');
    expect(viewer.data).toEqual({ viewer: null });
  });
});
