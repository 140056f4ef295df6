import { describe, expect, it } from 'vitest';
import { type OrganizationFormValues, organizationFormErrors, organizationFormSchema } from '../../common/organization-schema.ts';
import { CreateOrganizationInput, UpdateOrganizationInput } from '../../server/modules/organizations/organization-input.ts';
import { formMessages, serverMessages } from '../support/form-rules.ts';

// The organization form's rules exist once (common/organization-schema.ts): the form (react-hook-form with
// organizationFormSchema as its resolver) shows under each field the message the server answers for it.

/** What the form's resolver puts under each field for these values (the first issue of each field). */
const formErrors = (v: OrganizationFormValues, editing: boolean) => formMessages(organizationFormSchema<OrganizationFormValues>(editing), v);

const valid: OrganizationFormValues = {
  name: 'Acme Refining',
  plantNames: ['North plant'],
  subscription: 2,
  licenseRenew: null,
  licenseCreate: '2026-01-01',
  licenseDue: '2026-12-31',
  licenseKey: 'KEY-1',
  notes: '',
};

/** The server's message per field for the same values. */
function serverErrors(v: OrganizationFormValues, editing: boolean): Record<string, string> {
  const input = { ...v, requiresSecondFactor: false, poc: null, ...(editing ? { key: 'org-key' } : {}) };
  return serverMessages(editing ? UpdateOrganizationInput : CreateOrganizationInput, input);
}

const cases: { what: string; values: Partial<OrganizationFormValues>; editing: boolean; expected: Record<string, string> }[] = [
  { what: 'a complete form', values: {}, editing: true, expected: {} },
  {
    what: 'everything required left empty',
    values: { name: '  ', plantNames: [], subscription: null, licenseCreate: null, licenseDue: null, licenseKey: ' ' },
    editing: true,
    expected: { name: 'Required', plantNames: 'Required', subscription: 'Required', licenseCreate: 'Required', licenseDue: 'Required', licenseKey: 'Required' },
  },
  { what: 'the licence key when creating', values: { licenseKey: '' }, editing: false, expected: {} },
  { what: 'dates out of range', values: { licenseCreate: '1899-12-31', licenseRenew: '2100-01-01' }, editing: false, expected: { licenseCreate: 'Must be a date between 1900-01-01 and 2099-12-31', licenseRenew: 'Must be a date between 1900-01-01 and 2099-12-31' } },
  { what: 'expiry before creation', values: { licenseCreate: '2026-06-01', licenseDue: '2026-05-31' }, editing: false, expected: { licenseDue: 'License Expires must be on or after License Created' } },
  { what: 'too long a name and too many plants', values: { name: 'x'.repeat(201), plantNames: Array.from({ length: 51 }, (_, i) => `Plant ${i}`) }, editing: false, expected: { name: 'Must be at most 200 characters', plantNames: 'At most 50 plant names' } },
];

describe('the organization form and the server check each field with one rule', () => {
  it.each(cases)('$what', ({ values, editing, expected }) => {
    const form = { ...valid, ...values };
    expect(organizationFormErrors(form, editing)).toEqual(expected);
    expect(formErrors(form, editing)).toEqual(expected);
    expect(serverErrors(form, editing)).toEqual(expected);
  });
});
