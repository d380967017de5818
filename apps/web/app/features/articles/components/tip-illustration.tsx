import type { ReactNode } from 'react';
import clsx from 'clsx';

/**
 * Small inline illustrations for the export tips (drawn here; no external images).
 * Decorative: the tip title always sits next to them.
 */
const INK = '#174c8a';
const MID = '#1f5fa8';
const PALE = '#d6e4f5';
const WASH = '#eef4fb';
const ACCENT = '#f59e0b';

const scenes: Record<number, ReactNode> = {
  // 0 — products you can export: a globe with crates
  0: (
    <>
      <circle cx="62" cy="50" r="30" fill={PALE} stroke={MID} strokeWidth="2" />
      <ellipse cx="62" cy="50" rx="13" ry="30" fill="none" stroke={MID} strokeWidth="1.5" />
      <path d="M32 50h60M36 36h52M36 64h52" stroke={MID} strokeWidth="1.5" fill="none" />
      <rect x="98" y="52" width="22" height="22" rx="2" fill={ACCENT} />
      <rect x="120" y="60" width="18" height="14" rx="2" fill={MID} />
      <rect x="106" y="36" width="18" height="16" rx="2" fill={INK} />
      <path d="M98 63h22M109 52v22" stroke="#fff" strokeWidth="1.5" />
    </>
  ),
  // 1 — start an export business: checklist and a ship
  1: (
    <>
      <rect x="24" y="16" width="46" height="64" rx="4" fill="#fff" stroke={MID} strokeWidth="2" />
      {[30, 44, 58].map((y) => (
        <g key={y}>
          <path
            d={`M31 ${y + 3}l3 3 6-7`}
            stroke={ACCENT}
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="45" y={y + 1} width="18" height="4" rx="2" fill={PALE} />
        </g>
      ))}
      <path d="M84 62h56l-8 14H92z" fill={INK} />
      <rect x="96" y="46" width="14" height="14" fill={ACCENT} />
      <rect x="112" y="50" width="14" height="10" fill={MID} />
      <path d="M80 82c8-4 16 4 24 0s16 4 24 0 12 2 16 0" stroke={MID} strokeWidth="2" fill="none" />
    </>
  ),
  // 2 — industrial marketing: megaphone and rising bars
  2: (
    <>
      <path d="M28 44h12l30-16v44L40 56H28z" fill={MID} />
      <rect x="32" y="56" width="8" height="16" rx="2" fill={INK} />
      <path
        d="M78 40c4 6 4 14 0 20M86 34c7 10 7 22 0 32"
        stroke={ACCENT}
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="102" y="58" width="9" height="18" rx="1" fill={PALE} />
      <rect x="115" y="46" width="9" height="30" rx="1" fill={MID} />
      <rect x="128" y="32" width="9" height="44" rx="1" fill={INK} />
      <path d="M100 40l14-10 10 6 14-14" stroke={ACCENT} strokeWidth="2" fill="none" />
    </>
  ),
  // 3 — distribution network: connected nodes
  3: (
    <>
      <path
        d="M80 50L38 26M80 50L38 76M80 50L124 22M80 50L130 56M80 50L104 84M124 22L130 56"
        stroke={MID}
        strokeWidth="2"
      />
      <circle cx="80" cy="50" r="13" fill={INK} />
      <rect x="74" y="45" width="12" height="10" rx="1" fill={ACCENT} />
      {[
        [38, 26],
        [38, 76],
        [124, 22],
        [130, 56],
        [104, 84],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="8" fill={PALE} stroke={MID} strokeWidth="2" />
      ))}
    </>
  ),
  // 4 — the industrial buyer: person with clipboard and gear
  4: (
    <>
      <circle cx="58" cy="34" r="12" fill={MID} />
      <path d="M34 84c0-16 10-26 24-26s24 10 24 26z" fill={INK} />
      <rect x="88" y="30" width="34" height="46" rx="3" fill="#fff" stroke={MID} strokeWidth="2" />
      <rect x="98" y="26" width="14" height="8" rx="2" fill={ACCENT} />
      <path d="M95 46h20M95 56h20M95 66h12" stroke={PALE} strokeWidth="3" strokeLinecap="round" />
      <circle cx="132" cy="74" r="9" fill="none" stroke={ACCENT} strokeWidth="4" strokeDasharray="4 3" />
    </>
  ),
  // 5 — qualified exporter: shield with a check and a certificate
  5: (
    <>
      <rect x="26" y="22" width="54" height="60" rx="3" fill="#fff" stroke={MID} strokeWidth="2" />
      <path d="M34 34h38M34 44h38M34 54h24" stroke={PALE} strokeWidth="3" strokeLinecap="round" />
      <circle cx="66" cy="68" r="8" fill={ACCENT} />
      <path d="M110 16l26 10v20c0 18-12 30-26 36-14-6-26-18-26-36V26z" fill={MID} />
      <path
        d="M98 48l9 9 16-18"
        stroke="#fff"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  // 6 — best products: podium with a star crate
  6: (
    <>
      <rect x="30" y="60" width="32" height="22" fill={PALE} />
      <rect x="62" y="46" width="36" height="36" fill={MID} />
      <rect x="98" y="66" width="32" height="16" fill={PALE} />
      <rect x="68" y="22" width="24" height="22" rx="2" fill={INK} />
      <path d="M80 6l3.5 7 7.5 1-5.5 5 1.5 7.5L80 23l-7 3.5 1.5-7.5-5.5-5 7.5-1z" fill={ACCENT} />
      <text x="80" y="70" textAnchor="middle" fontSize="16" fontWeight="700" fill="#fff" fontFamily="sans-serif">
        1
      </text>
    </>
  ),
};

export function TipIllustration({ n, className }: { n: number; className?: string }) {
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false" className={clsx('block', className)}>
      <rect width="160" height="100" rx="8" fill={WASH} />
      {scenes[n] ?? scenes[0]}
    </svg>
  );
}
