import { z } from 'zod';
import { DATE_MAX, DATE_MIN, isCalendarDate, isDateInRange } from './dates.ts';

/** A calendar date (YYYY-MM-DD) within the range the product accepts (due dates, gate dates, as-of dates). */
export const dateField = () =>
  z
    .string({ error: 'Use a date (YYYY-MM-DD)' })
    .refine(isCalendarDate, 'Use a date (YYYY-MM-DD)')
    .refine(isDateInRange, `Choose a date between ${DATE_MIN} and ${DATE_MAX}`);
