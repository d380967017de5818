/**
 * /api/user/2fa: a member's two-factor sign-in (decision 0032): whether it is on, setting it up
 * (the key and its otpauth:// address for the QR code), turning it on with a first code (answers
 * the recovery codes, once), and off with the password and a code.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okEnvelope,
  TWO_FACTOR_MSG,
  ZMessageResponse,
  ZTwoFactorDisableRequest,
  ZTwoFactorEnableRequest,
  ZTwoFactorEnableResponse,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { currentUser, requireUser, type Authenticator } from '../../core/auth.js';
import type { AuthService } from './auth.service.js';
import type { TwoFactor } from './two-factor.service.js';

const tags = ['auth'];

export function twoFactorRoutes(
  auth: Authenticator,
  twoFactor: TwoFactor,
  account: Pick<AuthService, 'disableTwoFactor'>,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireUser(auth));
    r.get(
      '/2fa',
      {
        schema: op({
          id: 'getTwoFactorStatus',
          summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
          tags,
          access: 'member',
          response: { 200: okEnvelope(ZTwoFactorStatus) },
        }),
      },
      async (req) => ok(await twoFactor.status(currentUser(req).userID)),
    );
    r.post(
      '/2fa/setup',
      {
        schema: op({
          id: 'setUpTwoFactor',
          summary:
            'Starts the set-up: a new key for the authenticator app and the otpauth:// address its QR code holds (not on until a code proves it)',
          tags,
          access: 'member',
          response: { 200: okEnvelope(ZTwoFactorSetup) },
          errors: [409],
        }),
      },
      async (req) => ok(await twoFactor.setup(currentUser(req).userID)),
    );
    r.post(
      '/2fa/enable',
      {
        schema: op({
          id: 'enableTwoFactor',
          summary: 'Turns it on with a first code of the app; answers ten single-use recovery codes, shown this once',
          tags,
          access: 'member',
          body: ZTwoFactorEnableRequest,
          response: { 200: okEnvelope(ZTwoFactorEnableResponse) },
          errors: [409, 429],
        }),
      },
      async (req) =>
        ok({
          message: TWO_FACTOR_MSG.enabled,
          recoveryCodes: await twoFactor.enable(currentUser(req).userID, req.body.code),
        }),
    );
    r.post(
      '/2fa/disable',
      {
        schema: op({
          id: 'disableTwoFactor',
          summary: 'Turns it off: the password and a code of the app (or a recovery code) are asked',
          tags,
          access: 'member',
          body: ZTwoFactorDisableRequest,
          response: { 200: okEnvelope(ZMessageResponse) },
          errors: [409, 429],
        }),
      },
      async (req) => {
        await account.disableTwoFactor(currentUser(req).userID, req.body.password, req.body.code);
        return ok({ message: TWO_FACTOR_MSG.disabled });
      },
    );
  };
}
