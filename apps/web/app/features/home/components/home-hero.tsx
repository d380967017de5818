/** The top of home (no search bar there): pitch and the ways in. */
import { Link } from '~/lib/edition-link';
import { LayoutGrid, Search } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BUSINESS_TYPES, SITE_NAME, SITE_PATHS, TERRITORIAL_PLATFORMS, searchPath } from '@wbn/contract/constants';
import { LogoMark } from '~/components/logo';
import { useBusinessTypeName } from '~/lib/business-type-names';

/** Company types a visitor can browse (PR and UR are search modes, not company types). */
const BROWSE_TYPES = BUSINESS_TYPES.filter((t) => t.code !== 'PR' && t.code !== 'UR');

const cta =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function HomeHero() {
  const { t } = useLingui();
  const typeName = useBusinessTypeName();
  const site = SITE_NAME;
  const platforms = TERRITORIAL_PLATFORMS;
  return (
    <section
      aria-labelledby="home-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 px-6 py-8 text-white shadow-sm sm:px-10 sm:py-12"
    >
      {/* The watermark has a column of its own beside the text, from 1200 px where there is room
          for it; below that it is left out, so it never lies behind the headline (decision 0072). */}
      <div className="flex gap-6">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-brand-100">
            <Trans>
              {site} · one of {platforms} territorial platforms
            </Trans>
          </p>
          <h1 id="home-title" className="mt-2 max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
            <Trans>The B2B network for manufacturers, distributors and buyers</Trans>
          </h1>
          <p className="mt-3 max-w-2xl text-base text-brand-100 sm:text-lg">
            <Trans>
              Low-cost export and import trade in a few clicks: find suppliers and buyers by industry, business type and
              country, and let them find you.
            </Trans>
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to={searchPath()} className={`${cta} bg-white text-brand-700 hover:bg-brand-50`}>
              <Search aria-hidden="true" className="h-4 w-4" />
              <Trans>Search companies</Trans>
            </Link>
            <Link to={SITE_PATHS.industries} className={`${cta} border border-white/60 text-white hover:bg-white/10`}>
              <LayoutGrid aria-hidden="true" className="h-4 w-4" />
              <Trans>Browse industries</Trans>
            </Link>
          </div>
        </div>
        <div data-testid="home-watermark" aria-hidden="true" className="relative hidden w-48 shrink-0 lg:block">
          <LogoMark className="pointer-events-none absolute -top-10 -right-10 h-56 w-56 opacity-10" />
        </div>
      </div>
      <nav aria-label={t`Browse by business type`} className="mt-8 border-t border-white/20 pt-5">
        <ul className="flex flex-wrap gap-2">
          {BROWSE_TYPES.map((type) => (
            <li key={type.code}>
              <Link
                to={searchPath({ business: type.code })}
                className="inline-flex rounded-full bg-white/10 px-3 py-1.5 text-sm text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
              >
                {typeName(type.code)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
