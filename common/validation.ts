// Field rules of spec §5, shared by the client (messages under fields) and the server (the same rule
// enforced again, because a client check is not a protection).

export const EMAIL_MAX = 254;
export const SIGNUP_NAME_MAX = 99; // "fewer than 100 characters"
export const ADMIN_NAME_MAX = 59; // "under 60 characters"
export const PASSWORD_MIN = 12;

export const MSG = {
  required: 'Required',
  invalidEmail: 'Invalid email format',
  nameTooLong: 'Must be less than 100 characters',
  passwordRule: 'Use at least 12 characters, including 1 symbol',
  passwordsDiffer: 'Passwords do not match',
  badCredentials: 'Username and/or password does not match our records',
} as const;

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,}$/;

/** A standard email check: length ≤ 254, labels ≤ 63 characters, a top-level part of 2+ letters. */
export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return false;
  }
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? '';
  return labels.every((l) => l.length <= 63 && DOMAIN_LABEL.test(l)) && TOP_LEVEL.test(tld);
}

/** "Required" when empty, "Invalid email format" when malformed, otherwise null. */
export function emailError(value: string): string | null {
  if (value.trim() === '') return MSG.required;
  return isValidEmail(value.trim()) ? null : MSG.invalidEmail;
}

const SYMBOL = /[^A-Za-z0-9\s]/;

/** Spec §5: at least 12 characters and at least one symbol (the only rules enforced). */
export function passwordError(value: string): string | null {
  if (value === '') return MSG.required;
  return value.length >= PASSWORD_MIN && SYMBOL.test(value) ? null : MSG.passwordRule;
}
