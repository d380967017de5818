/**
 * /b2b-tips/{slug}: one of the seven export-tip articles, in the page's edition (decision 0085):
 * English from the route's module, an edition's translation from the loader (the articles' text
 * never reaches a script in another language).
 */
import { useLoaderData, useLocation } from 'react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '~/lib/edition-link';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { CITY_NAME, EXPORT_TIPS, SITE_NAME, SITE_PATHS, exportTipPath } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { TIP_LISTING, tipArticle } from '~/features/articles';
import { tipArticleIn, tipListingIn } from '~/features/articles/articles.server';
import { ArticleBody } from '~/features/articles/components/article-body';
import { TipsFooter } from '~/features/articles/components/tips-footer';
import { specPathOf } from '@wbn/contract/editions';
import { loaderI18n } from '~/lib/i18n.server';
import type { Route } from './+types/b2b-tip';

/** One module serves the seven /b2b-tips/{slug} articles; the tip comes from the path. */
const tipIndex = (pathname: string) => {
  const specPath = specPathOf(pathname).toLowerCase().replace(/\/$/, '');
  const i = EXPORT_TIPS.findIndex((t) => specPath === exportTipPath(t.slug));
  return i < 0 ? 0 : i;
};

const site = SITE_NAME;
const city = CITY_NAME;

/** The page's catalogue; in an edition, the article and the seven tips' titles in it; the title and description. */
export function loader({ request }: Route.LoaderArgs) {
  const { edition, messages, i18n } = loaderI18n(request, 'articles');
  const n = EXPORT_TIPS[tipIndex(new URL(request.url).pathname)].n;
  const article = tipArticleIn(edition, n);
  const description = article.description.replace(/[.。]$/, '');
  return {
    messages,
    article: edition === 'en' ? null : article,
    tips: edition === 'en' ? null : tipListingIn(edition),
    meta: {
      title: article.title,
      description: i18n._(msg`${description}. Export tip ${n} from ${site}.`),
      keywords: [...article.keywords, i18n._(msg`export tips ${city}`), i18n._(msg`B2B export ${city}`)],
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

const navLink =
  'inline-flex items-center gap-1 rounded text-sm font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

export default function B2bTip() {
  const { t } = useLingui();
  const data = useLoaderData<typeof loader>();
  const i = tipIndex(useLocation().pathname);
  const tips = data.tips ?? TIP_LISTING;
  const tip = tips[i];
  const article = data.article ?? tipArticle(tip.n);
  const prev = tips[i - 1];
  const next = tips[i + 1];
  const n = tip.n;
  const count = tips.length;
  return (
    <PageFrame
      title={article.title}
      description={t`Export tip ${n}, one of ${count} practical guides for companies selling abroad.`}
    >
      <ArticleBody article={article} />
      <nav
        aria-label={t`Previous and next export tips`}
        className="mt-10 flex flex-wrap justify-between gap-4 border-t border-slate-100 pt-4"
      >
        {prev ? (
          <Link to={exportTipPath(prev.slug)} className={navLink}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t`Previous: ${prev.title}`}
          </Link>
        ) : (
          <Link to={SITE_PATHS.b2bTips} className={navLink}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t`All export tips`}
          </Link>
        )}
        {next ? (
          <Link to={exportTipPath(next.slug)} className={navLink}>
            {t`Next: ${next.title}`}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        ) : (
          <Link to={SITE_PATHS.b2bTips} className={navLink}>
            {t`All export tips`}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        )}
      </nav>
      <TipsFooter currentN={tip.n} tips={tips} />
    </PageFrame>
  );
}
