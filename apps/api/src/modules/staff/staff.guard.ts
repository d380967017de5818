/** onRequest guard of the staff area: a signed-in user whose account is staff, or 401 / 403. */
import type { FastifyRequest } from 'fastify';
import { MEMBERSHIP_MSG } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthService } from '../auth/auth.service.js';
import { currentUser, requireUser } from '../auth/auth.guard.js';
import { staffRepo } from './staff.repo.js';

export const requireStaff = (auth: AuthService, db: Db) => {
  const member = requireUser(auth);
  return async (req: FastifyRequest) => {
    await member(req);
    if (!(await staffRepo.isStaff(db, currentUser(req).userID))) throw new AppError('Forbidden', MEMBERSHIP_MSG.staffOnly);
  };
};
