import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { AuthService } from './auth.service.js';
import type { AccessClaims } from './tokens.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    user?: AccessClaims;
  }
}

export const bearerToken = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m ? m[1].trim() : h.trim();
};

/** preHandler: a valid bearer token with an open session, or 401 with the spec's error name. */
export const requireUser = (auth: AuthService) => async (req: FastifyRequest) => {
  const token = bearerToken(req);
  if (!token) throw new AppError('TokenNotFound', 'No token provided');
  req.user = await auth.authenticate(token);
};

/** preHandler: reads the user when a token is sent; visitors pass through. */
export const optionalUser = (auth: AuthService) => async (req: FastifyRequest) => {
  const token = bearerToken(req);
  if (token) req.user = await auth.authenticate(token);
};

export const currentUser = (req: FastifyRequest): AccessClaims => {
  if (!req.user) throw new AppError('TokenNotFound', 'No token provided');
  return req.user;
};
