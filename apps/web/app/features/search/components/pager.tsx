/**
 * The results pager (ceil(total/5) pages): previous, numbered pages with the current
 * one marked aria-current, next. Every page is a link (?page=n), so it works without JavaScript;
 * the page scrolls to the top on change (the route moves focus to the heading).
 */
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { searchPageCount } from '@wbn/contract/constants';
import { MAX_SEARCH_PAGE, pageHref, pagerItems } from '../lib/search-params';

const item =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

export function Pager({ page, total }: { page: number; total: number }) {
  const [params] = useSearchParams();
  const { t } = useLingui();
  const count = Math.min(searchPageCount(total), MAX_SEARCH_PAGE);
  if (count <= 1) return null;
  const prev = page > 1 ? page - 1 : null;
  const next = page < count ? page + 1 : null;
  return (
    <nav aria-label={t`Result pages`} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {prev ? (
            <Link
              to={pageHref(params, prev)}
              rel="prev"
              className={clsx(item, 'gap-1 text-slate-700 hover:bg-slate-100')}
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              <Trans>
                <span className="sr-only sm:not-sr-only">Previous</span>
                <span className="sr-only"> page</span>
              </Trans>
            </Link>
          ) : (
            <span aria-disabled="true" className={clsx(item, 'gap-1 text-slate-300')}>
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              <Trans>
                <span className="sr-only sm:not-sr-only">Previous</span>
                <span className="sr-only"> page</span>
              </Trans>
            </span>
          )}
        </li>
        {pagerItems(page, total).map((p) =>
          p.type === 'gap' ? (
            <li key={p.key} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={p.page}>
              <Link
                to={pageHref(params, p.page)}
                aria-current={p.page === page ? 'page' : undefined}
                aria-label={t`Page ${p.page}`}
                className={clsx(
                  item,
                  p.page === page ? 'bg-brand-600 text-white hover:bg-brand-700' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {p.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {next ? (
            <Link
              to={pageHref(params, next)}
              rel="next"
              className={clsx(item, 'gap-1 text-slate-700 hover:bg-slate-100')}
            >
              <Trans>
                <span className="sr-only sm:not-sr-only">Next</span>
                <span className="sr-only"> page</span>
              </Trans>
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={clsx(item, 'gap-1 text-slate-300')}>
              <Trans>
                <span className="sr-only sm:not-sr-only">Next</span>
                <span className="sr-only"> page</span>
              </Trans>
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
