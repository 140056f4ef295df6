import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHistory, answers, projects } from '../../../server/db/schema/index.ts';
import { FINALIZED_MESSAGE, INACTIVE_MESSAGE } from '../../../server/modules/projects/project-access.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import type { GraphQLResult } from '../../support/api-client.ts';
import { pick } from '../../support/pick.ts';
import { addToTeam, createProject, projectWorld, type ProjectWorld, reloadProject } from '../../support/projects.ts';
import { saveAnswer } from '../../support/questionnaire.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// Editors of one project save side by side; a finalize or deactivate that races their saves either comes
// after a save (the answer is kept) or before it (the save is refused): never an answer written into a
// project that is already finalized or deactivated.

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

const LIFECYCLE = (name: string, extra = '') => `mutation($input: ${name === 'setProjectActive' ? 'SetProjectActiveInput' : 'ProjectKeyInput'}!) { ${name}(input: $input) { errors { code message } ${extra} } }`;

describe('a save racing a finalize or a deactivate', () => {
  it('a save that arrives while a finalize is committing waits for it and is refused; nothing is written', async () => {
    const p = await fresh();
    const [q] = questionsFor('fel2');
    if (!q) throw new Error('empty bank');
    let save: Promise<GraphQLResult> | undefined;
    await app.db.transaction(async (tx) => {
      // What a finalize does inside its transaction: the project row locked, then marked finalized.
      await tx.execute(sql`select id from projects where id = ${p.id} for update`);
      await tx.update(projects).set({ isValid: true, finalizedAt: new Date(), finalizedBy: w.owner.user.id }).where(eq(projects.id, p.id));
      save = saveAnswer(w.teamUser.client, { key: p.id, phase: 'fel2', code: q.code, version: 0, level: 2 });
      // Not a wait on an event: the save must not be answered while the lock is held (a busy machine only makes
      // "waiting" likelier, never a false failure); that it then ran after the finalize is proven below by its refusal.
      const early = await Promise.race([save.then(() => 'answered'), sleep(700).then(() => 'waiting')]);
      expect(early).toBe('waiting');
    });
    const res = await save;
    expect(res).toMatchObject({ data: null, errors: [{ message: FINALIZED_MESSAGE, extensions: { code: 'FORBIDDEN' } }] });
    expect(await app.db.select().from(answers).where(eq(answers.projectId, p.id))).toEqual([]);
    expect(await app.db.select().from(answerHistory).where(eq(answerHistory.projectId, p.id))).toEqual([]);
  });

  for (const move of ['finalize', 'deactivate'] as const) {
    it(`20 saves and a ${move} at once: each save lands before it or is refused`, async () => {
      const p = await fresh();
      const questions = [...questionsFor('fel2')].slice(0, 20);
      const editors = [w.owner, w.teamUser, w.superUser, w.clientAdmin];
      const saves = questions.map(async (q, i) => {
        await sleep((i % 10) * 3); // not a wait: spreads the saves over a few milliseconds around the move, to race it
        const res = await saveAnswer(editors[i % editors.length]!.client, { key: p.id, phase: 'fel2', code: q.code, version: 0, level: (i % 4) + 1 });
        return { code: q.code, version: pick(res.data, 'saveAnswer.answer.version'), error: res.errors?.[0]?.message ?? pick(res.data, 'saveAnswer.errors.0.message') };
      });
      await sleep(12); // not a wait: lands the move among the spread saves
      const moved =
        move === 'finalize'
          ? await w.owner.client.graphql(LIFECYCLE('finalizeProject'), { input: { key: p.id } })
          : await w.owner.client.graphql(LIFECYCLE('setProjectActive'), { input: { key: p.id, isActive: false } });
      expect(pick(moved.data, move === 'finalize' ? 'finalizeProject.errors' : 'setProjectActive.errors')).toEqual([]);
      const outcomes = await Promise.all(saves);
      const stored = new Map((await app.db.select().from(answers).where(eq(answers.projectId, p.id))).map((a) => [a.questionCode, a]));
      const refusal = move === 'finalize' ? FINALIZED_MESSAGE : INACTIVE_MESSAGE;
      for (const o of outcomes) {
        if (o.version === 1) expect(stored.get(o.code)?.version).toBe(1);
        else {
          expect(o.error).toBe(refusal);
          expect(stored.has(o.code)).toBe(false);
        }
      }
      // What was saved was saved before the move: it took its project lock after every save in flight.
      const project = await reloadProject(app.db, p.id);
      const movedAt = project.updatedAt.getTime();
      for (const a of stored.values()) expect(a.answeredAt?.getTime() ?? Infinity).toBeLessThanOrEqual(movedAt);
      const history = await app.db.select().from(answerHistory).where(and(eq(answerHistory.projectId, p.id), eq(answerHistory.kind, 'save')));
      expect(history).toHaveLength(stored.size);
    });
  }
});
