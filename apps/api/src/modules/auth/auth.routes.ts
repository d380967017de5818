/**
 * The account service's JSON endpoints, mounted at /auth (the spec's "auth host").
 * Cookies (docs/decisions/0015-sessions-and-cookies.md), both HttpOnly, SameSite=Strict and scoped
 * to /auth: `wbn_handoff` binds a sign-in's one-time code to the browser that signed in;
 * `wbn_refresh` holds a browser's refresh token, which its page scripts never see. A third,
 * `wbn_page` (Path=/), lets the web server render a member's pages (decision 0047).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okEnvelope,
  REFRESH_TOKEN_IN_COOKIE,
  ZForgotPasswordRequest,
  ZGetSessionRequest,
  ZLoginRequest,
  ZLoginAnswer,
  ZLoginResponse,
  ZLoginTwoFactorRequest,
  ZTwoFactorChallenge,
  ZMessageResponse,
  ZRefreshedTokens,
  ZRefreshHeaders,
  ZRefreshRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSession,
  ZVerifyEmailRequest,
  ZSignInLinkRequest,
  VERIFY_EMAIL_MSG,
} from '@wbn/contract';
import { z } from 'zod';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { AppError } from '../../lib/errors.js';
import type { AuthService } from './auth.service.js';
import { bearerToken, currentUser, requireUser } from '../../core/auth.js';

export const HANDOFF_COOKIE = 'wbn_handoff';
export const REFRESH_COOKIE = 'wbn_refresh';
/**
 * The session's access token for page requests (decision 0047): HttpOnly, SameSite=Lax, Path=/, for
 * as long as the token lives. The web server reads it to render a member's pages with their data;
 * the API never takes it as a credential (its calls need the Authorization header), so it opens no
 * cross-site request to the API.
 */
export const PAGE_COOKIE = 'wbn_page';
/** The browser's device id (decision 0029): a browser that signed in to an account before passes the limits a guesser trips. */
export const DEVICE_COOKIE = 'wbn_device';
const HANDOFF_COOKIE_SECONDS = 120;
const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;

const meta = (req: FastifyRequest) => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  deviceId: req.cookies[DEVICE_COOKIE],
  acceptLanguage: req.headers['accept-language'],
});
const tags = ['auth'];
const signIn = { 200: okEnvelope(ZLoginResponse) };
/** Login and the e-mailed link: the hand-off, or (two-factor sign-in on) a challenge and no session yet. */
const signInOrChallenge = { 200: okEnvelope(ZLoginAnswer) };
const message = { 200: okEnvelope(ZMessageResponse) };

export function authRoutes(auth: AuthService, opts: { secureCookies: boolean; refreshTtlSeconds: number }) {
  const cookie = (maxAge: number) => ({
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: opts.secureCookies,
    path: '/auth',
    maxAge,
  });
  const clear = { path: '/auth' };
  /** The page cookie lives as long as the access token it holds. */
  const setPageCookie = (reply: FastifyReply, t: { token: string; tokenExpire: number }) =>
    reply.setCookie(PAGE_COOKIE, t.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secureCookies,
      path: '/',
      maxAge: Math.max(1, t.tokenExpire - Math.floor(Date.now() / 1000)),
    });

  /** Register and login answer the code; the browser key goes into the hand-off cookie. */
  const handOff = (reply: FastifyReply, r: { userID: string; code: string; browserKey: string; deviceId: string }) => {
    reply.setCookie(HANDOFF_COOKIE, r.browserKey, cookie(HANDOFF_COOKIE_SECONDS));
    reply.setCookie(DEVICE_COOKIE, r.deviceId, cookie(DEVICE_COOKIE_SECONDS));
    return ok(ZLoginResponse.parse({ userID: r.userID, code: r.code }));
  };

  /** A right password: the hand-off, or the challenge of a second factor (no cookie, no session yet: decision 0032). */
  const answer = (
    reply: FastifyReply,
    r: Parameters<typeof handOff>[1] | { twoFactorRequired: true; challenge: string },
  ) => ('challenge' in r ? ok(ZTwoFactorChallenge.parse(r)) : handOff(reply, r));

  /** A refresh token the client holds itself (header or body), never the cookie's stand-in. */
  const clientToken = (req: FastifyRequest<{ Body: { refreshToken?: string } | null | undefined }>) =>
    [req.headers['refresh-token'] as string | undefined, req.body?.refreshToken].find(
      (t) => t && t !== REFRESH_TOKEN_IN_COOKIE,
    );

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/register',
      {
        schema: op({
          id: 'register',
          summary: 'Create an account: answers a one-time code for get-session and sets the hand-off cookie',
          tags,
          access: 'public',
          body: ZRegisterRequest,
          response: { 201: okEnvelope(ZLoginResponse) },
          errors: [409, 429],
        }),
      },
      async (req, reply) => reply.status(201).send(handOff(reply, await auth.register(req.body, meta(req)))),
    );

    r.post(
      '/login',
      {
        schema: op({
          id: 'login',
          summary:
            'Sign in: answers a one-time code for get-session and sets the hand-off cookie; with two-factor sign-in on, a challenge for POST /auth/login/2fa instead',
          description:
            "With two-factor sign-in on, a right password answers `{ twoFactorRequired: true, challenge }` and no cookie; the code of the authenticator app (or a recovery code) goes to POST /auth/login/2fa with the challenge. Under attack (many failures on the account, or from the address), a browser the account has not signed in from before is answered 403 SignInLinkRequired whatever the password; when it was right, a one-time sign-in link goes to the account's e-mail (POST /auth/login/link). Repeated failures of one account from one address wait, doubling (429 with Retry-After).",
          tags,
          access: 'public',
          body: ZLoginRequest,
          response: signInOrChallenge,
          errors: [401, 403, 429],
        }),
      },
      async (req, reply) => answer(reply, await auth.login(req.body, meta(req))),
    );

    r.post(
      '/login/link',
      {
        schema: op({
          id: 'loginWithLink',
          summary: "Sign in with the e-mailed one-time link's token: answers as login does",
          tags,
          access: 'public',
          body: ZSignInLinkRequest,
          response: signInOrChallenge,
        }),
      },
      async (req, reply) => answer(reply, await auth.loginWithLink(req.body.token, meta(req))),
    );

    r.post(
      '/login/2fa',
      {
        schema: op({
          id: 'loginSecondFactor',
          summary:
            'Completes a sign-in that waits for its second factor: the challenge and a code of the authenticator app (or a recovery code, once); answers as login does',
          description:
            'A wrong code counts against the challenge (it ends after five wrong codes or five minutes), against the account from this address (an IPv6 address by its /64), and against the account from every address (429 with Retry-After past either; a browser that signed in to the account before passes both). A right code of a time step already used is refused with its own sentence and counts nowhere.',
          tags,
          access: 'public',
          body: ZLoginTwoFactorRequest,
          response: signIn,
          errors: [429],
        }),
      },
      async (req, reply) => handOff(reply, await auth.loginSecondFactor(req.body.challenge, req.body.code, meta(req))),
    );

    r.post(
      '/get-session',
      {
        schema: op({
          id: 'getSession',
          summary: "Exchange a sign-in's one-time code for a session; the refresh token goes into its HttpOnly cookie",
          tags,
          access: 'handoff',
          body: ZGetSessionRequest,
          response: { 200: okEnvelope(ZSession) },
        }),
      },
      async (req, reply) => {
        const session = await auth.exchangeCode(req.body.token, req.cookies[HANDOFF_COOKIE], meta(req));
        reply.clearCookie(HANDOFF_COOKIE, clear);
        reply.setCookie(REFRESH_COOKIE, session.refreshToken, cookie(opts.refreshTtlSeconds));
        setPageCookie(reply, session);
        return ok({ ...session, refreshToken: REFRESH_TOKEN_IN_COOKIE });
      },
    );

    r.post(
      '/refresh-token',
      {
        schema: op({
          id: 'refreshToken',
          summary: 'New tokens for a session, from the refresh-token cookie, header or body',
          description:
            'A client that holds its refresh token (header or body) gets the next one in the answer; a browser gets it in the cookie, and the answer names the cookie instead.',
          tags,
          access: 'refresh',
          body: ZRefreshRequest.nullish(),
          headers: ZRefreshHeaders,
          response: { 200: okEnvelope(ZRefreshedTokens) },
          errors: [401],
        }),
      },
      async (req, reply) => {
        const held = clientToken(req);
        const token = held ?? req.cookies[REFRESH_COOKIE];
        if (!token)
          throw new AppError('TokenNotFound', 'No refresh token provided', {
            refreshToken: 'Send the refresh token in the refresh-token header',
          });
        const tokens = await auth.refresh(token);
        // A client that holds its refresh token gets the next one; a browser gets it in the cookie.
        if (held) return ok(tokens);
        reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, cookie(opts.refreshTtlSeconds));
        setPageCookie(reply, tokens);
        return ok({ ...tokens, refreshToken: REFRESH_TOKEN_IN_COOKIE });
      },
    );

    r.post(
      '/logout',
      {
        schema: op({
          id: 'logout',
          summary: 'End the session of the bearer token and of the refresh token, and clear the cookie',
          tags,
          access: 'logout',
          body: ZRefreshRequest.nullish(),
          response: { 200: okEnvelope(z.null()) },
        }),
      },
      async (req, reply) => {
        let sessionId: string | undefined;
        const token = (() => {
          try {
            return bearerToken(req);
          } catch {
            return undefined;
          }
        })();
        if (token)
          sessionId = await auth.authenticate(token).then(
            (c) => c.sessionId,
            () => undefined,
          );
        await auth.logout({ refreshToken: clientToken(req) ?? req.cookies[REFRESH_COOKIE], sessionId });
        reply.clearCookie(REFRESH_COOKIE, clear);
        reply.clearCookie(PAGE_COOKIE, { path: '/' });
        return ok(null);
      },
    );

    r.post(
      '/forgot-password',
      {
        schema: op({
          id: 'forgotPassword',
          summary: 'E-mail a link to reset the password (the same answer whether or not the account exists)',
          tags,
          access: 'public',
          body: ZForgotPasswordRequest,
          response: message,
          errors: [429],
        }),
      },
      async (req) => {
        await auth.forgotPassword(req.body.email, meta(req));
        return ok({ message: 'If an account exists for that e-mail, we have sent a link to reset your password.' });
      },
    );

    r.post(
      '/verify-email',
      {
        schema: op({
          id: 'verifyEmail',
          summary: "Prove the account's address with the e-mailed link's token",
          tags,
          access: 'public',
          body: ZVerifyEmailRequest,
          response: message,
        }),
      },
      async (req) => {
        await auth.verifyEmail(req.body.token);
        return ok({ message: VERIFY_EMAIL_MSG.verified });
      },
    );

    r.post(
      '/verify-email/resend',
      {
        onRequest: requireUser(auth),
        schema: op({
          id: 'resendVerificationEmail',
          summary: 'E-mail the signed-in account a new link to prove its address',
          tags,
          access: 'member',
          response: message,
          errors: [429],
        }),
      },
      async (req) => ok({ message: await auth.resendVerification(currentUser(req).userID) }),
    );

    r.post(
      '/reset-password',
      {
        schema: op({
          id: 'resetPassword',
          summary: "Set a new password with the e-mailed link's token",
          tags,
          access: 'public',
          body: ZResetPasswordRequest,
          response: message,
        }),
      },
      async (req) => {
        await auth.resetPassword(req.body.token, req.body.password);
        return ok({ message: 'Your password has been changed. You can log in now.' });
      },
    );
  };
}
