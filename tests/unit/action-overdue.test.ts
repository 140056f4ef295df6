import { afterEach, describe, expect, it } from 'vitest';
import { isOverdue } from '../../client/src/features/projects/action-overdue.ts';
import { localDay } from '../../client/src/ui/dates.ts';

// "Overdue" on the Actions tab is counted against the reader's own calendar: late in the evening west of
// Greenwich, UTC is already tomorrow, and an action due today must not turn overdue yet.

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('an action is overdue', () => {
  it('the reader’s today is their own date, not UTC’s', () => {
    const instant = new Date('2026-03-12T05:30:00Z');
    process.env.TZ = 'America/Los_Angeles';
    expect(localDay(instant)).toBe('2026-03-11');
    process.env.TZ = 'Pacific/Auckland';
    expect(localDay(instant)).toBe('2026-03-12');
    process.env.TZ = 'Pacific/Kiritimati';
    expect(localDay(new Date('2026-03-12T11:00:00Z'))).toBe('2026-03-13');
  });

  it('once an open action’s due date is before today; due today it is not yet, done or undated it never is', () => {
    expect(isOverdue({ due: '2026-03-10', status: 'open' }, '2026-03-11')).toBe(true);
    expect(isOverdue({ due: '2026-03-11', status: 'open' }, '2026-03-11')).toBe(false);
    expect(isOverdue({ due: '2026-03-12', status: 'open' }, '2026-03-11')).toBe(false);
    expect(isOverdue({ due: '2026-03-10', status: 'done' }, '2026-03-11')).toBe(false);
    expect(isOverdue({ due: null, status: 'open' }, '2026-03-11')).toBe(false);
  });

  it('an evening in Los Angeles: the action due that day is not overdue though UTC has moved on', () => {
    process.env.TZ = 'America/Los_Angeles';
    const evening = new Date('2026-03-12T05:30:00Z');
    expect(isOverdue({ due: '2026-03-11', status: 'open' }, localDay(evening))).toBe(false);
    expect(isOverdue({ due: '2026-03-10', status: 'open' }, localDay(evening))).toBe(true);
  });
});
