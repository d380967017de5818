import { z } from './zod.js';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants/auth.js';
import { AUTH_FORM_MSG, AUTH_MSG } from '../constants/auth-messages.js';
import { PASSWORD_CHANGE_MSG } from '../constants/settings.js';
import { SECOND_FACTOR_PATTERN, TWO_FACTOR_MSG } from '../constants/two-factor.js';
import { cursorPage } from './envelope.js';

const email = z.string().trim().toLowerCase().max(254, AUTH_FORM_MSG.emailTooLong).email(AUTH_FORM_MSG.emailInvalid);
const password = z.string().min(PASSWORD_MIN, AUTH_FORM_MSG.passwordMin).max(PASSWORD_MAX, AUTH_FORM_MSG.passwordMax);
const personName = (required: string, tooLong: string) => z.string().trim().min(1, required).max(NAME_MAX, tooLong);

export const ZRegisterRequest = z.object({
  email,
  password,
  firstName: personName(AUTH_FORM_MSG.firstNameRequired, AUTH_FORM_MSG.firstNameMax),
  lastName: personName(AUTH_FORM_MSG.lastNameRequired, AUTH_FORM_MSG.lastNameMax),
  acceptTerms: z.literal(true, { error: AUTH_MSG.acceptTermsRequired }),
});
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  email,
  password: z.string().min(1, AUTH_FORM_MSG.passwordRequired).max(PASSWORD_MAX),
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

/** Session as the account service hands it out. Expiries are Unix times in seconds (decision 0001). */
export const ZSession = z.object({
  token: z.string(),
  tokenExpire: z.number(),
  refreshToken: z.string(),
  refreshTokenExpire: z.number(),
  userID: z.string(),
});
export type Session = z.infer<typeof ZSession>;
/**
 * The answer of register and login: a one-time code for /SetID/ (the session itself comes from
 * get-session, in the browser that signed in: docs/decisions/0015-sessions-and-cookies.md).
 */
export const ZLoginResponse = z.object({ userID: z.string(), code: z.string() });
export type LoginResponse = z.infer<typeof ZLoginResponse>;

export const ZGetSessionRequest = z.object({ token: z.string().min(1, 'token is required').max(200) });
export const ZRefreshRequest = z.object({ refreshToken: z.string().min(1).max(200).optional() });
export const ZForgotPasswordRequest = z.object({ email });
/** POST /auth/login/link: the token of the e-mailed sign-in link (decision 0029). */
export const ZSignInLinkRequest = z.object({ token: z.string().min(1, 'token is required').max(200) });
/** POST /auth/verify-email: the token of the e-mailed link (decision 0028). */
export const ZVerifyEmailRequest = z.object({ token: z.string().min(1, 'token is required').max(200) });
export const ZResetPasswordRequest = z.object({ token: z.string().min(1, 'token is required').max(200), password });

/** POST /auth/refresh-token: a client that holds its refresh token sends it in this header (or in the body). */
export const ZRefreshHeaders = z.object({ 'refresh-token': z.string().max(200).optional() });
/** The tokens of a refresh: the session without its user id. */
export const ZRefreshedTokens = ZSession.omit({ userID: true });
export type RefreshedTokens = z.infer<typeof ZRefreshedTokens>;

/** POST /api/user/password: the current password, and the new one (the rules of registration). */
export const ZChangePasswordRequest = z
  .object({
    currentPassword: z
      .string({ message: 'currentPassword is required' })
      .min(1, PASSWORD_CHANGE_MSG.currentRequired)
      .max(200),
    newPassword: password,
  })
  .refine((b) => b.currentPassword !== b.newPassword, { message: PASSWORD_CHANGE_MSG.same, path: ['newPassword'] });
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export const ZChangePasswordResponse = z.object({ message: z.string(), endedSessions: z.number().int() });

/** A right password with two-factor sign-in on: no session yet, a challenge to answer at POST /auth/login/2fa (decision 0032). */
export const ZTwoFactorChallenge = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;
/** What login (and the e-mailed link) answer: the hand-off code, or a two-factor challenge. */
export const ZLoginAnswer = z.union([ZLoginResponse, ZTwoFactorChallenge]);
export type LoginAnswer = z.infer<typeof ZLoginAnswer>;

/** A code from the authenticator app (6 digits) or a recovery code ("k7m2q-x9p4d"). */
const secondFactor = z
  .string({ message: TWO_FACTOR_MSG.codeFormat })
  .trim()
  .min(6, TWO_FACTOR_MSG.codeFormat)
  .max(20, TWO_FACTOR_MSG.codeFormat)
  .regex(SECOND_FACTOR_PATTERN, TWO_FACTOR_MSG.codeFormat);
const appCode = z
  .string({ message: 'Enter the 6-digit code from your app' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your app');

export const ZLoginTwoFactorRequest = z.object({
  challenge: z.string({ message: TWO_FACTOR_MSG.challengeExpired }).min(1, TWO_FACTOR_MSG.challengeExpired).max(100),
  code: secondFactor,
});
export type LoginTwoFactorRequest = z.infer<typeof ZLoginTwoFactorRequest>;

/** GET /api/user/2fa */
export const ZTwoFactorStatus = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;
/** POST /api/user/2fa/setup: the key to type into the app, and the address its QR code holds. */
export const ZTwoFactorSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;
export const ZTwoFactorEnableRequest = z.object({ code: appCode });
export type TwoFactorEnableRequest = z.infer<typeof ZTwoFactorEnableRequest>;
export const ZTwoFactorEnableResponse = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export type TwoFactorEnableResponse = z.infer<typeof ZTwoFactorEnableResponse>;
export const ZTwoFactorDisableRequest = z.object({
  password: z.string({ message: 'Enter your password' }).min(1, 'Enter your password').max(200),
  code: secondFactor,
});
export type TwoFactorDisableRequest = z.infer<typeof ZTwoFactorDisableRequest>;

/** GET /api/user/sessions: where the account is signed in (decision 0030), newest activity first. */
export const ZUserSession = z.object({
  sessionID: z.string(),
  /** From the user agent: "Chrome 131", "Firefox 133"; "Unknown browser" when it says nothing we know. */
  browser: z.string(),
  /** "Windows 10", "iOS 18.1", "Android 15"; "Unknown system" likewise. */
  system: z.string(),
  /** What kind of device, from the user agent: "iPhone", "Android phone", "Windows computer", "Mac"; "Unknown device". */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the token that asks. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof ZUserSession>;
export const ZUserSessionList = cursorPage(ZUserSession);
export type UserSessionList = z.infer<typeof ZUserSessionList>;
export const ZSessionParams = z.object({ sessionID: z.string().max(64) });
/** POST /api/user/sessions/end-others: how many other sessions were ended. */
export const ZEndOtherSessionsResponse = z.object({ message: z.string(), ended: z.number().int() });
