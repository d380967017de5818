/**
 * The territorial platforms (25 regional platforms, this one Miami; the home page
 * shows their logos). Each logo is a generated SVG badge of the city's name. The platforms' names
 * ('WBN Mexico City') are the network's brand names and stay as they are in every edition.
 */
import clsx from 'clsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { BRAND_NAME, CITY_NAME, TERRITORIAL_CITIES, TERRITORIAL_PLATFORMS } from '@wbn/contract/constants';

/** A few calm colours, so neighbouring badges differ. */
const PALETTE = ['#174c8a', '#0f766e', '#7c3aed', '#b45309', '#be123c', '#1d4ed8', '#047857', '#9333ea'] as const;

export function CityBadge({ city, index, current }: { city: string; index: number; current: boolean }) {
  const { t } = useLingui();
  const platform = `${BRAND_NAME} ${city}`;
  const colour = current ? '#d97706' : PALETTE[index % PALETTE.length];
  // Long names get a smaller size so they stay inside the badge.
  const size = city.length > 11 ? 12 : 14;
  return (
    <svg
      viewBox="0 0 168 48"
      role="img"
      aria-label={current ? t`${platform} (this platform)` : platform}
      className="block h-auto w-full"
    >
      <rect
        x="0.5"
        y="0.5"
        width="167"
        height="47"
        rx="10"
        fill="white"
        stroke={current ? colour : '#e2e8f0'}
        strokeWidth={current ? 2 : 1}
      />
      <rect x="8" y="8" width="32" height="32" rx="8" fill={colour} />
      <path
        d="M17 31 24 17l7 14Z"
        fill="none"
        stroke="white"
        strokeOpacity=".6"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="17" r="3" fill="white" />
      <circle cx="17" cy="31" r="3" fill="white" />
      <circle cx="31" cy="31" r="3" fill="white" />
      <text x="48" y="20" fontSize="10" fontWeight="800" fill={colour} letterSpacing="1">
        {BRAND_NAME}
      </text>
      <text x="48" y="36" fontSize={size} fontWeight="600" fill="#1b2430">
        {city}
      </text>
    </svg>
  );
}

export function TerritorialLogos() {
  const platforms = TERRITORIAL_PLATFORMS;
  const city = CITY_NAME;
  const brand = BRAND_NAME;
  return (
    <section
      aria-labelledby="network-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="network-title" className="text-xl font-semibold text-slate-900">
        <Trans>{platforms} territorial platforms, one network</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          A company listed in {city} is found by buyers on every platform of the {brand} network.
        </Trans>
      </p>
      <ul className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {TERRITORIAL_CITIES.map((city, i) => (
          <li key={city} className={clsx(city === CITY_NAME && 'order-first')}>
            <CityBadge city={city} index={i} current={city === CITY_NAME} />
          </li>
        ))}
      </ul>
    </section>
  );
}
