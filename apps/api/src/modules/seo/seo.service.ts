/**
 * What search engines read: robots.txt and sitemaps (an index, the public static pages, and the
 * businesses and products in files of at most 50,000 addresses, the sitemap protocol's limit).
 *
 * Every edition is listed (decision 0085): the static pages in one file, each page with its
 * `hreflang` alternates; the requests, businesses and products in one set of files per edition
 * (`es-businesses-1.xml` …), whose pages carry their alternates in their own HTML, which keeps each
 * file within the protocol's size.
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
import { EDITIONS, editionPath, htmlLangOf, TRANSLATED_EDITIONS, type Edition } from '@wbn/contract/editions';
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
type SitemapUrl = { loc: string; lastmod?: Date; alternates?: { hreflang: string; href: string }[] };
const urlset = (urls: SitemapUrl[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls
    .map(
      (u) =>
        `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}${(
          u.alternates ?? []
        )
          .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`)
          .join('')}</url>`,
    )
    .join('\n')}\n</urlset>\n`;

/** A file's name in an edition: English keeps the plain name, the others a prefix ('es-businesses-1'). */
const inEdition = (edition: Edition, file: string) => (edition === 'en' ? file : `${edition}-${file}`);

export function createSeoService({ db, publicUrl }: { db: Db; publicUrl: string }) {
  const origin = publicUrl.replace(/\/$/, '');
  return {
    robotsTxt: () =>
      [
        'User-agent: *',
        'Allow: /',
        ...DISALLOWED.map((p) => `Disallow: ${p}`),
        ...TRANSLATED_EDITIONS.flatMap((e) =>
          DISALLOWED.filter((p) => p !== '/api/').map((p) => `Disallow: ${editionPath(e, p)}`),
        ),
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),

    /** The sitemap index: the static file, the requests for quotation, then one file per 50,000 businesses and products. */
    async sitemapIndex() {
      const { businesses: b, products: p } = await seoRepo.counts(db);
      const perEdition = [
        'rfqs',
        ...Array.from({ length: Math.ceil(b / SITEMAP_PAGE) }, (_, i) => `businesses-${i + 1}`),
        ...Array.from({ length: Math.ceil(p / SITEMAP_PAGE) }, (_, i) => `products-${i + 1}`),
      ];
      const files = ['static', ...EDITIONS.flatMap((e) => perEdition.map((f) => inEdition(e, f)))];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
        .map((f) => `  <sitemap><loc>${origin}/sitemaps/${f}.xml</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`;
    },

    /**
     * One sitemap file (`static.xml`; `rfqs.xml`, `businesses-N.xml`, `products-N.xml`, N from 1,
     * and the same with an edition's prefix, `es-rfqs.xml` …), or undefined when there is no such file.
     */
    async sitemapFile(name: string): Promise<string | undefined> {
      const e = /^(?:(es|it|zh)-)?([\s\S]+)$/.exec(name);
      if (!e) return undefined;
      const edition = (e[1] ?? 'en') as Edition;
      const file = e[2];
      const m = /^(static|rfqs|businesses-(\d{1,5})|products-(\d{1,5}))\.xml$/.exec(file);
      if (!m) return undefined;
      const at = (path: string) => origin + editionPath(edition, path);
      if (m[1] === 'static') {
        if (edition !== 'en') return undefined;
        const alternates = (path: string) => [
          ...EDITIONS.map((a) => ({ hreflang: htmlLangOf(a), href: origin + editionPath(a, path) })),
          { hreflang: 'x-default', href: origin + path },
        ];
        return urlset(
          EDITIONS.flatMap((a) =>
            PUBLIC_STATIC_PATHS.map((p) => ({ loc: origin + editionPath(a, p), alternates: alternates(p) })),
          ),
        );
      }
      // The board, and the public requests still open (decision 0038): a closed one leaves the sitemap.
      if (m[1] === 'rfqs')
        return urlset([
          { loc: at(RFQ_PATHS.board) },
          ...(await seoRepo.openRfqs(db, SITEMAP_PAGE)).map((r) => ({
            loc: at(RFQ_PATHS.one(r.id)),
            lastmod: r.updatedAt,
          })),
        ]);
      const page = Number(m[2] ?? m[3]);
      if (page < 1) return undefined;
      const urls = m[2]
        ? (await seoRepo.businessPage(db, page, SITEMAP_PAGE)).map((r) => ({
            loc: at(businessPath(r.name, r.id)),
            lastmod: r.updatedAt,
          }))
        : (await seoRepo.productPage(db, page, SITEMAP_PAGE)).map((r) => ({
            loc: at(productPath(r.company, r.name, r.id)),
            lastmod: r.updatedAt,
          }));
      return urls.length ? urlset(urls) : undefined;
    },
  };
}
export type SeoService = ReturnType<typeof createSeoService>;
