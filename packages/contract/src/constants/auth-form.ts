/**
 * The account forms' words that only those forms and the account service need (a module of its
 * own, so the pages that import auth.ts's constants do not carry them: decision 0009).
 */
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './auth.js';

/**
 * The account forms' field messages, as the schemas say them (schemas/auth.ts): kept here once, so
 * the editions translate them (decision 0085) and the pages show them in the reader's language.
 */
export const AUTH_FORM_MSG = {
  emailTooLong: 'E-mail is too long',
  emailInvalid: 'Enter a valid e-mail address',
  passwordRequired: 'Password is required',
  passwordMin: `Password must have at least ${PASSWORD_MIN} characters`,
  passwordMax: `Password must have at most ${PASSWORD_MAX} characters`,
  firstNameRequired: 'First name is required',
  firstNameMax: `First name must have at most ${NAME_MAX} characters`,
  lastNameRequired: 'Last name is required',
  lastNameMax: `Last name must have at most ${NAME_MAX} characters`,
  /** The account service's refusals these forms show. */
  emailTaken: 'An account with this e-mail already exists',
  invalidCredentials: 'E-mail or password is incorrect',
} as const;
