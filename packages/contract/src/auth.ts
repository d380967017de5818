import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 80;

const email = z.string().trim().toLowerCase().max(254, 'E-mail is too long').email('Enter a valid e-mail address');
const password = z
  .string()
  .min(PASSWORD_MIN, `Password must have at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must have at most ${PASSWORD_MAX} characters`);
const personName = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(NAME_MAX, `${label} must have at most ${NAME_MAX} characters`);

export const ZRegisterRequest = z.object({
  email,
  password,
  firstName: personName('First name'),
  lastName: personName('Last name'),
  acceptTerms: z.boolean().optional(),
});
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({ email, password: z.string().min(1, 'Password is required').max(PASSWORD_MAX) });
export type LoginRequest = z.infer<typeof ZLoginRequest>;

/** Session as the account service hands it out. Expiries are Unix times in seconds (spec 1 §3). */
export const ZSession = z.object({
  token: z.string(),
  tokenExpire: z.number(),
  refreshToken: z.string(),
  refreshTokenExpire: z.number(),
  userID: z.string(),
});
export type Session = z.infer<typeof ZSession>;
export const ZLoginResponse = ZSession.extend({ code: z.string() });
export type LoginResponse = z.infer<typeof ZLoginResponse>;

export const ZGetSessionRequest = z.object({ token: z.string().min(1, 'token is required').max(200) });
export const ZRefreshRequest = z.object({ refreshToken: z.string().min(1).max(200).optional() });
export const ZForgotPasswordRequest = z.object({ email });
export const ZResetPasswordRequest = z.object({ token: z.string().min(1, 'token is required').max(200), password });

/** `continue` must stay on this site: anything else falls back to "/". */
export function safeContinue(target: string | null | undefined, origin: string): string {
  if (!target) return '/';
  try {
    const url = new URL(target, origin);
    if (url.origin !== new URL(origin).origin) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}

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
