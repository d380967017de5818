/** Pictures for demo data, drawn locally as SVG and rendered with sharp: nothing is downloaded. */
import sharp from 'sharp';
import type { Storage } from '../ports/storage.js';

const PALETTE = [
  '#174c8a',
  '#0f766e',
  '#9a3412',
  '#6d28d9',
  '#b45309',
  '#be123c',
  '#1d4ed8',
  '#047857',
  '#7c2d12',
  '#334155',
];
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('') || 'W';

export const colorFor = (n: number) => PALETTE[Math.abs(n) % PALETTE.length];

export const logoSvg = (name: string, color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" rx="48" fill="${color}"/><circle cx="250" cy="70" r="38" fill="#ffffff" opacity="0.15"/><text x="160" y="200" font-family="DejaVu Sans, Arial, sans-serif" font-size="128" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(initials(name))}</text></svg>`;

export const coverSvg = (title: string, color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0a2240"/></linearGradient></defs><rect width="1200" height="300" fill="url(#g)"/>${Array.from({ length: 9 }, (_, i) => `<circle cx="${135 * i + 45}" cy="${(i % 3) * 90 + 60}" r="${30 + (i % 4) * 16}" fill="#ffffff" opacity="0.06"/>`).join('')}<text x="60" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#ffffff" opacity="0.85">${esc(title)}</text></svg>`;

export const productSvg = (label: string, color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#f1f5f9"/><rect x="250" y="130" width="300" height="260" rx="28" fill="${color}"/><rect x="290" y="170" width="220" height="40" rx="8" fill="#ffffff" opacity="0.35"/><circle cx="400" cy="300" r="54" fill="#ffffff" opacity="0.25"/><text x="400" y="490" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#334155" text-anchor="middle">${esc(label.slice(0, 34))}</text></svg>`;

/** Renders an SVG to WebP with a 200 px version and stores both; returns the photo reference. */
export async function storeSvg(storage: Storage, key: string, svg: string) {
  // Rasterise once (the costly step), then encode both sizes from the pixels.
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const main = await sharp(data, { raw: info }).webp({ quality: 80 }).toBuffer();
  const small = await sharp(data, { raw: info }).resize({ width: 200 }).webp({ quality: 75 }).toBuffer();
  const url = await storage.put(`${key}.webp`, main, 'image/webp');
  const smallUrl = await storage.put(`${key}-200.webp`, small, 'image/webp');
  return { url, versions: [{ url: smallUrl, width: 200 }] };
}
