/** The account service's JSON endpoints, mounted at /auth (the spec's "auth host"). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZForgotPasswordRequest, ZGetSessionRequest, ZLoginRequest, ZRefreshRequest, ZRegisterRequest, ZResetPasswordRequest } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { AppError } from '../../lib/errors.js';
import type { AuthService } from './auth.service.js';
import { bearerToken } from './auth.guard.js';

const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
const tags = ['auth'];

export function authRoutes(auth: AuthService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/register', { schema: { tags, body: ZRegisterRequest } }, async (req, reply) => {
      const session = await auth.register(req.body, meta(req));
      return reply.status(201).send(ok(session));
    });

    r.post('/login', { schema: { tags, body: ZLoginRequest } }, async (req) => ok(await auth.login(req.body, meta(req))));

    r.post('/get-session', { schema: { tags, body: ZGetSessionRequest } }, async (req) => ok(await auth.exchangeCode(req.body.token, meta(req))));

    r.post(
      '/refresh-token',
      { schema: { tags, body: ZRefreshRequest.nullish(), headers: z.object({ 'refresh-token': z.string().max(200).optional() }) } },
      async (req) => {
        const token = req.headers['refresh-token'] ?? req.body?.refreshToken;
        if (!token) throw new AppError('TokenNotFound', 'No refresh token provided', { refreshToken: 'Send the refresh token in the refresh-token header' });
        return ok(await auth.refresh(token));
      },
    );

    r.post('/logout', { schema: { tags, body: ZRefreshRequest.nullish() } }, async (req) => {
      const refreshToken = (req.headers['refresh-token'] as string | undefined) ?? req.body?.refreshToken;
      let sessionId: string | undefined;
      const token = bearerToken(req);
      if (token) sessionId = await auth.authenticate(token).then((c) => c.sessionId, () => undefined);
      await auth.logout({ refreshToken, sessionId });
      return ok(null);
    });

    r.post('/forgot-password', { schema: { tags, body: ZForgotPasswordRequest } }, async (req) => {
      await auth.forgotPassword(req.body.email, meta(req));
      return ok({ message: 'If an account exists for that e-mail, we have sent a link to reset your password.' });
    });

    r.post('/reset-password', { schema: { tags, body: ZResetPasswordRequest } }, async (req) => {
      await auth.resetPassword(req.body.token, req.body.password);
      return ok({ message: 'Your password has been changed. You can log in now.' });
    });
  };
}
