import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client.ts';
import { createOrganization, unique } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { pickList } from '../../support/pick-list.ts';
import { createProject, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// The three choice lists a user types into (portfolio owner filter, client switcher, the user form's
// organization): each answers the names containing `search`, at most `first` (1–50, default 20), only what
// the viewer may see, like pocCandidates. The older unbounded fields stay (deprecated) with at most 500.

let app: TestApp;
let w: ProjectWorld;
const tag = unique('Choice').toLowerCase();
const tagged: { id: string; name: string }[] = [];
beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app);
  await createProject(app.db, { org: w.org, owner: w.superUser.user, name: 'Beta' });
  await createProject(app.db, { org: w.org, owner: w.clientAdmin.user, name: 'Gamma' });
  await createProject(app.db, { org: w.otherOrg, owner: w.outsider.user, name: 'Foreign' });
  // Three clients whose names share the tag, in another case than the search's.
  for (const n of ['C', 'A', 'B']) tagged.push(await createOrganization(app.db, { name: `${n} ${tag.toUpperCase()} Works` }));
  tagged.sort((a, b) => a.name.localeCompare(b.name));
});
afterAll(async () => app?.close());

const names = (list: unknown[]) => list.map((x) => pick(x, 'name'));
async function list(client: ApiClient, query: string, path: string, variables: Record<string, unknown> = {}) {
  const res = await client.graphql(query, variables);
  expect(res.errors).toBeUndefined();
  return pickList(res.data, path);
}
const errorOf = async (client: ApiClient, query: string, variables: Record<string, unknown>) => (await client.graphql(query, variables)).errors?.[0];
const TOO_MANY = { message: 'first: at most 50', extensions: { code: 'BAD_INPUT' } };

describe('portfolio owner choices', () => {
  const OWNERS = 'query($s: String, $f: Int) { portfolio { filterOptions { ownerChoices(search: $s, first: $f) { key name } } } }';
  const path = 'portfolio.filterOptions.ownerChoices';

  it('narrows to the owners whose name contains the text, by name, and pages with first', async () => {
    const all = await list(w.clientAdmin.client, OWNERS, path);
    expect(names(all).sort()).toEqual([w.owner.user.name, w.superUser.user.name, w.clientAdmin.user.name].sort());
    expect(await list(w.clientAdmin.client, OWNERS, path, { s: 'SUPER user' })).toEqual([{ key: w.superUser.user.id, name: w.superUser.user.name }]);
    expect(await list(w.clientAdmin.client, OWNERS, path, { f: 1 })).toHaveLength(1);
    expect(await list(w.clientAdmin.client, OWNERS, path, { s: 'nobody by this name' })).toEqual([]);
  });

  it('first over 50 (or under 1) is refused with a clear message', async () => {
    expect(await errorOf(w.clientAdmin.client, OWNERS, { f: 51 })).toMatchObject(TOO_MANY);
    expect(await errorOf(w.clientAdmin.client, OWNERS, { f: 0 })).toMatchObject({ message: 'first must be at least 1', extensions: { code: 'BAD_INPUT' } });
  });

  it('Super User, CEL and Admin working on the client see them; a User may not; another client never shows', async () => {
    for (const a of [w.superUser, w.ipa, w.admin]) expect(names(await list(a.client, OWNERS, path, { s: 'super user' }))).toEqual([w.superUser.user.name]);
    expect(await errorOf(w.owner.client, OWNERS, {})).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(names(await list(w.outsider.client, OWNERS, path))).toEqual([w.outsider.user.name]);
    expect(await list(w.outsider.client, OWNERS, path, { s: 'super user' })).toEqual([]);
  });

  it('the deprecated owners list still answers', async () => {
    const owners = await list(w.clientAdmin.client, '{ portfolio { filterOptions { owners { name } } } }', 'portfolio.filterOptions.owners');
    expect(owners).toHaveLength(3);
  });
});

describe('client switcher choices (impersonationCandidates)', () => {
  const CLIENTS = 'query($s: String, $f: Int) { impersonationCandidates(search: $s, first: $f) { key name } }';
  const path = 'impersonationCandidates';

  it('an Admin finds every client whose name contains the text, by name, at most first', async () => {
    expect(await list(w.admin.client, CLIENTS, path, { s: tag })).toEqual(tagged.map((o) => ({ key: o.id, name: o.name })));
    expect(names(await list(w.admin.client, CLIENTS, path, { s: tag, f: 2 }))).toEqual(tagged.slice(0, 2).map((o) => o.name));
    expect(await errorOf(w.admin.client, CLIENTS, { f: 51 })).toMatchObject(TOO_MANY);
  });

  it('an IPA User finds only the clients it is CEL of; client roles may not use it', async () => {
    expect(names(await list(w.ipa.client, CLIENTS, path))).toEqual([w.org.name]);
    expect(await list(w.ipa.client, CLIENTS, path, { s: w.otherOrg.name })).toEqual([]);
    expect(await list(w.ipa.client, CLIENTS, path, { s: tag })).toEqual([]);
    for (const a of [w.clientAdmin, w.superUser, w.owner, w.outsider]) expect(await errorOf(a.client, CLIENTS, {})).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});

describe("the user form's organization choices", () => {
  const ORGS = 'query($s: String, $f: Int) { userFormOptions { organizationChoices(search: $s, first: $f) { key name } } }';
  const path = 'userFormOptions.organizationChoices';

  it('an Admin finds the organizations whose name contains the text, by name, at most first', async () => {
    expect(await list(w.admin.client, ORGS, path, { s: tag })).toEqual(tagged.map((o) => ({ key: o.id, name: o.name })));
    expect(names(await list(w.admin.client, ORGS, path, { s: tag, f: 1 }))).toEqual([tagged[0]?.name]);
    expect(await errorOf(w.admin.client, ORGS, { f: 51 })).toMatchObject(TOO_MANY);
  });

  it("a Client Admin gets its own organization only; another organization's name finds nothing; a User may not", async () => {
    expect(await list(w.clientAdmin.client, ORGS, path)).toEqual([{ key: w.org.id, name: w.org.name }]);
    expect(await list(w.clientAdmin.client, ORGS, path, { s: w.otherOrg.name })).toEqual([]);
    expect(await list(w.clientAdmin.client, ORGS, path, { s: tag })).toEqual([]);
    expect(await list(w.outsider.client, ORGS, path, { s: w.org.name })).toEqual([]);
    expect(await errorOf(w.owner.client, ORGS, {})).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });

  it('the deprecated organizations list still answers', async () => {
    expect(await list(w.clientAdmin.client, '{ userFormOptions { organizations { key } } }', 'userFormOptions.organizations')).toEqual([{ key: w.org.id }]);
  });
});
