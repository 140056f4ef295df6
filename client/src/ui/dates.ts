import { format, isValid, parseISO } from 'date-fns';

// The one way the screens and the report write dates: "21 Nov 2026" (never 11/21/2026), with the time where it
// matters, spelled out in a sentence. A missing or unreadable value writes as empty (or as `missing`).

const write = (value: string | null | undefined, pattern: string, missing = '') => {
  if (!value) return missing;
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : '';
};

/** "21 Nov 2026" from an ISO date or instant (a plain date is that day wherever the reader is). */
export const formatDay = (value: string | null | undefined) => write(value, 'd MMM yyyy');

/** "21 Nov 2026 09:30" in the viewer's time zone; "never" when missing (Last Login). */
export const formatInstant = (value: string | null | undefined) => write(value, 'd MMM yyyy HH:mm', 'never');

/** "21 Nov 2026, 09:30": when a report or an answer version was made. */
export const formatDayTime = (value: string | null | undefined) => write(value, 'd MMM yyyy, HH:mm');

/** "21 November 2026": a licence date inside a sentence. */
export const formatLongDay = (value: string | null | undefined) => write(value, 'd MMMM yyyy');

/** "November 2026": the month a licence runs to (the profile menu). */
export const formatMonth = (value: string | null | undefined) => write(value, 'MMMM yyyy');

/** The reader's own date, YYYY-MM-DD, from their clock and time zone (not UTC's): "today" for due dates. */
export const localDay = (now: Date = new Date()) => format(now, 'yyyy-MM-dd');
