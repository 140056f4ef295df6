import { describe, expect, it } from 'vitest';
import { formMessages, serverMessages } from '../support/form-rules.ts';
import {
  type CreateProjectFormValues,
  CreateProjectFormSchema,
  DuplicateProjectFormSchema,
  type ProjectDetailsFormValues,
  ProjectDetailsFormSchema,
  RenameProjectFormSchema,
  ScreeningAnswersFormSchema,
  ScreeningStepSchema,
  TransferProjectFormSchema,
} from '../../common/project-schema.ts';
import {
  CreateProjectInput,
  DuplicateProjectInput,
  ProjectDetailsInput,
  RenameProjectInput,
  TransferProjectInput,
} from '../../server/modules/projects/project-input.ts';

// The project forms (create screen, rename, duplicate, transfer, details, the screening prompt) check their
// fields with the rules the server parses the same input with (common/project-schema.ts): for what a form
// holds, its resolver (react-hook-form, first issue per field) and the server name the same fields with the
// same messages.

const KEY = '00000000-0000-4000-8000-000000000001';
const long = (n: number) => 'x'.repeat(n);

describe('the create screen', () => {
  const valid: CreateProjectFormValues = { costRange: '1to5m', projectType: 'revamp', fel20: true, name: 'Cooling tower', description: '' };
  /** What the screen sends for these values; a radio question not answered is not sent. */
  const sent = (v: CreateProjectFormValues) => ({ ...v, fel20: v.fel20 ?? undefined });

  const cases: { what: string; values: Partial<CreateProjectFormValues>; expected: Record<string, string> }[] = [
    { what: 'a complete form', values: {}, expected: {} },
    {
      what: 'nothing answered or named',
      values: { costRange: '', projectType: '', fel20: null, name: '   ' },
      expected: { costRange: 'Required', projectType: 'Required', fel20: 'Required', name: 'Required' },
    },
    { what: 'too long a name and description', values: { name: long(101), description: long(2001) }, expected: { name: 'Must be at most 100 characters', description: 'Must be at most 2000 characters' } },
    { what: 'an option the screen does not offer', values: { costRange: 'huge', projectType: 'castle' }, expected: { costRange: 'Choose an estimated cost range', projectType: 'Choose a project type' } },
  ];

  it.each(cases)('$what', ({ values, expected }) => {
    const form = { ...valid, ...values };
    expect(formMessages(CreateProjectFormSchema, form)).toEqual(expected);
    expect(serverMessages(CreateProjectInput, sent(form))).toEqual(expected);
  });

  it('the Next step checks the three screening questions with the same rules', () => {
    expect(formMessages(ScreeningStepSchema, { costRange: '', projectType: '', fel20: null })).toEqual({ costRange: 'Required', projectType: 'Required', fel20: 'Required' });
    expect(formMessages(ScreeningStepSchema, { costRange: 'over20m', projectType: 'other', fel20: false })).toEqual({});
  });

  it('an API caller who sends no fel20, or not a boolean, is told as the form would be', () => {
    expect(serverMessages(CreateProjectInput, { name: 'A' })).toEqual({ fel20: 'Required' });
    expect(serverMessages(CreateProjectInput, { name: 'A', fel20: 'yes' })).toEqual({ fel20: 'Say whether FEL 2 is in scope' });
  });
});

describe('the workspace’s project dialogs', () => {
  it.each([
    { what: 'a blank name', name: '  ', expected: { name: 'Required' } },
    { what: 'a name of 101 characters', name: long(101), expected: { name: 'Must be at most 100 characters' } },
    { what: 'a good name', name: ' Cooling   tower 2 ', expected: {} },
  ])('rename and duplicate: $what', ({ name, expected }) => {
    expect(formMessages(RenameProjectFormSchema, { name })).toEqual(expected);
    expect(serverMessages(RenameProjectInput, { key: KEY, name, version: 3 })).toEqual(expected);
    expect(formMessages(DuplicateProjectFormSchema, { name, fel20: false })).toEqual(expected);
    expect(serverMessages(DuplicateProjectInput, { key: KEY, name, fel20: false })).toEqual(expected);
  });

  it('transfer: no owner chosen', () => {
    expect(formMessages(TransferProjectFormSchema, { projectOwner: '' })).toEqual({ projectOwner: 'Choose the new owner' });
    expect(serverMessages(TransferProjectInput, { key: KEY, projectOwner: '' })).toEqual({ projectOwner: 'Choose the new owner' });
    expect(formMessages(TransferProjectFormSchema, { projectOwner: KEY })).toEqual({});
  });
});

describe('the Details tab and the screening prompt', () => {
  const valid: ProjectDetailsFormValues = { description: 'Tie-ins', costRange: '5to10m', projectType: 'expansion', gateDate: '2027-03-01' };
  /** What the tab sends: a screening answer not given is left out. */
  const sent = (v: ProjectDetailsFormValues) => ({ key: KEY, version: 1, ...v, costRange: v.costRange || undefined, projectType: v.projectType || undefined });

  it.each([
    { what: 'complete details', values: {}, expected: {} },
    { what: 'a legacy project without screening answers or gate date', values: { costRange: '', projectType: '', gateDate: null }, expected: {} },
    { what: 'a gate date out of range', values: { gateDate: '2100-01-01' }, expected: { gateDate: 'Choose a date between 1900-01-01 and 2099-12-31' } },
    { what: 'a description with a NUL character', values: { description: 'a\u0000b' }, expected: { description: 'Must not contain a NUL character' } },
  ])('$what', ({ values, expected }) => {
    const form = { ...valid, ...values };
    expect(formMessages(ProjectDetailsFormSchema, form)).toEqual(expected);
    expect(serverMessages(ProjectDetailsInput, sent(form))).toEqual(expected);
  });

  it('the prompt needs both answers, with the rule’s "Required"', () => {
    const empty = { costRange: '', projectType: '' };
    expect(formMessages(ScreeningAnswersFormSchema, empty)).toEqual({ costRange: 'Required', projectType: 'Required' });
    expect(serverMessages(ProjectDetailsInput, { key: KEY, ...empty })).toEqual({ costRange: 'Required', projectType: 'Required' });
  });
});
