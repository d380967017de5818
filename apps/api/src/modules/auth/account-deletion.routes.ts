/**
 * /api/user/delete-account: leaving the network (decision 0033). Asking needs the password (and a
 * second-factor code when it is on); the erasure follows after the grace days unless the member
 * keeps the account meanwhile. Reading it tells those days too, so the settings say them before
 * anyone asks (decision 0068).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DELETION_MSG,
  okEnvelope,
  ZAccountDeletion,
  ZAccountDeletionScheduled,
  ZDeleteAccountRequest,
  ZMessageResponse,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { currentUser, requireUser, type Authenticator } from '../../core/auth.js';
import type { AuthService } from './auth.service.js';

const tags = ['auth'];
const day = (d: Date) => d.toISOString().slice(0, 10);

export function accountDeletionRoutes(
  auth: Authenticator,
  account: Pick<AuthService, 'scheduleDeletion' | 'cancelDeletion' | 'deletionScheduledFor'>,
  graceDays: number,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireUser(auth));
    r.get(
      '/delete-account',
      {
        schema: op({
          id: 'getAccountDeletion',
          summary:
            "When the caller's account will be erased, if they asked to leave (null otherwise), and how many days after asking the erasure follows (ACCOUNT_DELETION_GRACE_DAYS)",
          tags,
          access: 'member',
          response: { 200: okEnvelope(ZAccountDeletion) },
        }),
      },
      async (req) =>
        ok({
          deleteAt: (await account.deletionScheduledFor(currentUser(req).userID))?.toISOString() ?? null,
          graceDays,
        }),
    );
    r.post(
      '/delete-account',
      {
        schema: op({
          id: 'deleteMyAccount',
          summary:
            'Leave: the password (and a code when two-factor sign-in is on) schedules the erasure after ACCOUNT_DELETION_GRACE_DAYS; the profile, posts, comments, follows and sessions go, businesses pass to an admin or are deleted, messages stay with the other party from "Deleted member", receipts stay without the name',
          tags,
          access: 'member',
          body: ZDeleteAccountRequest,
          response: { 200: okEnvelope(ZAccountDeletionScheduled) },
          errors: [429],
        }),
      },
      async (req) => {
        const deleteAt = await account.scheduleDeletion(currentUser(req).userID, req.body.password, req.body.code);
        return ok({ message: ACCOUNT_DELETION_MSG.scheduled(day(deleteAt)), deleteAt: deleteAt.toISOString() });
      },
    );
    r.post(
      '/delete-account/cancel',
      {
        schema: op({
          id: 'keepMyAccount',
          summary: 'Keep the account: the scheduled erasure is cancelled',
          tags,
          access: 'member',
          response: { 200: okEnvelope(ZMessageResponse) },
          errors: [409],
        }),
      },
      async (req) => {
        await account.cancelDeletion(currentUser(req).userID);
        return ok({ message: ACCOUNT_DELETION_MSG.kept });
      },
    );
  };
}
