/** Requests and quotes as the API presents them, for the RFQ components' tests (imported by *.test.tsx only). */
import type { Rfq, RfqQuote, RfqSummary } from '@wbn/contract/schemas';

export const RFQ_ID = '00000000-0000-4000-8000-0000000000f1';
export const USER_ID = '00000000-0000-4000-8000-0000000000a1';
export const BIZ_ID = '00000000-0000-4000-8000-0000000000b1';
export const THREAD_ID = '00000000-0000-4000-8000-0000000000c1';

export const summary = (over: Partial<RfqSummary> = {}): RfqSummary => ({
  rfqID: RFQ_ID,
  title: 'Stainless steel ball valves DN50',
  snippet: 'Full bore, PN40, 316 body, ISO 5211 top flange.',
  categories: [{ ref: '0005.0003-01', industry: 'Industrial supplies', category: 'Valves' }],
  quantity: 1000,
  unit: 'pieces',
  incoterm: 'FOB',
  destinationCountry: { code: 'US', countryName: 'United States', emoji: '🇺🇸' },
  deadline: '2030-05-01',
  visibility: 'public',
  status: 'open',
  buyer: {
    type: 'user',
    id: USER_ID,
    name: 'Ana Ruiz',
    photo: null,
    path: `/profile/${USER_ID}`,
    country: null,
    verified: false,
  },
  quoteCount: 3,
  createdAt: '2030-04-01T10:00:00.000Z',
  ...over,
});

export const rfq = (over: Partial<Rfq> = {}): Rfq => ({
  ...summary(),
  description: 'Full bore, PN40, 316 body, ISO 5211 top flange. Delivery in two lots.',
  targetPrice: null,
  supplierCountries: [],
  attachments: [],
  invitedBusinesses: [],
  awardedQuoteID: null,
  closedAt: null,
  viewer: { isBuyer: true, quoteAs: [], threadPath: null },
  ...over,
});

let n = 0;
/** A submitted quote of `company` at `unitPrice` (the total is for 1,000 pieces). */
export const quote = (company: string, unitPrice: number, over: Partial<RfqQuote> = {}): RfqQuote => {
  n += 1;
  return {
    quoteID: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    rfqID: RFQ_ID,
    supplier: {
      businessID: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
      companyName: company,
      path: `/business/${company}`,
      photo: null,
      country: { code: 'CN', countryName: 'China', emoji: '🇨🇳' },
      verified: false,
      tier: 'standard',
    },
    unitPrice,
    currency: 'USD',
    total: Math.round(unitPrice * 1000 * 100) / 100,
    moq: 100,
    leadTimeDays: 30,
    incoterm: 'FOB',
    validUntil: '2030-06-01',
    note: null,
    attachment: null,
    status: 'submitted',
    shortlisted: false,
    createdAt: '2030-04-02T10:00:00.000Z',
    updatedAt: '2030-04-02T10:00:00.000Z',
    ...over,
  };
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const ok = (data: unknown, status = 200) => json({ success: true, data }, status);
export const refused = (status: number, name: string, message: string, fields?: Record<string, string>) =>
  json({ success: false, error: { name, message, ...(fields ? { fields } : {}) } }, status);
