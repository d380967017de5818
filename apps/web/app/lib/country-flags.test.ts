import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FLAG_SET_VERSION, flagSrc } from './country-flags';

describe('flagSrc', () => {
  it('is the set file of an ISO code, in lower case', () => {
    expect(flagSrc('US')).toBe(`/assets/flags/${FLAG_SET_VERSION}/us.svg`);
    expect(flagSrc('ba')).toBe(`/assets/flags/${FLAG_SET_VERSION}/ba.svg`);
  });

  it('names the installed flag-icons version (the build checks it too)', () => {
    const require = createRequire(import.meta.url);
    const manifest = JSON.parse(readFileSync(require.resolve('flag-icons/package.json'), 'utf8')) as {
      version: string;
    };
    expect(manifest.version).toBe(FLAG_SET_VERSION);
  });
});
