/**
 * What search engines read: robots.txt and sitemaps (an index, the public static pages, and the
 * businesses and products in files of at most 50,000 addresses, the sitemap protocol's limit).
 */
import type { FastifyInstance } from 'fastify';
import { EXPORT_TIPS, SITE_PATHS, TIERS, businessPath, exportTipPath, membershipPagePath, productPath } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { seoRepo } from './seo.repo.js';

export const SITEMAP_PAGE = 50_000;

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const urlset = (urls: { loc: string; lastmod?: Date }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`)
    .join('\n')}\n</urlset>\n`;

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
  ...TIERS.map(membershipPagePath),
  ...EXPORT_TIPS.map((tip) => exportTipPath(tip.slug)),
];

export function seoRoutes(db: Db, publicUrl: string) {
  const origin = publicUrl.replace(/\/$/, '');
  return async (app: FastifyInstance) => {
    const xml = (body: string) => ({ 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600', body });

    app.get('/robots.txt', async (_req, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(
          [
            'User-agent: *',
            'Allow: /',
            'Disallow: /api/',
            'Disallow: /auth/',
            'Disallow: /SetID/',
            'Disallow: /my-business',
            'Disallow: /my-messages',
            'Disallow: /newsfeed',
            'Disallow: /profile/edit',
            'Disallow: /business/create',
            `Sitemap: ${origin}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    );

    app.get('/sitemap.xml', async (_req, reply) => {
      const { businesses: b, products: p } = await seoRepo.counts(db);
      const files = ['static', ...Array.from({ length: Math.ceil(Number(b) / SITEMAP_PAGE) }, (_, i) => `businesses-${i + 1}`), ...Array.from({ length: Math.ceil(Number(p) / SITEMAP_PAGE) }, (_, i) => `products-${i + 1}`)];
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
        .map((f) => `  <sitemap><loc>${origin}/sitemaps/${f}.xml</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`;
      const h = xml(body);
      return reply.header('content-type', h['content-type']).header('cache-control', h['cache-control']).send(h.body);
    });

    app.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
      const m = /^(static|businesses-(\d{1,5})|products-(\d{1,5}))\.xml$/.exec(req.params.file);
      if (!m) return reply.status(404).header('content-type', 'text/plain').send('Not found');
      // Files are numbered from 1: businesses-0.xml does not exist.
      const page = Number(m[2] ?? m[3] ?? 1);
      if (page < 1) return reply.status(404).header('content-type', 'text/plain').send('Not found');
      let urls: { loc: string; lastmod?: Date }[];
      if (m[1] === 'static') urls = PUBLIC_STATIC_PATHS.map((p) => ({ loc: origin + p }));
      else if (m[2]) {
        const rows = await seoRepo.businessPage(db, page, SITEMAP_PAGE);
        urls = rows.map((r) => ({ loc: origin + businessPath(r.name, r.id), lastmod: r.updatedAt }));
      } else {
        const rows = await seoRepo.productPage(db, page, SITEMAP_PAGE);
        urls = rows.map((r) => ({ loc: origin + productPath(r.company, r.name, r.id), lastmod: r.updatedAt }));
      }
      if (!urls.length && m[1] !== 'static') return reply.status(404).header('content-type', 'text/plain').send('Not found');
      return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(urlset(urls));
    });
  };
}
