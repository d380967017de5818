/**
 * The account service's plain constants and helpers, without zod: pages import these with their
 * first load, while the request schemas of schemas/auth.ts come with the forms' lazily loaded chunk
 * (docs/decisions/0009-first-load-budget.md).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 80;

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
/** The error name of that answer (403). */
export const SIGN_IN_LINK_REQUIRED = 'SignInLinkRequired';

/** The error name of that 403. */
export const EMAIL_NOT_VERIFIED = 'EmailNotVerified';

/**
 * Stands for the refresh token in a browser's session answer: the token itself travels only in
 * an HttpOnly cookie scoped to the account service, out of reach of page scripts.
 */
export const REFRESH_TOKEN_IN_COOKIE = 'httponly-cookie';

/**
 * The one check of every `continue` address: it must stay on this site. The answer is a path that
 * cannot leave the site whoever reads it ("/.//evil.example" resolves to "//evil.example", a
 * protocol-relative address of another host, and is refused); anything else falls back to "/".
 */
export function safeContinue(target: string | null | undefined, origin: string): string {
  if (!target) return '/';
  try {
    const base = new URL(origin);
    const url = new URL(target, base);
    if (url.origin !== base.origin) return '/';
    const path = url.pathname + url.search + url.hash;
    if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
    if (new URL(path, base).origin !== base.origin) return '/';
    return path;
  } catch {
    return '/';
  }
}

/** The sessions list of the settings page (decision 0030). */
