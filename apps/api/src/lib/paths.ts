import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/api folder, found from this file whether it runs from src/ (tsx, vitest) or dist/ (bundle). */
export const API_ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@wbn/api') return dir;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot locate the apps/api folder');
})();
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'src/db/migrations');
export const WEB_BUILD_DIR = path.join(REPO_ROOT, 'apps/web/build');
