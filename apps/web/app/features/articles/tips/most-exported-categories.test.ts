import { describe, expect, it } from 'vitest';
import { MOST_EXPORTED_CATEGORIES_COUNT } from '@wbn/contract/constants';
import { MOST_EXPORTED_CATEGORIES } from './most-exported-categories';

describe('most exported categories', () => {
  it('lists exactly the spec count, without duplicates', () => {
    expect(MOST_EXPORTED_CATEGORIES).toHaveLength(MOST_EXPORTED_CATEGORIES_COUNT);
    expect(new Set(MOST_EXPORTED_CATEGORIES).size).toBe(MOST_EXPORTED_CATEGORIES.length);
  });
});
