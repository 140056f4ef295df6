import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, projects } from '../../../server/db/schema/index.ts';
import { pick } from '../../support/pick.ts';
import { createProject, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { answerPhase, CREATE_REPORT, createReport } from './report-support.ts';

// Who may see and create reports (DOMAIN.md §5): viewing follows project.view, creating and editing notes
// follow project.edit on a project that is neither finalized nor deactivated.

let app: TestApp;
let world: ProjectWorld;
let reportKey = '';
beforeAll(async () => {
  app = await startTestApp();
  world = await projectWorld(app);
  await answerPhase(world.owner.client, world.project.id, 'fel2', () => ({ level: 1 }));
  reportKey = String(pick(await createReport(world.owner.client, world.project.id, 'fel2'), 'key'));
});
afterAll(async () => app?.close());

const REPORT = 'query($key: ID!) { report(key: $key) { key score { felIndex } viewerCanEditNotes } }';
const NOTES = 'mutation($input: UpdateReportNotesInput!) { updateReportNotes(input: $input) { report { notes } errors { message } } }';

describe('report access per role', () => {
  it('every role that may see the project reads the report; others get "not found"', async () => {
    const seers = [world.admin, world.ipa, world.clientAdmin, world.owner, world.teamUser, world.superUser, world.powerUser];
    for (const a of seers) {
      const res = await a.client.graphql(REPORT, { key: reportKey });
      expect(pick(res.data, 'report.key'), a.label).toBe(reportKey);
      expect(pick(res.data, 'report.score.felIndex'), a.label).toBe(12); // every answer claims 1 without evidence: method 3 scores each as 4
      expect((await a.client.get(`/api/project/${world.project.id}/fel2report`)).status, a.label).toBe(200);
    }
    for (const a of [world.otherUser, world.outsider]) {
      const res = await a.client.graphql(REPORT, { key: reportKey });
      expect(res.errors, a.label).toBeUndefined();
      expect(pick(res.data, 'report'), a.label).toBeNull();
      const legacy = await a.client.get(`/api/project/${world.project.id}/fel2report`);
      expect(legacy.status, a.label).toBe(404);
      expect(legacy.body, a.label).toEqual(expect.objectContaining({ status: 'error', message: 'Project not found' }));
      expect((await a.client.get(`/api/report/${reportKey}/metrics/`)).status, a.label).toBe(404);
      expect((await a.client.get(`/api/report/${reportKey}/pdf/`)).status, a.label).toBe(404);
    }
    expect((await app.client().get(`/api/report/${reportKey}/metrics/`)).status).toBe(401);
    expect((await world.owner.client.get('/api/report/not-a-key/metrics/')).status).toBe(404);
    expect((await world.owner.client.get(`/api/report/${reportKey}/pdf/?format=Tabloid`)).status).toBe(400);
  });

  it('editors create reports; the IPA User, a Power User off the team and outsiders cannot', async () => {
    const may = [world.admin, world.clientAdmin, world.owner, world.teamUser, world.superUser];
    for (const a of may) {
      const res = await a.client.graphql(CREATE_REPORT, { input: { projectKey: world.project.id, phase: 'fel2' } });
      expect(pick(res.data, 'createReport.report.score.felIndex'), a.label).toBe(12);
    }
    for (const a of [world.ipa, world.powerUser]) {
      const res = await a.client.graphql(CREATE_REPORT, { input: { projectKey: world.project.id, phase: 'fel2' } });
      expect(res.errors?.[0]?.extensions?.code, a.label).toBe('FORBIDDEN');
      expect((await a.client.post(`/api/project/${world.project.id}/fel2report/create/`, {})).status, a.label).toBe(403);
    }
    for (const a of [world.otherUser, world.outsider]) {
      const res = await a.client.graphql(CREATE_REPORT, { input: { projectKey: world.project.id, phase: 'fel2' } });
      expect(res.errors?.[0]?.extensions?.code, a.label).toBe('NOT_FOUND');
    }
    const audit = await app.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'report.create'), eq(auditEvents.organizationId, world.org.id)));
    expect(audit.length).toBe(1 + may.length);
  });

  it('notes: editors change them (audited); read-only viewers cannot', async () => {
    const ok = await world.teamUser.client.graphql(NOTES, { input: { reportKey, notes: 'Reviewed with operations on 21 Nov' } });
    expect(pick(ok.data, 'updateReportNotes.report.notes')).toBe('Reviewed with operations on 21 Nov');
    const [event] = await app.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'report.notes'), eq(auditEvents.entityId, reportKey)));
    expect(event).toMatchObject({ before: { notes: '' }, after: { notes: 'Reviewed with operations on 21 Nov' } });
    const ipa = await world.ipa.client.graphql(NOTES, { input: { reportKey, notes: 'x' } });
    expect(ipa.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(pick((await world.ipa.client.graphql(REPORT, { key: reportKey })).data, 'report.viewerCanEditNotes')).toBe(false);
    expect(pick((await world.owner.client.graphql(REPORT, { key: reportKey })).data, 'report.viewerCanEditNotes')).toBe(true);
    const tooLong = await world.owner.client.graphql(NOTES, { input: { reportKey, notes: 'x'.repeat(5001) } });
    expect(pick(tooLong.data, 'updateReportNotes.errors.0.message')).toBe('Must be at most 5000 characters');
  });

  it('a finalized or deactivated project takes no new report and no notes change, but its reports stay readable', async () => {
    for (const state of [{ isValid: true }, { isActive: false }]) {
      const project = await createProject(app.db, { org: world.org, owner: world.owner.user, fel20: false });
      await answerPhase(world.owner.client, project.id, 'fel3', () => ({ level: 1 }));
      const key = String(pick(await createReport(world.owner.client, project.id, 'fel3'), 'key'));
      await app.db.update(projects).set(state).where(eq(projects.id, project.id));
      const create = await world.owner.client.graphql(CREATE_REPORT, { input: { projectKey: project.id, phase: 'fel3' } });
      expect(create.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const notes = await world.owner.client.graphql(NOTES, { input: { reportKey: key, notes: 'late' } });
      expect(notes.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(pick((await world.owner.client.graphql(REPORT, { key })).data, 'report.key')).toBe(key);
    }
  });

  it('bad input: unknown phase, malformed keys and wrong types are 4xx and change nothing', async () => {
    const wrongPhase = await world.owner.client.graphql(CREATE_REPORT, { input: { projectKey: world.project.id, phase: 'fel9' } });
    expect(wrongPhase.status).toBe(400);
    const badKey = await world.owner.client.graphql(CREATE_REPORT, { input: { projectKey: 'x'.repeat(10_000), phase: 'fel2' } });
    expect(pick(badKey.data, 'createReport.errors.0.code')).toBe('BAD_INPUT');
    const notesType = await world.owner.client.post(`/api/project/${world.project.id}/fel2report/create/`, { notes: { a: 1 } });
    expect(notesType.status).toBe(400);
    expect((await world.owner.client.graphql(REPORT, { key: 'not-a-uuid' })).data).toEqual({ report: null });
  });
});

describe('a new report answers with its project’s report screen data', () => {
  const CREATE_WITH_PROJECT = `mutation($input: CreateReportInput!, $phase: Phase!) { createReport(input: $input) {
    report { key } project { key report(phase: $phase) { latest { key } history { nodes { key } hasMore } viewerCanCreate } } errors { message } } }`;

  it('the history and latest report include the one just made', async () => {
    const project = await createProject(app.db, { org: world.org, owner: world.owner.user });
    await answerPhase(world.owner.client, project.id, 'fel3', () => ({ level: 2 }));
    const first = String(pick(await createReport(world.owner.client, project.id, 'fel3'), 'key'));
    const res = await world.owner.client.graphql(CREATE_WITH_PROJECT, { input: { projectKey: project.id, phase: 'fel3' }, phase: 'fel3' });
    const made = String(pick(res.data, 'createReport.report.key'));
    expect(pick(res.data, 'createReport.project')).toEqual({ key: project.id, report: { latest: { key: made }, history: { nodes: [{ key: made }, { key: first }], hasMore: false }, viewerCanCreate: true } });
    // A page at a time: the newest first, then the older ones after its cursor.
    const PAGE = 'query($key: ID!, $after: String) { project(key: $key) { report(phase: fel3) { history(first: 1, after: $after) { nodes { key } endCursor hasMore } } } }';
    const one = await world.owner.client.graphql(PAGE, { key: project.id });
    expect(pick(one.data, 'project.report.history')).toMatchObject({ nodes: [{ key: made }], hasMore: true });
    const two = await world.owner.client.graphql(PAGE, { key: project.id, after: pick(one.data, 'project.report.history.endCursor') });
    expect(pick(two.data, 'project.report.history')).toMatchObject({ nodes: [{ key: first }], hasMore: false });
    // In a list the page's one statement loads them; the history is paged alike.
    const LISTED = 'query($after: String) { projects(filter: { status: all }, first: 100) { nodes { key report(phase: fel3) { history(first: 1, after: $after) { nodes { key } endCursor hasMore } } } } }';
    const inList = async (after?: unknown) => {
      const res = await world.owner.client.graphql(LISTED, { after });
      const nodes = pick(res.data, 'projects.nodes');
      return Array.isArray(nodes) ? pick(nodes.find((n: unknown) => pick(n, 'key') === project.id), 'report.history') : res.errors;
    };
    const listedOne = await inList();
    expect(listedOne).toMatchObject({ nodes: [{ key: made }], hasMore: true });
    expect(await inList(pick(listedOne, 'endCursor'))).toMatchObject({ nodes: [{ key: first }], hasMore: false });
  });
});
