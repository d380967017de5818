/** Requests for quotation and quotes as the contract shows them (decision 0038). */
import {
  SITE_PATHS,
  TIERS,
  businessPath,
  inquiryThreadPath,
  type Rfq,
  type RfqQuote,
  type RfqSummary,
  type Tier,
} from '@wbn/contract';
import { categoryNameIn, industryNameIn, type Edition } from '@wbn/contract/editions';
import { countryRef, type RefMaps } from '../../core/ref-lookup.js';
import { smallPhoto } from '../../core/photos.js';
import { isDocumentJson, type AttachmentJson } from '../../core/documents.js';
import type { BusinessCard, MemberCard, QuoteRow, RfqRow } from './rfq.repo.js';

export type Cards = { businesses: Map<string, BusinessCard>; members: Map<string, MemberCard> };

/** An attachment as answers show it: a document whole, a picture's address and versions (as before documents existed). */
const presentAttachment = (a: AttachmentJson): Rfq['attachments'][number] =>
  isDocumentJson(a)
    ? { url: a.url, name: a.name, size: a.size, contentType: a.contentType }
    : { url: a.url, versions: a.versions };

const tierOf = (s: string): Tier => ((TIERS as readonly string[]).includes(s) ? (s as Tier) : 'standard');

function buyerOf(r: RfqRow, m: RefMaps, cards: Cards): RfqSummary['buyer'] {
  const b = r.buyerBusinessId ? cards.businesses.get(r.buyerBusinessId) : undefined;
  if (b)
    return {
      type: 'business',
      id: b.id,
      name: b.companyName,
      photo: smallPhoto(b.photo),
      path: businessPath(b.companyName, b.id),
      country: countryRef(m, b.countryCode),
      verified: b.verified,
    };
  const u = cards.members.get(r.buyerUserId);
  const name = `${u?.firstName ?? ''} ${u?.lastName ?? ''}`.trim() || 'A member';
  return {
    type: 'user',
    id: r.buyerUserId,
    name,
    photo: smallPhoto(u?.photo),
    path: `${SITE_PATHS.profile}${r.buyerUserId}`,
    country: countryRef(m, u?.countryCode),
    verified: false,
  };
}

/** The request's categories, named in `edition` (the board's `lang`; English by default). */
function categoriesOf(r: RfqRow, m: RefMaps, edition: Edition): RfqSummary['categories'] {
  return r.categories.flatMap((id) => {
    const c = m.categories.get(id);
    if (!c) return [];
    const industry = m.industries.get(c.industryId);
    const key = industry?.key ?? '';
    return [
      {
        ref: `${c.industryId}.${c.id}`,
        industry: industry ? industryNameIn(edition, key, industry.name) : '',
        category: categoryNameIn(edition, key, c.name),
      },
    ];
  });
}

/** Open until its deadline passed or it was closed (the deadline job may not have run yet). */
export function statusOf(r: RfqRow, today: string): RfqSummary['status'] {
  if (r.status === 'open' && r.deadline < today) return 'closed';
  return r.status as RfqSummary['status'];
}

export function presentSummary(
  r: RfqRow,
  m: RefMaps,
  cards: Cards,
  today: string,
  edition: Edition = 'en',
): RfqSummary {
  const text = r.description.replace(/\s+/g, ' ').trim();
  return {
    rfqID: r.id,
    title: r.title,
    snippet: text.length > 200 ? `${text.slice(0, 199)}…` : text,
    categories: categoriesOf(r, m, edition),
    quantity: r.quantity,
    unit: r.unit as RfqSummary['unit'],
    incoterm: r.incoterm as RfqSummary['incoterm'],
    destinationCountry: countryRef(m, r.destinationCountry),
    deadline: r.deadline,
    visibility: r.visibility as RfqSummary['visibility'],
    status: statusOf(r, today),
    buyer: buyerOf(r, m, cards),
    quoteCount: r.quoteCount,
    createdAt: r.createdAt.toISOString(),
  };
}

export function presentRfq(
  r: RfqRow,
  m: RefMaps,
  cards: Cards,
  today: string,
  extra: { invited: string[]; viewer: Rfq['viewer'] },
): Rfq {
  return {
    ...presentSummary(r, m, cards, today),
    description: r.description,
    targetPrice:
      r.targetMin !== null && r.targetMax !== null && r.targetCurrency
        ? { min: r.targetMin, max: r.targetMax, currency: r.targetCurrency as 'USD' }
        : null,
    supplierCountries: r.supplierCountries.flatMap((c) => countryRef(m, c) ?? []),
    // The jsonb column holds pictures and documents (typed as pictures in the table's schema).
    attachments: (r.attachments as AttachmentJson[]).map(presentAttachment),
    invitedBusinesses: extra.invited.flatMap((id) => {
      const b = cards.businesses.get(id);
      return b ? [{ businessID: b.id, companyName: b.companyName }] : [];
    }),
    awardedQuoteID: r.awardedQuoteId,
    closedAt: r.closedAt?.toISOString() ?? null,
    viewer: extra.viewer,
  };
}

export function presentQuote(q: QuoteRow, r: RfqRow, m: RefMaps, cards: Cards, forBuyer: boolean): RfqQuote {
  const b = cards.businesses.get(q.businessId);
  const companyName = b?.companyName ?? 'A business';
  return {
    quoteID: q.id,
    rfqID: q.rfqId,
    supplier: {
      businessID: q.businessId,
      companyName,
      path: businessPath(companyName, q.businessId),
      photo: smallPhoto(b?.photo),
      country: countryRef(m, b?.countryCode),
      verified: b?.verified ?? false,
      tier: tierOf(b?.subscription ?? 'standard'),
    },
    unitPrice: q.unitPrice,
    currency: q.currency as RfqQuote['currency'],
    // Cents, rounded: a total as a buyer reads it on an invoice.
    total: Math.round(q.unitPrice * r.quantity * 100) / 100,
    moq: q.moq,
    leadTimeDays: q.leadTimeDays,
    incoterm: q.incoterm as RfqQuote['incoterm'],
    validUntil: q.validUntil,
    note: q.note,
    attachment: q.attachment ? presentAttachment(q.attachment as AttachmentJson) : null,
    status: q.status as RfqQuote['status'],
    shortlisted: forBuyer && q.shortlisted,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

/** The conversation the award opened, where the caller reads it: the winner's inbox, the buyer business's, or the buyer's own. */
export function threadPathOf(r: RfqRow, winnerBusinessId: string | null, asWinner: boolean): string | null {
  if (!r.threadId) return null;
  if (asWinner && winnerBusinessId) return inquiryThreadPath(winnerBusinessId, r.threadId);
  if (r.buyerBusinessId) return inquiryThreadPath(r.buyerBusinessId, r.threadId);
  return `${SITE_PATHS.myMessages}?thread=${r.threadId}`;
}
