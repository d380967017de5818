/**
 * The profile's field rules as plain functions, without zod: the browser's profile and business
 * forms use them while typing, and a module that imports zod would bring it into those pages'
 * first load (decision 0009). schemas/user.ts builds its schemas on them.
 */
import { PHONE_MIN_DIGITS } from './spec.js';

/** The spec's birth-date rule: YYYY-MM-DD, year starting 19 or 20, separators dash, space, slash or dot. */
export const BIRTH_DATE_RE = /^(19|20)\d{2}[- /.](0[1-9]|1[0-2])[- /.](0[1-9]|[12]\d|3[01])$/;
/** The spec's format, and a day that exists (2021-02-31 and 2023-02-29 do not). */
export function isValidBirthDate(s: string): boolean {
  if (!BIRTH_DATE_RE.test(s)) return false;
  const [y, m, d] = s.split(/[- /.]/).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The spec's phone rule: a phone number is empty or has at least 8 digits. */
export const isValidPhoneNumber = (s: string) => s === '' || s.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;
/** A country code gets '+' prefixed if missing. */
export const normalizeDialCode = (s: string) => (s.startsWith('+') ? s : `+${s}`);
