import type { Connection, ConnectionStatus } from '@wbn/contract';
import type { ConnectionRow } from './connections.repo.js';

/** A connection request as both sides see it; `viewAs` adds the direction seen from that business. */
export function presentConnection(r: ConnectionRow, viewAs?: string): Connection {
  const from: Connection['from'] = r.fromBusinessId
    ? { type: 'business', id: r.fromBusinessId, name: r.fromCompanyName ?? '', photo: r.fromBusinessPhoto ?? null }
    : { type: 'user', id: r.fromUserId, name: `${r.firstName} ${r.lastName}`.trim(), photo: r.userPhoto ?? null };
  return {
    connectionID: r.id,
    status: r.status as ConnectionStatus,
    from,
    to: { businessID: r.toBusinessId, companyName: r.toCompanyName, profilePhoto: r.toBusinessPhoto ?? null },
    ...(viewAs ? { direction: r.toBusinessId === viewAs ? ('incoming' as const) : ('outgoing' as const) } : {}),
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
  };
}
