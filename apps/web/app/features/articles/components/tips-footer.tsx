import { Link } from '~/lib/edition-link';
import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import { exportTipPath } from '@wbn/contract/constants';
import { TIP_LISTING, type TipListing } from '../index';
import { TipIllustration } from './tip-illustration';

/**
 * Shared footer under every export-tip article and the Export platform page: thumbnails linking the
 * seven tips, titled in the page's edition (`tips`, from the loader; English by default).
 */
export function TipsFooter({
  currentN,
  heading,
  tips = TIP_LISTING,
}: {
  currentN?: number;
  heading?: string;
  tips?: readonly TipListing[];
}) {
  const { t } = useLingui();
  return (
    <nav aria-labelledby="tips-footer-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="tips-footer-heading" className="text-lg font-semibold text-slate-900">
        {heading ?? t`All export tips`}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {tips.map((tip) => {
          const current = tip.n === currentN;
          return (
            <li key={tip.slug}>
              <Link
                to={exportTipPath(tip.slug)}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'group block h-full rounded-lg border p-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  current
                    ? 'border-brand-500 bg-brand-50'
                    : 'border-slate-200 hover:border-brand-500 hover:bg-brand-50',
                )}
              >
                <TipIllustration n={tip.n} className="h-auto w-full rounded-md" />
                <span className="mt-2 block text-xs font-medium uppercase tracking-wide text-slate-600">
                  {t`Tip ${tip.n}`}
                </span>
                <span className="block text-sm font-medium leading-snug text-slate-800 group-hover:text-brand-700">
                  {tip.title}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
