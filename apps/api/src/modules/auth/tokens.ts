/** Access tokens (short-lived JWTs) and opaque secrets (refresh tokens, hand-off codes, reset links). */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { createHash, randomBytes } from 'node:crypto';
import type { AccessClaims } from '../../core/auth.js';
import { AppError } from '../../lib/errors.js';

export function createTokenSigner(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims, nowSeconds = Math.floor(Date.now() / 1000)) {
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('claims');
        return { userID: payload.sub, sessionId: payload.sid };
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
