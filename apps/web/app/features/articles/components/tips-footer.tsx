import { Link } from '~/lib/edition-link';
import clsx from 'clsx';
import { EXPORT_TIPS, exportTipPath } from '@wbn/contract/constants';
import { TipIllustration } from './tip-illustration';

/** Shared footer under every export-tip article and the Export platform page: thumbnails linking the seven tips. */
export function TipsFooter({ currentN, heading = 'All export tips' }: { currentN?: number; heading?: string }) {
  return (
    <nav aria-labelledby="tips-footer-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="tips-footer-heading" className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {EXPORT_TIPS.map((tip) => {
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
                  Tip {tip.n}
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
