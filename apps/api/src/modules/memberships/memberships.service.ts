/**
 * Memberships (the spec's membership screen, states, subscription calls, payment errors and listing
 * packages; decision 0018): plans, quotes with the credit of an upgrade, checkout through the payment
 * port, payments recorded once and only on the provider's word, receipts, and expiry.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  MEMBERSHIP_MSG,
  MSG,
  SITE_NAME,
  TIER_LABELS,
  type MembershipState,
  type Quote,
  type SubscribeRequest,
  type SubscribeResult,
  type SubscriptionSetup,
  type Tier,
  type VerificationRequestView,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { AppError, invalid, isUuid, notFound } from '../../lib/errors.js';
import { inTransaction } from '../../core/transaction.js';
import type { JobQueue } from '../../core/jobs.js';
import { sendMail } from '../../core/mail.js';
import { mailTexts } from '../../core/mail-texts.js';
import { mailLanguageOfMember } from '../../core/mail-language.repo.js';
import { InvalidPaymentMethodError, type Payment, type PaymentPort } from '../../ports/payments.js';
import type { BusinessAccess } from '../../core/collaborators.js';
import type { EventBus, EventPublisher } from '../../core/events.js';
import { membershipsRepo, type CheckoutRow, type MembershipRow } from './memberships.repo.js';
import { presentPeriod, presentReceipt, receiptNumber, tierOf } from './memberships.presenter.js';
import { planRows, presentPlan, tierRank, type PlanRow } from './plans.js';
import { upgradeQuote, type PaidPeriod } from './proration.js';

export type MembershipsDeps = {
  db: Db;
  payments: PaymentPort;
  businesses: BusinessAccess;
  events: EventPublisher;
  queue: JobQueue;
  publicUrl: string;
  log?: FastifyBaseLogger;
  /** The last verification request of a business as its managers see it (verification service). */
  verificationOf?: (businessId: string) => Promise<VerificationRequestView | null>;
};

const periodOf = (m: MembershipRow | undefined): PaidPeriod | null =>
  m ? { tier: tierOf(m.tier), priceCents: m.priceCents, startsAt: m.startsAt, expiresAt: m.expiresAt } : null;

export function createMembershipsService(d: MembershipsDeps) {
  /** The receipt's e-mail, listening to `membership.paid` (announced with the payment; the notifications module tells the team). */
  const listen = (events: Pick<EventBus, 'on'>) =>
    events.on('membership.paid', 'receipt-mail', async ({ paymentId }) => {
      const payment = await membershipsRepo.payment(d.db, paymentId);
      if (!payment?.businessId) return; // the business was deleted since
      const receipt = presentReceipt(payment);
      await sendMail(
        d.queue,
        d.db,
        mailTexts.receipt(
          receipt.email,
          {
            receiptNumber: receipt.number,
            companyName: receipt.companyName,
            tier: TIER_LABELS[receipt.subscription],
            paidAt: payment.paidAt,
            periodStart: payment.periodStart,
            periodEnd: payment.periodEnd,
            price: receipt.price,
            credit: receipt.credit,
            amount: receipt.amount,
            card: receipt.card ?? null,
            link: `${d.publicUrl}/business/${payment.businessId}/membership?receipt=${receipt.receiptID}`,
          },
          payment.userId ? await mailLanguageOfMember(d.db, payment.userId) : 'en',
        ),
      );
    });

  async function plans() {
    return membershipsRepo.plans(d.db);
  }
  async function plan(planId: string): Promise<PlanRow> {
    const found = (await plans()).find((p) => p.id === planId);
    if (!found) throw invalid('planId', MEMBERSHIP_MSG.planUnknown);
    return found;
  }

  /** Ends the memberships past their expiry (of one business, or all) and announces each, together (its webhooks hear it). */
  async function expire(now: Date, businessId?: string) {
    const ended = await inTransaction(d.db, async (tx) => {
      const rows = await membershipsRepo.expireDue(tx, now, businessId);
      for (const r of rows) await d.events.publish(tx, 'membership.expired', { businessId: r.id, tier: r.tier });
      return rows.map((r) => r.id);
    });
    await d.businesses.changed(ended); // back to standard on their cached pages (decision 0019)
    return ended;
  }

  /** The business and its running paid period, after ending it if it has expired. */
  async function current(businessId: string, now: Date) {
    if (isUuid(businessId)) await expire(now, businessId);
    const business = await d.businesses.load(businessId);
    const active = await membershipsRepo.active(d.db, business.id);
    return { business, tier: tierOf(business.subscription), active };
  }

  function quoteOf(p: PlanRow, active: MembershipRow | undefined, now: Date, checkoutID: string = randomUUID()): Quote {
    const q = upgradeQuote(p.priceCents, periodOf(active), now);
    return {
      planId: p.id,
      subscription: tierOf(p.tier),
      price: p.priceCents,
      credit: q.credit,
      amount: q.amount,
      currency: p.currency,
      startsAt: q.startsAt.toISOString(),
      expiresAt: q.expiresAt.toISOString(),
      checkoutID,
    };
  }

  function requireHigher(p: PlanRow, tier: Tier) {
    if (tierRank(tierOf(p.tier)) <= tierRank(tier)) throw invalid('planId', MEMBERSHIP_MSG.planNotHigher(tier));
  }

  async function requireOwner(businessId: string, userId: string) {
    try {
      await d.businesses.requireOwner(businessId, userId);
    } catch (e) {
      if (e instanceof AppError && e.code === 'Forbidden')
        throw new AppError('Forbidden', MEMBERSHIP_MSG.ownerOnly, { businessID: MEMBERSHIP_MSG.ownerOnly });
      throw e;
    }
  }

  /** The answer for a paid checkout (the first time, or any repeat). */
  async function succeeded(checkoutId: string): Promise<SubscribeResult> {
    const payment = await membershipsRepo.paymentOfCheckout(d.db, checkoutId);
    if (!payment) throw new AppError('PaymentUnavailable', MSG.subscribeFailure);
    const m = await membershipsRepo.membershipOfPayment(d.db, payment.id);
    return {
      status: 'succeeded',
      message: MSG.successfulCheckout,
      membership: m
        ? presentPeriod(m)
        : presentPeriod({ tier: payment.tier, startsAt: payment.periodStart, expiresAt: payment.periodEnd }),
      receipt: presentReceipt(payment),
    };
  }

  /** Records a payment the provider says succeeded (once), then mails the receipt and tells the team. */
  async function record(co: CheckoutRow, p: Payment) {
    if (p.status !== 'succeeded') return;
    const planRow = await plan(co.planId);
    const business = await d.businesses.load(co.businessId).catch(() => undefined);
    const { created } = await inTransaction(d.db, async (tx) => {
      const res = await membershipsRepo.recordPaid(tx, co, {
        provider: d.payments.provider,
        paymentId: p.id,
        tier: planRow.tier,
        companyName: business?.companyName ?? '',
        card: p.card,
        now: new Date(),
      });
      if (res.created && res.payment) {
        const p = res.payment;
        await d.events.publish(tx, 'membership.paid', {
          paymentId: p.id,
          businessId: co.businessId,
          userId: p.userId,
          companyName: p.companyName,
          tier: p.tier,
          amountCents: p.amountCents,
          receiptNumber: receiptNumber(p.number),
        });
      }
      return res;
    });
    if (created) await d.businesses.changed([co.businessId]); // tier on its cached pages and search cards
  }

  /** Turns the provider's answer into the caller's: paid, confirm with the card holder, or a decline. */
  async function outcome(co: CheckoutRow, p: Payment): Promise<SubscribeResult> {
    if (p.status === 'succeeded') {
      await record(co, p);
      return succeeded(co.id);
    }
    if (p.status === 'requires_action' && p.clientSecret) {
      await membershipsRepo.setCheckout(d.db, co.id, { status: 'requires_action', providerPaymentId: p.id });
      return { status: 'requires_action', clientSecret: p.clientSecret, checkoutID: co.id };
    }
    if (p.status === 'declined') {
      const reason = p.declineMessage ?? 'Your card was declined.';
      await membershipsRepo.setCheckout(d.db, co.id, { status: 'failed', providerPaymentId: p.id, failure: reason });
      throw new AppError('PaymentDeclined', `${MSG.cardError}${reason}`, { paymentMethod: reason });
    }
    // Still processing at the provider: its webhook settles it; the page may try again later.
    await membershipsRepo.setCheckout(d.db, co.id, {
      status: 'failed',
      providerPaymentId: p.id,
      failure: 'processing',
    });
    throw new AppError('PaymentUnavailable', MSG.subscribeFailure);
  }

  return {
    listen,
    async setup(): Promise<SubscriptionSetup> {
      return {
        plans: (await plans()).map(presentPlan),
        publicKey: d.payments.publicKey,
        provider: d.payments.provider,
        cardFormUrl: d.payments.cardFormUrl,
      };
    },

    /** The membership screen: current tier, verification, the higher tiers priced for today. */
    async state(businessId: string, userId: string): Promise<MembershipState> {
      const now = new Date();
      const { business, tier, active } = await current(businessId, now);
      const role = await d.businesses.session(business.id, userId);
      if (role !== 'owner' && role !== 'admin')
        throw new AppError('Forbidden', MEMBERSHIP_MSG.managersOnly, { businessID: MEMBERSHIP_MSG.managersOnly });
      const offers = (await plans())
        .filter((p) => tierRank(tierOf(p.tier)) > tierRank(tier))
        .map((p) => quoteOf(p, active, now));
      return {
        businessID: business.id,
        companyName: business.companyName,
        subscription: tier,
        verified: business.verified,
        membership: active ? presentPeriod(active) : null,
        offers,
        canPay: role === 'owner',
        verification: d.verificationOf ? await d.verificationOf(business.id) : null,
      };
    },

    async quote(businessId: string, planId: string, userId: string): Promise<Quote> {
      const now = new Date();
      const { business, tier, active } = await current(businessId, now);
      await requireOwner(business.id, userId);
      const p = await plan(planId);
      requireHigher(p, tier);
      return quoteOf(p, active, now);
    },

    /**
     * POST subscription/subscribe. The owner only; only higher tiers; the checkout id (or one
     * derived from business, plan and payment method) is the idempotency key, so a double click,
     * a retry after a timeout or a replayed webhook charges and records once.
     */
    async subscribe(userId: string, input: SubscribeRequest): Promise<SubscribeResult> {
      const now = new Date();
      const { business, tier, active } = await current(input.businessID, now);
      await requireOwner(business.id, userId);
      const p = await plan(input.planId);
      const pm = input.paymentMethod;
      if (!d.payments.ownsPaymentMethod(pm)) throw invalid('paymentMethod', MEMBERSHIP_MSG.paymentMethodOtherProvider);
      const checkoutId =
        input.checkoutID ?? createHash('sha256').update(`${business.id}|${p.id}|${pm}`).digest('hex').slice(0, 48);
      const held = await membershipsRepo.findCheckout(d.db, checkoutId);
      if (held?.status === 'paid') {
        if (held.businessId !== business.id || held.planId !== p.id || held.userId !== userId)
          throw new AppError('Conflict', MEMBERSHIP_MSG.checkoutMismatch, {
            checkoutID: MEMBERSHIP_MSG.checkoutMismatch,
          });
        return succeeded(held.id);
      }
      requireHigher(p, tier);
      const q = quoteOf(p, active, now, checkoutId);
      const co = await membershipsRepo.openCheckout(d.db, {
        id: checkoutId,
        businessId: business.id,
        userId,
        planId: p.id,
        priceCents: q.price,
        creditCents: q.credit?.amount ?? 0,
        amountCents: q.amount,
        currency: q.currency,
        creditedMembershipId: q.credit ? (active?.id ?? null) : null,
        provider: d.payments.provider,
        status: 'open',
        email: input.email,
      });
      if (co.businessId !== business.id || co.planId !== p.id || co.userId !== userId)
        throw new AppError('Conflict', MEMBERSHIP_MSG.checkoutMismatch, {
          checkoutID: MEMBERSHIP_MSG.checkoutMismatch,
        });
      if (co.status === 'paid') return succeeded(co.id);

      // Back from the card holder's confirmation (3-D Secure): ask the provider how it ended.
      if (co.status === 'requires_action' && co.providerPaymentId && co.paymentMethod === pm) {
        const claimed = await membershipsRepo.claimCheckout(d.db, co.id, pm, now);
        if (!claimed)
          throw new AppError('Conflict', MEMBERSHIP_MSG.checkoutBusy, { checkoutID: MEMBERSHIP_MSG.checkoutBusy });
        const p0 = await d.payments.retrieve(co.providerPaymentId).catch((e: unknown) => {
          d.log?.warn({ err: e }, 'payment provider retrieve failed');
          throw new AppError('PaymentUnavailable', MSG.subscribeFailure);
        });
        return outcome(claimed, p0);
      }

      const claimed = await membershipsRepo.claimCheckout(d.db, co.id, pm, now);
      if (!claimed) {
        const again = await membershipsRepo.findCheckout(d.db, co.id);
        if (again?.status === 'paid') return succeeded(co.id);
        throw new AppError('Conflict', MEMBERSHIP_MSG.checkoutBusy, { checkoutID: MEMBERSHIP_MSG.checkoutBusy });
      }
      let payment: Payment;
      try {
        payment = await d.payments.charge({
          amountCents: claimed.amountCents,
          currency: claimed.currency,
          paymentMethod: pm,
          idempotencyKey: createHash('sha256').update(`${claimed.id}|${pm}`).digest('hex'),
          description: `${SITE_NAME} ${TIER_LABELS[tierOf(p.tier)]} membership, one year, for ${business.companyName}`,
          receiptEmail: input.email,
          metadata: { checkoutID: claimed.id, businessID: business.id, planId: p.id },
        });
      } catch (e) {
        if (e instanceof InvalidPaymentMethodError) {
          await membershipsRepo.setCheckout(d.db, claimed.id, { status: 'failed', failure: 'invalid payment method' });
          throw invalid('paymentMethod', MEMBERSHIP_MSG.paymentMethodOtherProvider);
        }
        d.log?.warn({ err: e }, 'payment provider failed');
        await membershipsRepo.setCheckout(d.db, claimed.id, { status: 'failed', failure: 'provider unavailable' });
        throw new AppError('PaymentUnavailable', MSG.subscribeFailure);
      }
      return outcome(claimed, payment);
    },

    /**
     * A verified webhook event. The payment comes from the provider's own signed message: the
     * checkout it names (metadata) is recorded as paid, once, whatever arrived first.
     */
    async webhook(rawBody: Buffer, signature: string | undefined) {
      const event = d.payments.parseWebhook(rawBody, signature);
      if (event.type !== 'payment.succeeded' || !event.payment) return { received: true as const };
      const p = event.payment;
      const co =
        (p.metadata.checkoutID ? await membershipsRepo.findCheckout(d.db, p.metadata.checkoutID) : undefined) ??
        (await membershipsRepo.checkoutByPayment(d.db, d.payments.provider, p.id));
      if (!co || co.provider !== d.payments.provider) {
        d.log?.warn({ paymentId: p.id }, 'webhook for a payment without a checkout');
        return { received: true as const };
      }
      if (p.amountCents !== co.amountCents || p.currency !== co.currency) {
        d.log?.error({ paymentId: p.id, checkout: co.id }, 'webhook payment does not match its checkout');
        return { received: true as const };
      }
      // Stripe's event carries the payment method as an id: read the card's brand and last digits for the receipt.
      const card =
        p.card ??
        (await d.payments.retrieve(p.id).then(
          (x) => x.card,
          () => undefined,
        ));
      await record(co, { ...p, card });
      return { received: true as const };
    },

    async receipts(businessId: string, userId: string) {
      const business = await d.businesses.load(businessId);
      if ((await d.businesses.session(business.id, userId)) !== 'owner')
        throw new AppError('Forbidden', MEMBERSHIP_MSG.receiptOwnerOnly, {
          businessID: MEMBERSHIP_MSG.receiptOwnerOnly,
        });
      return (await membershipsRepo.receiptsOf(d.db, business.id)).map(presentReceipt);
    },

    /** One receipt: the owner of its business, or staff. */
    async receipt(receiptId: string, userId: string, isStaff: boolean) {
      const payment = isUuid(receiptId) ? await membershipsRepo.payment(d.db, receiptId) : undefined;
      if (!payment) throw notFound('Receipt', 'receiptID');
      if (!isStaff) {
        const role = payment.businessId ? await d.businesses.session(payment.businessId, userId) : 'none';
        if (role !== 'owner')
          throw new AppError('NotFound', MEMBERSHIP_MSG.receiptNotFound, { receiptID: MEMBERSHIP_MSG.receiptNotFound });
      }
      return presentReceipt(payment);
    },

    /** Ends every membership past its expiry (the app runs it at start and every few minutes). */
    expireDue: (now = new Date()) => expire(now),

    async staffPayments(skip: number, size: number) {
      const [rows, total] = await Promise.all([
        membershipsRepo.paymentsPage(d.db, skip, size),
        membershipsRepo.paymentsCount(d.db),
      ]);
      return {
        items: rows.map((r) => ({
          ...presentReceipt(r.p),
          payer: r.p.userId ? { userID: r.p.userId, name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() } : null,
        })),
        total,
      };
    },
    paymentsCount: () => membershipsRepo.paymentsCount(d.db),
    /** Writes the plans from PACKAGES (at every start: a release that changes them updates them). */
    syncPlans: () => membershipsRepo.upsertPlans(d.db, planRows()),
    receiptNumber,
  };
}
export type MembershipsService = ReturnType<typeof createMembershipsService>;
