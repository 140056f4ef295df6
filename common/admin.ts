// Field rules of the administration screens (spec §5), shared by the client (messages under fields) and
// the server (the same rule enforced again).
import { isDateInRange } from './dates.ts';
import { ADMIN_NAME_MAX, isValidEmail, MSG } from './validation.ts';

export { DATE_MAX, DATE_MIN, isDateInRange } from './dates.ts';

export const ADMIN_MSG = {
  name: 'Required (<60 characters)',
  email: 'Valid email required',
  resetEmail: 'Not a valid email!',
  positive: 'Must be positive',
  number: 'Must be a number',
  metricTooLarge: 'Must be less than 10000',
  date: 'Must be a date between 1900-01-01 and 2099-12-31',
} as const;

/** Spec §4: 0 is Trial, 2 is Gold. */
export const SUBSCRIPTIONS = [
  { value: 0, label: 'Trial' },
  { value: 2, label: 'Gold License - $10 - 20M projects' },
] as const;

/** The provider's 16 benchmark metrics (bp best practical, in industry), FEL 2 then FEL 3. */
export const PROVIDER_METRIC_KEYS = [
  'fel2bp', 'fel2in', 'site2bp', 'site2in', 'eng2bp', 'eng2in', 'pep2bp', 'pep2in',
  'fel3bp', 'fel3in', 'site3bp', 'site3in', 'eng3bp', 'eng3in', 'pep3bp', 'pep3in',
] as const;
export type ProviderMetricKey = (typeof PROVIDER_METRIC_KEYS)[number];

/** A client's company-average overrides. */
export const COMPANY_METRIC_KEYS = ['fel2co', 'fel3co', 'site2co', 'site3co', 'eng2co', 'eng3co', 'pep2co', 'pep3co'] as const;
export type CompanyMetricKey = (typeof COMPANY_METRIC_KEYS)[number];

/** The four metric areas with their labels, in the order the screens show them. */
export const METRIC_AREAS = [
  { area: 'fel', label: 'Composite (FEL Index)' },
  { area: 'site', label: 'Site' },
  { area: 'eng', label: 'Engineering' },
  { area: 'pep', label: 'Project execution planning' },
] as const;

/** The largest value a metric column holds (numeric(6,2)). */
const METRIC_LIMIT = 10000;

/**
 * Spec §5 metrics: empty (or zero) means none; a negative value "Must be positive"; anything else that
 * is not a number "Must be a number". Null when the value is acceptable.
 */
export function metricError(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    if (value.trim() === '') return null;
    n = Number(value.trim());
  } else return ADMIN_MSG.number;
  if (!Number.isFinite(n)) return ADMIN_MSG.number;
  if (n < 0) return ADMIN_MSG.positive;
  // Stored with two decimals: 9999.996 rounds to 10000.00, which the column cannot hold.
  return Math.round(n * 100) / 100 >= METRIC_LIMIT ? ADMIN_MSG.metricTooLarge : null;
}

/** The stored value of an acceptable metric: null for none (empty or zero), else rounded to two decimals. */
export function metricValue(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : 0;
  if (!Number.isFinite(n) || n === 0) return null;
  return Math.round(n * 100) / 100;
}

/** A metric as the screens show it: two decimals, empty for none. */
export const formatMetric = (value: number | null | undefined) => (value === null || value === undefined || value === 0 ? '' : value.toFixed(2));

/** Admin user dialog name: required and under 60 characters. */
export function adminNameError(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' || trimmed.length > ADMIN_NAME_MAX ? ADMIN_MSG.name : null;
}

/** Admin user dialog email. */
export const adminEmailError = (value: string): string | null => (isValidEmail(value.trim()) ? null : ADMIN_MSG.email);


/** "Required" when empty, the range message when not a date in range, otherwise null. */
export function dateError(value: string | null | undefined): string | null {
  if (!value) return MSG.required;
  return isDateInRange(value) ? null : ADMIN_MSG.date;
}
