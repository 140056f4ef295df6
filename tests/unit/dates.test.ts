import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime, formatInstant, formatLongDay, formatMonth } from '../../client/src/ui/dates.ts';

// Every date the screens and the report show is written by client/src/ui/dates.ts.

describe('the one date formatter', () => {
  it('runs in the time zone its project gives (vitest.config.ts: unit-tz-*), else the machine’s', () => {
    // Compared as ICU names both (Asia/Kolkata is Asia/Calcutta to it).
    const zone = process.env.TZ;
    if (zone) expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone);
  });

  it('writes a plain date as that day, whatever the time zone', () => {
    expect(formatDay('2026-03-12')).toBe('12 Mar 2026');
    expect(formatLongDay('2026-11-21')).toBe('21 November 2026');
    expect(formatMonth('2026-11-21')).toBe('November 2026');
  });

  it('writes an instant in the reader’s time zone, with the time where it matters', () => {
    const local = new Date(2026, 8, 12, 14, 5).toISOString();
    expect(formatDayTime(local)).toBe('12 Sep 2026, 14:05');
    expect(formatInstant(local)).toBe('12 Sep 2026 14:05');
  });

  it('writes nothing for a missing or unreadable value, and "never" for a missing last login', () => {
    expect(formatDay(null)).toBe('');
    expect(formatDayTime('not a date')).toBe('');
    expect(formatInstant(undefined)).toBe('never');
  });
});
