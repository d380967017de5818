/**
 * Who is asking: the guards every feature's routes use. The account service (modules/auth)
 * implements `Authenticator`; app.ts hands it to each feature's routes.
 */
import type { FastifyRequest } from 'fastify';
import {
  API_KEY_MSG,
  API_KEY_PREFIX,
  EMAIL_NOT_VERIFIED,
  MEMBERSHIP_MSG,
  TWO_FACTOR_MSG,
  TWO_FACTOR_REQUIRED,
  VERIFY_EMAIL_MSG,
  type ApiKeyScope,
} from '@wbn/contract';
import { AppError } from '../lib/errors.js';

/** What a verified access token says: the user and the session it belongs to. */
export type AccessClaims = { userID: string; sessionId: string };

/** What a verified API key says (decision 0035): its business, its scopes, and the person it acts as. */
export type ApiKeyClaims = { keyId: string; businessId: string; scopes: readonly string[]; userId: string };

/**
 * A route usable with an API key declares it in its config: the scope it needs, and the business
 * the request acts on (read after validation; `undefined` when the route itself will answer 404).
 * A key on any other route is refused 403, and a key of another business too.
 */
export type ApiKeyRule = {
  scope: ApiKeyScope;
  business: (req: FastifyRequest) => string | undefined | Promise<string | undefined>;
};

/**
 * Verifies a bearer token and that its session is still open (401 with the spec's error name
 * otherwise), and says whether an account is staff (users.is_staff, set only by `npm run staff:add`).
 */
export type Authenticator = {
  authenticate(token: string): Promise<AccessClaims>;
  isStaff(userId: string): Promise<boolean>;
  /** Whether the account proved its address (always true when proof is not required; decision 0028). */
  isEmailVerified(userId: string): Promise<boolean>;
  /** Staff kept out of the staff area until they turn on two-factor sign-in (STAFF_REQUIRE_2FA, decision 0032). */
  staffNeedsTwoFactor(userId: string): Promise<boolean>;
  /** When the account will be erased, if its member asked to leave (decision 0033). */
  deletionScheduledFor(userId: string): Promise<Date | null>;
  /** Verifies an API key (`wbn_…`): 401 when unknown, revoked or expired; counts it against its rate limit (decision 0035). */
  authenticateKey(secret: string): Promise<ApiKeyClaims>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    user?: AccessClaims;
    /** Set when the request came with an API key instead of a session (decision 0035). */
    apiKey?: ApiKeyClaims;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** The route may be called with a business's API key (`keyAllowed`). */
    apiKey?: ApiKeyRule;
  }
}

/** A route's options that let a key with `scope` call it for the business `business(req)` names (with `op({ apiKey: scope })` for the document). */
export const keyAllowed = (scope: ApiKeyScope, business: ApiKeyRule['business']) => ({
  config: { apiKey: { scope, business } satisfies ApiKeyRule },
});

/** The route's API-key rule, if it has one. */
export const apiKeyRuleOf = (req: FastifyRequest): ApiKeyRule | undefined => req.routeOptions.config?.apiKey;

/** A session's access token, or an API key where the route allows one (with the scope it needs). */
async function identify(auth: Authenticator, req: FastifyRequest, token: string) {
  if (!token.startsWith(API_KEY_PREFIX)) {
    req.user = await auth.authenticate(token);
    return;
  }
  const key = await auth.authenticateKey(token);
  req.apiKey = key;
  const rule = apiKeyRuleOf(req);
  if (!rule) throw new AppError('Forbidden', API_KEY_MSG.notForKeys);
  if (!key.scopes.includes(rule.scope)) throw new AppError('Forbidden', API_KEY_MSG.missingScope(rule.scope));
  req.user = { userID: key.userId, sessionId: `api-key:${key.keyId}` };
}

/**
 * preHandler of every route (app.ts): a request made with a key acts only for the key's business.
 * Runs after validation, so the rule reads the parsed body, query and params.
 */
export async function bindApiKeyToBusiness(req: FastifyRequest) {
  if (!req.apiKey) return;
  const rule = apiKeyRuleOf(req);
  const businessId = rule ? await rule.business(req) : undefined;
  if (businessId !== undefined && businessId.toLowerCase() !== req.apiKey.businessId)
    throw new AppError('Forbidden', API_KEY_MSG.otherBusiness);
}

/** The token of `Authorization: Bearer <token>`; any other scheme is refused, not guessed at. */
export const bearerToken = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(h);
  if (!m) throw new AppError('TokenNotFound', "Send the token as 'Authorization: Bearer <token>'");
  return m[1];
};

/** preHandler: a valid bearer token with an open session, or 401 with the spec's error name. */
export const requireUser = (auth: Authenticator) => async (req: FastifyRequest) => {
  const token = bearerToken(req);
  if (!token) throw new AppError('TokenNotFound', 'No token provided');
  await identify(auth, req, token);
};

/** preHandler: reads the user when a token is sent; visitors pass through. */
export const optionalUser = (auth: Authenticator) => async (req: FastifyRequest) => {
  const token = bearerToken(req);
  if (token) await identify(auth, req, token);
};

export const currentUser = (req: FastifyRequest): AccessClaims => {
  if (!req.user) throw new AppError('TokenNotFound', 'No token provided');
  return req.user;
};

/** onRequest guard of the staff area: a signed-in user whose account is staff, or 401 / 403. */
export const requireStaff = (auth: Authenticator) => {
  const member = requireUser(auth);
  return async (req: FastifyRequest) => {
    await member(req);
    if (!(await auth.isStaff(currentUser(req).userID))) throw new AppError('Forbidden', MEMBERSHIP_MSG.staffOnly);
    if (await auth.staffNeedsTwoFactor(currentUser(req).userID))
      throw new AppError(TWO_FACTOR_REQUIRED, TWO_FACTOR_MSG.staffRequired);
  };
};

/**
 * onRequest guard of what an account may do only once its address is proven (decisions 0028, 0060):
 * accept or decline an invitation, send an inquiry or a message, ask a business to connect, report,
 * post, comment, create a business, post a request for quotation or quote. Runs after
 * `requireUser`; an account that has not proven its address is refused 403 EmailNotVerified,
 * which says why (the web app offers to send the link again).
 */
export const requireVerifiedEmail = (auth: Authenticator) => async (req: FastifyRequest) => {
  if (!(await auth.isEmailVerified(currentUser(req).userID)))
    throw new AppError(EMAIL_NOT_VERIFIED, VERIFY_EMAIL_MSG.required);
};

/** Both guards in order: a session, then a proven address. */
export const requireVerifiedUser = (auth: Authenticator) => [requireUser(auth), requireVerifiedEmail(auth)];
