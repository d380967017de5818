import { Link, useLocation } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { EXPORT_TIPS, SITE_PATHS, exportTipPath } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';

/** One module serves the seven /b2b-tips/{slug} articles; the tip comes from the path. */
const tipIndex = (pathname: string) => {
  const i = EXPORT_TIPS.findIndex((t) => pathname.toLowerCase().replace(/\/$/, '') === exportTipPath(t.slug));
  return i < 0 ? 0 : i;
};

export const meta = ({ location }: { location: { pathname: string } }) => {
  const tip = EXPORT_TIPS[tipIndex(location.pathname)];
  return pageMeta({
    title: tip.title,
    description: `Export tip ${tip.n} from WBN Miami: ${tip.title.toLowerCase()}.`,
    keywords: `export tip, ${tip.title.toLowerCase()}, B2B export`,
  });
};

const navLink = 'inline-flex items-center gap-1 rounded text-sm font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

export default function B2bTip() {
  const i = tipIndex(useLocation().pathname);
  const tip = EXPORT_TIPS[i];
  const next = EXPORT_TIPS[i + 1];
  return (
    <PageFrame title={tip.title} description={`One of our ${EXPORT_TIPS.length} export tips: practical guidance for companies selling abroad.`}>
      <nav aria-label="Export tips" className="flex flex-wrap justify-between gap-4 border-t border-slate-100 pt-4">
        <Link to={SITE_PATHS.b2bTips} className={navLink}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          All export tips
        </Link>
        {next ? (
          <Link to={exportTipPath(next.slug)} className={navLink}>
            Next: {next.title}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        ) : null}
      </nav>
    </PageFrame>
  );
}
