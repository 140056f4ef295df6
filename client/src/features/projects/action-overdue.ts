import { localDay } from '../../ui/dates.ts';

/** An open action is overdue once its due date (YYYY-MM-DD) is before the reader's today: their own calendar, not UTC's. */
export const isOverdue = (action: { due?: string | null; status: string }, today: string = localDay()): boolean =>
  action.status === 'open' && !!action.due && action.due < today;
