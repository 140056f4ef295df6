import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, auditEvents, projects, projectSites, reports, teamMembers } from '../../../server/db/schema/index.ts';
import { questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { createUser } from '../../support/factories.ts';
import { pick, pickString } from '../../support/pick.ts';
import { pickList } from '../../support/pick-list.ts';
import { addToTeam, createProject, projectWorld, type ProjectWorld, reloadProject } from '../../support/projects.ts';
import { saveAnswer, seedAnswers } from '../../support/questionnaire.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { figures } from '../../support/report-fixtures.ts';
import { ROLE } from '../../../common/roles.ts';

let app: TestApp;
let w: ProjectWorld;
beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app);
});
afterAll(async () => app?.close());

const CREATE = `mutation($input: CreateProjectInput!) { createProject(input: $input) {
  project { key name fel20 costRange costRangeLabel projectType projectTypeLabel outsideSmallProjectRange isActive isValid statusfel3 phases owner { name } }
  warning errors { field message code } } }`;

const screening = { fel20: true, costRange: '5to10m', projectType: 'revamp' };
const auditOf = (entityId: string) => app.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId)).orderBy(asc(auditEvents.id));

describe('create after screening', () => {
  it('creates a project owned by the viewer, with the screening answers; audited', async () => {
    const res = await w.powerUser.client.graphql(CREATE, { input: { name: '  Boiler   feedwater upgrade ', ...screening } });
    expect(pick(res.data, 'createProject')).toEqual({
      project: {
        key: expect.any(String),
        name: 'Boiler feedwater upgrade',
        fel20: true,
        costRange: '5to10m',
        costRangeLabel: 'US$5M – 10M',
        projectType: 'revamp',
        projectTypeLabel: 'Revamp or modernization',
        outsideSmallProjectRange: false,
        isActive: true,
        isValid: false,
        statusfel3: 0,
        phases: ['fel2', 'fel3'],
        owner: { name: w.powerUser.user.name },
      },
      warning: null,
      errors: [],
    });
    const key = pickString(res.data, 'createProject.project.key');
    expect((await auditOf(key)).map((e) => [e.action, e.actorUserId])).toEqual([['project.create', w.powerUser.user.id]]);
  });

  it('warns (and still creates) outside the small-project range; FEL 3 only when FEL 2 is out of scope', async () => {
    const res = await w.owner.client.graphql(CREATE, { input: { name: `Big one ${Date.now()}`, fel20: false, costRange: 'over20m', projectType: 'new-unit' } });
    expect(pick(res.data, 'createProject.warning')).toBe(
      'This tool is calibrated for small projects of about US$1M–20M. You can still assess this project, but compare its FEL Index with care.',
    );
    expect(pick(res.data, 'createProject.project')).toMatchObject({ outsideSmallProjectRange: true, phases: ['fel3'], fel20: false });
  });

  it('names are unique in the organization regardless of case; another organization may reuse one', async () => {
    const name = `Cooling tower ${Date.now()}`;
    await w.owner.client.graphql(CREATE, { input: { name, ...screening } });
    const taken = await w.superUser.client.graphql(CREATE, { input: { name: name.toUpperCase(), ...screening } });
    expect(pick(taken.data, 'createProject.errors')).toEqual([
      { field: 'name', message: 'A project with this name already exists in your organization. Choose another name.', code: 'CONFLICT' },
    ]);
    const legacy = await w.superUser.client.post('/api/project/create/', { name: ` ${name.toLowerCase()} `, ...screening, client: w.org.id });
    expect(legacy.status).toBe(409);
    const elsewhere = await w.outsider.client.post('/api/project/create/', { name, ...screening });
    expect(elsewhere.body).toMatchObject({ status: 'success', key: expect.any(String), project: { name } });
  });

  it('fel20 is required; screening answers are optional on the legacy path (spec §7) but checked when sent; the client is the active one', async () => {
    const missing = await w.owner.client.post('/api/project/create/', { name: 'No screening' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ fel20: 'Required' });
    const wrong = await w.owner.client.post('/api/project/create/', { name: 'Odd', fel20: 'yes', costRange: 'huge', projectType: 'other' });
    expect(wrong.body.fields).toEqual({ fel20: 'Say whether FEL 2 is in scope', costRange: 'Choose an estimated cost range' });
    const blank = await w.owner.client.post('/api/project/create/', { name: '   ', ...screening });
    expect(blank.body.fields).toEqual({ name: 'Required' });
    const long = await w.owner.client.post('/api/project/create/', { name: 'x'.repeat(101), ...screening });
    expect(long.body.fields).toEqual({ name: 'Must be at most 100 characters' });
    const otherClient = await w.owner.client.post('/api/project/create/', { name: 'Elsewhere', ...screening, client: w.otherOrg.id });
    expect(otherClient.status).toBe(404);
    expect(await app.db.select().from(projects).where(eq(projects.name, 'Elsewhere'))).toEqual([]);
  });

  it('projectScreening lists the options the create screen asks', async () => {
    const res = await w.owner.client.graphql('{ projectScreening { costRanges { value label outsideSmallProjectRange } projectTypes { value label } smallProjectWarning } }');
    const ranges = pick(res.data, 'projectScreening.costRanges');
    expect(Array.isArray(ranges) && ranges.filter((r) => pick(r, 'outsideSmallProjectRange')).map((r) => pick(r, 'value'))).toEqual(['under1m', 'over20m']);
  });
});

describe('rename and details', () => {
  it('renames; a taken name and a stale version are refused', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const other = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const RENAME = 'mutation($input: RenameProjectInput!) { renameProject(input: $input) { project { name version } errors { field message code } } }';
    const ok = await w.owner.client.graphql(RENAME, { input: { key: p.id, name: `${p.name} v2`, version: p.version } });
    expect(pick(ok.data, 'renameProject.project')).toEqual({ name: `${p.name} v2`, version: p.version + 1 });
    const stale = await w.clientAdmin.client.graphql(RENAME, { input: { key: p.id, name: `${p.name} v3`, version: p.version } });
    expect(pick(stale.data, 'renameProject.errors.0')).toEqual({
      field: null,
      message: 'Someone else changed this project while you were editing. Reload to see their changes, then try again.',
      code: 'CONFLICT',
    });
    const taken = await w.owner.client.post(`/api/project/${p.id}/change/`, { name: other.name.toLowerCase() });
    expect(taken.status).toBe(409);
    expect((await reloadProject(app.db, p.id)).name).toBe(`${p.name} v2`);
    const same = await w.owner.client.post(`/api/project/${p.id}/change/`, { name: `${p.name} V2` });
    expect(same.status).toBe(200);
    expect((await auditOf(p.id)).map((e) => [e.action, pick(e.before, 'name'), pick(e.after, 'name')])).toEqual([
      ['project.rename', p.name, `${p.name} v2`],
      ['project.rename', `${p.name} v2`, `${p.name} V2`],
    ]);
  });
});

describe('duplicate', () => {
  it('carries details, sites, team and both phases’ answers; not reports, owner, finalized or deactivated state', async () => {
    const source = await createProject(app.db, { org: w.org, owner: w.owner.user, description: 'Replace two pumps', costRange: '1to5m', projectType: 'sustaining', isValid: true, isActive: false, statusfel3: 2 });
    await addToTeam(app.db, source, { email: 'fel2.lead@example.com', name: 'FEL 2 lead' }, 'fel2');
    await addToTeam(app.db, source, w.teamUser.user, 'fel3');
    await app.db.insert(projectSites).values([{ projectId: source.id, plantName: 'Plant A', location: 'Pump house' }, { projectId: source.id, plantName: 'Plant B', location: '' }]);
    await seedAnswers(app.db, { projectId: source.id, phase: 'fel2', extra: (q) => ({ comment: `c ${q.code}`, evidence: `e ${q.code}`, revisit: q.weight === 3, actionText: q.weight === 1 ? 'Do it' : '' }) });
    await seedAnswers(app.db, { projectId: source.id, phase: 'fel3', questions: questionsFor('fel3').slice(0, 3), level: () => null, extra: () => ({ na: true, naReason: 'Not in scope' }) });
    await app.db.insert(reports).values({ projectId: source.id, phase: 'fel2', bankVersion: 'x', snapshot: { felIndex: 6.1 }, ...figures(6.1) });

    const res = await w.superUser.client.post(`/api/project/${source.id}/duplicate/`, { name: 'Pump replacement (copy)', fel20: true });
    expect(res.body).toMatchObject({ status: 'success', key: expect.any(String) });
    const copyId = pickString(res.body, 'key');
    const copy = await reloadProject(app.db, copyId);
    expect(copy).toMatchObject({
      organizationId: w.org.id,
      name: 'Pump replacement (copy)',
      description: 'Replace two pumps',
      costRange: '1to5m',
      projectType: 'sustaining',
      fel20: true,
      ownerUserId: w.superUser.user.id,
      isValid: false,
      isActive: true,
      statusfel3: 1,
    });
    const strip = <T extends { id: string; projectId: string }>(rows: T[]) => rows.map(({ id: _id, projectId: _p, ...rest }) => rest);
    const teamOf = (id: string) => app.db.select().from(teamMembers).where(eq(teamMembers.projectId, id)).orderBy(asc(teamMembers.email));
    const sitesOf = (id: string) => app.db.select().from(projectSites).where(eq(projectSites.projectId, id)).orderBy(asc(projectSites.plantName));
    const answersOf = (id: string) => app.db.select().from(answers).where(eq(answers.projectId, id)).orderBy(asc(answers.phase), asc(answers.questionCode));
    expect(strip(await teamOf(copyId))).toEqual(strip(await teamOf(source.id)));
    expect(strip(await sitesOf(copyId))).toEqual(strip(await sitesOf(source.id)));
    expect((await answersOf(copyId)).map(({ id: _i, projectId: _p, version: _v, ...rest }) => rest)).toEqual(
      (await answersOf(source.id)).map(({ id: _i, projectId: _p, version: _v, ...rest }) => rest),
    );
    expect(await app.db.select().from(reports).where(eq(reports.projectId, copyId))).toEqual([]);
    expect((await auditOf(copyId)).map((e) => [e.action, pick(e.before, 'from'), pick(e.after, 'copied')])).toEqual([
      ['project.duplicate', source.id, { team: 2, sites: 2, answers: questionsFor('fel2').length + 3, register: 0, evidence: 0, actions: 0 }],
    ]);
    // The team member of the original sees the copy too.
    expect((await w.teamUser.client.get(`/api/project/${copyId}`)).status).toBe(200);
  });

  it('needs a new unique name; fel20 defaults to the original’s', async () => {
    const source = await createProject(app.db, { org: w.org, owner: w.owner.user, fel20: false });
    const same = await w.owner.client.post(`/api/project/${source.id}/duplicate/`, { name: source.name.toUpperCase() });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('A project with this name already exists in your organization. Choose another name.');
    const none = await w.owner.client.post(`/api/project/${source.id}/duplicate/`, {});
    expect(none.body.fields).toEqual({ name: 'Required' });
    const ok = await w.owner.client.post(`/api/project/${source.id}/duplicate/`, { name: `${source.name} B` });
    expect(ok.body).toMatchObject({ project: { fel20: false, statusfel3: 0 } });
  });
});

describe('copy FEL 2 answers to FEL 3', () => {
  it('overwrites exactly the FEL 3 questions whose fel2Code has a FEL 2 answer; the others keep theirs', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const fel3 = questionsFor('fel3');
    const linked = fel3.filter((q) => q.fel2Code);
    const unlinked = fel3.filter((q) => !q.fel2Code);
    expect(linked.length).toBeGreaterThan(1);
    // FEL 2: answer every question a FEL 3 question continues, but one.
    const [skipped, ...copiedFrom] = linked;
    if (!skipped) throw new Error('no linked question');
    const fel2Answered = questionsFor('fel2').filter((q) => q.code !== skipped.fel2Code);
    await seedAnswers(app.db, {
      projectId: p.id,
      phase: 'fel2',
      questions: fel2Answered,
      level: (_q, i) => (i % 4) + 1,
      extra: (q) => ({ comment: `from ${q.code}`, evidence: `doc ${q.code}`, revisit: true, actionText: `act ${q.code}`, actionOwner: 'Olu', actionDue: '2027-01-15' }),
    });
    // FEL 3: an earlier answer on every question.
    await seedAnswers(app.db, { projectId: p.id, phase: 'fel3', level: () => 4, extra: () => ({ comment: 'earlier FEL 3' }) });
    const before = new Map((await app.db.select().from(answers).where(and(eq(answers.projectId, p.id), eq(answers.phase, 'fel3')))).map((a) => [a.questionCode, a]));

    const res = await w.owner.client.get(`/api/project/${p.id}/copyfel2tofel3/`);
    expect(res.body).toMatchObject({ status: 'success', copied: copiedFrom.length });

    const fel2 = new Map((await app.db.select().from(answers).where(and(eq(answers.projectId, p.id), eq(answers.phase, 'fel2')))).map((a) => [a.questionCode, a]));
    const after = new Map((await app.db.select().from(answers).where(and(eq(answers.projectId, p.id), eq(answers.phase, 'fel3')))).map((a) => [a.questionCode, a]));
    const content = (a: typeof answers.$inferSelect | undefined) =>
      a && { level: a.level, na: a.na, naReason: a.naReason, comment: a.comment, evidence: a.evidence, revisit: a.revisit, actionText: a.actionText, actionOwner: a.actionOwner, actionDue: a.actionDue, actionStatus: a.actionStatus };
    // Level, comment and evidence are copied; every copy is flagged to revisit with the reason, the evidence is
    // marked as copied, and the FEL 3 answer keeps its own action (FEL 2 actions do not close FEL 3 gaps).
    for (const q of copiedFrom) {
      const source = fel2.get(q.fel2Code ?? '');
      const copied = after.get(q.code);
      expect(content(copied), q.code).toEqual({ ...content(before.get(q.code)), level: source?.level, na: false, naReason: '', comment: source?.comment, evidence: source?.evidence, revisit: true });
      expect(copied).toMatchObject({ answeredBy: w.owner.user.id, version: 2, evidenceCopied: true, revisitReason: 'Copied from FEL 2: confirm against the FEL 3 anchors' });
    }
    for (const q of [skipped, ...unlinked]) expect(after.get(q.code), q.code).toEqual(before.get(q.code));
    expect((await auditOf(p.id)).map((e) => [e.action, pick(e.after, 'copied')])).toEqual([['project.copyFel2ToFel3', copiedFrom.length]]);
  });

  it('FEL 3 stays editable, and an edit made before the copy is now stale', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const q = questionsFor('fel3').find((x) => x.fel2Code);
    if (!q?.fel2Code) throw new Error('no linked question');
    await seedAnswers(app.db, { projectId: p.id, phase: 'fel2', questions: questionsFor('fel2').filter((x) => x.code === q.fel2Code), level: () => 2 });
    const first = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel3', code: q.code, version: 0, level: 4 });
    expect(pick(first.data, 'saveAnswer.answer.version')).toBe(1);
    const copy = await w.owner.client.graphql('mutation($input: ProjectKeyInput!) { copyFel2ToFel3(input: $input) { copied project { statusfel3 } errors { message } } }', { input: { key: p.id } });
    expect(pick(copy.data, 'copyFel2ToFel3')).toEqual({ copied: 1, project: { statusfel3: 1 }, errors: [] });
    const stale = await saveAnswer(w.clientAdmin.client, { key: p.id, phase: 'fel3', code: q.code, version: 1, level: 3 });
    expect(pick(stale.data, 'saveAnswer.errors.0.code')).toBe('CONFLICT');
    const edit = await saveAnswer(w.owner.client, { key: p.id, phase: 'fel3', code: q.code, version: 2, level: 1 });
    expect(pick(edit.data, 'saveAnswer.answer')).toMatchObject({ level: 1, version: 3 });
  });
});

describe('transfer', () => {
  it('hands the project to an active user of its organization; others are refused', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const inactive = await createUser(app.db, { role: ROLE.USER, org: w.org, status: 'inactive' });
    for (const target of [inactive.id, w.outsider.user.id, 'nobody@example.com', '']) {
      const res = await w.owner.client.post(`/api/project/${p.id}/transfer/`, { projectOwner: target });
      expect(res.status, target).toBe(400);
    }
    const res = await w.owner.client.post(`/api/project/${p.id}/transfer/`, { projectOwner: w.otherUser.user.email.toUpperCase() });
    expect(res.body).toMatchObject({ status: 'success', project: { projectOwner: w.otherUser.user.id } });
    // The former owner, a plain User not on the team, no longer sees it; the new owner does.
    expect((await w.owner.client.get(`/api/project/${p.id}`)).status).toBe(404);
    expect((await w.otherUser.client.get(`/api/project/${p.id}`)).status).toBe(200);
    expect((await auditOf(p.id)).map((e) => [e.action, pick(e.before, 'ownerUserId'), pick(e.after, 'ownerUserId')])).toEqual([
      ['project.transfer', w.owner.user.id, w.otherUser.user.id],
    ]);
  });

  it('ownerCandidates lists the active users of the organization for those who may transfer', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    await addToTeam(app.db, p, w.teamUser.user, 'fel2');
    const res = await w.owner.client.graphql('query($key: ID!) { ownerCandidates(key: $key) { nodes { key name username } hasMore } }', { key: p.id });
    const keys = pickList(res.data, 'ownerCandidates.nodes').map((u) => pick(u, 'key'));
    expect(keys).toContain(w.superUser.user.id);
    expect(keys).not.toContain(w.outsider.user.id);
    // A page at a time, by name; a search keeps those whose name or email contains it.
    const first = await w.owner.client.graphql('query($key: ID!) { ownerCandidates(key: $key, first: 2) { nodes { key } endCursor hasMore } }', { key: p.id });
    expect(pickList(first.data, 'ownerCandidates.nodes')).toHaveLength(2);
    expect(pick(first.data, 'ownerCandidates.hasMore')).toBe(true);
    const rest = await w.owner.client.graphql('query($key: ID!, $after: String) { ownerCandidates(key: $key, after: $after) { nodes { key } } }', { key: p.id, after: pick(first.data, 'ownerCandidates.endCursor') });
    expect([...pickList(first.data, 'ownerCandidates.nodes'), ...pickList(rest.data, 'ownerCandidates.nodes')].map((u) => pick(u, 'key')).sort()).toEqual([...keys].sort());
    const found = await w.owner.client.graphql('query($key: ID!, $search: String) { ownerCandidates(key: $key, search: $search) { nodes { key } } }', { key: p.id, search: w.superUser.user.email });
    expect(pickList(found.data, 'ownerCandidates.nodes').map((u) => pick(u, 'key'))).toEqual([w.superUser.user.id]);
    const refused = await w.teamUser.client.graphql('query($key: ID!) { ownerCandidates(key: $key) { nodes { key } } }', { key: p.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('audit of the lifecycle', () => {
  it('finalize, unfinalize, deactivate, reactivate, team and site changes are each one audit event', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const c = w.clientAdmin.client;
    const member = await c.post(`/api/project/${p.id}/fel3team/edit/`, { name: 'A', email: 'a@example.com' });
    await c.post(`/api/project/${p.id}/fel3team/${pickString(member.body, 'key')}/edit/`, { name: 'B' });
    await c.post(`/api/project/${p.id}/fel3team/${pickString(member.body, 'key')}/delete/`);
    const site = await c.post(`/api/project/${p.id}/fel3site-info/edit/`, { plantName: 'plant a', location: 'Yard' });
    expect(site.body).toMatchObject({ site: { plantName: 'Plant A', location: 'Yard' } });
    await c.post(`/api/project/${p.id}/fel3site-info/${pickString(site.body, 'key')}/delete/`);
    await c.post(`/api/project/${p.id}/projectdetails/edit/`, { isValid: true });
    await c.post(`/api/project/${p.id}/projectdetails/edit/unfinalize/`);
    await c.post(`/api/project/${p.id}/edit/`, { isActive: false });
    await c.post(`/api/project/${p.id}/edit/`, { isActive: true });
    const events = await app.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, w.clientAdmin.user.id)).orderBy(asc(auditEvents.id));
    expect(events.map((e) => e.action).slice(-9)).toEqual([
      'project.team.add',
      'project.team.edit',
      'project.team.remove',
      'project.site.add',
      'project.site.remove',
      'project.finalize',
      'project.unfinalize',
      'project.deactivate',
      'project.reactivate',
    ]);
  });
});
