import { useLocation } from 'react-router';
import { Link } from '~/lib/edition-link';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { CITY_NAME, EXPORT_TIPS, SITE_NAME, SITE_PATHS, exportTipPath } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { tipArticle } from '~/features/articles';
import { ArticleBody } from '~/features/articles/components/article-body';
import { TipsFooter } from '~/features/articles/components/tips-footer';
import { specPathOf } from '@wbn/contract/editions';

/** One module serves the seven /b2b-tips/{slug} articles; the tip comes from the path. */
const tipIndex = (pathname: string) => {
  const specPath = specPathOf(pathname).toLowerCase().replace(/\/$/, '');
  const i = EXPORT_TIPS.findIndex((t) => specPath === exportTipPath(t.slug));
  return i < 0 ? 0 : i;
};

export const meta = ({ location }: { location: { pathname: string } }) => {
  const article = tipArticle(EXPORT_TIPS[tipIndex(location.pathname)].n);
  return pageMeta({
    title: article.title,
    description: `${article.description.replace(/\.$/, '')}. Export tip ${article.n} from ${SITE_NAME}.`,
    keywords: [...article.keywords, `export tips ${CITY_NAME}`, `B2B export ${CITY_NAME}`],
  });
};

const navLink =
  'inline-flex items-center gap-1 rounded text-sm font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

export default function B2bTip() {
  const i = tipIndex(useLocation().pathname);
  const tip = EXPORT_TIPS[i];
  const article = tipArticle(tip.n);
  const prev = EXPORT_TIPS[i - 1];
  const next = EXPORT_TIPS[i + 1];
  return (
    <PageFrame
      title={article.title}
      description={`Export tip ${tip.n}, one of ${EXPORT_TIPS.length} practical guides for companies selling abroad.`}
    >
      <ArticleBody article={article} />
      <nav
        aria-label="Previous and next export tips"
        className="mt-10 flex flex-wrap justify-between gap-4 border-t border-slate-100 pt-4"
      >
        {prev ? (
          <Link to={exportTipPath(prev.slug)} className={navLink}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Previous: {prev.title}
          </Link>
        ) : (
          <Link to={SITE_PATHS.b2bTips} className={navLink}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            All export tips
          </Link>
        )}
        {next ? (
          <Link to={exportTipPath(next.slug)} className={navLink}>
            Next: {next.title}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        ) : (
          <Link to={SITE_PATHS.b2bTips} className={navLink}>
            All export tips
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        )}
      </nav>
      <TipsFooter currentN={tip.n} />
    </PageFrame>
  );
}
