import { describe, expect, it } from 'vitest';
import { ROLE, type Role } from '../../common/roles.ts';
import { visibilityScope } from '../../server/modules/projects/project-access.ts';
import { contentOf, mergeAnswer } from '../../server/modules/questionnaire/answer-fields.ts';
import type { AnswerRow } from '../../server/modules/questionnaire/answers.queries.ts';
import { AREAS, questionsFor, questionsForArea } from '../../server/modules/questionnaire/bank/index.ts';
import { buildQuestionnaire, isAnswered, isComplete, progressFromCounts } from '../../server/modules/questionnaire/progress.ts';
import type { Viewer } from '../../server/policies/viewer.ts';

const answer = (code: string, over: Partial<AnswerRow> = {}): AnswerRow => ({
  id: `id-${code}`,
  projectId: 'p',
  phase: 'fel2',
  questionCode: code,
  bankVersion: 'v',
  ...contentOf(null),
  answeredBy: null,
  answeredAt: null,
  version: 1,
  updatedAt: new Date(0),
  ...over,
});

describe('answered and complete (DOMAIN.md §2)', () => {
  it('a level, or N/A with a non-blank reason, answers a question; the revisit flag removes the green check', () => {
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered(answer('x', { level: 3 }))).toBe(true);
    expect(isAnswered(answer('x', { na: true, naReason: '   ' }))).toBe(false);
    expect(isAnswered(answer('x', { na: true, naReason: 'Not in scope' }))).toBe(true);
    expect(isComplete(answer('x', { level: 1, revisit: true }))).toBe(false);
    expect(isComplete(answer('x', { level: 1 }))).toBe(true);
  });
});

describe('a phase questionnaire from the bank', () => {
  it('lists every question in bank order, counts per area, and names what is missing', () => {
    const fel2 = questionsFor('fel2');
    const [first, second] = fel2;
    if (!first || !second) throw new Error('small bank');
    const q = buildQuestionnaire({
      phase: 'fel2',
      label: 'FEL 2',
      bankVersion: 'v',
      answers: [answer(first.code, { level: 2, revisit: true }), answer(second.code, { na: true, naReason: '' }), answer('F2-GONE-99', { level: 1 })],
    });
    expect(q.areas.map((a) => a.area)).toEqual([...AREAS]);
    expect(q.areas.flatMap((a) => a.items.map((i) => i.question.code))).toEqual(fel2.map((x) => x.code));
    expect(q.total).toBe(fel2.length);
    expect(q.answered).toBe(1);
    expect(q.missing).toEqual(fel2.filter((x) => x.code !== first.code).map((x) => x.code));
    expect(q.fullyAnswered).toBe(false);
    const firstArea = q.areas.find((a) => a.area === first.area);
    expect(firstArea?.progress).toEqual({ phase: 'fel2', area: first.area, label: firstArea?.label, answered: 1, total: questionsForArea('fel2', first.area).length, flagged: 1 });
    expect(firstArea?.items[0]).toMatchObject({ complete: false, flagged: true });
  });

  it('progress covers the phases in scope, with zero for areas without answers', () => {
    const progress = progressFromCounts(['fel3'], [{ phase: 'fel3', area: 'eng', answered: 2, flagged: 1 }]);
    expect(progress.map((p) => [p.phase, p.area, p.answered, p.total, p.flagged])).toEqual(
      AREAS.map((area) => ['fel3', area, area === 'eng' ? 2 : 0, questionsForArea('fel3', area).length, area === 'eng' ? 1 : 0]),
    );
  });
});

describe('merging a save into the stored answer', () => {
  const stored = { ...contentOf(null), level: 2, comment: 'kept', evidence: 'DOC' };
  it('keeps omitted fields; a level clears N/A, N/A clears the level; both at once is refused', () => {
    expect(mergeAnswer(stored, { revisit: true })).toEqual({ ...stored, revisit: true });
    expect(mergeAnswer(stored, { na: true })).toEqual({ ...stored, na: true, level: null });
    expect(mergeAnswer({ ...stored, level: null, na: true, naReason: 'r' }, { level: 1 })).toEqual({ ...stored, level: 1, na: false, naReason: 'r' });
    expect(mergeAnswer(stored, { level: null })).toEqual({ ...stored, level: null });
    expect(mergeAnswer(stored, { actionDue: '2027-01-01', actionStatus: 'done' })).toMatchObject({ actionDue: '2027-01-01', actionStatus: 'done', comment: 'kept' });
    expect(() => mergeAnswer(stored, { level: 2, na: true })).toThrow('Choose a level or N/A, not both.');
  });
});

describe('the dashboard filter comes from the permission table', () => {
  const viewer = (role: Role, extra: Partial<Viewer> = {}): Viewer => ({
    userId: 'me',
    sessionId: 's',
    name: 'Me',
    email: 'me@example.com',
    role,
    organizationId: 'client',
    isProviderOrg: false,
    isPoc: false,
    poOnly: false,
    celOrganizationIds: new Set(),
    activeOrganizationId: 'client',
    ...extra,
  });
  it('all of the client for Client Admin, Super User, Power User; owned or team for a User; owned only with po_only', () => {
    for (const role of [ROLE.CLIENT_ADMIN, ROLE.SUPER_USER, ROLE.POWER_USER] as const) expect(visibilityScope(viewer(role), 'client')).toEqual({ all: true });
    expect(visibilityScope(viewer(ROLE.USER), 'client')).toEqual({
      all: false,
      combos: [
        { owner: true, team: true },
        { owner: true, team: false },
        { owner: false, team: true },
      ],
    });
    expect(visibilityScope(viewer(ROLE.POWER_USER, { poOnly: true }), 'client')).toEqual({
      all: false,
      combos: [
        { owner: true, team: true },
        { owner: true, team: false },
      ],
    });
    expect(visibilityScope(viewer(ROLE.USER), 'another-client')).toEqual({ all: false, combos: [] });
  });
});
