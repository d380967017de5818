import { describe, expect, it } from 'vitest';
import { PRODUCT_LIMITS } from '@wbn/contract/constants';
import { ZProductFields } from '@wbn/contract/schemas';
import { productTitle } from './text';

const photo = { url: 'https://x/y.jpg' };
const arr = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));

describe('PRODUCT_LIMITS match the contract schema', () => {
  const cases: [keyof typeof PRODUCT_LIMITS, keyof typeof ZProductFields.shape, (i: number) => unknown][] = [
    ['photos', 'photos', () => photo],
    ['keywords', 'keywords', (i) => `k${i}`],
    ['videos', 'videos', () => ({ url: 'https://youtu.be/dQw4w9WgXcQ' })],
    ['specs', 'specs', (i) => ({ key: `k${i}`, value: 'v' })],
  ];
  it.each(cases)('%s', (limit, field, make) => {
    const schema = ZProductFields.shape[field];
    expect(schema.safeParse(arr(PRODUCT_LIMITS[limit], make)).success).toBe(true);
    expect(schema.safeParse(arr(PRODUCT_LIMITS[limit] + 1, make)).success).toBe(false);
  });
  it('text lengths', () => {
    expect(ZProductFields.shape.name.safeParse('a'.repeat(PRODUCT_LIMITS.nameChars)).success).toBe(true);
    expect(ZProductFields.shape.name.safeParse('a'.repeat(PRODUCT_LIMITS.nameChars + 1)).success).toBe(false);
    expect(ZProductFields.shape.leadTime.safeParse('a'.repeat(PRODUCT_LIMITS.leadTimeChars + 1)).success).toBe(false);
    expect(ZProductFields.shape.keywords.safeParse(['a'.repeat(PRODUCT_LIMITS.keywordChars + 1)]).success).toBe(false);
  });
});

describe('productTitle', () => {
  it('takes the first 64 characters of the description', () => {
    const d = 'x'.repeat(100);
    expect(productTitle(d)).toHaveLength(64);
    expect(productTitle('Short\n description')).toBe('Short description');
  });
});
