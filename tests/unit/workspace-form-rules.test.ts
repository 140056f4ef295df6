import { describe, expect, it } from 'vitest';
import { formMessages, serverMessages } from '../support/form-rules.ts';
import { naJustificationSchema } from '../../common/na-rule.ts';
import { CreateReportFormSchema, ReportNotesFormSchema } from '../../common/report-schema.ts';
import { SiteFormSchema, SiteLocationFormSchema } from '../../common/site-schema.ts';
import { type TeamMemberFormValues, TeamMemberFormSchema } from '../../common/team-schema.ts';
import { naProblem } from '../../client/src/features/projects/workspace/na-draft.ts';
import { AppError } from '../../server/errors.ts';
import { AddSiteInput, AddTeamMemberInput, EditSiteInput, EditTeamMemberInput } from '../../server/modules/projects/project-input.ts';
import { contentOf } from '../../server/modules/questionnaire/answer-fields.ts';
import { questionsFor } from '../../server/modules/questionnaire/bank/index.ts';
import { assertNaAllowed } from '../../server/modules/questionnaire/na-rules.ts';
import { CreateReportInput, ReportNotesInput } from '../../server/modules/reports/report-input.ts';

// The team member dialog, the Sites section and the report dialogs check their fields with the rules the
// server parses the same input with (common/team-schema.ts, site-schema.ts, report-schema.ts): the form's
// resolver and the server name the same fields with the same messages. The question card's N/A draft is
// held back exactly when the server's N/A rule (common/na-rule.ts) would refuse it.

const KEY = '00000000-0000-4000-8000-000000000001';
const long = (n: number) => 'x'.repeat(n);

describe('the team member dialog', () => {
  const valid: TeamMemberFormValues = { name: 'Dana Director', email: 'dana@example.com', function: 'Sponsor', company: 'Acme' };
  it.each([
    { what: 'a complete member', values: {}, expected: {} },
    { what: 'a member without email, function or company', values: { email: '', function: '', company: '' }, expected: {} },
    { what: 'no name and a malformed email', values: { name: ' ', email: 'nope' }, expected: { name: 'Required', email: 'Invalid email format' } },
    { what: 'too long a name and company', values: { name: long(101), company: long(101) }, expected: { name: 'Must be at most 100 characters', company: 'Must be at most 100 characters' } },
  ])('$what', ({ values, expected }) => {
    const form = { ...valid, ...values };
    expect(formMessages(TeamMemberFormSchema, form)).toEqual(expected);
    expect(serverMessages(AddTeamMemberInput, { key: KEY, phase: 'fel2', ...form })).toEqual(expected);
    expect(serverMessages(EditTeamMemberInput, { key: KEY, id: KEY, ...form })).toEqual(expected);
  });
});

describe('the Sites section', () => {
  it.each([
    { what: 'a plant and a location', values: { plantName: 'North plant', location: 'East yard' }, expected: {} },
    { what: 'no plant chosen', values: { plantName: '', location: '' }, expected: { plantName: 'Choose a plant' } },
    { what: 'too long a location', values: { plantName: 'North plant', location: long(301) }, expected: { location: 'Must be at most 300 characters' } },
  ])('add: $what', ({ values, expected }) => {
    expect(formMessages(SiteFormSchema, values)).toEqual(expected);
    expect(serverMessages(AddSiteInput, { key: KEY, ...values })).toEqual(expected);
  });

  it('a location edited in its row', () => {
    expect(formMessages(SiteLocationFormSchema, { location: long(301) })).toEqual({ location: 'Must be at most 300 characters' });
    expect(serverMessages(EditSiteInput, { key: KEY, id: KEY, location: long(301) })).toEqual({ location: 'Must be at most 300 characters' });
    expect(formMessages(SiteLocationFormSchema, { location: '' })).toEqual({});
  });
});

describe('the report dialogs', () => {
  it.each([
    { what: 'notes and both names', values: { notes: 'Gate in March', preparedBy: 'Pat', reviewedBy: 'Sam' }, expected: {} },
    { what: 'no notes or names', values: { notes: '', preparedBy: '', reviewedBy: '' }, expected: {} },
    { what: 'too long notes and names', values: { notes: long(5001), preparedBy: long(201), reviewedBy: long(201) }, expected: { notes: 'Must be at most 5000 characters', preparedBy: 'Must be at most 200 characters', reviewedBy: 'Must be at most 200 characters' } },
  ])('create: $what', ({ values, expected }) => {
    expect(formMessages(CreateReportFormSchema, values)).toEqual(expected);
    expect(serverMessages(CreateReportInput, { projectKey: KEY, phase: 'fel3', ...values })).toEqual(expected);
  });

  it('notes', () => {
    expect(formMessages(ReportNotesFormSchema, { notes: long(5001) })).toEqual({ notes: 'Must be at most 5000 characters' });
    expect(serverMessages(ReportNotesInput, { reportKey: KEY, notes: long(5001) })).toEqual({ notes: 'Must be at most 5000 characters' });
  });
});

describe('the question card’s N/A draft', () => {
  const allowing = questionsFor('fel2').filter((q) => q.naAllowed);
  const high = allowing.find((q) => q.weight === 3);
  const lower = allowing.find((q) => q.weight < 3);

  /** The fields the server refuses for this N/A on this question. */
  function serverRefuses(question: NonNullable<typeof high>, reason: string, approver: string): string[] {
    const merged = { ...contentOf(null), na: true, naReason: reason.trim(), naApprover: approver.trim() };
    try {
      assertNaAllowed({ question, merged, input: { na: true, naReason: reason, naApprover: approver }, fel2Counterpart: null });
      return [];
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return error.fieldErrors.map((f) => f.field);
    }
  }

  it.each([
    { reason: '', approver: '' },
    { reason: 'Brownfield only', approver: '' },
    { reason: 'Brownfield tie-in only, no new plot', approver: '' },
    { reason: 'Brownfield tie-in only, no new plot', approver: 'Dana Director' },
    { reason: '   padded but short        ', approver: 'Dana Director' },
  ])('reason "$reason", approver "$approver": held back exactly when the server refuses', ({ reason, approver }) => {
    for (const question of [high, lower]) {
      if (!question) throw new Error('the bank has an N/A question of each kind');
      const refused = serverRefuses(question, reason, approver);
      const problem = naProblem({ reason, approver }, question.weight);
      expect(problem === null, `${question.code}: ${problem ?? 'saved'}`).toBe(refused.length === 0);
      if (refused[0] === 'naReason') expect(problem).toContain(`(${reason.trim().length} so far)`);
      if (refused[0] === 'naApprover') expect(problem).toContain('needs the name of who approved the N/A');
      expect(formMessages(naJustificationSchema(question.weight), { naReason: reason, naApprover: approver })).toEqual(
        Object.fromEntries(refused.map((f) => [f, expect.any(String)])),
      );
    }
  });
});
