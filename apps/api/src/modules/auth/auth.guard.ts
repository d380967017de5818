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

/** The token of `Authorization: Bearer <token>`; any other scheme is refused, not guessed at. */
export const bearerToken = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(h);
  if (!m) throw new AppError('TokenNotFound', "Send the token as 'Authorization: Bearer <token>'");
  return m[1];
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
