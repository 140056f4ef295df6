import { describe, expect, it } from 'vitest';
import { adminEmailError, adminNameError, dateError, formatMetric, isDateInRange, metricError, metricValue } from '../../common/admin.ts';

// Spec §5 field rules of the administration screens, shared by the client and the server.

describe('metric values', () => {
  it('empty, null or zero is none; negative "Must be positive"; anything else non-numeric "Must be a number"', () => {
    expect(['', '  ', null, undefined, 0, '0', '6.5', 6.5, '1e2'].map(metricError)).toEqual([null, null, null, null, null, null, null, null, null]);
    expect([-1, '-0.01'].map(metricError)).toEqual(['Must be positive', 'Must be positive']);
    expect(['abc', '1,5', 'NaN', 'Infinity', true, {}].map(metricError)).toEqual(Array(6).fill('Must be a number'));
    expect(metricError(10000)).toBe('Must be less than 10000');
    expect(metricError(9999.99)).toBeNull();
  });

  it('stores none as null and the rest rounded to two decimals; shows two decimals', () => {
    expect([null, '', 0, '0.00', '6.126', 2.005, '3'].map(metricValue)).toEqual([null, null, null, null, 6.13, 2.01, 3]);
    expect([null, 0, 6.5, 2].map(formatMetric)).toEqual(['', '', '6.50', '2.00']);
  });
});

describe('admin dialog and organization form', () => {
  it('name required and under 60 characters; a valid email', () => {
    expect([' ', 'x'.repeat(60)].map(adminNameError)).toEqual(['Required (<60 characters)', 'Required (<60 characters)']);
    expect(adminNameError('x'.repeat(59))).toBeNull();
    expect(adminEmailError('ann@example.com')).toBeNull();
    expect(adminEmailError('ann@localhost')).toBe('Valid email required');
  });

  it('dates: required, real calendar dates from 1900-01-01 to 2099-12-31', () => {
    expect(dateError(null)).toBe('Required');
    expect(dateError('')).toBe('Required');
    expect(['1900-01-01', '2099-12-31', '2024-02-29'].map(isDateInRange)).toEqual([true, true, true]);
    expect(['1899-12-31', '2100-01-01', '2023-02-29', '2026-13-01', '21-11-2026'].map(isDateInRange)).toEqual([false, false, false, false, false]);
    expect(dateError('2023-02-29')).toBe('Must be a date between 1900-01-01 and 2099-12-31');
  });
});
