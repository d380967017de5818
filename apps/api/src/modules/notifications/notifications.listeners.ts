/**
 * What the notifications module hears (decision 0023): each domain event that someone should be
 * told about becomes a notification (stored per recipient, delivered live). The modules that
 * announce these events never call this module.
 */
import { RFQ_PATHS, businessReviewsPath, certificatesEditPath, formatUsd, inquiryThreadPath } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { directoryRepo } from '../../core/directory.repo.js';
import type { EventBus } from '../../core/events.js';
import type { Notify } from './notify.js';

export function listenForNotifications(d: { db: Db; events: EventBus; notify: Notify }) {
  const { events, notify } = d;

  events.on('inquiry.created', 'notifications', (e) =>
    notify({
      kind: 'inquiry',
      to: { businessId: e.toBusinessId },
      actor: e.fromBusinessId
        ? { type: 'business', id: e.fromBusinessId, userId: e.fromUserId }
        : { type: 'user', id: e.fromUserId, userId: e.fromUserId },
      resource: { type: 'thread', id: e.requestId },
      data: {
        title: e.toCompanyName,
        subject: e.subject,
        snippet: e.message.slice(0, 200),
        path: inquiryThreadPath(e.toBusinessId, e.requestId),
      },
    }),
  );

  // An invitation is told in the app only to an existing account with that e-mail (everyone gets the e-mail).
  events.on('invitation.created', 'notifications', async (e) => {
    const user = await directoryRepo.userByEmail(d.db, e.email);
    if (!user) return;
    await notify({
      kind: 'invitation',
      to: { userIds: [user.id] },
      actor: { type: 'business', id: e.businessId, userId: e.inviterUserId },
      resource: { type: 'invitation', id: e.invitationId },
      data: { companyName: e.companyName, role: e.role },
    });
  });

  events.on('membership.paid', 'notifications', async (e) => {
    if (!e.userId) return;
    await notify({
      kind: 'payment',
      to: { businessId: e.businessId },
      actor: { type: 'user', id: e.userId, userId: e.userId },
      resource: { type: 'business', id: e.businessId },
      data: {
        title: e.companyName,
        tier: e.tier.toUpperCase(),
        amount: formatUsd(e.amountCents),
        receipt: e.receiptNumber,
        path: `/business/${e.businessId}/membership`,
      },
    });
  });

  events.on('verification.decided', 'notifications', (e) =>
    notify({
      kind: 'verification',
      to: { businessId: e.businessId },
      actor: { type: 'user', id: e.staffUserId, userId: e.staffUserId },
      resource: { type: 'business', id: e.businessId },
      data: { ...e.data, path: `/business/${e.businessId}/membership` },
    }),
  );

  events.on('reaction.added', 'notifications', (e) =>
    notify({ kind: 'like', to: e.audience, actor: e.actor, resource: e.about }),
  );

  events.on('comment.created', 'notifications', (e) =>
    notify({
      kind: e.reply ? 'reply' : 'comment',
      to: e.audience,
      actor: e.actor,
      resource: e.about,
      data: { snippet: e.snippet, commentID: e.commentId, rootType: e.root.type, rootID: e.root.id },
    }),
  );

  events.on('follow.created', 'notifications', (e) =>
    notify({ kind: 'follow', to: e.audience, actor: e.actor, resource: e.about }),
  );

  events.on('connection.requested', 'notifications', (e) =>
    notify({
      kind: 'connection-request',
      to: { businessId: e.toBusinessId },
      actor: e.actor,
      resource: { type: 'connection', id: e.connectionId },
    }),
  );

  // The member's own export is ready (decision 0033): told to them, about themself.
  events.on('export.ready', 'notifications', (e) =>
    notify({
      kind: 'export',
      to: { userIds: [e.userId] },
      actor: { type: 'user', id: e.userId, userId: e.userId },
      resource: { type: 'export', id: e.exportId },
      self: true,
    }),
  );

  // Staff warned the member (decision 0034): told to them, with the staff's words; the e-mail is the safety module's.
  events.on('member.warned', 'notifications', (e) =>
    notify({
      kind: 'warning',
      to: { userIds: [e.userId] },
      actor: { type: 'user', id: e.userId, userId: e.userId },
      resource: { type: 'warning', id: e.actionId },
      self: true,
      data: { snippet: e.note.slice(0, 280) },
    }),
  );

  events.on('connection.accepted', 'notifications', (e) =>
    notify({
      kind: 'connection-accepted',
      to: e.audience,
      actor: e.actor,
      resource: { type: 'connection', id: e.connectionId },
    }),
  );

  // Requests for quotation (decision 0038): the matched and invited businesses, the buyer of a quote, the suppliers of an award.
  events.on('rfq.published', 'notifications', async (e) => {
    const path = RFQ_PATHS.one(e.rfqId);
    const names = new Map(
      (await directoryRepo.businesses(d.db, [...e.invitedBusinessIds, ...e.matchedBusinessIds])).map((b) => [b.id, b]),
    );
    const told = (businessId: string, invited: boolean) =>
      notify({
        kind: 'rfq',
        to: { businessId },
        actor: e.buyer,
        resource: { type: 'rfq', id: e.rfqId },
        data: {
          title: e.title,
          path,
          companyName: names.get(businessId)?.companyName ?? '',
          ...(invited ? { invited: 'yes' } : {}),
        },
      });
    for (const id of e.invitedBusinessIds) await told(id, true);
    for (const id of e.matchedBusinessIds) if (!e.invitedBusinessIds.includes(id)) await told(id, false);
  });

  events.on('quote.submitted', 'notifications', (e) =>
    notify({
      kind: 'quote',
      to: e.buyer,
      actor: e.supplier,
      resource: { type: 'rfq', id: e.rfqId },
      data: { title: e.title, path: RFQ_PATHS.one(e.rfqId) },
    }),
  );

  events.on('rfq.awarded', 'notifications', async (e) => {
    await notify({
      kind: 'quote-decided',
      to: { businessId: e.winner.businessId },
      actor: e.buyer,
      resource: { type: 'rfq', id: e.rfqId },
      data: { title: e.title, outcome: 'awarded', path: inquiryThreadPath(e.winner.businessId, e.threadId) },
    });
    for (const l of e.declined)
      await notify({
        kind: 'quote-decided',
        to: { businessId: l.businessId },
        actor: e.buyer,
        resource: { type: 'rfq', id: e.rfqId },
        data: {
          title: e.title,
          outcome: 'declined',
          path: RFQ_PATHS.one(e.rfqId),
          ...(e.reason ? { snippet: e.reason } : {}),
        },
      });
  });

  // Saved searches (decision 0041): one new match is about the item, by its maker, and leads to it;
  // several are a summary about the search itself (no one to name) and lead to its results page. An
  // "At once" search's alert is e-mailed at once unless the member keeps the topic out of e-mail (decision 0068).
  events.on('saved-search.matched', 'notifications', (e) =>
    e.count === 1
      ? notify({
          kind: 'saved-search',
          to: { userIds: [e.userId] },
          atOnce: e.atOnce === true,
          actor: e.item.actor,
          resource: { type: e.item.type, id: e.item.id },
          data: {
            search: e.search,
            count: '1',
            itemType: e.item.type,
            title: e.item.title,
            path: e.item.path,
            savedSearchID: e.savedSearchId,
          },
        })
      : notify({
          kind: 'saved-search',
          to: { userIds: [e.userId] },
          atOnce: e.atOnce === true,
          actor: { type: 'user', id: e.userId, userId: e.userId },
          self: true,
          resource: { type: 'saved-search', id: e.savedSearchId },
          data: {
            search: e.search,
            count: String(e.count),
            title: e.search,
            path: e.searchPath,
            savedSearchID: e.savedSearchId,
          },
        }),
  );

  // A review of the business became public (decision 0073): its team is told, by the review's author, and led to the reviews.
  events.on('review.published', 'notifications', (e) =>
    notify({
      kind: 'review',
      to: { businessId: e.businessId },
      actor: { type: 'user', id: e.authorUserId, userId: e.authorUserId },
      resource: { type: 'business', id: e.businessId },
      data: {
        title: e.companyName,
        rating: String(e.overall),
        reviewID: e.reviewId,
        path: businessReviewsPath(e.companyName, e.businessId),
      },
    }),
  );

  // The business replied to a review (decision 0078): its author is told, by the business, and led to the reviews.
  events.on('review.replied', 'notifications', (e) =>
    notify({
      kind: 'review-reply',
      to: { userIds: [e.authorUserId] },
      actor: { type: 'business', id: e.businessId, userId: e.replierUserId },
      resource: { type: 'review', id: e.reviewId },
      data: {
        title: e.companyName,
        snippet: e.text.slice(0, 200),
        reviewID: e.reviewId,
        path: businessReviewsPath(e.companyName, e.businessId),
      },
    }),
  );

  // Staff decided on a review (decision 0078): its author is told what and why, about themself (no one named).
  events.on('review.decided', 'notifications', (e) =>
    notify({
      kind: 'review-decided',
      to: { userIds: [e.authorUserId] },
      actor: { type: 'user', id: e.authorUserId, userId: e.authorUserId },
      resource: { type: 'review', id: e.reviewId },
      self: true,
      data: {
        title: e.companyName,
        outcome: e.outcome,
        ...(e.reason ? { snippet: e.reason.slice(0, 280) } : {}),
        reviewID: e.reviewId,
        path: businessReviewsPath(e.companyName, e.businessId),
      },
    }),
  );

  // A certificate of the business reaches a reminder (decision 0076): its owner and admins are told, about their own
  // business (no one named), and led to the certificates section of its edit page.
  events.on('certificate.expiring', 'notifications', (e) =>
    notify({
      kind: 'certificate-expiry',
      to: { userIds: [e.ownerUserId, ...e.adminUserIds] },
      actor: { type: 'business', id: e.businessId, userId: e.ownerUserId },
      resource: { type: 'certificate', id: e.certificateId },
      self: true,
      data: {
        title: e.certificateName,
        certificate: e.certificateName,
        companyName: e.companyName,
        days: String(e.daysLeft),
        expireDate: e.expireDate,
        stage: String(e.stage),
        businessID: e.businessId,
        path: certificatesEditPath(e.businessId),
      },
    }),
  );
}
