import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A number already in canonical form whose national part is in libphonenumber's Tanzanian mobile range: taken as
 * is, without parsing (a bulk send checks 10,000 numbers per request; parsing costs ~15 µs each).
 * test/lib/phone.test.ts holds it to libphonenumber's verdict for every two-digit prefix.
 */
export const CANONICAL_MOBILE = /^255(?:6[0-35-9]|7\d)\d{7}$/;

/**
 * Normalizes a Tanzanian mobile number given as `07…`, `+255…` or `255…` (spaces and dashes allowed) to
 * `255XXXXXXXXX`. Returns null for anything that is not a valid Tanzanian mobile number: SMS cannot reach
 * fixed lines, so those are refused too.
 */
export function normalizeTanzanianPhone(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const raw = String(input).trim();
  if (CANONICAL_MOBILE.test(raw)) return raw;
  if (!/^[+\d][\d\s\-().]*$/.test(raw)) return null;
  const parsed = parsePhoneNumberFromString(raw, 'TZ');
  if (!parsed || parsed.country !== 'TZ' || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.number.slice(1);
}

export const INVALID_PHONE_MESSAGE =
  'The phone must be a valid Tanzanian mobile number (07XXXXXXXX, +255XXXXXXXXX or 255XXXXXXXXX).';
