import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { seedQueries } from './member-seed';

describe('seedQueries', () => {
  it("puts every route's seed in the cache, fresh, without replacing data the cache holds", () => {
    const client = new QueryClient();
    client.setQueryData(['kept'], 'newer');
    const root = {
      origin: 'x',
      memberSeed: [
        { key: ['counts'], data: { total: 3 } },
        { key: ['kept'], data: 'older' },
      ],
    };
    const page = { memberSeed: [{ key: ['feed'], data: { pages: [{ items: [1] }], pageParams: [null] } }] };
    seedQueries(client, [root, undefined, null, page]);
    expect(client.getQueryData(['counts'])).toEqual({ total: 3 });
    expect(client.getQueryData(['kept'])).toBe('newer');
    expect(client.getQueryData(['feed'])).toEqual({ pages: [{ items: [1] }], pageParams: [null] });
    expect(client.getQueryState(['counts'])?.isInvalidated).toBe(false);
    expect(Date.now() - (client.getQueryState(['counts'])?.dataUpdatedAt ?? 0)).toBeLessThan(5_000);
  });

  it('applies one seed once: a later render does not bring back data the page has since dropped', () => {
    const client = new QueryClient();
    const page = { memberSeed: [{ key: ['feed'], data: 'first' }] };
    seedQueries(client, [page]);
    client.removeQueries({ queryKey: ['feed'] });
    seedQueries(client, [page]);
    expect(client.getQueryData(['feed'])).toBeUndefined();
  });
});
