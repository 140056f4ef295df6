import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { auditEvents, webauthnCredentials } from '../../../server/db/schema/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { signIn as signInLegacy } from '../../support/sign-in.ts';
import { SoftAuthenticator } from '../../support/soft-authenticator.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// Renaming a passkey from the Security tab: one's own only; another person's passkey does not exist for the caller.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const BEGIN = 'mutation { beginPasskeyRegistration { challenge { challengeId options } } }';
const ADD = 'mutation A($input: AddPasskeyInput!) { addPasskey(input: $input) { passkey { key } errors { message } } }';
const RENAME = 'mutation R($input: RenamePasskeyInput!) { renamePasskey(input: $input) { passkey { key name } errors { field message code } } }';

async function passkeyOf(client: ApiClient, name: string): Promise<string> {
  const begun = await client.graphql(BEGIN);
  const c = (begun.data?.beginPasskeyRegistration as { challenge: { challengeId: string; options: string } }).challenge;
  const key = new SoftAuthenticator(new URL(app.baseUrl).origin);
  const added = await client.graphql(ADD, { input: { challengeId: c.challengeId, name, response: key.create(c.options) } });
  const passkey = (added.data?.addPasskey as { passkey: { key: string } | null }).passkey;
  if (!passkey) throw new Error(JSON.stringify(added));
  return passkey.key;
}

const names = async (client: ApiClient) => ((await client.graphql('{ myPasskeys { name } }')).data?.myPasskeys as { name: string }[]).map((p) => p.name);

describe('renaming a passkey', () => {
  it('renames one of my passkeys (trimmed, audited); an empty name is refused and changes nothing', async () => {
    const user = await createUser(app.db, { role: ROLE.USER });
    const client = await signInLegacy(app, user);
    const key = await passkeyOf(client, 'Work laptop');
    expect((await client.graphql(RENAME, { input: { key, name: '  Home desktop ' } })).data?.renamePasskey).toEqual({ passkey: { key, name: 'Home desktop' }, errors: [] });
    expect(await names(client)).toEqual(['Home desktop']);
    const refused = (await client.graphql(RENAME, { input: { key, name: '   ' } })).data?.renamePasskey as { errors: { message: string; code: string }[] };
    expect(refused.errors).toMatchObject([{ code: 'BAD_INPUT', message: 'Name the passkey (e.g. "Work laptop")' }]);
    expect(await names(client)).toEqual(['Home desktop']);
    const [audit] = await app.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, key), eq(auditEvents.action, 'account.passkey.rename')));
    expect(audit?.actorUserId).toBe(user.id);
  });

  it("another person's passkey, even an Admin's or a Client Admin's of the same organization, is not found and keeps its name", async () => {
    const org = await createOrganization(app.db);
    const owner = await createUser(app.db, { role: ROLE.USER, org });
    const key = await passkeyOf(await signInLegacy(app, owner), 'Work laptop');
    for (const role of [ROLE.ADMIN, ROLE.CLIENT_ADMIN]) {
      const other = await signInLegacy(app, await createUser(app.db, role === ROLE.ADMIN ? { role } : { role, org }));
      const res = await other.graphql(RENAME, { input: { key, name: 'Taken over' } });
      expect(res.errors?.[0]).toMatchObject({ message: 'Passkey not found', extensions: { code: 'NOT_FOUND' } });
    }
    const [row] = await app.db.select().from(webauthnCredentials).where(eq(webauthnCredentials.id, key));
    expect(row?.name).toBe('Work laptop');
  });
});
