/**
 * Memberships, card payments, receipts, verification and the staff area (the spec's membership
 * screen, "Subscription plan" entity, membership states, subscription calls, payment errors and
 * listing packages; decision 0018). Every request and response of
 * /api/subscription/*, /api/verification/* and /api/staff/*.
 */
import { z } from './zod.js';
import {
  PAYMENT_PROVIDERS,
  STAFF_MAX_PAGE_SIZE,
  STAFF_MAX_SKIP,
  STAFF_PAGE_SIZE,
  TIERS,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_LIMITS,
  VERIFICATION_STATUSES,
} from '../constants/spec.js';
import { MEMBERSHIP_MSG } from '../constants/membership-messages.js';
import { SOCIAL_MSG } from '../constants/social-messages.js';
import { zId } from './social.js';
import { noNul, pagingNumber as whole, plainText as text } from './fields.js';
import { ZPictureOrDocument, ZPictureOrDocumentView } from './files.js';
import { okEnvelope } from './envelope.js';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD');
const envelope = okEnvelope;

export const ZTier = z.enum(TIERS);
export const ZPaymentProvider = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof ZPaymentProvider>;

// ---------------------------------------------------------------- plans and setup

/** A plan (the spec's planId, subscription, price in cents) with the benefits of the spec's listing packages. */
export const ZPlan = z.object({
  planId: z.string(),
  subscription: ZTier,
  /** Cents per year. */
  price: z.number().int(),
  currency: z.string(),
  period: z.literal('year'),
  maxProducts: z.number().int(),
  verification: z.boolean(),
  boostsPerMonth: z.number().int().nullable(),
  supportHours: z.number().int().nullable(),
});
export type Plan = z.infer<typeof ZPlan>;

/** GET /api/subscription/setup (the spec's call table: plans, publicKey). */
export const ZSubscriptionSetup = z.object({
  plans: z.array(ZPlan),
  /** The provider's publishable key (Stripe's pk_…, or the sandbox's own). */
  publicKey: z.string(),
  provider: ZPaymentProvider,
  /** The sandbox's card form page (put in an iframe); null with Stripe (Stripe.js draws the card field). */
  cardFormUrl: z.string().nullable(),
});
export type SubscriptionSetup = z.infer<typeof ZSubscriptionSetup>;

// ---------------------------------------------------------------- quotes

export const ZQuoteQuery = z.object({
  businessID: zId('businessID'),
  planId: z.string({ message: 'planId is required' }).max(64, MEMBERSHIP_MSG.planUnknown),
});
export type QuoteQuery = z.infer<typeof ZQuoteQuery>;

/** The unused part of the current paid membership, credited to an upgrade. */
export const ZCredit = z.object({
  fromTier: ZTier,
  unusedDays: z.number().int(),
  totalDays: z.number().int(),
  /** Cents. */
  amount: z.number().int(),
});
export type Credit = z.infer<typeof ZCredit>;

/** What an upgrade costs today: the plan's price less the credit, for a year from payment. */
export const ZQuote = z.object({
  planId: z.string(),
  subscription: ZTier,
  price: z.number().int(),
  credit: ZCredit.nullable(),
  /** What the card is charged, in cents. */
  amount: z.number().int(),
  currency: z.string(),
  startsAt: z.string(),
  expiresAt: z.string(),
  /** A fresh checkout id: send it with subscribe so a retry or double click charges once. */
  checkoutID: z.string(),
});
export type Quote = z.infer<typeof ZQuote>;

// ---------------------------------------------------------------- subscribe

/** POST /api/subscription/subscribe (the spec's call table) plus the checkout id of the quote (idempotency key). */
export const ZSubscribeRequest = z.object({
  paymentMethod: z
    .string({ message: MEMBERSHIP_MSG.paymentMethodMissing })
    .trim()
    .min(1, MEMBERSHIP_MSG.paymentMethodMissing)
    .max(255, MEMBERSHIP_MSG.paymentMethodOtherProvider)
    .regex(/^[A-Za-z0-9_.-]+$/, MEMBERSHIP_MSG.paymentMethodOtherProvider),
  businessID: zId('businessID'),
  planId: z
    .string({ message: 'planId is required' })
    .trim()
    .min(1, MEMBERSHIP_MSG.planUnknown)
    .max(64, MEMBERSHIP_MSG.planUnknown),
  email: z
    .string({ message: MEMBERSHIP_MSG.emailInvalid })
    .trim()
    .email(MEMBERSHIP_MSG.emailInvalid)
    .max(254, MEMBERSHIP_MSG.emailInvalid),
  checkoutID: zId('checkoutID').optional(),
});
export type SubscribeRequest = z.infer<typeof ZSubscribeRequest>;

/** A receipt (number, date, tier, amount, period), kept for every payment. */
export const ZReceipt = z.object({
  receiptID: z.string(),
  number: z.string(),
  date: z.string(),
  businessID: z.string().nullable(),
  companyName: z.string(),
  subscription: ZTier,
  planId: z.string(),
  price: z.number().int(),
  credit: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  email: z.string(),
  provider: ZPaymentProvider,
  paymentID: z.string(),
});
export type Receipt = z.infer<typeof ZReceipt>;

export const ZMembershipPeriod = z.object({ subscription: ZTier, startsAt: z.string(), expiresAt: z.string() });
export type MembershipPeriod = z.infer<typeof ZMembershipPeriod>;

/**
 * The answer of subscribe: paid (the receipt and the new membership), or the provider wants the
 * card holder to confirm (3-D Secure): the page hands `clientSecret` to the card form, then sends
 * subscribe again with the same checkout.
 */
export const ZSubscribeResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), message: z.string(), membership: ZMembershipPeriod, receipt: ZReceipt }),
  z.object({ status: z.literal('requires_action'), clientSecret: z.string(), checkoutID: z.string() }),
]);
export type SubscribeResult = z.infer<typeof ZSubscribeResult>;

// ---------------------------------------------------------------- a business's membership

export const ZVerificationDocument = z.object({
  kind: z.enum(VERIFICATION_DOCUMENT_KINDS, {
    message: 'Choose what the document is: business registration, certificate or other',
  }),
  name: text(
    VERIFICATION_LIMITS.nameChars,
    'Name the document',
    `A document name can have at most ${VERIFICATION_LIMITS.nameChars} characters`,
  ),
  /** A picture, or a PDF (decision 0075). */
  file: ZPictureOrDocument,
  /** Certificates: the date it expires (flagged once past). */
  expireDate: isoDate.optional(),
});
export type VerificationDocument = z.infer<typeof ZVerificationDocument>;

/** What everyone sees of a verification: what was checked and when. */
export const ZVerificationPublic = z.object({
  businessID: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  checked: z.array(z.string()),
  documents: z.array(
    z.object({
      kind: z.enum(VERIFICATION_DOCUMENT_KINDS),
      name: z.string(),
      expireDate: z.string().nullable(),
      expired: z.boolean(),
    }),
  ),
});
export type VerificationPublic = z.infer<typeof ZVerificationPublic>;

/** The last request as the owner and admins see it. */
export const ZVerificationRequestView = z.object({
  requestID: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  documents: z.array(ZVerificationDocument.extend({ file: ZPictureOrDocumentView, expireDate: z.string().nullable() })),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  checked: z.array(z.string()),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type VerificationRequestView = z.infer<typeof ZVerificationRequestView>;

/** GET /api/subscription/business/{businessID}: the spec's membership screen. */
export const ZMembershipState = z.object({
  businessID: z.string(),
  companyName: z.string(),
  subscription: ZTier,
  verified: z.boolean(),
  /** The paid membership running now (null on standard). */
  membership: ZMembershipPeriod.nullable(),
  /** Higher tiers only, each priced for today (empty on platinum). */
  offers: z.array(ZQuote),
  /** The viewer is the owner (the only one who pays and sees receipts). */
  canPay: z.boolean(),
  verification: ZVerificationRequestView.nullable(),
});
export type MembershipState = z.infer<typeof ZMembershipState>;

// ---------------------------------------------------------------- verification requests

/** POST /api/verification/request: the owner sends documents (uploads of the business or their own). */
export const ZVerificationRequest = z.object({
  businessID: zId('businessID'),
  documents: z
    .array(ZVerificationDocument, { message: MEMBERSHIP_MSG.verificationDocumentsRequired })
    .min(1, MEMBERSHIP_MSG.verificationDocumentsRequired)
    .max(VERIFICATION_LIMITS.documents, `Send at most ${VERIFICATION_LIMITS.documents} documents`),
  note: z
    .string()
    .trim()
    .max(VERIFICATION_LIMITS.noteChars, `The note can have at most ${VERIFICATION_LIMITS.noteChars} characters`)
    .refine(noNul, SOCIAL_MSG.nulCharacter)
    .optional(),
});
export type VerificationRequest = z.infer<typeof ZVerificationRequest>;

// ---------------------------------------------------------------- staff area

export const ZStaffPageQuery = z.object({
  skip: whole('skip', 0, STAFF_MAX_SKIP, 0),
  size: whole('size', 1, STAFF_MAX_PAGE_SIZE, STAFF_PAGE_SIZE),
});
export const ZStaffVerificationsQuery = ZStaffPageQuery.extend({
  status: z.enum(VERIFICATION_STATUSES, { message: 'status must be pending, granted or refused' }).default('pending'),
});
export type StaffVerificationsQuery = z.input<typeof ZStaffVerificationsQuery>;

export const ZStaffVerification = ZVerificationRequestView.extend({
  business: z.object({ businessID: z.string(), companyName: z.string(), subscription: ZTier, verified: z.boolean() }),
  requestedBy: z.object({ userID: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type StaffVerification = z.infer<typeof ZStaffVerification>;
export const ZStaffVerificationList = z.object({ items: z.array(ZStaffVerification), total: z.number().int() });
export type StaffVerificationList = z.infer<typeof ZStaffVerificationList>;

/** POST /api/staff/verifications/{requestID}/grant: what staff checked (shown on the business page). */
export const ZGrantVerificationRequest = z.object({
  checked: z
    .array(
      text(
        VERIFICATION_LIMITS.checkedChars,
        MEMBERSHIP_MSG.checkedRequired,
        `Each checked item can have at most ${VERIFICATION_LIMITS.checkedChars} characters`,
      ),
      {
        message: MEMBERSHIP_MSG.checkedRequired,
      },
    )
    .min(1, MEMBERSHIP_MSG.checkedRequired)
    .max(VERIFICATION_LIMITS.checkedItems, `List at most ${VERIFICATION_LIMITS.checkedItems} checked items`),
});
export type GrantVerificationRequest = z.infer<typeof ZGrantVerificationRequest>;

/** POST /api/staff/verifications/{requestID}/refuse. */
export const ZRefuseVerificationRequest = z.object({
  reason: text(
    VERIFICATION_LIMITS.reasonChars,
    MEMBERSHIP_MSG.reasonRequired,
    `The reason can have at most ${VERIFICATION_LIMITS.reasonChars} characters`,
  ),
});
export type RefuseVerificationRequest = z.infer<typeof ZRefuseVerificationRequest>;

export const ZStaffPayment = ZReceipt.extend({ payer: z.object({ userID: z.string(), name: z.string() }).nullable() });
export type StaffPayment = z.infer<typeof ZStaffPayment>;
export const ZStaffPaymentList = z.object({ items: z.array(ZStaffPayment), total: z.number().int() });
export type StaffPaymentList = z.infer<typeof ZStaffPaymentList>;

/**
 * The counts on the staff area's tabs; `openReports`: targets with open reports (decision 0034);
 * `pendingReviews`: reviews that wait for a decision after a burst (decision 0078).
 */
export const ZStaffSummary = z.object({
  pendingVerifications: z.number().int(),
  payments: z.number().int(),
  enquiries: z.number().int(),
  openReports: z.number().int(),
  pendingReviews: z.number().int(),
});
export type StaffSummary = z.infer<typeof ZStaffSummary>;

/** Response envelopes of these routes (the OpenAPI document shows them). */
export const MEMBERSHIP_RESPONSES = {
  setup: envelope(ZSubscriptionSetup),
  quote: envelope(ZQuote),
  subscribe: envelope(ZSubscribeResult),
  state: envelope(ZMembershipState),
  receipts: envelope(z.array(ZReceipt)),
  receipt: envelope(ZReceipt),
  verificationPublic: envelope(ZVerificationPublic),
  verificationRequest: envelope(z.object({ message: z.string(), request: ZVerificationRequestView })),
  staffVerifications: envelope(ZStaffVerificationList),
  staffVerification: envelope(ZStaffVerification),
  staffPayments: envelope(ZStaffPaymentList),
  staffSummary: envelope(ZStaffSummary),
} as const;

// ---------------------------------------------------------------- path values and the webhook

export const ZBusinessIDParams = z.object({ businessID: z.string().max(64) });
export const ZReceiptParams = z.object({ receiptID: z.string().max(64) });
export const ZVerificationRequestParams = z.object({ requestID: z.string().max(64) });
/** POST /api/subscription/webhook: the provider's signature header (its name depends on the provider). */
export const webhookHeaders = (signatureHeader: string) =>
  z.object({ [signatureHeader]: z.string().max(2048).optional() });
/** The webhook answers only this; the provider retries anything else. */
export const ZWebhookReceived = z.object({ received: z.literal(true) });

// ---------------------------------------------------------------- the sandbox provider's endpoints (decision 0018)

const cardField = z.string().max(32).optional();
/** POST /payments/sandbox/v1/payment_methods: card details (Stripe's field names). */
export const ZSandboxCard = z.object({
  type: z.literal('card').optional(),
  number: cardField,
  exp_month: cardField,
  exp_year: cardField,
  cvc: cardField,
});
/** POST /payments/sandbox/v1/payment_intents/{paymentID}/confirm: the card holder's 3-D Secure answer. */
export const ZSandboxConfirm = z.object({ client_secret: z.string().max(200), approve: z.boolean() });
export const ZSandboxPaymentParams = z.object({ paymentID: z.string().max(64) });
/** The provider's own error shape (Stripe's), not the API's envelope. */
export const ZSandboxCardError = z.object({
  error: z.object({ type: z.string(), code: z.string(), message: z.string(), param: z.string().optional() }),
});
export const ZSandboxPaymentMethod = z.object({
  id: z.string(),
  object: z.literal('payment_method'),
  type: z.literal('card'),
  card: z.object({ brand: z.string(), last4: z.string() }),
});
export const ZSandboxPaymentIntent = z.object({
  id: z.string(),
  object: z.literal('payment_intent'),
  status: z.string(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
/** GET /payments/sandbox/card: the card form page (HTML), framed by the membership page. */
export const ZSandboxCardFormPage = z.string();
/** GET /payments/sandbox/card.js: the card form's script (JavaScript). */
export const ZSandboxCardFormScript = z.string();
