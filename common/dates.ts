// Calendar dates (YYYY-MM-DD) as every date field of the product takes them: the date pickers' range is
// 1900-01-01 … 2099-12-31 (spec §5), and a date must exist (no 2024-02-31).

export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A real calendar date YYYY-MM-DD within the pickers' range. */
export function isDateInRange(value: string): boolean {
  return value >= DATE_MIN && value <= DATE_MAX && isCalendarDate(value);
}
