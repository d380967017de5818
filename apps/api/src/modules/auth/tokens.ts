/** Access tokens (short-lived JWTs) and opaque secrets (refresh tokens, hand-off codes, reset links). */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { createHash, randomBytes } from 'node:crypto';
import type { AccessClaims } from '../../core/auth.js';
import { AppError } from '../../lib/errors.js';

/** Access tokens whose signature was checked, kept per process until they expire (about 200 bytes each); the oldest go first. */
export const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenSigner(
  secret: string,
  ttlSeconds: number,
  opts: { kept?: number; nowSeconds?: () => number } = {},
) {
  const key = new TextEncoder().encode(secret);
  const kept = opts.kept ?? VERIFIED_TOKENS_KEPT;
  const now = opts.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  /**
   * A token checked once is not checked again until it expires (decision 0051): the signature check was
   * the largest part of a light request's CPU. The same string can only carry the same claims, and
   * whether its session is still open is asked on every request, apart from this.
   */
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  return {
    async sign(claims: AccessClaims, nowSeconds = now()) {
      const tokenExpire = nowSeconds + ttlSeconds;
      const token = await new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userID)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(tokenExpire)
        .sign(key);
      return { token, tokenExpire };
    },
    /** Throws the spec's 401 names: TokenExpiredError for an expired token, JsonWebTokenError for anything else. */
    async verify(token: string): Promise<AccessClaims> {
      const at = now();
      const hit = verified.get(token);
      if (hit) {
        if (at < hit.exp) return hit.claims;
        verified.delete(token);
        throw new AppError('TokenExpiredError', 'jwt expired');
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(at * 1000) });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
          throw new Error('claims');
        const claims = { userID: payload.sub, sessionId: payload.sid };
        if (verified.size >= kept) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, exp: payload.exp });
        return claims;
      } catch (e) {
        if (e instanceof joseErrors.JWTExpired) throw new AppError('TokenExpiredError', 'jwt expired');
        throw new AppError('JsonWebTokenError', 'invalid token');
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

export const newSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const hashSecret = (s: string) => createHash('sha256').update(s).digest('hex');
