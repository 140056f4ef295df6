import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../../server/db/schema/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { pickList } from '../../support/pick-list.ts';
import { addToTeam, createProject } from '../../support/projects.ts';
import { figures } from '../../support/report-fixtures.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

// The dashboard list's orders and its cursor paging: walking the pages forwards (after) and backwards
// (before) in every order gives every visible project exactly once, in the order the column promises.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const LIST = `query($first: Int, $sort: ProjectSort, $descending: Boolean, $after: String, $before: String, $offset: Int) {
  projects(filter: { status: all }, first: $first, sort: $sort, descending: $descending, after: $after, before: $before, offset: $offset) {
    total startCursor endCursor nodes { name }
  } }`;

type Page = {
  total: number;
  names: string[];
  startCursor: string | null;
  endCursor: string | null;
};

async function page(client: ApiClient, variables: Record<string, unknown>): Promise<Page> {
  const res = await client.graphql(LIST, variables);
  expect(res.errors).toBeUndefined();
  const startCursor = pick(res.data, 'projects.startCursor');
  const endCursor = pick(res.data, 'projects.endCursor');
  return {
    total: Number(pick(res.data, 'projects.total')),
    names: pickList(res.data, 'projects.nodes').map((n) => String(pick(n, 'name'))),
    startCursor: typeof startCursor === 'string' ? startCursor : null,
    endCursor: typeof endCursor === 'string' ? endCursor : null,
  };
}

/** Every page from the first (forwards) and then from the last back (backwards), 3 at a time. */
async function walk(client: ApiClient, order: { sort: string; descending: boolean }) {
  const forwards: string[][] = [];
  let cursor: string | null = null;
  let last: Page | null = null;
  for (let i = 0; i < 20; i++) {
    const p: Page = await page(client, { ...order, first: 3, after: cursor });
    if (p.names.length === 0) break;
    forwards.push(p.names);
    last = p;
    cursor = p.endCursor;
  }
  const backwards: string[][] = last ? [last.names] : [];
  cursor = last?.startCursor ?? null;
  for (let i = 0; i < 20 && cursor; i++) {
    const p: Page = await page(client, { ...order, first: 3, before: cursor });
    if (p.names.length === 0) break;
    backwards.unshift(p.names);
    cursor = p.startCursor;
  }
  return { forwards, backwards, total: last?.total };
}

describe('dashboard orders with cursor paging', () => {
  let viewer: ApiClient;
  let restricted: ApiClient;
  const expected: Record<string, string[]> = {};
  beforeAll(async () => {
    const org = await createOrganization(app.db);
    const other = await createOrganization(app.db);
    const me = await createUser(app.db, {
      role: ROLE.SUPER_USER,
      org,
      name: 'Mia Viewer',
    });
    const amy = await createUser(app.db, {
      role: ROLE.USER,
      org,
      name: 'amy Owner',
    });
    const zed = await createUser(app.db, {
      role: ROLE.USER,
      org,
      name: 'Zed Owner',
    });
    const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9, 30, 15, 123));
    // name, owner, last change, FEL Index of each report (oldest first; phase in brackets when FEL 3)
    const rows: [string, typeof amy, Date, (number | [number, 'fel3'])[]][] = [
      ['Alpha', zed, at(5), [6.5]],
      ['bravo', amy, at(2), []],
      ['Charlie', zed, at(9), [4, [7.25, 'fel3']]],
      ['Delta', amy, at(9), [6.5]],
      ['echo', me, at(1), []],
      ['Foxtrot', zed, at(3), [8, 3]],
      ['Golf', amy, at(7), []],
      ['hotel', me, at(4), [6.5]],
    ];
    for (const [name, owner, updatedAt, indexes] of rows) {
      const project = await createProject(app.db, {
        org,
        owner,
        name,
        updatedAt,
        isActive: name !== 'Golf',
      });
      if (indexes.length > 0)
        await app.db.insert(reports).values(
          indexes.map((x, i) => {
            const [felIndex, phase] = Array.isArray(x) ? x : [x, 'fel2' as const];
            return {
              projectId: project.id,
              phase,
              bankVersion: 'x',
              snapshot: { felIndex },
              ...figures(felIndex),
              createdAt: new Date(Date.UTC(2026, 1, 1 + i)),
            };
          }),
        );
      if (name === 'bravo' || name === 'hotel') await addToTeam(app.db, project, amy);
    }
    // Another organization's projects sort in between and never show.
    for (const name of ['Apple', 'Banana', 'Zulu'])
      await createProject(app.db, {
        org: other,
        owner: await createUser(app.db, { role: ROLE.USER, org: other }),
        name,
        updatedAt: at(6),
      });
    viewer = await signIn(app, me);
    restricted = await signIn(app, amy);

    const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());
    const names = rows.map((r) => r[0]).sort(byName);
    const ownerOf = new Map(rows.map((r) => [r[0], r[1].name.toLowerCase()]));
    const updatedOf = new Map(rows.map((r) => [r[0], r[2].getTime()]));
    const newest = (xs: (number | [number, 'fel3'])[]) => {
      const x = xs.at(-1);
      return x === undefined ? null : Array.isArray(x) ? x[0] : x;
    };
    const felOf = new Map(rows.map((r) => [r[0], newest(r[3])]));
    expected['name asc'] = names;
    expected['name desc'] = [...names].reverse();
    expected['owner asc'] = [...names].sort((a, b) => byName(ownerOf.get(a) ?? '', ownerOf.get(b) ?? '') || byName(a, b));
    expected['owner desc'] = [...expected['owner asc']].reverse();
    // Charlie and Delta changed at the same moment: the id decides, the same way both directions.
    const updatedAsc = [...names].sort((a, b) => (updatedOf.get(a) ?? 0) - (updatedOf.get(b) ?? 0));
    expected['updated asc'] = updatedAsc;
    expected['updated desc'] = [...updatedAsc].reverse();
    const rated = names.filter((n) => felOf.get(n) !== null);
    const unrated = names.filter((n) => felOf.get(n) === null);
    const felAsc = [...rated].sort((a, b) => (felOf.get(a) ?? 0) - (felOf.get(b) ?? 0) || byName(a, b));
    expected['felIndex asc'] = [...felAsc, ...unrated];
    expected['felIndex desc'] = [...felAsc.reverse(), ...[...unrated].reverse()];
  });

  it('every order walks forwards and backwards through every project exactly once, other organizations invisible', async () => {
    for (const sort of ['name', 'owner', 'updated', 'felIndex']) {
      for (const descending of [false, true]) {
        const label = `${sort} ${descending ? 'desc' : 'asc'}`;
        const { forwards, backwards, total } = await walk(viewer, {
          sort,
          descending,
        });
        const want = expected[label] ?? [];
        if (sort === 'updated') {
          // Same-moment rows: whichever way the id puts them, both walks agree and each row shows once.
          expect(new Set(forwards.flat()), label).toEqual(new Set(want));
          expect(
            forwards.flat().filter((n) => n !== 'Charlie' && n !== 'Delta'),
            label,
          ).toEqual(want.filter((n) => n !== 'Charlie' && n !== 'Delta'));
        } else {
          expect(forwards.flat(), label).toEqual(want);
        }
        expect(forwards.flat(), label).toHaveLength(8);
        expect(backwards, label).toEqual(forwards);
        expect(total, label).toBe(8);
      }
    }
  });

  it('FEL Index: the newest report of either phase counts; projects without one come last both ways; ties by name', async () => {
    expect(expected['felIndex desc']).toEqual(['Charlie', 'hotel', 'Delta', 'Alpha', 'Foxtrot', 'Golf', 'echo', 'bravo']);
    expect((await page(viewer, { sort: 'felIndex', first: 8 })).names).toEqual(expected['felIndex desc']);
    expect((await page(viewer, { sort: 'felIndex', descending: false, first: 8 })).names).toEqual([
      'Foxtrot',
      'Alpha',
      'Delta',
      'hotel',
      'Charlie',
      'bravo',
      'echo',
      'Golf',
    ]);
  });

  it('each column has its own default direction; offset paging gives the same pages', async () => {
    // The two newest changed at the same moment (Charlie, Delta): the id orders them, so compare the pair.
    expect(new Set((await page(viewer, { sort: 'updated', first: 2 })).names)).toEqual(new Set(['Charlie', 'Delta']));
    expect(new Set(expected['updated desc']?.slice(0, 2))).toEqual(new Set(['Charlie', 'Delta']));
    expect((await page(viewer, { sort: 'owner', first: 2 })).names).toEqual(expected['owner asc']?.slice(0, 2));
    const first = await page(viewer, { sort: 'owner', first: 3 });
    expect((await page(viewer, { sort: 'owner', first: 3, after: first.endCursor })).names).toEqual(
      (await page(viewer, { sort: 'owner', first: 3, offset: 3 })).names,
    );
  });

  it('a User walks only the projects it owns or is on the team of', async () => {
    const { forwards, total } = await walk(restricted, {
      sort: 'owner',
      descending: false,
    });
    expect(forwards.flat()).toEqual(['bravo', 'Delta', 'Golf', 'hotel']);
    expect(total).toBe(4);
  });

  it('a cursor of another order, a forged cursor, or both after and before: a clear BAD_INPUT', async () => {
    const byName = await page(viewer, { sort: 'name', first: 2 });
    const forged = Buffer.from(JSON.stringify(['updated', true, 'not a time', '00000000-0000-0000-0000-000000000000'])).toString('base64url');
    for (const variables of [
      { sort: 'updated', after: byName.endCursor },
      { sort: 'name', descending: true, after: byName.endCursor },
      { sort: 'updated', after: forged },
      { sort: 'name', before: 'not base64 json' },
      { sort: 'name', after: byName.endCursor, before: byName.startCursor },
    ]) {
      const res = await viewer.graphql(LIST, { first: 2, ...variables });
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_INPUT');
    }
    const res = await viewer.graphql(LIST, {
      first: 2,
      sort: 'updated',
      after: byName.endCursor,
    });
    expect(res.errors?.[0]?.message).toBe('This page of the list belongs to another order or is out of date: start again from the first page.');
  });
});
