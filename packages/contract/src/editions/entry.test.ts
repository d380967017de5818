/// <reference types="node" />
/**
 * `@wbn/contract/editions` is an entry of its own (package.json): its modules bring no zod and no
 * schema, and import from the rest of the contract only the reference data's plain constants.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };

const DIR = new URL('./', import.meta.url);
const MODULES = readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('the editions entry', () => {
  it('is exported as @wbn/contract/editions', () => {
    expect(packageJson.exports['./editions']).toBe('./src/editions/index.ts');
  });

  it('imports only its own modules and the contract constants, none of which brings zod', () => {
    // Type-only imports are erased from the code: they bring nothing.
    const importsOf = (url: URL) =>
      [...readFileSync(url, 'utf8').matchAll(/(\bimport\s+type\s[^;]*?)?\bfrom\s*['"]([^'"]+)['"]/g)]
        .filter((m) => m[1] === undefined)
        .map((m) => m[2]);
    const outside = MODULES.flatMap((file) =>
      importsOf(new URL(file, DIR))
        .filter((specifier) => !/^\.\/[\w-]+\.js$/.test(specifier) && !/^\.\.\/constants\/[\w-]+\.js$/.test(specifier))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(MODULES).toContain('index.ts');
    expect(outside).toEqual([]);
    // The constants they reach, followed import by import, import nothing but constants.
    const CONSTANTS = new URL('../constants/', DIR);
    const seen = new Set<string>();
    const follow = (file: string): string[] => {
      if (seen.has(file)) return [];
      seen.add(file);
      return importsOf(new URL(file, CONSTANTS)).flatMap((s) =>
        /^\.\/[\w-]+\.js$/.test(s) ? follow(s.replace(/\.js$/, '.ts').slice(2)) : [`${file}: ${s}`],
      );
    };
    const reached = MODULES.flatMap((file) =>
      importsOf(new URL(file, DIR))
        .filter((s) => s.startsWith('../constants/'))
        .map((s) => s.slice('../constants/'.length).replace(/\.js$/, '.ts')),
    );
    expect(reached.flatMap(follow)).toEqual([]);
  });
});
