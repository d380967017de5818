/** Building blocks the contract's schemas share: plain text fields, web addresses and whole-number query values. */
import { z } from './zod.js';
import { SOCIAL_MSG } from '../constants/social-messages.js';
import { isHttpUrl } from '../constants/web-address.js';

/** No NUL character (PostgreSQL cannot store one in text). */
export const noNul = (s: string) => !s.includes('\u0000');

/** Plain text: trimmed, non-empty, at most `max`, no NUL characters. Stored as given (never HTML). */
export const plainText = (max: number, empty: string, tooLong: string) =>
  z.string({ message: empty }).trim().min(1, empty).max(max, tooLong).refine(noNul, SOCIAL_MSG.nulCharacter);

/** A web address stored by a user (website, video links): http or https only. */
export const zHttpUrl = (message: string, max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).refine(isHttpUrl, message);

/** A whole number from a query string, between `min` and `max`, with sentences naming `field`. */
export const wholeNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} can be at most ${max}`);

/** A paging value (skip, size) with its default. */
export const pagingNumber = (field: string, min: number, max: number, def: number) =>
  wholeNumber(field, min, max).default(def);
