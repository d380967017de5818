/**
 * A product page says nothing in English outside the catalogues (decision 0085): drawn in the
 * pseudo-locale (every catalogue message and spec text visibly altered), its head and inquiry link,
 * likes and share, the company card, both specification panels, the pictures, the videos, the
 * comments and the company's other products show no run of plain English letters, in their text or
 * in their names for screen readers. The product's and the business's own words are members'
 * content: the fixture writes them without letters. And in Italian the page says what its catalogue says.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { EDITION_LOCALES, PRODUCT_PAGE_SPEC_TEXTS } from '@wbn/contract/editions';
import type { BusinessProfile, Product } from '@wbn/contract/schemas';
import { messages as pseudoProduct } from '~/locales/pseudo/product.po';
import { PageI18n } from '~/lib/i18n-runtime';
import { answerApi, drawPage, pseudoEdition } from '~/test/draw-page';
import { pageMessages, shellMessages } from '~/lib/i18n.server';
import { englishIn, readerTexts } from '~/test/reader-texts';
import { ProductView } from '~/features/products/components/view/product-view';

const PSEUDO = pseudoEdition(pseudoProduct, PRODUCT_PAGE_SPEC_TEXTS);
const ITALIAN = new PageI18n('it', EDITION_LOCALES.it, { ...shellMessages('it'), ...pageMessages('it', 'product') });

const BID = '00000000-0000-4000-8000-000000000001';
const PID = '00000000-0000-4000-8000-000000000002';
const photo = (n: number) => ({ url: `/files/${n}.png`, versions: [] });

const product = {
  productID: PID,
  businessID: BID,
  name: '№ 7',
  sku: null,
  keywords: ['№ 8'],
  description: '— · —',
  mainImage: photo(1),
  photos: [photo(2), photo(3)],
  images: [photo(2), photo(3)],
  videos: [
    { videoID: 'v1', url: 'https://www.youtube.com/watch?v=abcdefghijk' },
    { videoID: 'v2', url: 'https://files.example.test/9.mp4' },
  ],
  specs: [{ key: '№', value: '24' }],
  industry: { id: '0001', name: '—' },
  category: { id: '0001-01', name: '—' },
  subCategory: { id: '0001-01-01', name: '—' },
  leadTime: '15',
  stock: 'yes',
  createdAt: '2026-01-01T00:00:00.000Z',
  businessProfile: {
    businessID: BID,
    companyName: '№ 1',
    profilePhoto: null,
    country: null,
    subscription: 'gold',
    verified: true,
  },
} as unknown as Product;

const business = {
  businessID: BID,
  subscription: 'gold',
  verified: true,
  general: { companyName: '№ 1', profilePhoto: null },
  contactInfo: { country: { code: 'US', countryName: '—', emoji: '' } },
} as unknown as BusinessProfile;

beforeEach(() =>
  // The company's other products and the comments: none.
  answerApi((url) => (url.includes('/comments/') ? { comments: [] } : { data: [], total: 0 })),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function draw(i18n: PageI18n) {
  drawPage(
    i18n,
    '/business-product/:slug',
    `/business-product/n-${PID}`,
    <ProductView product={product} business={business} reactions={{ reactionCount: { like: 3 } }} />,
  );
}

/** Not words of the page: the plan's name (the spec keeps it). */
const leaks = () => readerTexts(document.body).filter((t) => englishIn(t, /\bGOLD\b/g).length > 0);

describe('a product page in the editions', () => {
  it('shows no English outside the catalogues: head, likes, company card, specifications, pictures, videos, comments, other products (pseudo-locale)', async () => {
    draw(PSEUDO);
    // The company's other products have been asked for (their empty line), the comments have arrived.
    await waitFor(() => expect(document.querySelector('#main-products + p')).not.toBeNull());
    await waitFor(() => expect(document.querySelectorAll('iframe, video').length).toBe(2));
    await waitFor(() => expect(screen.getByText('Ńō ćōḿḿēńţś ŷēţ')).toBeTruthy());
    expect(leaks()).toEqual([]);
  });

  it('says in Italian what the Italian catalogue says: the panels, the labels and the company card', async () => {
    draw(ITALIAN);
    expect(screen.getByRole('heading', { name: /^Specifiche$/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Specifiche tecniche' })).toBeTruthy();
    expect(screen.getByText('Tempi di consegna')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Visualizza profilo aziendale' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Prodotti principali di № 1' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Commenti', { selector: 'h2' })).toBeTruthy());
  });
});
