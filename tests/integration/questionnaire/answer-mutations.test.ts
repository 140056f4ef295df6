import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../../../server/db/schema/index.ts';
import { questionsForArea } from '../../../server/modules/questionnaire/bank/index.ts';
import { pick } from '../../support/pick.ts';
import { createProject, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// The GraphQL twins of the legacy area save and answer delete: the same service functions, so the same rules.

let app: TestApp;
let w: ProjectWorld;
beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app);
});
afterAll(async () => app?.close());

const SAVE_AREA = `mutation($input: SaveAreaAnswersInput!) { saveAreaAnswers(input: $input) {
  answers { level version } project { key } errors { field message code } } }`;
const DELETE = `mutation($input: DeleteAnswerInput!) { deleteAnswer(input: $input) {
  answer { level } project { key } errors { field message code } } }`;

describe('saveAreaAnswers and deleteAnswer (GraphQL)', () => {
  it('saves an area all or none, and clears an answer with its version; a stale version is a CONFLICT', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const site = questionsForArea('fel2', 'site');
    const [first] = site;
    const eng = questionsForArea('fel2', 'eng')[0];
    if (!first || !eng) throw new Error('empty bank');

    const saved = await w.owner.client.graphql(SAVE_AREA, { input: { key: p.id, phase: 'fel2', area: 'site', answers: site.map((q) => ({ code: q.code, version: 0, level: 2 })) } });
    expect(pick(saved.data, 'saveAreaAnswers.errors')).toEqual([]);
    expect(pick(saved.data, 'saveAreaAnswers.answers')).toEqual(site.map(() => ({ level: 2, version: 1 })));

    const mixed = await w.owner.client.graphql(SAVE_AREA, { input: { key: p.id, phase: 'fel2', area: 'site', answers: [{ code: first.code, version: 1, level: 1 }, { code: eng.code, version: 0, level: 1 }] } });
    expect(pick(mixed.data, 'saveAreaAnswers.errors.0.message')).toBe(`${eng.code} is not a question of this phase and area.`);
    const stored = await app.db.select().from(answers).where(eq(answers.projectId, p.id));
    expect(stored.map((a) => a.level)).toEqual(site.map(() => 2));

    const stale = await w.owner.client.graphql(DELETE, { input: { key: p.id, phase: 'fel2', area: 'site', code: first.code, version: 7 } });
    expect(pick(stale.data, 'deleteAnswer.errors.0.code')).toBe('CONFLICT');
    const removed = await w.owner.client.graphql(DELETE, { input: { key: p.id, phase: 'fel2', area: 'site', code: first.code, version: 1 } });
    expect(pick(removed.data, 'deleteAnswer')).toEqual({ answer: { level: 2 }, project: { key: p.id }, errors: [] });
    expect(await app.db.select().from(answers).where(eq(answers.projectId, p.id))).toHaveLength(site.length - 1);
  });

  it('a viewer who may see but not edit is refused, another organization’s project is not found; nothing changes', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const [q] = questionsForArea('fel2', 'site');
    if (!q) throw new Error('empty bank');
    const input = { key: p.id, phase: 'fel2', area: 'site', answers: [{ code: q.code, version: 0, level: 3 }] };
    const outsider = await w.outsider.client.graphql(SAVE_AREA, { input });
    expect(outsider.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const readOnly = await w.powerUser.client.graphql(SAVE_AREA, { input });
    expect(readOnly.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await app.db.select().from(answers).where(eq(answers.projectId, p.id))).toEqual([]);
  });

  it('requires the version on GraphQL (0 for a new answer): without it nothing is overwritten; the legacy path keeps last-writer-wins', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const [q] = questionsForArea('fel2', 'site');
    if (!q) throw new Error('empty bank');
    await w.owner.client.graphql(SAVE_AREA, { input: { key: p.id, phase: 'fel2', area: 'site', answers: [{ code: q.code, version: 0, level: 2 }] } });
    const blind = await w.owner.client.graphql(SAVE_AREA, { input: { key: p.id, phase: 'fel2', area: 'site', answers: [{ code: q.code, level: 4 }] } });
    expect(blind.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const blindDelete = await w.owner.client.graphql(DELETE, { input: { key: p.id, phase: 'fel2', area: 'site', code: q.code } });
    expect(blindDelete.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await app.db.select().from(answers).where(eq(answers.projectId, p.id))).map((a) => a.level)).toEqual([2]);
    const legacy = await w.owner.client.post(`/api/project/${p.id}/fel2site/edit/`, { answers: [{ code: q.code, level: 4 }] });
    expect(legacy.status).toBe(200);
    expect((await app.db.select().from(answers).where(eq(answers.projectId, p.id))).map((a) => [a.level, a.version])).toEqual([[4, 2]]);
  });
});
