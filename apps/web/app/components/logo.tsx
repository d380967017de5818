import { Link } from '~/lib/edition-link';
import { BRAND_NAME, CITY_NAME, SITE_NAME } from '@wbn/contract/constants';
import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';

/** The mark: three linked nodes (a network) on the brand blue. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={clsx('h-8 w-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path
        d="M9 21 16 10l7 11Z"
        fill="none"
        stroke="white"
        strokeOpacity=".55"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="10" r="3.2" fill="white" />
      <circle cx="9" cy="21" r="3.2" fill="white" />
      <circle cx="23" cy="21" r="3.2" className="fill-accent-500" />
    </svg>
  );
}

/** Wordmark "WBN Miami", linking home. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  const { t } = useLingui();
  const site = SITE_NAME;
  return (
    <Link
      to="/"
      aria-label={t`${site} home`}
      className={clsx(
        'inline-flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      <LogoMark />
      <span className="flex items-baseline gap-1 leading-none">
        <span
          className={clsx('text-xl font-extrabold tracking-tight', tone === 'dark' ? 'text-brand-700' : 'text-white')}
        >
          {BRAND_NAME}
        </span>{' '}
        {/* The space makes the visible text 'WBN Miami', which the label 'WBN Miami home' contains (label-content-name-mismatch). */}
        <span className={clsx('text-sm font-medium', tone === 'dark' ? 'text-slate-500' : 'text-brand-100')}>
          {CITY_NAME}
        </span>
      </span>
    </Link>
  );
}
