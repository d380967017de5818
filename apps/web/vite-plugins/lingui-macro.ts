/**
 * Lingui's macros (`useLingui`, `Trans`, `msg`, `plural` …) compiled in the build and the tests
 * (decision 0085). The build has no Babel pass of its own, so this runs Lingui's Babel plugin over
 * the files that import a macro, before the TypeScript and JSX transform; every other file is left
 * to Vite. Messages keep their English text (`stripMessageField: false`): the English edition reads
 * them from the code, with no catalogue in its pages.
 */
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from\s+['"]@lingui\/(react|core)\/macro['"]/;

export function linguiMacros(configPath: string): Plugin {
  const linguiConfig = getConfig({ configPath, skipValidation: true });
  return {
    name: 'wbn-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[linguiMacro, { linguiConfig, stripMessageField: false }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
