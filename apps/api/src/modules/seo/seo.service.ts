/**
 * What search engines read: robots.txt and sitemaps (an index, the public static pages, and the
 * businesses and products in files of at most 50,000 addresses, the sitemap protocol's limit).
 */
import {
  EXPORT_TIPS,
  RFQ_PATHS,
  SITE_PATHS,
  TIERS,
  businessPath,
  exportTipPath,
  membershipPagePath,
  productPath,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { seoRepo } from './seo.repo.js';

export const SITEMAP_PAGE = 50_000;

export const PUBLIC_STATIC_PATHS = [
  SITE_PATHS.home,
  SITE_PATHS.industries,
  SITE_PATHS.aboutUs,
  SITE_PATHS.missionVision,
  SITE_PATHS.ourNetwork,
  SITE_PATHS.whyWbn,
  SITE_PATHS.contactUs,
  SITE_PATHS.contactUsForm,
  SITE_PATHS.privacyPolicy,
  SITE_PATHS.termsAndConditions,
  SITE_PATHS.b2bTips,
  SITE_PATHS.advertiseWithUs,
  SITE_PATHS.freeMarketing,
  SITE_PATHS.messageCenter,
  SITE_PATHS.workWithWbn,
  SITE_PATHS.developers,
  ...TIERS.map(membershipPagePath),
  ...EXPORT_TIPS.map((tip) => exportTipPath(tip.slug)),
];

/** Paths no crawler needs (the API, the account screens, pages behind sign-in). */
const DISALLOWED = [
  '/api/',
  '/auth/',
  '/SetID/',
  '/my-business',
  '/my-messages',
  '/newsfeed',
  '/profile/edit',
  '/business/create',
  RFQ_PATHS.create,
];

const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const urlset = (urls: { loc: string; lastmod?: Date }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map(
      (u) =>
        `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
    )
    .join('\n')}\n</urlset>\n`;

export function createSeoService({ db, publicUrl }: { db: Db; publicUrl: string }) {
  const origin = publicUrl.replace(/\/$/, '');
  return {
    robotsTxt: () =>
      [
        'User-agent: *',
        'Allow: /',
        ...DISALLOWED.map((p) => `Disallow: ${p}`),
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),

    /** The sitemap index: the static file, the requests for quotation, then one file per 50,000 businesses and products. */
    async sitemapIndex() {
      const { businesses: b, products: p } = await seoRepo.counts(db);
      const files = [
        'static',
        'rfqs',
        ...Array.from({ length: Math.ceil(b / SITEMAP_PAGE) }, (_, i) => `businesses-${i + 1}`),
        ...Array.from({ length: Math.ceil(p / SITEMAP_PAGE) }, (_, i) => `products-${i + 1}`),
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
        .map((f) => `  <sitemap><loc>${origin}/sitemaps/${f}.xml</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`;
    },

    /** One sitemap file (`static.xml`, `rfqs.xml`, `businesses-N.xml`, `products-N.xml`, N from 1), or undefined when there is no such file. */
    async sitemapFile(file: string): Promise<string | undefined> {
      const m = /^(static|rfqs|businesses-(\d{1,5})|products-(\d{1,5}))\.xml$/.exec(file);
      if (!m) return undefined;
      if (m[1] === 'static') return urlset(PUBLIC_STATIC_PATHS.map((p) => ({ loc: origin + p })));
      // The board, and the public requests still open (decision 0038): a closed one leaves the sitemap.
      if (m[1] === 'rfqs')
        return urlset([
          { loc: origin + RFQ_PATHS.board },
          ...(await seoRepo.openRfqs(db, SITEMAP_PAGE)).map((r) => ({
            loc: origin + RFQ_PATHS.one(r.id),
            lastmod: r.updatedAt,
          })),
        ]);
      const page = Number(m[2] ?? m[3]);
      if (page < 1) return undefined;
      const urls = m[2]
        ? (await seoRepo.businessPage(db, page, SITEMAP_PAGE)).map((r) => ({
            loc: origin + businessPath(r.name, r.id),
            lastmod: r.updatedAt,
          }))
        : (await seoRepo.productPage(db, page, SITEMAP_PAGE)).map((r) => ({
            loc: origin + productPath(r.company, r.name, r.id),
            lastmod: r.updatedAt,
          }));
      return urls.length ? urlset(urls) : undefined;
    },
  };
}
export type SeoService = ReturnType<typeof createSeoService>;
