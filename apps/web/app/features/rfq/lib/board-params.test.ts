/** The board's address: what the loader sends the API, and what it leaves out rather than fail the page. */
import { describe, expect, it } from 'vitest';
import { boardApiQuery, isFiltered, readBoardParams } from './board-params';

describe('readBoardParams', () => {
  it('keeps the words, the industry, the country and the cursor', () => {
    const p = readBoardParams(new URLSearchParams('q=%20ball%20valves%20&industry=0005&country=us&cursor=abc'));
    expect(p).toEqual({ q: 'ball valves', industry: '0005', country: 'US', cursor: 'abc' });
    expect(isFiltered(p)).toBe(true);
    expect(boardApiQuery(p)).toBe('?q=ball+valves&industry=0005&country=US&size=20&cursor=abc');
    expect(boardApiQuery(p, 'next')).toBe('?q=ball+valves&industry=0005&country=US&size=20&cursor=next');
  });

  it('leaves out what the API would refuse', () => {
    const p = readBoardParams(
      new URLSearchParams(`q=${'x'.repeat(150)}&industry=valves&country=USA&cursor=${'c'.repeat(600)}`),
    );
    expect(p.q).toHaveLength(100);
    expect(p).toMatchObject({ industry: '', country: '', cursor: '' });
    expect(isFiltered(readBoardParams(new URLSearchParams('')))).toBe(false);
    expect(boardApiQuery(readBoardParams(new URLSearchParams('')))).toBe('?size=20');
  });
});
