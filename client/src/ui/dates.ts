import { format, parseISO } from 'date-fns';

// The one way the screens write dates: "21 Nov 2026" (never 11/21/2026), and with the time where it matters.

/** "21 Nov 2026" from an ISO date or instant; empty when missing. */
export const formatDay = (value: string | null | undefined) => (value ? format(parseISO(value), 'd MMM yyyy') : '');

/** "21 Nov 2026 09:30" in the viewer's time zone; "never" when missing (Last Login). */
export const formatInstant = (value: string | null | undefined) => (value ? format(parseISO(value), 'd MMM yyyy HH:mm') : 'never');
