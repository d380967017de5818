/**
 * A company page says nothing in English outside the catalogues (decision 0085): drawn in the
 * pseudo-locale (every catalogue message and spec text visibly altered), its head with the
 * visitor's Like, Follow and Connect, its tabs, its sections with every row, the certificates, the
 * verification, the reviews and the comments show no run of plain English letters, in their text or
 * in their names for screen readers. The business's own words are members' content: the fixture
 * writes them without letters (the reference names come from the API in the edition, so here too).
 * And in Spanish the page says what its catalogue says.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUSINESS_PAGE_SPEC_TEXTS, EDITION_LOCALES } from '@wbn/contract/editions';
import type { BusinessProfile, ReviewList, VerificationPublic } from '@wbn/contract/schemas';
import { messages as pseudoBusiness } from '~/locales/pseudo/business.po';
import { PageI18n } from '~/lib/i18n-runtime';
import { answerApi, drawPage, pseudoEdition } from '~/test/draw-page';
import { pageMessages, shellMessages } from '~/lib/i18n.server';
import { englishIn, readerTexts } from '~/test/reader-texts';
import { BusinessProfileView } from '~/features/business/components/business-profile-view';
import { VerifiedDetails } from '~/features/memberships/components/verified-details';

const PSEUDO = pseudoEdition(pseudoBusiness, BUSINESS_PAGE_SPEC_TEXTS);
const SPANISH = new PageI18n('es', EDITION_LOCALES.es, { ...shellMessages('es'), ...pageMessages('es', 'business') });

const ID = '00000000-0000-4000-8000-000000000001';
const NO_LETTERS = '— · —';

/** Every section filled, every value without letters (units, markets and terms included). */
const business = {
  businessID: ID,
  subscription: 'gold',
  verified: true,
  key: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  general: {
    companyName: '№ 1',
    shortDescription: NO_LETTERS,
    generalDescription: NO_LETTERS,
    businessType: { code: 'MA', name: '—' },
    industry: { id: '0001', name: '—' },
    categories: [{ id: '0001-01', name: '—', industry: { id: '0001', name: '—' } }],
    yearStablished: 1998,
    totalAnnualRevenue: { min: 1_000_000, max: 5_000_000 },
    totalEmployees: { min: 50, max: 100 },
    totalProductionEmployees: { min: 40, max: 40 },
    productionCapacity: { min: 1000, max: 2000, unit: '№', period: 'month' },
    profilePhoto: null,
    coverPhoto: null,
    video: null,
  },
  contactInfo: {
    legalAddressEnglish: NO_LETTERS,
    shippingAddressEnglish: NO_LETTERS,
    city: '—',
    zipcode: '33101',
    country: { code: 'US', countryName: '—', emoji: '' },
    state: { stateID: 'US-FL', stateName: '—' },
    email: '1@2.3',
    website: 'https://1.2.3',
    phone: { countryCode: '1', businessPhoneNumber: '3055550100' },
    mobilePhone: null,
  },
  factory: {
    manufacturingFacilities: NO_LETTERS,
    city: '—',
    zipcode: '33101',
    country: { code: 'US', countryName: '—', emoji: '' },
    state: null,
    factorySize: 12000,
    numberProductionLines: 4,
    contractManufacturing: ['OEM', 'PRIVATE_LABEL'],
  },
  tradeCapabilities: { markets: ['—'], spokenLanguages: ['—'], totalEmployeesSales: 12, averageLeadTime: 30 },
  businessTerms: {
    acceptedDeliveryTerms: ['—'],
    acceptedPaymentCurrencies: ['—'],
    packagingTypes: ['—'],
    acceptedPaymentTypes: ['—'],
  },
  certificates: [
    {
      id: 'c1',
      name: '№ 9001',
      issueDate: '2024-01-01',
      expireDate: '2020-01-01',
      photo: null,
      document: { url: '/files/c1.pdf', name: 'c1.pdf', contentType: 'application/pdf', size: 1 },
      public: true,
    },
  ],
  reactions: { reactionCount: { like: 3 } },
  responsiveness: { rate: 0.9, medianReplySeconds: 7200, sample: 12 },
  rating: { average: 4.5, count: 3 },
} as unknown as BusinessProfile;

const reviews: ReviewList = {
  data: [
    {
      reviewID: 'r1',
      businessID: ID,
      author: { userID: 'u1', name: '№ 2', photo: null, path: '/profile/u1' },
      ratings: { overall: 5, quality: 4, communication: 5, delivery: 4 },
      text: NO_LETTERS,
      trade: { kind: 'awarded-quote', month: '2026-03', label: 'Awarded quote, March 2026' },
      createdAt: '2026-04-01T00:00:00.000Z',
      updatedAt: '2026-04-02T00:00:00.000Z',
      edited: true,
      reply: { text: NO_LETTERS, repliedAt: '2026-04-03T00:00:00.000Z', business: { companyName: '№ 1' } },
    } as unknown as ReviewList['data'][number],
  ],
  nextCursor: null,
  summary: { average: 4.5, count: 3, distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 2 } },
} as unknown as ReviewList;

const verification: VerificationPublic = {
  businessID: ID,
  verified: true,
  verifiedAt: '2026-02-01T00:00:00.000Z',
  checked: [NO_LETTERS],
  documents: [{ kind: 'certificate', name: '№ 9001', expireDate: '2020-01-01', expired: true }],
};

// The section the page loads on demand, here at once.
let ReviewsSection: Awaited<typeof import('~/features/reviews/public-lazy')>['ReviewsSection'];
beforeAll(async () => {
  ({ ReviewsSection } = await import('~/features/reviews/public-lazy'));
});

beforeEach(() =>
  // Whatever the parts ask the API (comments, likes, follows): nothing yet.
  answerApi((url) => (url.includes('/comments/') ? { comments: [] } : {})),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function draw(i18n: PageI18n) {
  drawPage(
    i18n,
    '/business/:slug',
    `/business/${ID}`,
    <BusinessProfileView
      business={business}
      session="none"
      viewer="visitor"
      editMode={false}
      currentPath={`/business/${ID}`}
      aside={<VerifiedDetails businessID={ID} initial={verification} />}
      reviews={
        <ReviewsSection
          businessID={ID}
          companyName="№ 1"
          initial={reviews}
          session="none"
          viewer="visitor"
          viewerID={null}
        />
      }
    />,
  );
}

/**
 * The texts a reader meets with English in them. Not words of the page: the plan's name (the spec
 * keeps it), the file format, the currency, and the days and months Intl writes in the edition.
 */
const NOT_WORDS = /\b(GOLD|PDF|USD|ene|abr|marzo de)\b|m²/g;
const leaks = () => readerTexts(document.body).filter((t) => englishIn(t, NOT_WORDS).length > 0);

describe('a company page in the editions', () => {
  it('shows no English outside the catalogues: head, tabs, sections, certificates, verification, reviews and comments (pseudo-locale)', async () => {
    draw(PSEUDO);
    // The comments have arrived (their empty state), and every part is drawn.
    await waitFor(() => expect(screen.getByText('Ńō ćōḿḿēńţś ŷēţ')).toBeTruthy());
    expect(screen.getAllByRole('table').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(leaks()).toEqual([]);
  });

  it("says in Spanish what the Spanish catalogue says: sections, rows, the visitor's buttons and the reviews", async () => {
    draw(SPANISH);
    await waitFor(() => expect(screen.getAllByRole('table').length).toBeGreaterThanOrEqual(4));
    expect(screen.getByRole('heading', { name: 'Información general' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Secciones de la empresa' })).toBeTruthy();
    const general = screen.getByRole('table', { name: 'Información general' });
    expect(within(general).getByRole('rowheader', { name: 'Año de fundación' })).toBeTruthy();
    // The rows "Ver más" shows: numbers as the edition writes them, the capacity's period in its words.
    fireEvent.click(screen.getAllByRole('button', { name: 'Ver más' })[0]!);
    expect(general.textContent).toContain('1,000,000 – 5,000,000 USD');
    expect(general.textContent).toContain('1,000 – 2,000 № por mes');
    const link = screen.getByRole('link', { name: 'Conectar con № 1 (inicie sesión primero)' });
    expect(link.getAttribute('href')).toContain('/auth/login');
    expect(screen.getByRole('heading', { name: /^Reseñas/ })).toBeTruthy();
    expect(document.body.textContent).toContain('marzo de 2026');
  });
});
