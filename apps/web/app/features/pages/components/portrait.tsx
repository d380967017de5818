/**
 * A drawn portrait (no photos are shipped): head and shoulders in flat shapes, with the
 * person's initials on a small badge. Decorative: the name is written next to it.
 */
import { useId } from 'react';

export type PortraitStyle = {
  skin: string;
  hair: string;
  suit: string;
  background: string;
  hairStyle: 'short' | 'long';
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');

export function Portrait({ name, look, className }: { name: string; look: PortraitStyle; className?: string }) {
  const clipId = `portrait-${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" className={className}>
      <rect width="160" height="160" rx="80" fill={look.background} />
      <defs>
        <clipPath id={clipId}>
          <circle cx="80" cy="80" r="80" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        {look.hairStyle === 'long' ? <path d="M44 70c0-30 16-46 36-46s36 16 36 46v44H44Z" fill={look.hair} /> : null}
        {/* shoulders and jacket */}
        <path d="M22 160c4-30 26-44 58-44s54 14 58 44Z" fill={look.suit} />
        <path d="M68 116h24l-12 22Z" fill="#ffffff" />
        <path d="M77 120h6l2 18-5 6-5-6Z" fill={look.background} opacity=".85" />
        {/* neck and head */}
        <rect x="70" y="92" width="20" height="26" rx="8" fill={look.skin} />
        <ellipse cx="80" cy="70" rx="26" ry="30" fill={look.skin} />
        {look.hairStyle === 'short' ? (
          <path d="M54 66c-2-22 10-36 27-36 17 0 29 12 26 34-4-10-12-16-26-16-12 0-22 6-27 18Z" fill={look.hair} />
        ) : (
          <path d="M54 70c0-22 11-36 26-36s26 12 26 32c-8-6-16-14-20-22-6 12-18 20-32 26Z" fill={look.hair} />
        )}
        {/* face */}
        <circle cx="70" cy="72" r="2.6" fill="#1f2937" />
        <circle cx="90" cy="72" r="2.6" fill="#1f2937" />
        <path d="M71 86c5 4 13 4 18 0" fill="none" stroke="#7c2d12" strokeWidth="2.4" strokeLinecap="round" />
      </g>
      <circle cx="128" cy="128" r="22" fill="#ffffff" />
      <circle cx="128" cy="128" r="18" fill={look.suit} />
      <text x="128" y="133" textAnchor="middle" fontSize="14" fontWeight="700" fill="#ffffff">
        {initials(name)}
      </text>
    </svg>
  );
}
