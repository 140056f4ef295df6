import { randomBytes } from 'node:crypto';
import { differenceInCalendarDays, differenceInMonths, format, parseISO } from 'date-fns';
import { AppError } from '../../errors.ts';

type LicensedOrg = { isProvider: boolean; licenseDue: string };

/** Today's date (UTC) as YYYY-MM-DD, the form licence dates are stored in. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/** The licence has passed its due date (the due date itself is still valid); the provider never expires. */
export function licenceExpired(org: LicensedOrg, now: Date): boolean {
  return !org.isProvider && org.licenseDue < isoDay(now);
}

/** "12 March 2026" */
export const formatLicenceDate = (isoDate: string) => format(parseISO(isoDate), 'd MMMM yyyy');

/** The error a user of an expired organization gets. */
export function licenceExpiredError(org: LicensedOrg): AppError {
  return new AppError(
    'LICENCE_EXPIRED',
    `Your organization's licence expired on ${formatLicenceDate(org.licenseDue)}. Ask your point of contact to renew it.`,
  );
}

/** Spec §9: whole months from the renew date (or the creation date) to the due date, not below 0. */
export function licenceTermMonths(org: { licenseCreate: string; licenseRenew: string | null; licenseDue: string }): number {
  return Math.max(0, differenceInMonths(parseISO(org.licenseDue), parseISO(org.licenseRenew ?? org.licenseCreate)));
}

/** Calendar days from today (UTC) to the due date; negative once it passed. */
export function licenceDaysLeft(org: { licenseDue: string }, now: Date): number {
  return differenceInCalendarDays(parseISO(org.licenseDue), parseISO(isoDay(now)));
}

/** Spec §4: 0 is Trial; in lists any non-zero value displays as Gold. */
export const subscriptionLabel = (subscription: number) => (subscription === 0 ? 'Trial' : 'Gold');

/** A new random licence key: five groups of four characters (about 95 bits). */
export function newLicenseKey(): string {
  const raw = randomBytes(15).toString('base64url').toUpperCase().replace(/[^A-Z0-9]/g, 'X');
  return (raw.match(/.{4}/g) ?? []).slice(0, 5).join('-');
}
