import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The API's floors (docs/ARCHITECTURE.md): each folder imports only what stands below it.
 *   server, cli ─▶ modules, seed ─▶ core ─▶ ports ─▶ db ─▶ lib, config
 * A feature module never imports another one: what it needs of another comes through core (types,
 * shared reads, the job queue and its events) and app.ts hands it the implementation.
 */
const API_LAYERS = [
  {
    from: 'apps/api/src/lib/**',
    deny: ['**/core/**', '**/db/**', '**/ports/**', '**/modules/**', '**/seed/**', '**/server/**', '**/cli/**'],
  },
  {
    from: 'apps/api/src/db/**',
    deny: ['**/core/**', '**/ports/**', '**/modules/**', '**/seed/**', '**/server/**', '**/cli/**'],
  },
  { from: 'apps/api/src/ports/**', deny: ['**/core/**', '**/modules/**', '**/seed/**', '**/server/**', '**/cli/**'] },
  { from: 'apps/api/src/core/**', deny: ['**/modules/**', '**/seed/**', '**/server/**', '**/cli/**'] },
  { from: 'apps/api/src/seed/**', deny: ['**/modules/**', '**/server/**', '**/cli/**'] },
];

/**
 * The web app's floors (docs/ARCHITECTURE.md): each folder imports only what stands below it.
 *   routes, root.tsx, layout-slots.tsx ─▶ features | layout ─▶ components ─▶ lib
 * Features and the layout stand side by side: the layout shows features only through the slots
 * root.tsx fills (layout/slots.tsx), and a feature never reaches into the layout.
 * Features stand side by side too: one takes another's code only from its public file,
 * `~/features/<other>/public` (named re-exports), and loads what that one offers on demand with
 * `import('~/features/<other>/public-lazy')`; never a path inside it, nor `../../<other>/…`.
 * Routes and root.tsx may reach anything a feature holds.
 */
const WEB_FEATURES = readdirSync(new URL('./apps/web/app/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_LAYERS = [
  { from: 'apps/web/app/lib/**', deny: ['components', 'layout', 'features', 'routes'] },
  { from: 'apps/web/app/components/**', deny: ['layout', 'features', 'routes'] },
  { from: 'apps/web/app/layout/**', deny: ['features', 'routes'] },
  ...WEB_FEATURES.map((feature) => ({
    from: `apps/web/app/features/${feature}/**`,
    deny: ['layout', 'routes'],
    feature,
  })),
];
/** For a file of `feature`: another feature's module other than its public file, by the alias or by a relative path. */
const otherFeatureModule = (feature) => ({
  alias: `^~/features/(?!${feature}/)[^/]+/(?!public$)`,
  relative: `^(\\.\\./)+(${WEB_FEATURES.filter((f) => f !== feature).join('|')})/`,
});
const FEATURE_DOOR =
  "Features stand side by side: take another feature's code from '~/features/<it>/public', or load it on demand with import('~/features/<it>/public-lazy') (docs/ARCHITECTURE.md, the web app's floors).";

/** apps/web: the contract's entries, never the root (it holds both). */
const WEB_CONTRACT_ENTRIES = [
  {
    name: '@wbn/contract',
    message: "Import from '@wbn/contract/constants' (no zod) or '@wbn/contract/schemas' (zod schemas and their types).",
  },
];
/** apps/web outside the modules loaded on demand, server-only modules and tests: zod stays out of the first load. */
const WEB_NO_ZOD_VALUES = [
  {
    name: '@wbn/contract/schemas',
    allowTypeImports: true,
    message:
      "A schema brings zod into this page's first load: use `import type`, a zod-free rule from '@wbn/contract/constants', or the schema through loadFormSchemas() (~/lib/load-form-schemas).",
  },
  { name: 'zod', allowTypeImports: true, message: "zod stays out of the web app's first load (decision 0009)." },
];

/** apps/web: links and navigation that stay in the page's edition (decision 0085). */
const WEB_EDITION_LINKS = {
  name: 'react-router',
  importNames: ['Link', 'NavLink', 'useNavigate'],
  message: "Take Link, NavLink and useNavigate from '~/lib/edition-link': they keep the reader in the page's edition.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      // Written by openapi-typescript (npm run client:generate), checked by the API's staleness test, never edited.
      'packages/client/src/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  // ---- The web app imports the contract through its two entries (docs/decisions/0009-first-load-budget.md) ----
  // `@wbn/contract/constants` never brings zod; a value of `@wbn/contract/schemas` brings zod into the
  // chunk that imports it, and every module a route imports statically is that page's first load.
  // So schema values only in the modules loaded on demand, on the server and in tests; types anywhere.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [...WEB_CONTRACT_ENTRIES, ...WEB_NO_ZOD_VALUES, WEB_EDITION_LINKS] },
      ],
      // `import { type X } from '…'` keeps `import '…'` in the output (verbatimModuleSyntax): write `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: [
      // Loaded on demand: the forms' schemas (loadFormSchemas()) and the product form (React.lazy in products-tab.tsx).
      'apps/web/app/lib/form-schemas.ts',
      'apps/web/app/features/products/components/form/**',
      // Never in the browser.
      'apps/web/**/*.server.{ts,tsx}',
      'apps/web/**/.server/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [...WEB_CONTRACT_ENTRIES, WEB_EDITION_LINKS] }],
    },
  },
  {
    // Tests draw pages in a plain router; the edition's links are react-router's own underneath.
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/app/lib/edition-link.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: WEB_CONTRACT_ENTRIES }] },
  },
  // ---- Layers of the web app (no test files: a test may reach anything it checks) ----
  ...WEB_LAYERS.map(({ from, deny, feature }) => ({
    files: [from],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-data.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...deny.map((folder) => ({
              regex: `^(~/|(\\.\\./)+)${folder}/`,
              message: `${folder}/ does not stand below this folder (docs/ARCHITECTURE.md, the web app's floors).`,
            })),
            // A static import of another feature: its public file only (public-lazy is for import()).
            ...(feature
              ? [
                  { regex: otherFeatureModule(feature).alias, message: FEATURE_DOOR },
                  { regex: otherFeatureModule(feature).relative, message: FEATURE_DOOR },
                ]
              : []),
          ],
        },
      ],
      // import() of another feature: its public-lazy file only (no-restricted-imports reads static imports only).
      ...(feature
        ? {
            'no-restricted-syntax': [
              'error',
              ...Object.values(otherFeatureModule(feature)).map((regex) => ({
                selector: `ImportExpression > Literal[value=/${regex.replace('(?!public$)', '(?!public-lazy$)').replaceAll('/', '\\/')}/]`,
                message: FEATURE_DOOR,
              })),
            ],
          }
        : {}),
    },
  })),
  {
    // A public file only re-exports names (vite.config.ts counts it free of side effects, so that a name taken
    // from it brings its own module and no other into a page's first load, decision 0009).
    files: ['apps/web/app/features/*/public.ts', 'apps/web/app/features/*/public-lazy.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source])',
          message: "A feature's public file holds named re-exports only: `export { … } from './…'`.",
        },
      ],
    },
  },
  // ---- Layers of the API (no test files: a test may reach anything it checks) ----
  ...API_LAYERS.map(({ from, deny }) => ({
    files: [from],
    ignores: ['**/*.test.ts', '**/*-test-kit.ts', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: deny,
              message: 'This folder stands below the one it imports (docs/ARCHITECTURE.md, the floors of the API).',
            },
          ],
        },
      ],
    },
  })),
  {
    // A feature module imports no other feature module: `../<other>/…` is refused, `../../core/…` and the ground are fine.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-kit.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              message:
                'Features stand side by side: take what you need of another module through core (types, shared reads, events) and let app.ts pass the implementation.',
            },
            {
              group: ['**/server/**', '**/cli/**'],
              message:
                'A module stands below the server and the CLI that assemble it (docs/ARCHITECTURE.md, the floors of the API).',
            },
          ],
        },
      ],
    },
  },
  {
    // The server reaches a module only through its front door, modules/<m>/index.ts (decision 0066).
    files: ['apps/api/src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./modules/[^/]+/(?!index\\.js$)',
              message: 'Take what a module offers from its front door, modules/<m>/index.ts (decision 0066).',
            },
          ],
        },
      ],
    },
  },
  {
    // Only repos (and the database's own folder, the seeds, the CLI and tests) hold queries: no
    // drizzle and no tables anywhere else; the database client is opened by the server and the CLI.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.repo.ts',
      'apps/api/src/db/**',
      'apps/api/src/seed/**',
      'apps/api/src/cli/**',
      '**/*.test.ts',
      '**/*-test-kit.ts',
      'apps/api/src/test/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              allowTypeImports: true,
              message: 'Queries live in a repo (*.repo.ts); a type of drizzle is fine.',
            },
          ],
          patterns: [
            {
              group: ['**/db/schema/**'],
              allowTypeImports: true,
              message: 'Tables are for repos; a type of a row is fine.',
            },
            { group: ['**/db/rows.js'], message: "Reading rows of a query is a repo's work (*.repo.ts)." },
          ],
        },
      ],
    },
  },
  {
    // Routes parse, call a service and present; services decide; only repos touch the database.
    files: [
      'apps/api/src/**/*.routes.ts',
      'apps/api/src/**/*.service.ts',
      'apps/api/src/**/*.presenter.ts',
      'apps/api/src/core/*-presenter.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Queries live in a repo (*.repo.ts).' }],
          patterns: [
            {
              group: ['**/db/client.js'],
              allowTypeImports: true,
              message: 'Only repos touch the database client; pass `Db` along as a type.',
            },
            {
              group: ['**/db/schema/**'],
              allowTypeImports: true,
              message: 'Tables are for repos; a type of a row is fine.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Queries live in a repo (*.repo.ts).' }],
          patterns: [
            {
              group: ['**/db/client.js', '**/db/schema/**'],
              allowTypeImports: true,
              message: 'Only repos touch the database.',
            },
            { group: ['./*.repo.js', '**/*.repo.js'], message: 'Routes call a service, not a repo.' },
          ],
        },
      ],
    },
  },
  // ---- No import cycles, in either app ----
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/api/tsconfig.json',
            'packages/contract/tsconfig.json',
            'packages/client/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // ---- React hooks: called by the rules, with every dependency named ----
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
