/**
 * The territorial logos of the Our network page: one generated
 * SVG badge per platform city, this platform (Miami) first and highlighted.
 */
import { BRAND_NAME, CITY_NAME, TERRITORIAL_CITIES } from '@wbn/contract/constants';

const COLOURS = ['#174c8a', '#0f766e', '#6d28d9', '#b45309', '#be123c', '#1d4ed8', '#047857'] as const;

function Badge({ city, colour, current }: { city: string; colour: string; current: boolean }) {
  const fontSize = city.length > 11 ? 11 : 13;
  return (
    <svg
      viewBox="0 0 120 120"
      role="img"
      aria-label={`${BRAND_NAME} ${city}${current ? ' (this platform)' : ''}`}
      className="block h-auto w-full"
    >
      <rect
        x="1"
        y="1"
        width="118"
        height="118"
        rx="16"
        fill="#ffffff"
        stroke={current ? '#d97706' : '#e2e8f0'}
        strokeWidth={current ? 3 : 1.5}
      />
      <circle cx="60" cy="46" r="26" fill={colour} />
      {/* a small globe: equator, meridian and one parallel */}
      <ellipse cx="60" cy="46" rx="11" ry="26" fill="none" stroke="#ffffff" strokeOpacity=".7" strokeWidth="1.6" />
      <path d="M34 46h52M38 33h44M38 59h44" stroke="#ffffff" strokeOpacity=".7" strokeWidth="1.6" />
      <text x="60" y="51" textAnchor="middle" fontSize="14" fontWeight="800" fill="#ffffff" letterSpacing="1">
        {BRAND_NAME}
      </text>
      <text x="60" y="94" textAnchor="middle" fontSize={fontSize} fontWeight="600" fill="#1b2430">
        {city}
      </text>
    </svg>
  );
}

export function CityBadges() {
  const cities = [CITY_NAME, ...TERRITORIAL_CITIES.filter((c) => c !== CITY_NAME)];
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
      {cities.map((city, i) => (
        <li key={city}>
          <Badge city={city} colour={COLOURS[i % COLOURS.length] ?? '#174c8a'} current={city === CITY_NAME} />
        </li>
      ))}
    </ul>
  );
}
