import { describe, expect, it } from 'vitest';
import { NewPasswordFormSchema, type NewPasswordFormValues, PasswordResetRequestSchema, PasswordResetSchema, RegisterSchema, type RegisterFormValues } from '../../common/auth-schema.ts';
import { OwnAccountFormSchema, type OwnAccountFormValues, OwnAccountSchema } from '../../common/own-account-schema.ts';
import { formMessages, serverMessages } from '../support/form-rules.ts';

// The sign-up, password-reset and My account forms check their fields with the rules the server parses
// register, requestPasswordReset, resetPassword and updateMyAccount with (common/auth-schema.ts,
// common/own-account-schema.ts): for the same values, the message under a field is the server's for it.

const RULE = 'Use at least 12 characters, including 1 symbol';

describe('sign-up: the form and the server say the same per field', () => {
  const valid: RegisterFormValues = { name: 'Rita Registrant', username: 'rita@company.example', licensekey: 'KEY-1' };
  const cases: { what: string; values: Partial<RegisterFormValues>; expected: Record<string, string> }[] = [
    { what: 'a complete form', values: {}, expected: {} },
    { what: 'an empty form', values: { name: ' ', username: '', licensekey: '  ' }, expected: { name: 'Required', username: 'Required', licensekey: 'Required' } },
    { what: 'a name of 100 characters and a malformed email', values: { name: 'x'.repeat(100), username: 'not-an-email' }, expected: { name: 'Must be less than 100 characters', username: 'Invalid email format' } },
    { what: 'a name of 99 characters between spaces', values: { name: ` ${'x'.repeat(99)} ` }, expected: {} },
  ];
  it.each(cases)('$what', ({ values, expected }) => {
    const form = { ...valid, ...values };
    expect(formMessages(RegisterSchema, form)).toEqual(expected);
    expect(serverMessages(RegisterSchema, form)).toEqual(expected);
  });
});

describe('reset-password request: the form and the server say the same', () => {
  it.each([
    { username: '', expected: { username: 'Required' } },
    { username: 'bad@', expected: { username: 'Invalid email format' } },
    { username: ' ok@example.org ', expected: {} },
  ])('"$username"', ({ username, expected }) => {
    expect(formMessages(PasswordResetRequestSchema, { username })).toEqual(expected);
    expect(serverMessages(PasswordResetRequestSchema, { username })).toEqual(expected);
  });
});

describe('new password: the form checks the server’s rule, and that the confirmation matches', () => {
  const link = { uidb64: 'uid', token: 'token' };
  const cases: { what: string; values: NewPasswordFormValues; form: Record<string, string>; server: Record<string, string> }[] = [
    { what: 'a good password confirmed', values: { password: 'Fresh-start-2026!', confirm: 'Fresh-start-2026!' }, form: {}, server: {} },
    { what: 'nothing typed', values: { password: '', confirm: '' }, form: { password: 'Required' }, server: { password: 'Required' } },
    { what: 'too short, and not confirmed', values: { password: 'short!', confirm: 'different' }, form: { password: RULE, confirm: 'Passwords do not match' }, server: { password: RULE } },
    { what: 'no symbol', values: { password: 'abcdefghijkl', confirm: 'abcdefghijkl' }, form: { password: RULE }, server: { password: RULE } },
  ];
  it.each(cases)('$what', ({ values, form, server }) => {
    expect(formMessages(NewPasswordFormSchema, values)).toEqual(form);
    expect(serverMessages(PasswordResetSchema, { password: values.password, ...link })).toEqual(server);
  });
});

describe('My account: the form and the server say the same per field', () => {
  const valid: OwnAccountFormValues = { name: 'New Name', newPassword: '', confirm: '', currentPassword: '' };
  /** What the dialog sends for these values: a new password only when one is typed. */
  const sent = (v: OwnAccountFormValues) => ({ key: 'me', name: v.name, ...(v.newPassword ? { currentPassword: v.currentPassword, newPassword: v.newPassword } : {}) });
  const cases: { what: string; values: Partial<OwnAccountFormValues>; form: Record<string, string>; server: Record<string, string> }[] = [
    { what: 'a new name only', values: {}, form: {}, server: {} },
    { what: 'a blank name', values: { name: '  ' }, form: { name: 'Required' }, server: { name: 'Required' } },
    { what: 'a name of 100 characters', values: { name: 'x'.repeat(100) }, form: { name: 'Must be less than 100 characters' }, server: { name: 'Must be less than 100 characters' } },
    {
      what: 'a weak new password without the current one, not confirmed',
      values: { newPassword: 'short', confirm: 'shor' },
      form: { newPassword: RULE, currentPassword: 'Required', confirm: 'Passwords do not match' },
      server: { newPassword: RULE, currentPassword: 'Required' },
    },
    {
      what: 'a good new password, confirmed, with the current one',
      values: { newPassword: 'A-new-password-2026!', confirm: 'A-new-password-2026!', currentPassword: 'old' },
      form: {},
      server: {},
    },
    { what: 'a current password alone (no new one) is not checked', values: { currentPassword: 'old' }, form: {}, server: {} },
  ];
  it.each(cases)('$what', ({ values, form, server }) => {
    const v = { ...valid, ...values };
    expect(formMessages(OwnAccountFormSchema, v)).toEqual(form);
    expect(serverMessages(OwnAccountSchema, sent(v))).toEqual(server);
  });
});
