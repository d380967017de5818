/**
 * Which lucide icons the site layout uses (root, layout/, components/): they share one `icons`
 * chunk with lucide's own helpers, loaded by every page. Every other icon goes with the page that
 * shows it (docs/decisions/0009-first-load-budget.md): one chunk of all the app's icons cost every
 * page ~5 KB gzipped of icons it never draws.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Za-z])([0-9])/g, '$1-$2')
    .toLowerCase();

function sources(p: string): string[] {
  if (!statSync(p, { throwIfNoEntry: false })) return [];
  if (statSync(p).isFile()) return /\.tsx?$/.test(p) ? [p] : [];
  return readdirSync(p).flatMap((e) => sources(path.join(p, e)));
}

/** File names (`chevron-right.mjs`) of the icons imported by the layout's modules. */
export function layoutIconFiles(appDir: string): Set<string> {
  const names = new Set<string>();
  for (const file of ['root.tsx', 'layout', 'components'].flatMap((p) => sources(path.join(appDir, p)))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const spec of m[1].split(',')) {
        const name = spec
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (/^[A-Z]/.test(name) && !name.startsWith('Lucide')) names.add(`${kebab(name)}.mjs`);
      }
    }
  }
  return names;
}

/** The `icons` chunk's test: lucide's helpers and the layout's icons. */
export function isLayoutIcon(appDir: string): (id: string) => boolean {
  const files = layoutIconFiles(appDir);
  return (id) => {
    const m = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](.*)$/.exec(id);
    if (!m) return false;
    const icon = /^icons[\\/]([^\\/]+)$/.exec(m[1]);
    return !icon || files.has(icon[1]);
  };
}
