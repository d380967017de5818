/**
 * /api/user/sessions: where the account is signed in, and signing out there (decision 0030). The
 * account service's sessions, shown to their owner; an ended session's tokens are refused at once.
 * /api/user/password: changing the password ends the other sessions (decision 0031).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okEnvelope,
  PASSWORD_CHANGE_MSG,
  SESSIONS_MSG,
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZEndOtherSessionsResponse,
  ZMessageResponse,
  ZSessionParams,
  ZUserSessionList,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { currentUser, requireUser, type Authenticator } from '../../core/auth.js';
import type { AuthService } from './auth.service.js';

const tags = ['auth'];

export function sessionsRoutes(
  auth: Authenticator,
  sessions: Pick<AuthService, 'listSessions' | 'endSession' | 'endOtherSessions' | 'changePassword'>,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireUser(auth));
    r.get(
      '/sessions',
      {
        schema: op({
          id: 'listMySessions',
          summary:
            'Where the account is signed in: browser, system, address, started and last seen; `current` marks this one',
          tags,
          access: 'member',
          response: { 200: okEnvelope(ZUserSessionList) },
        }),
      },
      async (req) => ok(await sessions.listSessions(currentUser(req).userID, currentUser(req).sessionId)),
    );
    r.delete(
      '/sessions/:sessionID',
      {
        schema: op({
          id: 'endMySession',
          summary: 'Sign out on one device: its session ends and its refresh is refused at once',
          tags,
          access: 'member',
          params: ZSessionParams,
          response: { 200: okEnvelope(ZMessageResponse) },
          errors: [404],
        }),
      },
      async (req) => {
        await sessions.endSession(currentUser(req).userID, req.params.sessionID);
        return ok({ message: SESSIONS_MSG.ended });
      },
    );
    r.post(
      '/sessions/end-others',
      {
        schema: op({
          id: 'endMyOtherSessions',
          summary: 'Sign out everywhere else: every session of the account but this one ends',
          tags,
          access: 'member',
          response: { 200: okEnvelope(ZEndOtherSessionsResponse) },
        }),
      },
      async (req) => {
        const ended = await sessions.endOtherSessions(currentUser(req).userID, currentUser(req).sessionId);
        return ok({ message: SESSIONS_MSG.endedOthers(ended), ended });
      },
    );
    r.post(
      '/password',
      {
        schema: op({
          id: 'changeMyPassword',
          summary:
            'Changes the password (the current one is asked): every other session ends, this one stays, and the owner is e-mailed',
          tags,
          access: 'member',
          body: ZChangePasswordRequest,
          response: { 200: okEnvelope(ZChangePasswordResponse) },
          errors: [429],
        }),
      },
      async (req) => {
        const { userID, sessionId } = currentUser(req);
        const endedSessions = await sessions.changePassword(
          userID,
          sessionId,
          req.body.currentPassword,
          req.body.newPassword,
        );
        return ok({ message: PASSWORD_CHANGE_MSG.changed(endedSessions), endedSessions });
      },
    );
  };
}
