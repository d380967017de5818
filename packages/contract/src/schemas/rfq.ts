/** Requests for quotation and their quotes (decision 0038). */
import { z } from './zod.js';
import { ZLangQuery } from './refdata.js';
import { noNul, pagingNumber, plainText } from './fields.js';
import { cursorPage, cursorParam, okEnvelope } from './envelope.js';
import { zId } from './social.js';
import { ZCategoryRef } from './business.js';
import { ZCountryRef, ZPhoto, ZPhotoView } from './user.js';
import { ZDocument, ZDocumentView } from './files.js';
import { TIERS } from '../constants/spec.js';
import { IMAGE_CONTENT_TYPES } from '../constants/files.js';
import {
  INCOTERMS,
  QUOTE_STATUSES,
  RFQ_CURRENCIES,
  RFQ_LIMITS as L,
  RFQ_MSG as M,
  RFQ_PAGE_SIZE,
  RFQ_STATUSES,
  RFQ_UNITS,
  RFQ_VISIBILITIES,
} from '../constants/rfq.js';
import { daysAhead } from '../constants/utc-days.js';

const isoDate = z
  .string({ message: M.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
  .refine((s) => !Number.isNaN(daysAhead(s)), M.date);
const amount = (message: string) => z.number({ message }).positive(message).max(L.priceMax, `At most ${L.priceMax}`);
const currency = z.enum(RFQ_CURRENCIES, { message: M.currency });
const incoterm = z.enum(INCOTERMS, { message: M.incoterm });
const country = z.string({ message: M.country }).regex(/^[A-Z]{2}$/, M.country);
const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).refine(noNul, 'cannot hold a NUL character').optional();

/**
 * An attachment: a picture (`{ url, versions }`, as clients have always sent it, no content type
 * or an image one) or a PDF document (`{ url, name, size, contentType: 'application/pdf' }`). The
 * content type tells them apart, so a document's own errors (its size, its name) are reported.
 */
export const ZRfqAttachment = z.discriminatedUnion('contentType', [
  ZDocument,
  ZPhoto.extend({ contentType: z.enum(IMAGE_CONTENT_TYPES).optional() }),
]);
export type RfqAttachment = z.infer<typeof ZRfqAttachment>;
/** An attachment as answers show it: a picture without a content type, or a document. */
export const ZRfqAttachmentView = z.discriminatedUnion('contentType', [
  ZDocumentView,
  ZPhotoView.extend({ contentType: z.enum(IMAGE_CONTENT_TYPES).optional() }),
]);
export type RfqAttachmentView = z.infer<typeof ZRfqAttachmentView>;

export const ZTargetPrice = z
  .object({ min: amount(M.price), max: amount(M.price), currency })
  .refine((p) => p.min <= p.max, { message: M.priceRange, path: ['min'] });

/** POST /api/rfq */
export const ZCreateRfqRequest = z
  .object({
    title: plainText(L.titleChars, M.titleRequired, M.titleTooLong),
    description: plainText(L.descriptionChars, M.descriptionRequired, M.descriptionTooLong),
    categories: z
      .array(ZCategoryRef, { message: M.categoryRequired })
      .min(1, M.categoryRequired)
      .max(L.categories, `At most ${L.categories} categories`),
    quantity: z.number({ message: M.quantity }).positive(M.quantity).max(L.quantityMax, `At most ${L.quantityMax}`),
    unit: z.enum(RFQ_UNITS, { message: M.unit }),
    targetPrice: ZTargetPrice.optional(),
    incoterm,
    destinationCountry: country,
    /** Only suppliers in these countries are told (any country when left out). */
    supplierCountries: z.array(country).max(L.supplierCountries, `At most ${L.supplierCountries} countries`).optional(),
    deadline: isoDate.refine((s) => {
      const n = daysAhead(s);
      return n >= L.deadlineMinDays && n <= L.deadlineMaxDays;
    }, M.deadline),
    visibility: z.enum(RFQ_VISIBILITIES, { message: M.visibility }),
    invitedBusinessIDs: z
      .array(zId('invitedBusinessIDs'))
      .max(L.invitedBusinesses, `At most ${L.invitedBusinesses} businesses`)
      .optional(),
    /** Pictures and PDF spec sheets, at most RFQ_LIMITS.attachments in all. */
    attachments: z.array(ZRfqAttachment).max(L.attachments, `At most ${L.attachments} attachments`).optional(),
    /** Post as this business (one the caller owns or administers); as the caller when left out. */
    asBusinessID: zId('asBusinessID').optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.visibility === 'invited' && !v.invitedBusinessIDs?.length)
      ctx.addIssue({ code: 'custom', path: ['invitedBusinessIDs'], message: M.invitedRequired });
  });
export type CreateRfqRequest = z.infer<typeof ZCreateRfqRequest>;

/** Who asks: a member, or a business through one of its owners or admins. */
export const ZRfqBuyer = z.object({
  type: z.enum(['user', 'business']),
  id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  path: z.string(),
  country: ZCountryRef.nullable(),
  verified: z.boolean(),
});

export const ZRfqCategory = z.object({ ref: z.string(), industry: z.string(), category: z.string() });

/** A request on the board (its card). */
export const ZRfqSummary = z.object({
  rfqID: z.string(),
  title: z.string(),
  /** The description's first 200 characters. */
  snippet: z.string(),
  categories: z.array(ZRfqCategory),
  quantity: z.number(),
  unit: z.enum(RFQ_UNITS),
  incoterm: z.enum(INCOTERMS),
  destinationCountry: ZCountryRef.nullable(),
  deadline: z.string(),
  visibility: z.enum(RFQ_VISIBILITIES),
  status: z.enum(RFQ_STATUSES),
  buyer: ZRfqBuyer,
  quoteCount: z.number().int(),
  createdAt: z.string(),
});
export type RfqSummary = z.infer<typeof ZRfqSummary>;

/** What the caller may do with a request. */
export const ZRfqViewer = z.object({
  /** The caller posted it (or administers the business that did). */
  isBuyer: z.boolean(),
  /** The caller's businesses that may quote on it, and their quote if sent. */
  quoteAs: z.array(z.object({ businessID: z.string(), companyName: z.string(), quoteID: z.string().nullable() })),
  /** The conversation opened by the award, for the buyer and the winner. */
  threadPath: z.string().nullable(),
});

/** GET /api/rfq/{rfqID} */
export const ZRfq = ZRfqSummary.extend({
  description: z.string(),
  targetPrice: z.object({ min: z.number(), max: z.number(), currency: z.enum(RFQ_CURRENCIES) }).nullable(),
  supplierCountries: z.array(ZCountryRef),
  attachments: z.array(ZRfqAttachmentView),
  invitedBusinesses: z.array(z.object({ businessID: z.string(), companyName: z.string() })),
  awardedQuoteID: z.string().nullable(),
  closedAt: z.string().nullable(),
  viewer: ZRfqViewer,
});
export type Rfq = z.infer<typeof ZRfq>;

export const ZRfqCreated = z.object({ rfqID: z.string(), message: z.string(), rfq: ZRfq });

export const ZRfqParams = z.object({ rfqID: z.string().max(64) });
export const ZQuoteParams = z.object({ rfqID: z.string().max(64), quoteID: z.string().max(64) });

/** GET /api/rfq: the public board of open requests, newest first. */
export const ZRfqBoardQuery = z.object({
  q: z.string().trim().max(L.queryChars, `q can be at most ${L.queryChars} characters`).optional(),
  industry: z
    .string()
    .regex(/^\d{4}$/, 'industry is not valid')
    .optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'country is not valid')
    .optional(),
  size: pagingNumber('size', 1, 50, RFQ_PAGE_SIZE),
  cursor: cursorParam(),
  lang: ZLangQuery.shape.lang,
});
export type RfqBoardQuery = z.input<typeof ZRfqBoardQuery>;
/** GET /api/rfq/mine: the caller's requests (as themself or their businesses), every status. */
export const ZRfqMineQuery = z.object({ size: pagingNumber('size', 1, 50, RFQ_PAGE_SIZE), cursor: cursorParam() });
export const ZRfqList = cursorPage(ZRfqSummary);
export type RfqList = z.infer<typeof ZRfqList>;

// ---------------------------------------------------------------- quotes

const quoteFields = {
  unitPrice: amount(M.price),
  currency,
  moq: z.number({ message: M.moq }).int(M.moq).positive(M.moq).max(L.quantityMax, `At most ${L.quantityMax}`),
  leadTimeDays: z.number({ message: M.leadTime }).int(M.leadTime).min(0, M.leadTime).max(L.leadTimeDaysMax, M.leadTime),
  incoterm,
  validUntil: isoDate.refine((s) => {
    const n = daysAhead(s);
    return n >= 0 && n <= L.validUntilMaxDays;
  }, M.validUntil),
  note: optionalText(L.noteChars, M.noteTooLong),
  /** A picture or a PDF document. */
  attachment: ZRfqAttachment.nullable().optional(),
};

/** POST /api/rfq/{rfqID}/quotes */
export const ZCreateQuoteRequest = z.object({ businessID: zId('businessID'), ...quoteFields }).strict();
export type CreateQuoteRequest = z.infer<typeof ZCreateQuoteRequest>;
/** PATCH /api/rfq/{rfqID}/quotes/{quoteID}: any of the fields. */
export const ZUpdateQuoteRequest = z.object(quoteFields).partial().strict();
export type UpdateQuoteRequest = z.infer<typeof ZUpdateQuoteRequest>;

export const ZRfqQuote = z.object({
  quoteID: z.string(),
  rfqID: z.string(),
  supplier: z.object({
    businessID: z.string(),
    companyName: z.string(),
    path: z.string(),
    photo: z.string().nullable(),
    country: ZCountryRef.nullable(),
    verified: z.boolean(),
    tier: z.enum(TIERS),
  }),
  unitPrice: z.number(),
  currency: z.enum(RFQ_CURRENCIES),
  /** The unit price times the request's quantity. */
  total: z.number(),
  moq: z.number().int(),
  leadTimeDays: z.number().int(),
  incoterm: z.enum(INCOTERMS),
  validUntil: z.string(),
  note: z.string().nullable(),
  attachment: ZRfqAttachmentView.nullable(),
  status: z.enum(QUOTE_STATUSES),
  /** The buyer's shortlist (seen by the buyer only; false for the supplier). */
  shortlisted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RfqQuote = z.infer<typeof ZRfqQuote>;
export const ZQuoteListQuery = z.object({ size: pagingNumber('size', 1, 100, 100), cursor: cursorParam() });
export const ZQuoteList = cursorPage(ZRfqQuote);
export type QuoteList = z.infer<typeof ZQuoteList>;
export const ZQuoteDone = z.object({ quoteID: z.string(), message: z.string(), quote: ZRfqQuote });
export type QuoteDone = z.infer<typeof ZQuoteDone>;

export const ZShortlistRequest = z
  .object({ shortlisted: z.boolean({ message: 'shortlisted must be true or false' }) })
  .strict();
/** POST /api/rfq/{rfqID}/award: the winner; `reason` is told to the others. */
export const ZAwardRequest = z
  .object({ quoteID: zId('quoteID'), reason: optionalText(L.reasonChars, M.reasonTooLong) })
  .strict();
export type AwardRequest = z.infer<typeof ZAwardRequest>;
export const ZRfqDone = z.object({ message: z.string(), rfq: ZRfq });

export const RFQ_RESPONSES = {
  created: okEnvelope(ZRfqCreated),
  one: okEnvelope(ZRfq),
  list: okEnvelope(ZRfqList),
  done: okEnvelope(ZRfqDone),
  quotes: okEnvelope(ZQuoteList),
  quoteDone: okEnvelope(ZQuoteDone),
} as const;
