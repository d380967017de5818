import { Link } from '~/lib/edition-link';
import { ChevronRight } from 'lucide-react';
import { CITY_NAME, EXPORT_TIPS, SITE_NAME, exportTipPath } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { tipArticle } from '~/features/articles';
import { TipIllustration } from '~/features/articles/components/tip-illustration';
import { TipsFooter } from '~/features/articles/components/tips-footer';
import { PhoneContact } from '~/features/articles/components/phone-contact';

export const meta = () =>
  pageMeta({
    title: 'Export platform: B2B export tips',
    description: `The ${SITE_NAME} export platform: ${EXPORT_TIPS.length} practical B2B export tips on what to export, how to start, industrial marketing, distribution networks and international buyers.`,
    keywords: [
      'export platform',
      'export tips',
      'B2B export',
      'international trade',
      'exporting guide',
      `export tips ${CITY_NAME}`,
    ],
  });

/** Export platform page: header, intro, seven tip sections, then tip thumbnails and phone contact. */
export default function B2bTips() {
  return (
    <PageFrame
      title="Export platform"
      description={`Practical export tips from ${SITE_NAME} for manufacturers who want to start or grow their sales abroad.`}
    >
      <div className="max-w-[70ch] space-y-4 text-base leading-7 text-slate-700">
        <p>
          Selling abroad is one of the most reliable ways for a manufacturer to grow, but it asks for method: choosing
          the right products and markets, pricing correctly, finding partners and answering buyers fast. These seven
          articles collect practical advice for industrial companies, from a family firm shipping its first pallet to an
          established exporter building a distribution network on several continents.
        </p>
        <p>Read them in order or jump to the subject you need today.</p>
      </div>

      <ol className="mt-8 space-y-4">
        {EXPORT_TIPS.map((tip) => {
          const article = tipArticle(tip.n);
          const headingId = `tip-${tip.n}-heading`;
          return (
            <li key={tip.slug}>
              <section
                aria-labelledby={headingId}
                className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:p-5"
              >
                <TipIllustration n={tip.n} className="h-auto w-full shrink-0 rounded-md sm:w-44" />
                <div className="min-w-0">
                  <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Tip {tip.n}</p>
                  <h2 id={headingId} className="mt-0.5 text-lg font-semibold leading-snug text-slate-900">
                    {tip.title}
                  </h2>
                  <p className="mt-2 max-w-[70ch] leading-7 text-slate-700">{article.summary}</p>
                  <Link
                    to={exportTipPath(tip.slug)}
                    aria-describedby={headingId}
                    className="mt-3 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    View more
                    <ChevronRight aria-hidden="true" className="h-4 w-4" />
                  </Link>
                </div>
              </section>
            </li>
          );
        })}
      </ol>

      <TipsFooter heading="Export tips" />
      <PhoneContact />
    </PageFrame>
  );
}
