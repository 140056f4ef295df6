import { describe, expect, it } from 'vitest';
import { emailError, isValidEmail, passwordError, signupNameError } from '../../common/validation.ts';
import { licenceDaysLeft, licenceExpired, licenceTermMonths, subscriptionLabel } from '../../server/modules/organizations/licence.ts';
import { checkResetToken, decodeUid, encodeUid, makeResetToken } from '../../server/modules/auth/reset-token.ts';

describe('shared field rules (spec §5)', () => {
  it('emails: 254 characters at most, labels of 63, a top-level part of 2+ letters', () => {
    expect(isValidEmail('pm@plant.example.com')).toBe(true);
    expect(isValidEmail(`${'a'.repeat(64)}@x.io`)).toBe(true);
    expect(isValidEmail(`a@${'b'.repeat(63)}.io`)).toBe(true);
    expect(isValidEmail(`a@${'b'.repeat(64)}.io`)).toBe(false);
    expect(isValidEmail('a@b.c')).toBe(false);
    expect(isValidEmail('a@b.c0')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`)).toBe(false);
    expect(isValidEmail('no-at-sign.com')).toBe(false);
    expect(isValidEmail('two..dots@x.com')).toBe(false);
    expect(emailError('')).toBe('Required');
    expect(emailError('x@')).toBe('Invalid email format');
    expect(emailError('ok@example.org')).toBeNull();
  });

  it('passwords: 12 characters and a symbol are the only enforced rules', () => {
    expect(passwordError('abcdefghijk!')).toBeNull();
    expect(passwordError('abcdefghij!')).toBe('Use at least 12 characters, including 1 symbol');
    expect(passwordError('abcdefghijkl')).toBe('Use at least 12 characters, including 1 symbol');
    expect(passwordError('')).toBe('Required');
  });

  it('sign-up names are required and fewer than 100 characters', () => {
    expect(signupNameError('  ')).toBe('Required');
    expect(signupNameError('x'.repeat(99))).toBeNull();
    expect(signupNameError('x'.repeat(100))).toBe('Must be less than 100 characters');
  });
});

describe('licence arithmetic (spec §9)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('term in months from renewal (or creation) to due, never below 0', () => {
    expect(licenceTermMonths({ licenseCreate: '2025-01-01', licenseRenew: '2026-01-15', licenseDue: '2027-01-15' })).toBe(12);
    expect(licenceTermMonths({ licenseCreate: '2026-01-01', licenseRenew: null, licenseDue: '2026-07-01' })).toBe(6);
    expect(licenceTermMonths({ licenseCreate: '2026-01-01', licenseRenew: '2027-01-01', licenseDue: '2026-07-01' })).toBe(0);
  });
  it('expiry: the due date itself is still valid; the provider never expires', () => {
    expect(licenceExpired({ isProvider: false, licenseDue: '2026-11-21' }, now)).toBe(false);
    expect(licenceExpired({ isProvider: false, licenseDue: '2026-11-20' }, now)).toBe(true);
    expect(licenceExpired({ isProvider: true, licenseDue: '2000-01-01' }, now)).toBe(false);
    expect(licenceDaysLeft({ licenseDue: '2026-12-21' }, now)).toBe(30);
  });
  it('subscription labels: 0 Trial, anything else Gold', () => {
    expect([0, 1, 2, 7].map(subscriptionLabel)).toEqual(['Trial', 'Gold', 'Gold', 'Gold']);
  });
});

describe('Django-shaped reset tokens', () => {
  const subject = { id: '6f1c2f9e-6a83-4a55-8d0c-0b8f7c1e2a3b', email: 'a@b.co', passwordHash: 'h1', lastLogin: null };
  const secret = 'x'.repeat(40);
  const now = new Date('2026-11-21T12:00:00Z');
  it('round-trips the user key through uidb64 and refuses garbage', () => {
    expect(decodeUid(encodeUid(subject.id))).toBe(subject.id);
    expect(decodeUid('not base64!')).toBeNull();
    expect(decodeUid(encodeUid('not-a-uuid'))).toBeNull();
  });
  it('is valid for 3 days and dies when the password hash or last login changes', () => {
    const token = makeResetToken(secret, subject, now);
    expect(token).toMatch(/^[0-9a-z]+-[0-9a-f]{32}$/);
    expect(checkResetToken(secret, subject, token, new Date(now.getTime() + 3 * 86400_000 - 1000))).toBe(true);
    expect(checkResetToken(secret, subject, token, new Date(now.getTime() + 3 * 86400_000 + 1000))).toBe(false);
    expect(checkResetToken(secret, { ...subject, passwordHash: 'h2' }, token, now)).toBe(false);
    expect(checkResetToken(secret, { ...subject, lastLogin: now }, token, now)).toBe(false);
    expect(checkResetToken('y'.repeat(40), subject, token, now)).toBe(false);
  });
});
