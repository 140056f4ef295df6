import { describe, expect, it } from 'vitest';
import { CreateApiTokenFormSchema, type CreateApiTokenFormValues } from '../../common/api-token-schema.ts';
import { CompanyMetricsSchema, ProviderMetricsSchema } from '../../common/metrics-schema.ts';
import { SiteSettingsSchema, type SiteSettingsFormValues } from '../../common/site-settings-schema.ts';
import { CreateApiTokenInput } from '../../server/modules/api-tokens/api-tokens.service.ts';
import { CompanyMetricsInput } from '../../server/modules/organizations/organization-input.ts';
import { formMessages, serverMessages } from '../support/form-rules.ts';

// The IPA metrics, company metrics, Site settings and "New API token" forms check their fields with the
// rules the server parses their mutations with (common/*-schema.ts): the message under a field is the
// server's for the same value.

describe('metrics: a value typed in the form gets the message the server gives it', () => {
  const cases: { typed: string; sent: unknown; expected: string | null }[] = [
    { typed: '', sent: null, expected: null },
    { typed: '6.5', sent: 6.5, expected: null },
    { typed: '-3', sent: -3, expected: 'Must be positive' },
    { typed: '1,5', sent: '1,5', expected: 'Must be a number' },
    { typed: 'abc', sent: 'abc', expected: 'Must be a number' },
    { typed: '9999.996', sent: 9999.996, expected: 'Must be less than 10000' },
  ];
  it.each(cases)('"$typed"', ({ typed, sent, expected }) => {
    const provider = (v: unknown) => ({ eng3bp: v, source: 'Study', asOf: null });
    expect(formMessages(ProviderMetricsSchema, provider(typed))).toEqual(expected ? { eng3bp: expected } : {});
    expect(serverMessages(ProviderMetricsSchema, provider(sent))).toEqual(expected ? { eng3bp: expected } : {});
    expect(formMessages(CompanyMetricsSchema, { eng3co: typed })).toEqual(expected ? { eng3co: expected } : {});
    expect(serverMessages(CompanyMetricsInput, { key: 'org', metrics: { eng3co: sent } })).toEqual(expected ? { 'metrics.eng3co': expected } : {});
  });

  it('sends what it checked: none as null, two decimals', () => {
    expect(ProviderMetricsSchema.parse({ fel2bp: '8.125', fel2in: '', site3in: '0', source: ' Study ', asOf: '2026-06-30' })).toEqual({
      fel2bp: 8.13,
      fel2in: null,
      site3in: null,
      source: 'Study',
      asOf: '2026-06-30',
    });
  });
});

describe('Site settings: the form and the server say the same about the message', () => {
  const cases: { what: string; values: SiteSettingsFormValues; expected: Record<string, string> }[] = [
    { what: 'a banner on with a message', values: { banner: true, message: 'Maintenance at 06:00.', color: 'yellow' }, expected: {} },
    { what: 'a banner on without a message', values: { banner: true, message: '   ', color: 'red' }, expected: { message: 'Required' } },
    { what: 'a banner off without a message', values: { banner: false, message: '', color: 'none' }, expected: {} },
    { what: 'a message over 500 characters', values: { banner: false, message: 'x'.repeat(501), color: 'none' }, expected: { message: 'Must be at most 500 characters' } },
  ];
  it.each(cases)('$what', ({ values, expected }) => {
    expect(formMessages(SiteSettingsSchema, values)).toEqual(expected);
    expect(serverMessages(SiteSettingsSchema, values)).toEqual(expected);
  });
});

describe('New API token: the form and the server say the same about the name', () => {
  const cases: { name: string; expected: Record<string, string> }[] = [
    { name: 'Power BI', expected: {} },
    { name: '   ', expected: { name: 'Required' } },
    { name: `  ${'x'.repeat(30)}    ${'y'.repeat(29)}  `, expected: {} },
    { name: 'x'.repeat(61), expected: { name: 'Must be at most 60 characters' } },
  ];
  it.each(cases)('"$name"', ({ name, expected }) => {
    const form: CreateApiTokenFormValues = { name, scope: 'read', expires: '' };
    expect(formMessages(CreateApiTokenFormSchema, form)).toEqual(expected);
    expect(serverMessages(CreateApiTokenInput, { name, scope: 'read', expiresAt: null })).toEqual(expected);
  });
});
