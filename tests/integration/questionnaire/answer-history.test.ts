import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import type { ApiClient } from '../../support/api-client.ts';
import { pick } from '../../support/pick.ts';
import { addToTeam, createProject, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { saveAnswer } from '../../support/questionnaire.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// Every change of an answer is kept with who and when; anyone who may see the project reads it; a restore
// is a new change under the usual version check.

let app: TestApp;
let w: ProjectWorld;
beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app);
});
afterAll(async () => app?.close());

async function fresh() {
  const project = await createProject(app.db, { org: w.org, owner: w.owner.user });
  await addToTeam(app.db, project, w.teamUser.user, 'fel2');
  return project;
}

const HISTORY = `query($key: ID!, $phase: Phase!, $code: String!) { project(key: $key) { answerHistory(phase: $phase, code: $code) { nodes {
  id version kind changed level na naReason comment evidence revisit action { text owner due status } changedBy { name } changedAt restoredFromVersion } } } }`;
const RESTORE = `mutation($input: RestoreAnswerInput!) { restoreAnswerVersion(input: $input) {
  answer { level comment version } current { level version } errors { code message } } }`;

type Change = { id: string; version: number; kind: string; changed: string[]; level: number | null; comment: string; changedBy: { name: string } | null; restoredFromVersion: number | null };
async function history(client: ApiClient, key: string, phase: 'fel2' | 'fel3', code: string): Promise<Change[]> {
  const res = await client.graphql(HISTORY, { key, phase, code });
  const list = pick(res.data, 'project.answerHistory.nodes');
  if (!Array.isArray(list)) throw new Error(`no history: ${JSON.stringify(res)}`);
  return list as Change[];
}

const [F2] = questionsFor('fel2');
const fel3From2 = questionsFor('fel3').find((q) => q.fel2Code);
const continued = questionsFor('fel2').find((q) => q.code === fel3From2?.fel2Code);
if (!F2 || !fel3From2 || !continued) throw new Error('the bank has no FEL 3 question continuing a FEL 2 question');

describe('answer history', () => {
  it('keeps every change newest first: what changed, by whom; a cleared answer keeps its history', async () => {
    const p = await fresh();
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: F2.code, version: 0, level: 3 });
    await saveAnswer(w.teamUser.client, { key: p.id, phase: 'fel2', code: F2.code, version: 1, level: 1, evidence: 'DOC-7' });
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: F2.code, version: 2, actionText: 'Survey the site', actionOwner: 'Ana', revisit: true });
    await w.owner.client.post(`/api/project/${p.id}/fel2${F2.area}/${F2.code}/delete/`, { version: 3 });
    const list = await history(w.owner.client, p.id, 'fel2', F2.code);
    expect(list.map((c) => [c.kind, c.version, c.changed, c.level, c.changedBy?.name])).toEqual([
      ['clear', 3, ['level', 'evidence', 'action', 'revisit'], null, w.owner.user.name],
      ['save', 3, ['action', 'revisit'], 1, w.owner.user.name],
      ['save', 2, ['level', 'evidence'], 1, w.teamUser.user.name],
      ['save', 1, ['level'], 3, w.owner.user.name],
    ]);
  });

  it('copy FEL 2 → FEL 3 and duplicate appear in the history as such', async () => {
    const p = await fresh();
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: continued.code, version: 0, level: 2, comment: 'From the workshop' });
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel3', code: fel3From2.code, version: 0, level: 4 });
    const copy = await w.teamUser.client.graphql(`mutation($input: ProjectKeyInput!) { copyFel2ToFel3(input: $input) { copied errors { message } } }`, { input: { key: p.id } });
    expect(pick(copy.data, 'copyFel2ToFel3.errors')).toEqual([]);
    expect((await history(w.owner.client, p.id, 'fel3', fel3From2.code)).map((c) => [c.kind, c.version, c.changed, c.level, c.comment, c.changedBy?.name])).toEqual([
      ['copy', 2, ['level', 'comment', 'revisit'], 2, 'From the workshop', w.teamUser.user.name],
      ['save', 1, ['level'], 4, '', w.owner.user.name],
    ]);
    const dup = await w.superUser.client.graphql(`mutation($input: DuplicateProjectInput!) { duplicateProject(input: $input) { project { key } errors { message } } }`, {
      input: { key: p.id, name: `Copy of ${p.name}` },
    });
    const copyKey = pick(dup.data, 'duplicateProject.project.key');
    if (typeof copyKey !== 'string') throw new Error(`not duplicated: ${JSON.stringify(dup)}`);
    expect((await history(w.superUser.client, copyKey, 'fel2', continued.code)).map((c) => [c.kind, c.version, c.changed, c.level, c.changedBy?.name])).toEqual([
      ['duplicate', 1, ['level', 'comment'], 2, w.superUser.user.name],
    ]);
  });

  it('restore brings an earlier version back as a new change; a stale restore conflicts; a finalized project refuses it', async () => {
    const p = await fresh();
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: F2.code, version: 0, level: 3, comment: 'First look' });
    await saveAnswer(w.teamUser.client, { key: p.id, phase: 'fel2', code: F2.code, version: 1, level: 1, comment: 'Moved to 1' });
    const first = (await history(w.owner.client, p.id, 'fel2', F2.code)).find((c) => c.version === 1);
    if (!first) throw new Error('no first version');
    const stale = await w.owner.client.graphql(RESTORE, { input: { key: p.id, phase: 'fel2', code: F2.code, changeId: first.id, version: 1 } });
    expect(pick(stale.data, 'restoreAnswerVersion')).toMatchObject({ answer: null, current: { level: 1, version: 2 }, errors: [{ code: 'CONFLICT' }] });
    const restored = await w.owner.client.graphql(RESTORE, { input: { key: p.id, phase: 'fel2', code: F2.code, changeId: first.id, version: 2 } });
    expect(pick(restored.data, 'restoreAnswerVersion')).toMatchObject({ answer: { level: 3, comment: 'First look', version: 3 }, errors: [] });
    const [latest] = await history(w.owner.client, p.id, 'fel2', F2.code);
    expect(latest).toMatchObject({ kind: 'restore', version: 3, restoredFromVersion: 1, changed: ['level', 'comment'], changedBy: { name: w.owner.user.name } });
    const unknown = await w.owner.client.graphql(RESTORE, { input: { key: p.id, phase: 'fel2', code: F2.code, changeId: 'not-a-key', version: 3 } });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'That version of the answer was not found.', extensions: { code: 'NOT_FOUND' } });
    await w.owner.client.graphql(`mutation($input: ProjectKeyInput!) { finalizeProject(input: $input) { errors { message } } }`, { input: { key: p.id } });
    const finalized = await w.owner.client.graphql(RESTORE, { input: { key: p.id, phase: 'fel2', code: F2.code, changeId: first.id, version: 3 } });
    expect(finalized.errors?.[0]).toMatchObject({ message: 'This project is finalized and read-only.', extensions: { code: 'FORBIDDEN' } });
    expect(await history(w.owner.client, p.id, 'fel2', F2.code)).toHaveLength(3);
  });

  it('who may see the project reads its history; who may not (another organization included) does not', async () => {
    const p = await fresh();
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: F2.code, version: 0, level: 2 });
    const seen: Record<string, string> = {};
    for (const a of w.all) {
      const res = await a.client.graphql(HISTORY, { key: p.id, phase: 'fel2', code: F2.code });
      const list = pick(res.data, 'project.answerHistory.nodes');
      seen[a.label] = Array.isArray(list) ? `${list.length} change` : `hidden ${res.errors?.[0]?.extensions?.code ?? 'null'}`;
    }
    const expected = { admin: true, ipa: true, clientAdmin: true, owner: true, teamUser: true, otherUser: false, superUser: true, powerUser: true, outsider: false };
    const hidden = seen[w.outsider.label];
    expect(hidden).toMatch(/^hidden/);
    expect(seen).toEqual(Object.fromEntries(Object.entries(expected).map(([k, may]) => [w[k as keyof typeof expected].label, may ? '1 change' : hidden])));
  });

  it('who may view but not edit cannot restore', async () => {
    const p = await fresh();
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: F2.code, version: 0, level: 2 });
    await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: F2.code, version: 1, level: 4 });
    const first = (await history(w.powerUser.client, p.id, 'fel2', F2.code)).find((c) => c.version === 1);
    const res = await w.powerUser.client.graphql(RESTORE, { input: { key: p.id, phase: 'fel2', code: F2.code, changeId: first?.id, version: 2 } });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const outsider = await w.outsider.client.graphql(RESTORE, { input: { key: p.id, phase: 'fel2', code: F2.code, changeId: first?.id, version: 2 } });
    expect(outsider.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await history(w.owner.client, p.id, 'fel2', F2.code)).toHaveLength(2);
  });

  it('is paged: first (at most 100) newest changes, then the older ones after the cursor; a bad cursor or size is BAD_INPUT', async () => {
    const p = await fresh();
    for (let version = 0; version < 5; version++) await saveAnswer(w.owner.client, { key: p.id, phase: 'fel2', code: F2.code, version, level: (version % 4) + 1 });
    const PAGE = `query($key: ID!, $first: Int, $after: String) { project(key: $key) { answerHistory(phase: fel2, code: "${F2.code}", first: $first, after: $after) {
      nodes { version } endCursor hasMore } } }`;
    const first = await w.owner.client.graphql(PAGE, { key: p.id, first: 3 });
    expect(pick(first.data, 'project.answerHistory.nodes')).toEqual([{ version: 5 }, { version: 4 }, { version: 3 }]);
    expect(pick(first.data, 'project.answerHistory.hasMore')).toBe(true);
    const rest = await w.owner.client.graphql(PAGE, { key: p.id, first: 3, after: pick(first.data, 'project.answerHistory.endCursor') });
    expect(pick(rest.data, 'project.answerHistory')).toMatchObject({ nodes: [{ version: 2 }, { version: 1 }], hasMore: false });
    expect((await w.owner.client.graphql(PAGE, { key: p.id, first: 101 })).errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect((await w.owner.client.graphql(PAGE, { key: p.id, after: 'not-a-cursor' })).errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });
});
