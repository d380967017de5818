/**
 * Inline SVG illustrations of the static pages (drawn here; no external images).
 * All are decorative: the text next to them says the same thing.
 */
import type { ReactNode } from 'react';

const INK = '#1b2430';
const BRAND = '#174c8a';
const SOFT = '#e8f0fa';
const ACCENT = '#d97706';
const TEAL = '#0f766e';

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 320 220" aria-hidden="true" className="block h-auto w-full">
      <rect width="320" height="220" rx="20" fill={SOFT} />
      {children}
    </svg>
  );
}

/** A globe with connected points: companies in many countries. */
export function GlobeIllustration() {
  return (
    <Frame>
      <circle cx="160" cy="110" r="74" fill="#ffffff" stroke={BRAND} strokeWidth="3" />
      <ellipse cx="160" cy="110" rx="32" ry="74" fill="none" stroke={BRAND} strokeOpacity=".35" strokeWidth="2" />
      <path d="M86 110h148M96 72h128M96 148h128" stroke={BRAND} strokeOpacity=".35" strokeWidth="2" />
      <path d="M112 84 170 64l42 44-58 40-42-28Z" fill="none" stroke={ACCENT} strokeWidth="2.5" strokeDasharray="5 5" />
      {[
        [112, 84],
        [170, 64],
        [212, 108],
        [154, 148],
        [112, 120],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="8" fill={ACCENT} stroke="#ffffff" strokeWidth="3" />
      ))}
    </Frame>
  );
}

/** A shop-window profile card with products: your company showcased. */
export function ShowcaseIllustration() {
  return (
    <Frame>
      <rect x="54" y="34" width="212" height="152" rx="12" fill="#ffffff" stroke={BRAND} strokeWidth="2.5" />
      <rect x="54" y="34" width="212" height="40" rx="12" fill={BRAND} />
      <circle cx="86" cy="74" r="18" fill="#ffffff" stroke={BRAND} strokeWidth="3" />
      <rect x="112" y="82" width="90" height="8" rx="4" fill={INK} opacity=".75" />
      <rect x="112" y="96" width="60" height="6" rx="3" fill={INK} opacity=".3" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${72 + i * 62} 116)`}>
          <rect width="50" height="54" rx="8" fill={SOFT} />
          <rect x="10" y="10" width="30" height="22" rx="4" fill={i === 1 ? ACCENT : TEAL} opacity=".85" />
          <rect x="8" y="40" width="34" height="5" rx="2.5" fill={INK} opacity=".4" />
        </g>
      ))}
    </Frame>
  );
}

/** Two message bubbles between two buildings: direct business requests. */
export function MessagesIllustration() {
  return (
    <Frame>
      <rect x="30" y="90" width="56" height="100" rx="6" fill={BRAND} />
      <rect x="234" y="70" width="56" height="120" rx="6" fill={TEAL} />
      {[0, 1, 2, 3].map((r) => (
        <g key={r}>
          <rect x="42" y={104 + r * 20} width="12" height="10" rx="2" fill="#ffffff" opacity=".8" />
          <rect x="62" y={104 + r * 20} width="12" height="10" rx="2" fill="#ffffff" opacity=".8" />
          <rect x="246" y={86 + r * 22} width="12" height="10" rx="2" fill="#ffffff" opacity=".8" />
          <rect x="266" y={86 + r * 22} width="12" height="10" rx="2" fill="#ffffff" opacity=".8" />
        </g>
      ))}
      <path
        d="M104 44h92a10 10 0 0 1 10 10v30a10 10 0 0 1-10 10h-64l-18 14v-14h-10a10 10 0 0 1-10-10V54a10 10 0 0 1 10-10Z"
        fill="#ffffff"
        stroke={BRAND}
        strokeWidth="2.5"
      />
      <rect x="114" y="58" width="72" height="7" rx="3.5" fill={INK} opacity=".55" />
      <rect x="114" y="73" width="48" height="7" rx="3.5" fill={INK} opacity=".3" />
      <path
        d="M216 118h-92a10 10 0 0 0-10 10v26a10 10 0 0 0 10 10h64l18 14v-14h10a10 10 0 0 0 10-10v-26a10 10 0 0 0-10-10Z"
        fill={ACCENT}
      />
      <rect x="134" y="132" width="64" height="7" rx="3.5" fill="#ffffff" opacity=".9" />
      <rect x="134" y="147" width="40" height="7" rx="3.5" fill="#ffffff" opacity=".7" />
    </Frame>
  );
}

/** A shield with a tick over a list: verified partners. */
export function TrustIllustration() {
  return (
    <Frame>
      <rect x="48" y="46" width="132" height="134" rx="10" fill="#ffffff" stroke={BRAND} strokeWidth="2.5" />
      {[0, 1, 2, 3].map((r) => (
        <g key={r}>
          <circle cx="70" cy={74 + r * 28} r="7" fill={r < 3 ? TEAL : SOFT} />
          <rect x="84" y={70 + r * 28} width="76" height="8" rx="4" fill={INK} opacity={r < 3 ? 0.5 : 0.2} />
        </g>
      ))}
      <path d="M226 40 270 56v40c0 34-20 56-44 66-24-10-44-32-44-66V56Z" fill={BRAND} />
      <path
        d="m206 100 14 14 28-30"
        fill="none"
        stroke="#ffffff"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Frame>
  );
}

/** A rising bar chart with a coin: growth at low cost. */
export function GrowthIllustration() {
  return (
    <Frame>
      <path d="M40 184h240" stroke={INK} strokeOpacity=".35" strokeWidth="3" strokeLinecap="round" />
      {[44, 70, 98, 130].map((h, i) => (
        <rect
          key={h}
          x={60 + i * 46}
          y={184 - h}
          width="30"
          height={h}
          rx="6"
          fill={i === 3 ? ACCENT : BRAND}
          opacity={i === 3 ? 1 : 0.55 + i * 0.15}
        />
      ))}
      <path
        d="M66 124 112 98l46 10 62-58"
        fill="none"
        stroke={TEAL}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="m206 48 16 0 0 16"
        fill="none"
        stroke={TEAL}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="262" cy="70" r="24" fill={ACCENT} stroke="#ffffff" strokeWidth="4" />
      <text x="262" y="78" textAnchor="middle" fontSize="22" fontWeight="800" fill="#ffffff">
        $
      </text>
    </Frame>
  );
}

export const WHY_ILLUSTRATIONS = {
  globe: GlobeIllustration,
  showcase: ShowcaseIllustration,
  messages: MessagesIllustration,
  trust: TrustIllustration,
  growth: GrowthIllustration,
} as const;
export type WhyIllustration = keyof typeof WHY_ILLUSTRATIONS;
