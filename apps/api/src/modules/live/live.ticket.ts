/**
 * Stream tickets (decision 0013): EventSource cannot send an Authorization header, so a client
 * trades its bearer token for a ticket that opens GET /api/live/stream for LIVE_TICKET_TTL_SECONDS.
 * A ticket is a JWT signed with a key derived from the app secret for this one purpose: it is not
 * an access token (the access-token check refuses it) and an access token is not a ticket.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../lib/errors.js';

const AUDIENCE = 'wbn:live-stream';

export type TicketClaims = { userID: string; sessionId: string };

export function createTicketSigner(secret: string, ttlSeconds: number) {
  const key = createHash('sha256').update(`live-stream-ticket:${secret}`).digest();
  return {
    ttlSeconds,
    async issue(claims: TicketClaims, nowSeconds = Math.floor(Date.now() / 1000)) {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userID)
        .setAudience(AUDIENCE)
        .setJti(randomBytes(9).toString('base64url'))
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + ttlSeconds)
        .sign(key);
    },
    /** 401 TokenExpiredError for an expired ticket, 401 JsonWebTokenError for anything that is not one of ours. */
    async verify(ticket: string): Promise<TicketClaims> {
      try {
        const { payload } = await jwtVerify(ticket, key, { algorithms: ['HS256'], audience: AUDIENCE });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('claims');
        return { userID: payload.sub, sessionId: payload.sid };
      } catch (e) {
        if (e instanceof joseErrors.JWTExpired)
          throw new AppError('TokenExpiredError', 'The stream ticket has expired; ask for a new one', {
            ticket: 'Expired',
          });
        throw new AppError('JsonWebTokenError', 'This is not a valid stream ticket', { ticket: 'Not a stream ticket' });
      }
    },
  };
}
export type TicketSigner = ReturnType<typeof createTicketSigner>;
