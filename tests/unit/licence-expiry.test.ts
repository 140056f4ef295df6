import { describe, expect, it } from 'vitest';
import { daysLeftText, expiryBannerShows, expiryStage } from '../../client/src/features/shell/licence-expiry.ts';

// Spec §4/§9: stages 60–46, 45–31, 30–16, 15–1 (and 10–1), each remembered by its own cookie.

describe('licence-expiry stages', () => {
  it('maps every day of the countdown to its stage and cookie', () => {
    const cookieFor = (days: number) => expiryStage(days)?.cookie ?? null;
    const expected = (days: number) =>
      days > 60 || days < 0 ? null : days >= 46 ? 'expire60' : days >= 31 ? 'expire45' : days >= 16 ? 'expire30' : 'expire15';
    for (let days = -5; days <= 70; days++) expect(cookieFor(days), `${days} days`).toBe(expected(days));
  });

  it('the last ten days (and the due date itself) come back after a dismissal; earlier stages do not', () => {
    const due = '2027-03-01';
    for (let days = 0; days <= 60; days++) {
      const stage = expiryStage(days);
      if (!stage) throw new Error(`no stage at ${days}`);
      expect(stage.finalCountdown, `${days} days`).toBe(days <= 10);
      expect(expiryBannerShows(stage, undefined, due)).toBe(true);
      expect(expiryBannerShows(stage, due, due), `${days} days, dismissed`).toBe(days <= 10);
      // A dismissal for an earlier due date does not hide the reminder of a renewed licence.
      expect(expiryBannerShows(stage, '2026-12-01', due)).toBe(true);
    }
  });

  it('colours warm as the date nears', () => {
    expect([60, 45, 30, 15, 10, 1].map((d) => expiryStage(d)?.intent)).toEqual(['primary', 'primary', 'warning', 'danger', 'danger', 'danger']);
  });

  it('says how many days are left', () => {
    expect([0, 1, 2, 60].map(daysLeftText)).toEqual(['today', 'in 1 day', 'in 2 days', 'in 60 days']);
    expect(expiryStage(Number.NaN)).toBeNull();
    expect(expiryStage(2.5)).toBeNull();
  });
});
