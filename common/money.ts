// Money as the product writes and reads it: exact decimals with two places, kept as text ("1250000.50"), never
// as floating-point numbers; shown with thousands separators and the ISO 4217 currency code ("USD
// 1,250,000.50"). No currency is converted into another (DOMAIN.md §3b).

/** An amount as typed: digits with optional thousands separators (commas, spaces), a sign and up to two decimals. */
const TYPED = /^[-+]?(\d{1,3}([, ]\d{3})+|\d+)(\.\d{1,2})?$/;
export const MONEY_MAX_DIGITS = 14;
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The canonical text of a typed amount ("1,250,000.5" → "1250000.50"), or null when it is not an amount. */
export function parseMoney(typed: string): string | null {
  const text = typed.trim();
  if (!TYPED.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = text.replace(/^[-+]/, '').replace(/[, ]/g, '').split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > MONEY_MAX_DIGITS) return null;
  const canonical = `${digits}.${fraction.padEnd(2, '0')}`;
  return negative && /[1-9]/.test(canonical) ? `-${canonical}` : canonical;
}

/** "1250000.5" → "1,250,000.50": thousands separators and two decimals, for a field or a table. */
export function groupMoney(amount: string): string {
  const canonical = parseMoney(amount);
  if (canonical === null) return amount;
  const negative = canonical.startsWith('-');
  const [whole = '0', fraction = '00'] = canonical.replace('-', '').split('.');
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** "USD 1,250,000.50": an amount with its currency code. */
export const formatMoney = (amount: string, currency: string): string => `${currency} ${groupMoney(amount)}`;

/** An amount in hundredths, exactly (for arithmetic on money: no floating point). */
export function moneyCents(amount: string): bigint {
  const canonical = parseMoney(amount);
  if (canonical === null) throw new Error(`not an amount: ${amount}`);
  return BigInt(canonical.replace('.', ''));
}

/** A decimal as written for people, without trailing zeros: "0.950000" → "0.95", "1.000000" → "1". */
export const trimDecimal = (value: string): string => value.trim().replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** Hundredths back to an amount's text ("-12345" → "-123.45"). */
export function centsToMoney(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The exact sum of amounts ("1000000.00" + "100000.50" → "1100000.50"). */
export const addMoney = (...amounts: string[]): string => centsToMoney(amounts.reduce((sum, a) => sum + moneyCents(a), 0n));
