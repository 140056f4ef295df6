import { plural } from '../../../../common/plural.ts';
// Licence-expiry banner stages (spec §4 and §9). Pure, so unit tests cover every day of the countdown.

export type ExpiryCookie = 'expire60' | 'expire45' | 'expire30' | 'expire15';

export type ExpiryStage = {
  /** Days left at the start and end of the stage (inclusive). */
  from: number;
  to: number;
  /** The cookie that remembers a dismissal of this stage until the licence due date. */
  cookie: ExpiryCookie;
  /** Blueprint intent: the colour warms as the date nears. */
  intent: 'primary' | 'warning' | 'danger';
  /**
   * The last ten days: the banner comes back on every visit even after a dismissal of this stage (the
   * dismissal still sets its cookie, but only hides the banner for the current visit).
   */
  finalCountdown: boolean;
};

/** Stages by days left: 60–46, 45–31, 30–16, 15–1 (and 10–1 within it); the due date itself (0) is the last day. */
export function expiryStage(daysLeft: number): ExpiryStage | null {
  if (!Number.isInteger(daysLeft) || daysLeft < 0 || daysLeft > 60) return null;
  if (daysLeft >= 46) return { from: 60, to: 46, cookie: 'expire60', intent: 'primary', finalCountdown: false };
  if (daysLeft >= 31) return { from: 45, to: 31, cookie: 'expire45', intent: 'primary', finalCountdown: false };
  if (daysLeft >= 16) return { from: 30, to: 16, cookie: 'expire30', intent: 'warning', finalCountdown: false };
  if (daysLeft >= 11) return { from: 15, to: 11, cookie: 'expire15', intent: 'danger', finalCountdown: false };
  return { from: 10, to: 0, cookie: 'expire15', intent: 'danger', finalCountdown: true };
}

/** "in 12 days", "in 1 day", "today". */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft === 0) return 'today';
  return `in ${plural(daysLeft, 'day')}`;
}

/** Whether a stage's banner shows, given the value of its cookie (the due date it was dismissed for). */
export function expiryBannerShows(stage: ExpiryStage, cookieValue: string | undefined, licenseDue: string): boolean {
  return stage.finalCountdown || cookieValue !== licenseDue;
}
