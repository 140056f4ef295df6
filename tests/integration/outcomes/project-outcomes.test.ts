import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeHistory, projects } from '../../../server/db/schema/index.ts';
import { CLOSE_OUT, DECISION, insertSignedOffReport } from '../../support/gate-outcomes.ts';
import { graphqlOutcome } from '../../support/outcomes.ts';
import { pick } from '../../support/pick.ts';
import { projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// A project's gate decisions and close-out over GraphQL (DOMAIN.md §3b): recorded once a signed-off report
// exists, kept in order, one close-out belonging to the last approval, corrected by edits with history, also on
// a finalized and deactivated project; refusals as payload errors under their fields.

const OUTCOMES = `query($key: ID!) { projectOutcomes(key: $key) {
  key nextStep viewerCanRecord reports { key phase band }
  decisions { key decision decidedOn conditionsNote version base report { key } }
  lastApproval { key }
  closeOut { key version final cancelled costGrowth { percent basis withinRange range flags refusal } slip { percent refusal } history { version kind changed changedBy } }
} }`;
const RECORD = `mutation($input: RecordGateDecisionInput!) { recordGateDecision(input: $input) { decision { key decision version } outcomes { nextStep decisions { key } } errors { field message code } } }`;
const EDIT = `mutation($input: EditGateDecisionInput!) { editGateDecision(input: $input) { decision { key version } errors { field message code } } }`;
const REMOVE = `mutation($input: RemoveGateDecisionInput!) { removeGateDecision(input: $input) { outcomes { decisions { key } } errors { field message code } } }`;
const SAVE = `mutation($input: SaveCloseOutInput!) { saveCloseOut(input: $input) { closeOut { key version final costGrowth { percent } } outcomes { nextStep } errors { field message code } } }`;

let app: TestApp;
let w: ProjectWorld;
let report = '';

beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app);
  // A condition whose action is due after the decision date (2026-04-01), one due before, one without an action.
  report = await insertSignedOffReport(app.db, {
    projectId: w.project.id,
    felIndex: 6.2,
    conditions: [
      { code: 'F3-ENG-01', due: '2026-06-30' },
      { code: 'F3-PEP-02', due: '2026-03-01' },
      { code: 'F3-SITE-03', due: null },
    ],
  });
});
afterAll(async () => app?.close());

const errorsOf = (data: unknown, field: string) => pick(data, `${field}.errors`);

describe('gate decisions and close-out of a project', () => {
  it('waits for a signed-off report: a draft report is not one; messages name the fields', async () => {
    const owner = w.owner.client;
    const bare = await projectWorld(app);
    const draft = await insertSignedOffReport(app.db, { projectId: bare.project.id, reviewState: 'draft' });
    const empty = await bare.owner.client.graphql(OUTCOMES, { key: bare.project.id });
    expect(pick(empty.data, 'projectOutcomes')).toMatchObject({ nextStep: 'Gate decisions are recorded once a report of the phase is signed off by its independent reviewer.', reports: [] });
    const refused = await bare.owner.client.graphql(RECORD, { input: { key: bare.project.id, report: draft, ...DECISION } });
    expect(errorsOf(refused.data, 'recordGateDecision')).toEqual([{ field: 'report', message: 'Pick a signed-off report of this project', code: 'BAD_INPUT' }]);

    const bad = await owner.graphql(RECORD, {
      input: { key: w.project.id, report, ...DECISION, base: '12.345', currency: 'usd1', rangeLowPct: 5, rangeHighPct: 10.25, plannedMechanicalCompletion: '2026-03-01' },
    });
    expect(errorsOf(bad.data, 'recordGateDecision')).toEqual([
      { field: 'currency', message: 'Must be at most 3 characters', code: 'BAD_INPUT' },
      { field: 'base', message: 'Use an amount such as 1,250,000.00 (at most two decimals)', code: 'BAD_INPUT' },
      { field: 'rangeLowPct', message: 'The low end is 0 % or less, such as −20', code: 'BAD_INPUT' },
      { field: 'rangeHighPct', message: 'Use a percentage with at most one decimal, such as 12.5', code: 'BAD_INPUT' },
    ]);
    const order = await owner.graphql(RECORD, { input: { key: w.project.id, report, ...DECISION, plannedMechanicalCompletion: '2026-03-01' } });
    expect(errorsOf(order.data, 'recordGateDecision')).toEqual([{ field: 'plannedMechanicalCompletion', message: 'Mechanical completion comes after authorization', code: 'BAD_INPUT' }]);
  });

  it('keeps a deferral and a later approval in order, with the conditions open at each; the close-out belongs to the approval', async () => {
    const owner = w.owner.client;
    const noApproval = await owner.graphql(SAVE, { input: { key: w.project.id, ...CLOSE_OUT } });
    expect(errorsOf(noApproval.data, 'saveCloseOut')).toEqual([{ field: null, message: "Record the committee's approval first: a close-out belongs to the project's last approval.", code: 'CONFLICT' }]);

    const deferral = await owner.graphql(RECORD, {
      input: { key: w.project.id, report, ...DECISION, decision: 'deferred', decidedOn: '2026-01-10', plannedAuthorization: '2026-01-10', plannedMechanicalCompletion: '2027-01-10', plannedStartUp: '2027-02-10' },
    });
    expect(pick(deferral.data, 'recordGateDecision.outcomes.nextStep')).toBe('A close-out is recorded once the committee has approved the project.');
    const approval = await owner.graphql(RECORD, { input: { key: w.project.id, report, ...DECISION } });
    expect(errorsOf(approval.data, 'recordGateDecision')).toEqual([]);
    const read = pick(( await owner.graphql(OUTCOMES, { key: w.project.id })).data, 'projectOutcomes');
    expect(pick(read, 'decisions')).toMatchObject([
      // On 2026-01-10 two actions were still due (30 June, 1 March); on 2026-04-01 only the one of 30 June.
      { decision: 'deferred', decidedOn: '2026-01-10', conditionsNote: 'Decided with 2 conditions open', base: '1000000.00' },
      { decision: 'approved', decidedOn: '2026-04-01', conditionsNote: 'Decided with 1 condition open' },
    ]);
    expect(pick(read, 'lastApproval.key')).toBe(pick(approval.data, 'recordGateDecision.decision.key'));
    expect(pick(read, 'nextStep')).toBe('Record the close-out when the project reaches mechanical completion, or when it is cancelled.');
  });

  it('records the close-out, derives its figures, and keeps every correction in its history (stale edits refused)', async () => {
    const owner = w.owner.client;
    const saved = await owner.graphql(SAVE, { input: { key: w.project.id, ...CLOSE_OUT } });
    expect(pick(saved.data, 'saveCloseOut')).toMatchObject({ closeOut: { version: 1, final: false, costGrowth: { percent: 10 } }, outcomes: { nextStep: 'Mark the close-out final once its cost is final: only final costs enter the statistics.' } });
    const again = await owner.graphql(SAVE, { input: { key: w.project.id, ...CLOSE_OUT } });
    expect(errorsOf(again.data, 'saveCloseOut')).toMatchObject([{ code: 'CONFLICT', message: 'This project has a close-out already: edit it (corrections are kept in its history).' }]);
    const converted = await owner.graphql(SAVE, { input: { key: w.project.id, version: 1, ...CLOSE_OUT, costBasis: 'baseDate', conversionFactor: '0.95', actualCost: '1,320,000' } });
    expect(pick(converted.data, 'saveCloseOut.closeOut')).toMatchObject({ version: 2, costGrowth: { percent: 14 } });
    const stale = await owner.graphql(SAVE, { input: { key: w.project.id, version: 1, ...CLOSE_OUT } });
    expect(errorsOf(stale.data, 'saveCloseOut')).toMatchObject([{ code: 'CONFLICT' }]);
    const asSpentFactor = await owner.graphql(SAVE, { input: { key: w.project.id, version: 2, ...CLOSE_OUT, conversionFactor: '0.9' } });
    expect(errorsOf(asSpentFactor.data, 'saveCloseOut')).toEqual([{ field: 'conversionFactor', message: 'As spent, the factor is 1', code: 'BAD_INPUT' }]);

    const read = pick((await owner.graphql(OUTCOMES, { key: w.project.id })).data, 'projectOutcomes.closeOut');
    expect(pick(read, 'costGrowth')).toEqual({
      percent: 14,
      basis: "converted to the estimate's base date by f = 0.95: B = base + contingency = USD 1,100,000.00",
      withinRange: true,
      range: '−10.0 % to +20.0 %',
      flags: [],
      refusal: null,
    });
    // Planned 2026-04-01 → 2027-04-01 (365 days); actual 2026-04-01 → 2027-06-01 (426 days): 426 ÷ 365 − 1 = +16.7 %.
    expect(pick(read, 'slip')).toEqual({ percent: 16.7, refusal: null });
    expect(pick(read, 'history')).toMatchObject([
      { version: 2, kind: 'edit', changed: ['actualCost', 'costBasis', 'conversionFactor'], changedBy: w.owner.user.name },
      { version: 1, kind: 'record' },
    ]);
  });

  it('is recorded on a finalized, deactivated project too; marking it final keeps the first time it was; no later decision is added', async () => {
    await app.db.update(projects).set({ isValid: true, isActive: false }).where(eq(projects.id, w.project.id));
    const final = await w.owner.client.graphql(SAVE, { input: { key: w.project.id, version: 2, ...CLOSE_OUT, final: true } });
    expect(pick(final.data, 'saveCloseOut')).toMatchObject({ closeOut: { version: 3, final: true }, outcomes: { nextStep: null }, errors: [] });
    const later = await w.owner.client.graphql(RECORD, { input: { key: w.project.id, report, ...DECISION, decidedOn: '2026-05-01' } });
    expect(errorsOf(later.data, 'recordGateDecision')).toMatchObject([{ code: 'CONFLICT', message: "The project's close-out is recorded: correct its decisions rather than adding one." }]);

    const read = pick((await w.owner.client.graphql(OUTCOMES, { key: w.project.id })).data, 'projectOutcomes');
    const [deferral, approval] = [pick(read, 'decisions.0'), pick(read, 'decisions.1')];
    const remove = await w.owner.client.graphql(REMOVE, { input: { key: w.project.id, id: pick(approval, 'key') } });
    expect(errorsOf(remove.data, 'removeGateDecision')).toMatchObject([{ code: 'CONFLICT' }]);
    const demote = await w.owner.client.graphql(EDIT, { input: { key: w.project.id, id: pick(approval, 'key'), version: 1, report, ...DECISION, decision: 'deferred' } });
    expect(errorsOf(demote.data, 'editGateDecision')).toMatchObject([{ field: 'decision', code: 'BAD_INPUT' }]);
    const fix = await w.owner.client.graphql(EDIT, { input: { key: w.project.id, id: pick(deferral, 'key'), version: 1, report, ...DECISION, decision: 'deferred', decidedOn: '2026-01-12', plannedAuthorization: '2026-01-12', plannedMechanicalCompletion: '2027-01-12', plannedStartUp: '2027-02-12' } });
    expect(pick(fix.data, 'editGateDecision')).toMatchObject({ decision: { version: 2 }, errors: [] });
    const gone = await w.owner.client.graphql(REMOVE, { input: { key: w.project.id, id: pick(deferral, 'key'), version: 2 } });
    expect(pick(gone.data, 'removeGateDecision.outcomes.decisions')).toHaveLength(1);
    const kinds = (await app.db.select().from(outcomeHistory).where(eq(outcomeHistory.entityId, String(pick(deferral, 'key'))))).map((h) => h.kind).sort();
    expect(kinds).toEqual(['edit', 'record', 'remove']);
  });

  it('who may: editors record; the CEL and a User off the team read or not; another organization finds nothing', async () => {
    const outcome = async (client: ProjectWorld['owner']['client'], query: string, variables: Record<string, unknown>, field: string) => graphqlOutcome(await client.graphql(query, variables), field);
    const input = { input: { key: w.project.id, version: 99, ...CLOSE_OUT } };
    expect(await outcome(w.ipa.client, OUTCOMES, { key: w.project.id }, 'projectOutcomes')).toBe('ok');
    expect(await outcome(w.ipa.client, SAVE, input, 'saveCloseOut')).toBe('forbidden');
    expect(await outcome(w.otherUser.client, OUTCOMES, { key: w.project.id }, 'projectOutcomes')).toBe('not-found');
    expect(await outcome(w.powerUser.client, SAVE, input, 'saveCloseOut')).toBe('forbidden');
    expect(await outcome(w.outsider.client, SAVE, input, 'saveCloseOut')).toBe('not-found');
    const ipaView = pick((await w.ipa.client.graphql(OUTCOMES, { key: w.project.id })).data, 'projectOutcomes.viewerCanRecord');
    expect(ipaView).toBe(false);
  });
});
