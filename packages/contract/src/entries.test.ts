/// <reference types="node" />
/**
 * The package's three entries (package.json "exports"): `@wbn/contract/constants` must never
 * bring zod (the web app's first load imports it, decision 0009), `@wbn/contract/schemas` holds
 * everything that does, and `@wbn/contract` is both.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as root from './index.js';
import * as constants from './constants/index.js';
import * as schemas from './schemas/index.js';

const SRC = import.meta.dirname;

/** Every module specifier of a source file: static imports and re-exports (type-only ones too), side-effect imports, dynamic imports. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

/**
 * Walks the relative imports from `entry` (a file of src/). Returns the modules reached and, for
 * every import of zod (the package or the contract's schemas/zod.ts), the chain of files that leads to it.
 */
function walk(entry: string) {
  const reached = new Map<string, string[]>([[entry, [entry]]]);
  const zod: string[] = [];
  const unresolved: string[] = [];
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const chain = reached.get(file)!;
    for (const specifier of specifiers(readFileSync(path.join(SRC, file), 'utf8'))) {
      if (specifier === 'zod' || specifier.startsWith('zod/')) {
        zod.push([...chain, specifier].join(' → '));
        continue;
      }
      if (!specifier.startsWith('.')) continue;
      const target = path
        .relative(SRC, path.resolve(path.dirname(path.join(SRC, file)), specifier))
        .replace(/\.js$/, '.ts');
      if (target === path.join('schemas', 'zod.ts')) zod.push([...chain, target].join(' → '));
      if (!reached.has(target)) {
        try {
          readFileSync(path.join(SRC, target));
        } catch {
          unresolved.push(`${file}: ${specifier}`);
          continue;
        }
        reached.set(target, [...chain, target]);
        queue.push(target);
      }
    }
  }
  return { reached: [...reached.keys()], zod, unresolved };
}

describe('@wbn/contract/constants', () => {
  it('reaches zod through no import, however indirect (type-only imports included)', () => {
    const { reached, zod, unresolved } = walk('constants/index.ts');
    expect(unresolved, 'imports the walk could not follow').toEqual([]);
    expect(reached).toEqual(
      expect.arrayContaining([
        'constants/spec.ts',
        'constants/zod-config.ts',
        'constants/zod-messages.ts',
        'constants/refdata.ts',
      ]),
    );
    expect(zod, 'move what needs zod to src/schemas/ (decision 0009)').toEqual([]);
    expect(
      reached.filter((file) => !file.startsWith('constants/')),
      'modules outside src/constants/',
    ).toEqual([]);
  });

  it('the walk sees zod where it is: the schemas entry reaches it', () => {
    const { zod, unresolved } = walk('schemas/index.ts');
    expect(unresolved).toEqual([]);
    expect(zod).toContain('schemas/index.ts → schemas/refdata.ts → schemas/zod.ts');
    expect(zod).toContain('schemas/index.ts → schemas/zod.ts → zod');
  });
});

describe('the entries', () => {
  it('export each name from one place, and the root exports both', () => {
    const inConstants = Object.keys(constants);
    const inSchemas = Object.keys(schemas);
    expect(inConstants.filter((name) => inSchemas.includes(name))).toEqual([]);
    expect(Object.keys(root).sort()).toEqual([...inConstants, ...inSchemas].sort());
    for (const name of inConstants)
      expect(root[name as keyof typeof root]).toBe(constants[name as keyof typeof constants]);
    for (const name of inSchemas) expect(root[name as keyof typeof root]).toBe(schemas[name as keyof typeof schemas]);
  });

  it('keep the schemas in the schemas entry and none in the constants entry', () => {
    const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;
    expect(
      Object.entries(constants)
        .filter(([, value]) => isSchema(value))
        .map(([name]) => name),
    ).toEqual([]);
    expect(
      isSchema(schemas.ZCountry) && isSchema(schemas.ZSearchBusinessRequest) && isSchema(schemas.ZUploadRequest),
    ).toBe(true);
  });
});
