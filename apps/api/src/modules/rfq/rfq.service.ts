/**
 * Requests for quotation (decision 0038). A buyer posts a request as themself or as a business
 * they own or administer; the businesses it matches (or invites) are told through the
 * `rfq.published` event; each business sends one quote; the buyer shortlists, compares and awards,
 * which opens a conversation (`rfq.awarded`, the requests module listens). A request closes at
 * the end of its deadline day (a scheduled job) or by hand. Fair use: requests per buyer per day,
 * quotes per business per month by membership tier.
 */
import { randomUUID } from 'node:crypto';
import {
  INQUIRY_SUBJECT_MAX_LENGTH,
  QUOTES_PER_MONTH,
  RFQ_LIMITS,
  RFQ_MSG as M,
  RFQS_PER_DAY,
  RFQ_TEXT,
  formatQuantity,
  TIERS,
  TIER_LABELS,
  formatRfqAmount,
  utcToday,
  type AwardRequest,
  type CreateQuoteRequest,
  type CreateRfqRequest,
  type QuoteList,
  type Rfq,
  type RfqAttachment,
  type RfqList,
  type Tier,
  type UpdateQuoteRequest,
} from '@wbn/contract';
import type { Edition } from '@wbn/contract/editions';
import type { Db } from '../../db/client.js';
import type { EventPublisher, EventActor } from '../../core/events.js';
import type { PhotoCheck, PhotoOwner } from '../../core/collaborators.js';
import type { AttachmentJson, DocumentCheck } from '../../core/documents.js';
import { checkCategories, refMaps } from '../../core/ref-lookup.js';
import { inTransaction } from '../../core/transaction.js';
import type { BlockPolicy, BlockTarget } from '../../core/block-policy.js';
import { AppError, invalid, isUuid } from '../../lib/errors.js';
import { keysetCursor } from '../../lib/keyset-cursor.js';
import { presentQuote, presentRfq, presentSummary, statusOf, threadPathOf, type Cards } from './rfq.presenter.js';
import { rfqRepo, type Membership, type QuoteRow, type RfqRow } from './rfq.repo.js';

/** `blocks`: the block check (decision 0056): a quote, an invitation to quote and an award reach the other side's people. */
export type RfqDeps = {
  db: Db;
  events: EventPublisher;
  checkPhoto: PhotoCheck;
  checkDocument: DocumentCheck;
  blocks: BlockPolicy;
  now?: () => number;
};

/** What is stored of an attachment: a picture's address and versions, or a document's address, name, size and type. */
const stored = (a: RfqAttachment): AttachmentJson =>
  a.contentType === 'application/pdf'
    ? { url: a.url, name: a.name, size: a.size, contentType: a.contentType }
    : { url: a.url, ...(a.versions ? { versions: a.versions } : {}) };

const notFound = () => new AppError('NotFound', M.notFound, { rfqID: M.notFound });
const quoteNotFound = () => new AppError('NotFound', M.quoteNotFound, { quoteID: M.quoteNotFound });
const buyerOnly = () => new AppError('Forbidden', M.buyerOnly);

function position(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const p = keysetCursor.read(cursor);
  if (!p) throw invalid('cursor', 'cursor is not valid');
  return p;
}

const managerOf = (mine: Membership[], businessId: string) =>
  mine.some((m) => m.businessId === businessId && (m.role === 'owner' || m.role === 'admin'));
const memberOf = (mine: Membership[], businessId: string) => mine.some((m) => m.businessId === businessId);
/** The buyer as a block target: the person who posted, and the business they posted as. */
const buyerOf = (r: RfqRow): BlockTarget => ({ userId: r.buyerUserId, businessId: r.buyerBusinessId });
const isBuyer = (r: RfqRow, userId: string | undefined, mine: Membership[]) =>
  !!userId && (r.buyerUserId === userId || (!!r.buyerBusinessId && managerOf(mine, r.buyerBusinessId)));
const nextTier = (t: Tier): Tier | null => TIERS[TIERS.indexOf(t) + 1] ?? null;

export function createRfqService(d: RfqDeps) {
  const { db } = d;
  const now = d.now ?? Date.now;
  const today = () => utcToday(now());

  async function cardsFor(rows: RfqRow[], businessIds: string[] = []): Promise<Cards> {
    const [businesses, members] = await Promise.all([
      rfqRepo.businesses(db, [...rows.flatMap((r) => (r.buyerBusinessId ? [r.buyerBusinessId] : [])), ...businessIds]),
      rfqRepo.members(
        db,
        rows.filter((r) => !r.buyerBusinessId).map((r) => r.buyerUserId),
      ),
    ]);
    return { businesses, members };
  }

  async function page(rows: RfqRow[], size: number, edition: Edition = 'en'): Promise<RfqList> {
    const shown = rows.slice(0, size);
    const [m, cards] = await Promise.all([refMaps(db), cardsFor(shown)]);
    const last = shown[shown.length - 1];
    return {
      data: shown.map((r) => presentSummary(r, m, cards, today(), edition)),
      nextCursor: rows.length > size && last ? keysetCursor.write({ at: last.createdAt, id: last.id }) : null,
    };
  }

  /** The request as `userId` may see it: an invited-only one only to its buyer and the invited businesses' teams (else the same 404 as an unknown id). */
  async function visible(rfqId: string, userId: string | undefined) {
    const r = isUuid(rfqId) ? await rfqRepo.find(db, rfqId) : undefined;
    if (!r) throw notFound();
    const mine = userId ? await rfqRepo.memberships(db, userId) : [];
    const invited = await rfqRepo.invited(db, r.id);
    if (r.visibility === 'invited' && !isBuyer(r, userId, mine) && !invited.some((id) => memberOf(mine, id)))
      throw notFound();
    return { r, mine, invited };
  }

  async function view(r: RfqRow, userId: string | undefined, mine: Membership[], invited: string[]): Promise<Rfq> {
    const buyer = isBuyer(r, userId, mine);
    // The caller's businesses that may quote: managed by them, not the buyer's, invited when the request is invited-only.
    const quoting = buyer
      ? []
      : mine.filter(
          (m) =>
            (m.role === 'owner' || m.role === 'admin') &&
            m.businessId !== r.buyerBusinessId &&
            (r.visibility === 'public' || invited.includes(m.businessId)),
        );
    const [m, cards, theirs] = await Promise.all([
      refMaps(db),
      cardsFor([r], invited),
      rfqRepo.quotesBy(
        db,
        r.id,
        quoting.map((q) => q.businessId),
      ),
    ]);
    const awarded = r.awardedQuoteId ? [...theirs.values()].find((q) => q.id === r.awardedQuoteId) : undefined;
    const winnerBiz = awarded?.businessId ?? null;
    return presentRfq(r, m, cards, today(), {
      // Only the buyer and the invited businesses see whom else a request invited.
      invited: buyer || invited.some((id) => memberOf(mine, id)) ? invited : [],
      viewer: {
        isBuyer: buyer,
        quoteAs: quoting.map((q) => ({
          businessID: q.businessId,
          companyName: q.companyName,
          quoteID: theirs.get(q.businessId)?.id ?? null,
        })),
        threadPath: buyer ? threadPathOf(r, null, false) : awarded ? threadPathOf(r, winnerBiz, true) : null,
      },
    });
  }

  /** The request the caller may quote on, open, with the business they quote for (owner or admin). */
  async function quotable(userId: string, rfqId: string, businessId: string) {
    const { r, mine, invited } = await visible(rfqId, userId);
    if (!managerOf(mine, businessId))
      throw new AppError('Forbidden', M.notYourBusiness, { businessID: M.notYourBusiness });
    if (isBuyer(r, userId, mine) || r.buyerBusinessId === businessId) throw invalid('businessID', M.ownRequest);
    if (r.visibility === 'invited' && !invited.includes(businessId))
      throw new AppError('Forbidden', M.notInvited, { businessID: M.notInvited });
    if (statusOf(r, today()) !== 'open') throw new AppError('Conflict', M.closed, { rfqID: M.closed });
    // The buyer (or the owner or an admin of the business they posted as) blocked this person: a neutral 403.
    await d.blocks.refuse(userId, buyerOf(r), 'rfqID');
    return r;
  }

  /** A quote of the caller's business, still changeable (submitted, the request open). */
  async function ownQuote(userId: string, rfqId: string, quoteId: string) {
    const { r, mine } = await visible(rfqId, userId);
    const q = isUuid(quoteId) ? await rfqRepo.quote(db, r.id, quoteId) : undefined;
    if (!q || !memberOf(mine, q.businessId)) throw quoteNotFound();
    if (!managerOf(mine, q.businessId))
      throw new AppError('Forbidden', M.notYourBusiness, { businessID: M.notYourBusiness });
    if (q.status !== 'submitted' || statusOf(r, today()) !== 'open')
      throw new AppError('Conflict', M.quoteNotEditable, { quoteID: M.quoteNotEditable });
    return { r, q };
  }

  async function oneQuote(r: RfqRow, q: QuoteRow, forBuyer: boolean) {
    const [m, cards] = await Promise.all([refMaps(db), cardsFor([], [q.businessId])]);
    return presentQuote(q, r, m, cards, forBuyer);
  }

  /** A picture or a document the caller (or one of `owners`) uploaded here; `keep`: what the record holds now. */
  async function checkAttachment(
    field: string,
    a: RfqAttachment,
    owners: readonly PhotoOwner[],
    keep: readonly (AttachmentJson | null | undefined)[] = [],
  ) {
    if (a.contentType === 'application/pdf') await d.checkDocument(field, a, owners, keep);
    else await d.checkPhoto(field, a, owners, keep);
  }

  async function checkQuoteAttachment(
    userId: string,
    businessId: string,
    input: { attachment?: RfqAttachment | null },
    keep?: QuoteRow['attachment'],
  ) {
    if (input.attachment) await checkAttachment('attachment', input.attachment, [{ businessId }, { userId }], [keep]);
  }

  return {
    async create(userId: string, input: CreateRfqRequest) {
      const mine = await rfqRepo.memberships(db, userId);
      if (input.asBusinessID && !managerOf(mine, input.asBusinessID))
        throw new AppError('Forbidden', M.notYourBusiness, { asBusinessID: M.notYourBusiness });
      const m = await refMaps(db);
      const categories = checkCategories(m, input.categories, 'categories');
      if (!m.countries.has(input.destinationCountry)) throw invalid('destinationCountry', M.country);
      const supplierCountries = [...new Set(input.supplierCountries ?? [])];
      supplierCountries.forEach((c, i) => {
        if (!m.countries.has(c)) throw invalid(`supplierCountries.${i}`, M.country);
      });
      const invitedIds = input.visibility === 'invited' ? [...new Set(input.invitedBusinessIDs ?? [])] : [];
      const found = await rfqRepo.businesses(db, invitedIds);
      invitedIds.forEach((id, i) => {
        const b = found.get(id);
        if (!b || b.hidden) throw invalid(`invitedBusinessIDs.${i}`, M.invitedUnknown);
        if (memberOf(mine, id)) throw invalid(`invitedBusinessIDs.${i}`, M.ownBusinessInvited);
      });
      // An invitation to quote reaches the invited business's people: one whose owner or an admin blocked the buyer is refused (decision 0056).
      for (const [i, id] of invitedIds.entries())
        await d.blocks.refuse(userId, { businessId: id }, `invitedBusinessIDs.${i}`);
      const owners = [{ userId }, ...(input.asBusinessID ? [{ businessId: input.asBusinessID }] : [])];
      for (const [i, a] of (input.attachments ?? []).entries()) await checkAttachment(`attachments.${i}`, a, owners);
      if ((await rfqRepo.postedSince(db, userId, new Date(now() - 86_400_000))) >= RFQS_PER_DAY)
        throw new AppError('TooManyRequests', M.tooManyRfqs);

      const buyer: EventActor = input.asBusinessID
        ? { type: 'business', id: input.asBusinessID, userId }
        : { type: 'user', id: userId, userId };
      const r = await inTransaction(db, async (tx) => {
        const row = await rfqRepo.insert(
          tx,
          {
            buyerUserId: userId,
            buyerBusinessId: input.asBusinessID ?? null,
            title: input.title.replace(/\s+/g, ' '),
            description: input.description,
            categories,
            industries: [...new Set(categories.map((c) => m.categories.get(c)!.industryId))],
            quantity: input.quantity,
            unit: input.unit,
            targetMin: input.targetPrice?.min ?? null,
            targetMax: input.targetPrice?.max ?? null,
            targetCurrency: input.targetPrice?.currency ?? null,
            incoterm: input.incoterm,
            destinationCountry: input.destinationCountry,
            supplierCountries,
            deadline: input.deadline,
            visibility: input.visibility,
            attachments: (input.attachments ?? []).map(stored),
          },
          invitedIds,
        );
        const matched =
          input.visibility === 'public'
            ? await rfqRepo.matching(tx, {
                categories,
                countries: supplierCountries,
                exceptBusinessId: input.asBusinessID ?? null,
                exceptOwnerId: userId,
                limit: RFQ_LIMITS.matchedBusinessesMax,
              })
            : [];
        await d.events.publish(tx, 'rfq.published', {
          rfqId: row.id,
          title: row.title,
          buyer,
          matchedBusinessIds: matched,
          invitedBusinessIds: invitedIds,
          at: row.createdAt.toISOString(),
        });
        return row;
      });
      return { rfqID: r.id, message: M.created, rfq: await view(r, userId, mine, invitedIds) };
    },

    async get(rfqId: string, userId: string | undefined): Promise<Rfq> {
      const { r, mine, invited } = await visible(rfqId, userId);
      return view(r, userId, mine, invited);
    },

    async board(q: {
      q?: string;
      industry?: string;
      country?: string;
      size: number;
      cursor?: string;
      lang?: Edition;
    }): Promise<RfqList> {
      const rows = await rfqRepo.board(db, { ...q, q: q.q?.trim() || undefined, after: position(q.cursor) });
      return page(rows, q.size, q.lang);
    },

    async mine(userId: string, q: { size: number; cursor?: string }): Promise<RfqList> {
      const managed = (await rfqRepo.memberships(db, userId))
        .filter((m) => m.role === 'owner' || m.role === 'admin')
        .map((m) => m.businessId);
      return page(await rfqRepo.mine(db, userId, managed, { size: q.size, after: position(q.cursor) }), q.size);
    },

    async close(userId: string, rfqId: string) {
      const { r, mine, invited } = await visible(rfqId, userId);
      if (!isBuyer(r, userId, mine)) throw buyerOnly();
      const closed = await rfqRepo.close(db, r.id, 'closed');
      if (!closed) throw new AppError('Conflict', M.alreadyClosed, { rfqID: M.alreadyClosed });
      return { message: M.requestClosed, rfq: await view(closed, userId, mine, invited) };
    },

    /** The scheduled job: requests past their last day stop taking quotes. */
    closeDue: () => rfqRepo.closeDue(db),

    // ---------------------------------------------------------------- quotes

    async createQuote(userId: string, rfqId: string, input: CreateQuoteRequest) {
      const r = await quotable(userId, rfqId, input.businessID);
      await checkQuoteAttachment(userId, input.businessID, input);
      const business = (await rfqRepo.businesses(db, [input.businessID])).get(input.businessID)!;
      const tier = (TIERS as readonly string[]).includes(business.subscription)
        ? (business.subscription as Tier)
        : 'standard';
      const monthStart = new Date(`${today().slice(0, 7)}-01T00:00:00Z`);
      const limit = QUOTES_PER_MONTH[tier];
      if ((await rfqRepo.quotesSince(db, input.businessID, monthStart)) >= limit) {
        const next = nextTier(tier);
        throw new AppError('TooManyRequests', M.quotaReached(limit, TIER_LABELS[tier], next && TIER_LABELS[next]), {
          businessID: M.quotaReached(limit, TIER_LABELS[tier], next && TIER_LABELS[next]),
        });
      }
      const q = await inTransaction(db, async (tx) => {
        const locked = await rfqRepo.lock(tx, r.id);
        if (!locked || statusOf(locked, today()) !== 'open')
          throw new AppError('Conflict', M.closed, { rfqID: M.closed });
        const added = await rfqRepo.insertQuote(tx, {
          rfqId: r.id,
          businessId: input.businessID,
          authorUserId: userId,
          unitPrice: input.unitPrice,
          currency: input.currency,
          moq: input.moq,
          leadTimeDays: input.leadTimeDays,
          incoterm: input.incoterm,
          validUntil: input.validUntil,
          note: input.note || null,
          attachment: input.attachment ? stored(input.attachment) : null,
        });
        if (!added) throw new AppError('Conflict', M.alreadyQuoted, { businessID: M.alreadyQuoted });
        await d.events.publish(tx, 'quote.submitted', {
          quoteId: added.id,
          rfqId: r.id,
          title: r.title,
          supplier: { type: 'business', id: input.businessID, userId },
          buyer: r.buyerBusinessId ? { businessId: r.buyerBusinessId } : { userIds: [r.buyerUserId] },
          invited: r.visibility === 'invited',
          at: added.createdAt.toISOString(),
        });
        return added;
      });
      return { quoteID: q.id, message: M.quoteSent, quote: await oneQuote(r, q, false) };
    },

    async updateQuote(userId: string, rfqId: string, quoteId: string, input: UpdateQuoteRequest) {
      const { r, q } = await ownQuote(userId, rfqId, quoteId);
      // A changed quote (its note) is read by the buyer: refused once the buyer blocked this person.
      await d.blocks.refuse(userId, buyerOf(r), 'rfqID');
      await checkQuoteAttachment(userId, q.businessId, input, q.attachment);
      const set: Parameters<typeof rfqRepo.updateQuote>[2] = {};
      for (const k of ['unitPrice', 'currency', 'moq', 'leadTimeDays', 'incoterm', 'validUntil'] as const)
        if (input[k] !== undefined) Object.assign(set, { [k]: input[k] });
      if (input.note !== undefined) set.note = input.note || null;
      if (input.attachment !== undefined) set.attachment = input.attachment && stored(input.attachment);
      const updated = (await rfqRepo.updateQuote(db, q.id, set)) ?? q;
      return { quoteID: q.id, message: M.quoteUpdated, quote: await oneQuote(r, updated, false) };
    },

    async withdrawQuote(userId: string, rfqId: string, quoteId: string) {
      const { r, q } = await ownQuote(userId, rfqId, quoteId);
      await inTransaction(db, (tx) => rfqRepo.withdraw(tx, q));
      return {
        quoteID: q.id,
        message: M.quoteWithdrawn,
        quote: await oneQuote(r, { ...q, status: 'withdrawn', shortlisted: false }, false),
      };
    },

    /** The buyer sees every quote; a supplier's team only its own; anyone else none. */
    async quotes(userId: string, rfqId: string, q: { size: number; cursor?: string }): Promise<QuoteList> {
      const { r, mine } = await visible(rfqId, userId);
      const buyer = isBuyer(r, userId, mine);
      const rows = await rfqRepo.quotes(db, r.id, {
        businessIds: buyer ? undefined : mine.map((x) => x.businessId),
        size: q.size,
        after: position(q.cursor),
      });
      const shown = rows.slice(0, q.size);
      const [m, cards] = await Promise.all([
        refMaps(db),
        cardsFor(
          [],
          shown.map((x) => x.businessId),
        ),
      ]);
      const last = shown[shown.length - 1];
      return {
        // The buyer compares live offers: withdrawn quotes are left out of their list.
        data: shown.filter((x) => !buyer || x.status !== 'withdrawn').map((x) => presentQuote(x, r, m, cards, buyer)),
        nextCursor: rows.length > q.size && last ? keysetCursor.write({ at: last.createdAt, id: last.id }) : null,
      };
    },

    async shortlist(userId: string, rfqId: string, quoteId: string, shortlisted: boolean) {
      const { r, mine } = await visible(rfqId, userId);
      if (!isBuyer(r, userId, mine)) throw buyerOnly();
      const q = isUuid(quoteId) ? await rfqRepo.quote(db, r.id, quoteId) : undefined;
      if (!q || q.status === 'withdrawn') throw quoteNotFound();
      const updated = (await rfqRepo.updateQuote(db, q.id, { shortlisted })) ?? q;
      return {
        quoteID: q.id,
        message: shortlisted ? 'Added to your shortlist.' : 'Removed from your shortlist.',
        quote: await oneQuote(r, updated, true),
      };
    },

    async award(userId: string, rfqId: string, input: AwardRequest) {
      const { r, mine, invited } = await visible(rfqId, userId);
      if (!isBuyer(r, userId, mine)) throw buyerOnly();
      // An award opens a conversation with the winner's people: refused when one of them (owner or admin) blocked the buyer.
      const chosen = isUuid(input.quoteID) ? await rfqRepo.quote(db, r.id, input.quoteID) : undefined;
      if (chosen) await d.blocks.refuse(userId, { businessId: chosen.businessId }, 'quoteID');
      const threadId = randomUUID();
      const awarded = await inTransaction(db, async (tx) => {
        const locked = await rfqRepo.lock(tx, r.id);
        const q = await rfqRepo.quote(tx, r.id, input.quoteID);
        if (!q) throw quoteNotFound();
        if (!locked || locked.status !== 'open' || q.status !== 'submitted')
          throw new AppError('Conflict', M.notAwardable, { quoteID: M.notAwardable });
        const declined = await rfqRepo.decide(tx, r.id, q.id);
        const row = (await rfqRepo.close(tx, r.id, 'awarded', { awardedQuoteId: q.id, threadId }))!;
        const buyer: EventActor = r.buyerBusinessId
          ? { type: 'business', id: r.buyerBusinessId, userId }
          : { type: 'user', id: r.buyerUserId, userId };
        const subject = `RFQ: ${r.title}`.slice(0, INQUIRY_SUBJECT_MAX_LENGTH);
        const message = RFQ_TEXT.awardMessage(
          r.title,
          `${formatRfqAmount(q.unitPrice, q.currency)} each for ${formatQuantity(r.quantity)} ${r.unit}`,
          q.leadTimeDays,
          q.incoterm,
        );
        await d.events.publish(tx, 'rfq.awarded', {
          rfqId: r.id,
          title: r.title,
          buyer,
          winner: { quoteId: q.id, businessId: q.businessId },
          declined: declined.map((x) => ({ quoteId: x.id, businessId: x.businessId })),
          reason: input.reason || null,
          threadId,
          subject,
          message,
        });
        return row;
      });
      return { message: M.awarded, rfq: await view(awarded, userId, mine, invited) };
    },
  };
}
export type RfqService = ReturnType<typeof createRfqService>;
