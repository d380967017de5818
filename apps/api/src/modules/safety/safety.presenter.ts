/** Blocks, report groups and the moderation log as the contract shows them (decision 0034). */
import {
  businessPath,
  productPath,
  type BlockedMember,
  type ModerationLogEntry,
  type ReportReason,
  type StaffReportGroup,
} from '@wbn/contract';
import { smallPhoto } from '../../core/photos.js';
import type { AuthorRow, BlockRow, ReportGroupRow, TargetRow } from './safety.repo.js';
import type { moderationActions } from '../../db/schema/index.js';

export function presentBlock(b: BlockRow): BlockedMember {
  const business =
    b.viaBusinessId && b.companyName ? { businessID: b.viaBusinessId, companyName: b.companyName } : null;
  return {
    userID: b.blockedUserId,
    // Blocked from a company page: shown by the company's name (the owner is not named to the blocker).
    name: business ? business.companyName : `${b.firstName ?? ''} ${b.lastName ?? ''}`.trim() || 'A member',
    photo: business ? null : smallPhoto(b.photo),
    business,
    blockedAt: b.createdAt.toISOString(),
  };
}

const pathOf = (w: TargetRow['where']): string | null => {
  if (!w) return null;
  switch (w.kind) {
    case 'timeline':
      return `/timeline/${w.id}`;
    case 'business':
      return businessPath(w.name, w.id);
    case 'product':
      return productPath(w.company, w.name, w.id);
    case 'profile':
      return `/profile/${w.id}`;
  }
};

export function presentTarget(row: TargetRow | undefined, authors: Map<string, AuthorRow>): StaffReportGroup['target'] {
  if (!row) return { exists: false, title: 'Removed', path: null, about: null, hidden: false, author: null };
  const a = row.authorUserId ? authors.get(row.authorUserId) : undefined;
  return {
    exists: true,
    title: row.title,
    path: pathOf(row.where),
    about: row.about ?? null,
    hidden: row.hidden,
    author:
      a && !a.deleted ? { userID: a.userId, name: a.name || 'A member', suspended: a.suspended, staff: a.staff } : null,
  };
}

export function presentGroup(
  g: ReportGroupRow,
  open: boolean,
  reasons: { reason: string; n: number }[],
  notes: { note: string | null; at: Date }[],
  target: StaffReportGroup['target'],
): StaffReportGroup {
  return {
    targetType: g.targetType,
    targetID: g.targetId,
    status: open ? 'open' : 'closed',
    reportCount: g.n,
    reasons: reasons.sort((a, b) => b.n - a.n).map((r) => ({ reason: r.reason as ReportReason, count: Number(r.n) })),
    notes: notes.slice(0, 3).map((n) => ({ note: n.note ?? '', reportedAt: n.at.toISOString() })),
    firstReportedAt: g.first.toISOString(),
    lastReportedAt: g.last.toISOString(),
    target,
  };
}

export function presentLogEntry(r: {
  a: typeof moderationActions.$inferSelect;
  first: string | null;
  last: string | null;
}): ModerationLogEntry {
  return {
    actionID: r.a.id,
    action: r.a.action as ModerationLogEntry['action'],
    targetType: r.a.targetType as ModerationLogEntry['targetType'],
    targetID: r.a.targetId,
    note: r.a.note,
    staff: { userID: r.a.staffUserId ?? '', name: `${r.first ?? ''} ${r.last ?? ''}`.trim() || 'Former staff' },
    reportsClosed: r.a.reportsClosed,
    createdAt: r.a.createdAt.toISOString(),
  };
}
