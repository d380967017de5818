/**
 * The account's words: the account pages' texts and messages, the refusals of an unproven address
 * and of a sign-in that needs a link, and the forms' field messages. A module of its own, apart
 * from auth.ts's names and limits, which every page's API client reads: a page that shows none of
 * these words does not carry them (decision 0009).
 */
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './auth.js';

/** Texts of the account pages (/auth/*). Not from the spec (it does not show the auth host's pages). */
export const AUTH_MSG = {
  forgotPasswordSent: 'If an account exists for that e-mail, we have sent a link to reset your password.',
  passwordChanged: 'Your password has been changed. You can log in now.',
  passwordsDoNotMatch: 'The passwords do not match',
  confirmPasswordRequired: 'Repeat the new password',
  acceptTermsRequired: 'You must accept the Terms and Conditions and the Privacy Policy',
  resetLinkMissing: 'This reset link is incomplete. Ask for a new one.',
  loggedInAlready: 'You are already logged in.',
} as const;

/** Proving an address (decision 0028): the refusals of an unverified account, the link's page and its resend. */
export const VERIFY_EMAIL_MSG = {
  /** The 403 of what an unverified account may not do yet; the web app offers "send the link again" beside it. */
  required: 'Confirm your e-mail address first: open the link we sent you. No e-mail? Send the link again.',
  verified: 'Your e-mail address is confirmed. Welcome aboard.',
  linkInvalid: 'This confirmation link is invalid, used or expired. Sign in and send yourself a new one.',
  linkMissing: 'This confirmation link is incomplete. Open the whole link from the e-mail, or send yourself a new one.',
  sent: 'We have sent a new confirmation link to your e-mail address.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
  banner: 'Please confirm your e-mail address: we sent a link to',
  resend: 'Send the link again',
  checking: 'Confirming your e-mail address…',
} as const;

/**
 * Sign-in while an account or an address is under attack (decision 0029): a browser the account
 * has not used before gets an e-mailed link instead of a session, whatever the password, so the
 * answer tells a guesser nothing.
 */
export const SIGN_IN_LINK_MSG = {
  required:
    'For your safety, signing in to this account from a new device needs a link we send by e-mail. If the password was right, the link is on its way: open it on this device within 15 minutes.',
  linkInvalid: 'This sign-in link is invalid, used or expired. Log in again to get a new one.',
  linkMissing: 'This sign-in link is incomplete. Open the whole link from the e-mail.',
  checking: 'Signing you in…',
} as const;

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
