/**
 * Connections (the spec's "Connect" button on a business page; decision 0011): a user, or a business they
 * manage, asks a business to connect; the business's owner or an admin accepts or declines.
 * Asking again while pending changes nothing; a declined request may be asked again after
 * CONNECTION_RETRY_DAYS. Either side can end a connection, the requester can withdraw.
 */
import {
  CONNECTION_RETRY_DAYS,
  SOCIAL_MSG,
  type ConnectionRequest,
  type ConnectionStatusResponse,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { AppError, invalid, isUuid, notFound } from '../../lib/errors.js';
import type { EventPublisher } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';
import type { BlockPolicy } from '../../core/block-policy.js';
import type { Actors } from './social-actor.js';
import type { SocialLimiters } from './social-limits.js';
import { connectionsRepo, type ConnectionRow } from './connections.repo.js';
import { presentConnection } from './connections.presenter.js';
import { socialRepo } from './social.repo.js';

export type ConnectionsDeps = {
  db: Db;
  actors: Actors;
  limits: SocialLimiters;
  events: EventPublisher;
  blocks: BlockPolicy;
};

const DAY_MS = 24 * 3600 * 1000;

export function createConnectionsService(d: ConnectionsDeps) {
  const { db, actors } = d;

  async function requireBusiness(id: string, field = 'businessID') {
    if (!isUuid(id) || !(await socialRepo.business(db, id))) throw notFound('Business', field);
  }
  async function load(id: string): Promise<ConnectionRow> {
    const row = isUuid(id) ? await connectionsRepo.find(db, id) : undefined;
    if (!row) throw notFound('Connection request', 'connectionID');
    return row;
  }
  async function requireAnswerer(userId: string, row: ConnectionRow) {
    if (!(await actors.managed(userId)).has(row.toBusinessId))
      throw new AppError('Forbidden', SOCIAL_MSG.connectionForbidden, { businessID: SOCIAL_MSG.connectionForbidden });
  }

  return {
    async request(userId: string, input: ConnectionRequest) {
      await requireBusiness(input.businessID);
      const a = await actors.actor(userId, input.fromBusinessID, 'fromBusinessID');
      const ownRole =
        a.type === 'user' && (await socialRepo.roles(db, userId)).some((r) => r.businessId === input.businessID);
      if (a.key === input.businessID || ownRole) throw invalid('businessID', SOCIAL_MSG.connectOwn);
      await d.blocks.refuse(userId, { businessId: input.businessID }, 'businessID');
      const existing = await connectionsRepo.byPair(db, a.key, input.businessID);
      if (existing?.status === 'pending') return { created: false, connection: presentConnection(existing) };
      if (existing?.status === 'accepted')
        throw new AppError('Conflict', SOCIAL_MSG.connectionExists, { businessID: SOCIAL_MSG.connectionExists });
      if (
        existing?.status === 'declined' &&
        existing.decidedAt &&
        Date.now() - existing.decidedAt.getTime() < CONNECTION_RETRY_DAYS * DAY_MS
      ) {
        throw new AppError('Conflict', SOCIAL_MSG.connectionDeclinedRecently, {
          businessID: SOCIAL_MSG.connectionDeclinedRecently,
        });
      }
      await d.limits.connection(userId);
      const id = await inTransaction(db, async (tx) => {
        const opened = await connectionsRepo.open(tx, {
          fromKey: a.key,
          fromUserId: userId,
          fromBusinessId: a.businessId,
          toBusinessId: input.businessID,
        });
        if (opened)
          await d.events.publish(tx, 'connection.requested', {
            actor: { type: a.type, id: a.key, userId },
            connectionId: opened,
            toBusinessId: input.businessID,
          });
        return opened;
      });
      const row = id ? await load(id) : await connectionsRepo.byPair(db, a.key, input.businessID);
      if (!row) throw notFound('Connection request', 'connectionID');
      return { created: !!id, connection: presentConnection(row) };
    },

    async decide(userId: string, id: string, status: 'accepted' | 'declined') {
      const row = await load(id);
      await requireAnswerer(userId, row);
      // Accepting reaches the one who asked: refused when they (or, for a business's request, its
      // owner or an admin) have since blocked the member who answers. Declining reaches no one.
      if (status === 'accepted')
        await d.blocks.refuse(
          userId,
          row.fromBusinessId
            ? [{ userId: row.fromUserId }, { businessId: row.fromBusinessId }]
            : { userId: row.fromUserId },
          'connectionID',
        );
      const decided = await inTransaction(db, async (tx) => {
        if (!(await connectionsRepo.decide(tx, id, status, userId))) return false;
        if (status === 'accepted') {
          await d.events.publish(tx, 'connection.accepted', {
            actor: { type: 'business', id: row.toBusinessId, userId },
            connectionId: id,
            audience: row.fromBusinessId ? { businessId: row.fromBusinessId } : { userIds: [row.fromUserId] },
          });
        }
        return true;
      });
      if (!decided)
        throw new AppError('Conflict', SOCIAL_MSG.connectionDecided, { connectionID: SOCIAL_MSG.connectionDecided });
      return presentConnection(await load(id), row.toBusinessId);
    },

    async list(userId: string, businessId: string) {
      await requireBusiness(businessId);
      await actors.manages(userId, businessId);
      return { connections: (await connectionsRepo.list(db, businessId)).map((r) => presentConnection(r, businessId)) };
    },

    async status(userId: string, businessId: string, fromBusinessId?: string): Promise<ConnectionStatusResponse> {
      await requireBusiness(businessId);
      const a = await actors.actor(userId, fromBusinessId, 'fromBusinessID');
      const row = await connectionsRepo.byPair(db, a.key, businessId);
      return row
        ? { status: row.status as ConnectionStatusResponse['status'], connection: presentConnection(row) }
        : { status: 'none', connection: null };
    },

    /** The requester withdraws or ends it; the business's owner or an admin ends it. */
    async remove(userId: string, id: string) {
      const row = await load(id);
      const managed = await actors.managed(userId);
      const requester = row.fromBusinessId ? managed.has(row.fromBusinessId) : row.fromUserId === userId;
      if (!requester && !managed.has(row.toBusinessId))
        throw new AppError('Forbidden', SOCIAL_MSG.connectionForbidden, {
          connectionID: SOCIAL_MSG.connectionForbidden,
        });
      await connectionsRepo.remove(db, id);
      return { connectionID: id, removed: true as const };
    },
  };
}
export type ConnectionsService = ReturnType<typeof createConnectionsService>;
