import { useLoaderData } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '~/lib/edition-link';
import { ChevronRight } from 'lucide-react';
import { CITY_NAME, EXPORT_TIPS, SITE_NAME, exportTipPath } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { TIP_LISTING } from '~/features/articles';
import { tipListingIn } from '~/features/articles/articles.server';
import { TipIllustration } from '~/features/articles/components/tip-illustration';
import { TipsFooter } from '~/features/articles/components/tips-footer';
import { PhoneContact } from '~/features/articles/components/phone-contact';
import { loaderI18n } from '~/lib/i18n.server';
import type { Route } from './+types/b2b-tips';

const site = SITE_NAME;
const city = CITY_NAME;
const count = EXPORT_TIPS.length;

/** The page's catalogue; in an edition, the seven tips' titles and summaries in it; the title and description. */
export function loader({ request }: Route.LoaderArgs) {
  const { edition, messages, i18n } = loaderI18n(request, 'articles');
  return {
    messages,
    tips: edition === 'en' ? null : tipListingIn(edition),
    meta: {
      title: i18n._(msg`Export platform: B2B export tips`),
      description: i18n._(
        msg`The ${site} export platform: ${count} practical B2B export tips on what to export, how to start, industrial marketing, distribution networks and international buyers.`,
      ),
      keywords: [
        i18n._(msg`export platform`),
        i18n._(msg`export tips`),
        i18n._(msg`B2B export`),
        i18n._(msg`international trade`),
        i18n._(msg`exporting guide`),
        i18n._(msg`export tips ${city}`),
      ],
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

/** Export platform page: header, intro, seven tip sections, then tip thumbnails and phone contact. */
export default function B2bTips() {
  const { t } = useLingui();
  const tips = useLoaderData<typeof loader>().tips ?? TIP_LISTING;
  return (
    <PageFrame
      title={t`Export platform`}
      description={t`Practical export tips from ${site} for manufacturers who want to start or grow their sales abroad.`}
    >
      <div className="max-w-[70ch] space-y-4 text-base leading-7 text-slate-700">
        <p>
          <Trans>
            Selling abroad is one of the most reliable ways for a manufacturer to grow, but it asks for method: choosing
            the right products and markets, pricing correctly, finding partners and answering buyers fast. These seven
            articles collect practical advice for industrial companies, from a family firm shipping its first pallet to
            an established exporter building a distribution network on several continents.
          </Trans>
        </p>
        <p>
          <Trans>Read them in order or jump to the subject you need today.</Trans>
        </p>
      </div>

      <ol className="mt-8 space-y-4">
        {tips.map((tip) => {
          const headingId = `tip-${tip.n}-heading`;
          return (
            <li key={tip.slug}>
              <section
                aria-labelledby={headingId}
                className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:p-5"
              >
                <TipIllustration n={tip.n} className="h-auto w-full shrink-0 rounded-md sm:w-44" />
                <div className="min-w-0">
                  <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t`Tip ${tip.n}`}</p>
                  <h2 id={headingId} className="mt-0.5 text-lg font-semibold leading-snug text-slate-900">
                    {tip.title}
                  </h2>
                  <p className="mt-2 max-w-[70ch] leading-7 text-slate-700">{tip.summary}</p>
                  <Link
                    to={exportTipPath(tip.slug)}
                    aria-describedby={headingId}
                    className="mt-3 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    {t`View more`}
                    <ChevronRight aria-hidden="true" className="h-4 w-4" />
                  </Link>
                </div>
              </section>
            </li>
          );
        })}
      </ol>

      <TipsFooter heading={t`Export tips`} tips={tips} />
      <PhoneContact />
    </PageFrame>
  );
}
