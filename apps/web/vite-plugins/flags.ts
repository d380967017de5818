/**
 * Country flags as files (decision 0070): every SVG of flag-icons' 4:3 set is written to the client
 * build at /assets/flags/<version>/<code>.svg (lib/country-flags.ts), served as it is with the other
 * assets (pre-compressed, cached for a year), and the dev server serves the same address from
 * node_modules. A page loads only the flags it shows, as images; no script carries the set.
 *
 * The files get the set's 640 × 480 as their own width and height: without them an SVG has no
 * intrinsic size, and a browser may report a drawn flag as 0 px wide.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FLAG_DIRECTORY, FLAG_SET_VERSION } from '../app/lib/country-flags.ts';

const require = createRequire(import.meta.url);

function flagSet() {
  const manifest = require.resolve('flag-icons/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return { version, dir: path.join(path.dirname(manifest), 'flags', '4x3') };
}

/** The SVG with the set's intrinsic size on its root element. */
export function sizedFlag(svg: string): string {
  return svg.replace(/<svg\b(?![^>]*\swidth=)/, '<svg width="640" height="480"');
}

export function flags(): Plugin {
  const set = flagSet();
  const files = readdirSync(set.dir).filter((f) => /^[a-z0-9-]+\.svg$/.test(f));
  return {
    name: 'wbn:flags',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      if (set.version !== FLAG_SET_VERSION)
        this.error(
          `flag-icons ${set.version} is installed but apps/web/app/lib/country-flags.ts names ${FLAG_SET_VERSION}: set FLAG_SET_VERSION to the installed version (the flags' address changes with it).`,
        );
    },
    generateBundle() {
      for (const file of files)
        this.emitFile({
          type: 'asset',
          fileName: `${FLAG_DIRECTORY.slice(1)}/${file}`,
          source: sizedFlag(readFileSync(path.join(set.dir, file), 'utf8')),
        });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.startsWith(`${FLAG_DIRECTORY}/`) ? req.url.slice(FLAG_DIRECTORY.length + 1) : null;
        if (!name || !files.includes(name)) return next();
        res.setHeader('content-type', 'image/svg+xml');
        res.end(sizedFlag(readFileSync(path.join(set.dir, name), 'utf8')));
      });
    },
  };
}
