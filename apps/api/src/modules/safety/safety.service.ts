/**
 * Safety (decision 0034). Members report content and block members; staff read the reports
 * grouped by what they are about and act: hide or restore content, dismiss, warn, suspend or
 * lift a suspension, each action in the moderation log.
 */
import {
  BLOCKS_MAX,
  MODERATION_MSG,
  SAFETY_MSG,
  SITE_PATHS,
  type BlockList,
  type BlockRequest,
  type ModerationActionRequest,
  type ModerationLog,
  type ReportRequest,
  type StaffReportList,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../core/events.js';
import { cacheTags, type Invalidate } from '../../core/cache-tags.js';
import { inTransaction } from '../../core/transaction.js';
import { sendMail } from '../../core/mail.js';
import { mailTexts } from '../../core/mail-texts.js';
import { mailLanguageOfMember } from '../../core/mail-language.repo.js';
import type { JobQueue } from '../../core/jobs.js';
import { AppError, invalid, isUuid } from '../../lib/errors.js';
import { keysetCursor } from '../../lib/keyset-cursor.js';
import type { Limiter } from '../../ports/rate-limiter.js';
import { presentBlock, presentGroup, presentLogEntry, presentTarget } from './safety.presenter.js';
import { safetyRepo, type TargetRow } from './safety.repo.js';

export type SafetyDeps = {
  db: Db;
  queue: JobQueue;
  events: EventBus;
  invalidate: Invalidate;
  publicUrl: string;
  reportsPerDay: Limiter;
  /** Ends every session of a member at once (the auth module's). */
  endAllSessions(userId: string, reason: string): Promise<void>;
};

const targetGone = () => new AppError('NotFound', SAFETY_MSG.targetNotFound, { targetID: SAFETY_MSG.targetNotFound });

/** Reads a cursor, or 400 naming `cursor`. */
function position(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const p = keysetCursor.read(cursor);
  if (!p) throw invalid('cursor', 'cursor is not valid');
  return p;
}

export function createSafetyService(d: SafetyDeps) {
  const { db } = d;

  /** The cached pages and answers that show a business or product (hidden or shown again). */
  async function changed(type: string, target: TargetRow | undefined, id: string) {
    if (type === 'business')
      await d.invalidate([
        cacheTags.business(id),
        ...(await safetyRepo.productIdsOf(db, id)).map(cacheTags.product),
        cacheTags.search,
      ]);
    // A review shows on its business's page (decision 0073).
    if (type === 'review' && target?.businessId) await d.invalidate([cacheTags.business(target.businessId)]);
    if (type === 'product')
      await d.invalidate([
        cacheTags.product(id),
        ...(target?.businessId ? [cacheTags.business(target.businessId)] : []),
        cacheTags.search,
      ]);
  }

  return {
    // ---------------------------------------------------------------- members

    /** A report: about something the reporter can see and did not write; one open report per target (a second one updates it). */
    async report(userId: string, input: ReportRequest) {
      const target = await safetyRepo.target(db, input.targetType, input.targetID);
      if (!target || target.hidden) throw targetGone();
      const mine = await safetyRepo.memberOf(db, userId);
      if (input.targetType === 'message') {
        // Only the two sides of a thread see its messages: anyone else gets the same 404 as for an unknown id.
        const th = target.thread!;
        const party =
          th.fromUserId === userId ||
          mine.includes(th.toBusinessId) ||
          (!!th.fromBusinessId && mine.includes(th.fromBusinessId));
        if (!party) throw targetGone();
      }
      const own =
        input.targetType === 'business' || input.targetType === 'product'
          ? mine.includes(target.businessId!)
          : target.authorUserId === userId;
      if (own) throw invalid('targetID', SAFETY_MSG.ownContent);
      await d.reportsPerDay.consume(userId);
      const reportID = await safetyRepo.report(db, {
        reporterUserId: userId,
        targetType: input.targetType,
        targetId: input.targetID,
        reason: input.reason,
        note: input.note || null,
      });
      return { reportID, message: SAFETY_MSG.reported };
    },

    /** Blocks a member, or the owner of a company page (named by the company). */
    async block(userId: string, input: BlockRequest) {
      let blocked: string;
      let via: string | null = null;
      if ('userID' in input) {
        if (input.userID === userId) throw invalid('userID', SAFETY_MSG.blockSelf);
        const m = await safetyRepo.member(db, input.userID);
        if (!m) throw new AppError('NotFound', 'User not found', { userID: 'User not found' });
        blocked = m.id;
      } else {
        const b = await safetyRepo.business(db, input.businessID);
        if (!b) throw new AppError('NotFound', 'Business not found', { businessID: 'Business not found' });
        if ((await safetyRepo.memberOf(db, userId)).includes(b.id))
          throw invalid('businessID', SAFETY_MSG.blockOwnBusiness);
        if (b.ownerId === userId) throw invalid('businessID', SAFETY_MSG.blockOwnBusiness);
        blocked = b.ownerId;
        via = b.id;
      }
      const already = (await safetyRepo.blocks(db, userId, 1, { userId: blocked })).length > 0;
      if (!already && (await safetyRepo.blockCount(db, userId)) >= BLOCKS_MAX)
        throw new AppError('Conflict', SAFETY_MSG.tooManyBlocks);
      await inTransaction(db, (tx) => safetyRepo.block(tx, userId, blocked, via));
      const [row] = await safetyRepo.blocks(db, userId, 1, { userId: blocked });
      const block = presentBlock(row);
      return { message: SAFETY_MSG.blocked(block.name), block };
    },

    async unblock(userId: string, blockedUserId: string) {
      if (!isUuid(blockedUserId))
        throw new AppError('NotFound', SAFETY_MSG.notBlocked, { userID: SAFETY_MSG.notBlocked });
      const [row] = await safetyRepo.blocks(db, userId, 1, { userId: blockedUserId });
      if (!row || !(await safetyRepo.unblock(db, userId, blockedUserId)))
        throw new AppError('NotFound', SAFETY_MSG.notBlocked, { userID: SAFETY_MSG.notBlocked });
      return { message: SAFETY_MSG.unblocked(presentBlock(row).name) };
    },

    async blocks(
      userId: string,
      q: { userID?: string; businessID?: string; size: number; cursor?: string },
    ): Promise<BlockList> {
      const after = position(q.cursor);
      const rows = await safetyRepo.blocks(db, userId, q.size, {
        userId: q.userID,
        businessOwnerOf: q.businessID,
        after,
      });
      const page = rows.slice(0, q.size);
      const last = page[page.length - 1];
      return {
        data: page.map(presentBlock),
        nextCursor: rows.length > q.size ? keysetCursor.write({ at: last.createdAt, id: last.blockedUserId }) : null,
      };
    },

    // ---------------------------------------------------------------- staff

    /** Targets with open reports: the count on the staff's Reports tab. */
    openReportCount: () => safetyRepo.openTargets(db),

    /** Targets with reports, the newest report first: how many, why, the latest notes, and the target as it is now. */
    async reports(q: { status: 'open' | 'closed'; size: number; cursor?: string }): Promise<StaffReportList> {
      const open = q.status === 'open';
      const rows = await safetyRepo.groups(db, open, q.size, position(q.cursor));
      const page = rows.slice(0, q.size);
      const ids = page.map((g) => g.targetId);
      const [details, targets] = await Promise.all([
        safetyRepo.details(db, open, ids),
        Promise.all(page.map((g) => safetyRepo.target(db, g.targetType, g.targetId))),
      ]);
      const authors = await safetyRepo.authors(
        db,
        targets.flatMap((x) => (x?.authorUserId ? [x.authorUserId] : [])),
      );
      const last = page[page.length - 1];
      return {
        data: page.map((g, i) =>
          presentGroup(
            g,
            open,
            details.reasons.filter((r) => r.targetId === g.targetId).map((r) => ({ reason: r.reason, n: Number(r.n) })),
            details.notes.filter((n) => n.targetId === g.targetId),
            presentTarget(targets[i], authors),
          ),
        ),
        nextCursor: rows.length > q.size ? keysetCursor.write({ at: last.last, id: last.targetId }) : null,
      };
    },

    /**
     * One staff action, logged with who took it. Hide, dismiss, warn and suspend close the open
     * reports of their target (a suspension: of the member's posts and comments too); restore and
     * lift close nothing. Nothing is written when the action cannot apply (409).
     */
    async act(staffUserId: string, input: ModerationActionRequest) {
      const { action, targetType: type, targetID: id } = input;
      const note = input.note || null;
      const target = await safetyRepo.target(db, type, id);
      if (!target && action !== 'dismiss') throw targetGone();
      if ((action === 'hide' || action === 'restore') && type === 'user')
        throw invalid('targetType', 'A member is suspended, not hidden: use suspend');
      const author = type === 'user' ? (await safetyRepo.authors(db, [id])).get(id) : undefined;
      if (action === 'suspend' && author?.staff) throw invalid('targetID', MODERATION_MSG.staffTarget);

      const actionID = await inTransaction(db, async (tx) => {
        const actionId = await safetyRepo.logAction(tx, { staffUserId, action, targetType: type, targetId: id, note });
        let closes: { type: string; id: string }[] = [];
        switch (action) {
          case 'hide':
            if (!(await safetyRepo.setHidden(tx, type as Exclude<typeof type, 'user'>, id, true, note)))
              throw new AppError('Conflict', MODERATION_MSG.alreadyHidden, { targetID: MODERATION_MSG.alreadyHidden });
            closes = [{ type, id }];
            break;
          case 'restore':
            if (!(await safetyRepo.setHidden(tx, type as Exclude<typeof type, 'user'>, id, false)))
              throw new AppError('Conflict', MODERATION_MSG.notHidden, { targetID: MODERATION_MSG.notHidden });
            break;
          case 'dismiss':
            closes = [{ type, id }];
            break;
          case 'warn': {
            const email = await safetyRepo.emailOf(tx, id);
            if (email)
              await sendMail(
                d.queue,
                tx,
                mailTexts.warning(
                  email,
                  { note: note!, termsLink: `${d.publicUrl}${SITE_PATHS.termsAndConditions}` },
                  await mailLanguageOfMember(tx, id),
                ),
              );
            await d.events.publish(tx, 'member.warned', { actionId, userId: id, note: note! });
            closes = [{ type, id }];
            break;
          }
          case 'suspend': {
            if (!(await safetyRepo.setSuspended(tx, id, true)))
              throw new AppError('Conflict', MODERATION_MSG.alreadySuspended, {
                targetID: MODERATION_MSG.alreadySuspended,
              });
            const email = await safetyRepo.emailOf(tx, id);
            if (email)
              await sendMail(
                d.queue,
                tx,
                mailTexts.suspended(
                  email,
                  { note, contactLink: `${d.publicUrl}${SITE_PATHS.contactUs}` },
                  await mailLanguageOfMember(tx, id),
                ),
              );
            closes = [{ type, id }, ...(await safetyRepo.contentOf(tx, id))];
            break;
          }
          case 'lift':
            if (!(await safetyRepo.setSuspended(tx, id, false)))
              throw new AppError('Conflict', MODERATION_MSG.notSuspended, { targetID: MODERATION_MSG.notSuspended });
            break;
        }
        // A review's author is told that staff hid it (with the note, the reason they read) or restored it (decision 0078).
        if (
          (action === 'hide' || action === 'restore') &&
          type === 'review' &&
          target?.authorUserId &&
          target.businessId
        )
          await d.events.publish(tx, 'review.decided', {
            reviewId: id,
            businessId: target.businessId,
            companyName: target.where?.kind === 'business' ? target.where.name : '',
            authorUserId: target.authorUserId,
            outcome: action === 'hide' ? 'hidden' : 'restored',
            reason: action === 'hide' ? note : null,
            at: new Date().toISOString(),
          });
        const n = await safetyRepo.closeReports(tx, closes, actionId);
        if (n) await safetyRepo.setReportsClosed(tx, actionId, n);
        return actionId;
      });
      // After the commit: a suspended member is signed out everywhere; hidden pages leave the caches.
      if (action === 'suspend') await d.endAllSessions(id, 'suspended');
      if (action === 'hide' || action === 'restore') await changed(type, target, id);
      const now = await safetyRepo.target(db, type, id);
      const authors = await safetyRepo.authors(db, now?.authorUserId ? [now.authorUserId] : []);
      return { actionID, message: MODERATION_MSG[action], target: presentTarget(now, authors) };
    },

    async log(q: { size: number; cursor?: string }): Promise<ModerationLog> {
      const rows = await safetyRepo.log(db, q.size, position(q.cursor));
      const page = rows.slice(0, q.size);
      const last = page[page.length - 1];
      return {
        data: page.map(presentLogEntry),
        nextCursor: rows.length > q.size ? keysetCursor.write({ at: last.a.createdAt, id: last.a.id }) : null,
      };
    },
  };
}
export type SafetyService = ReturnType<typeof createSafetyService>;
