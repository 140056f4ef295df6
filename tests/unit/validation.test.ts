import { describe, expect, it } from 'vitest';
import { personNameField } from '../../common/account-fields.ts';
import { emailError, isValidEmail, passwordError } from '../../common/validation.ts';
import { licenceDaysLeft, licenceExpired, licenceTermMonths, subscriptionLabel } from '../../server/modules/organizations/licence.ts';
import { checkResetToken, decodeUid, encodeUid, makeResetToken } from '../../server/modules/auth/reset-token.ts';
import { isCalendarDate, isDateInRange } from '../../common/dates.ts';
import { metricError } from '../../common/admin.ts';

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

  it('one’s own name (sign-up, My account) is required and fewer than 100 characters, after trimming', () => {
    const nameError = (value: string) => personNameField().safeParse(value).error?.issues[0]?.message ?? null;
    expect(nameError('  ')).toBe('Required');
    expect(nameError('x'.repeat(99))).toBeNull();
    expect(nameError(` ${'x'.repeat(99)} `)).toBeNull();
    expect(nameError('x'.repeat(100))).toBe('Must be less than 100 characters');
    expect(nameError('x'.repeat(10_000))).toBe('Must be less than 100 characters');
  });
});

describe('dates and metric limits', () => {
  it('a date must exist and lie within 1900-01-01 … 2099-12-31', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-31')).toBe(false);
    expect(isCalendarDate('2024-2-3')).toBe(false);
    expect(isDateInRange('1900-01-01')).toBe(true);
    expect(isDateInRange('1899-12-31')).toBe(false);
    expect(isDateInRange('2100-01-01')).toBe(false);
  });
  it('a metric that rounds to 10000.00 is refused (the column holds 9999.99)', () => {
    expect(metricError(9999.99)).toBeNull();
    expect(metricError(9999.994)).toBeNull();
    expect(metricError(9999.996)).toBe('Must be less than 10000');
    expect(metricError('9999.999')).toBe('Must be less than 10000');
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
    expect(decodeUid(encodeUid('-'.repeat(36)))).toBeNull();
    expect(decodeUid(encodeUid('0'.repeat(36)))).toBeNull();
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

describe('configuration', () => {
  it('without JWT_SECRET makes a random secret once and keeps it in DATA_DIR (never a published value)', async () => {
    const { mkdtemp, readFile, rm, stat } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { loadConfig } = await import('../../server/config.ts');
    const dir = await mkdtemp(`${tmpdir()}/fel-config-`);
    const other = await mkdtemp(`${tmpdir()}/fel-config-`);
    try {
      const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
      expect((await readFile(`${dir}/jwt-secret`, 'utf8')).trim()).toBe(first);
      expect((await stat(`${dir}/jwt-secret`)).mode & 0o077).toBe(0);
      expect(loadConfig({ DATA_DIR: other }).jwtSecret).not.toBe(first);
      expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
    } finally {
      await rm(dir, { recursive: true, force: true });
      await rm(other, { recursive: true, force: true });
    }
  });
});
