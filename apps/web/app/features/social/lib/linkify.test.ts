/** Post text: only http(s) addresses become links; the rest stays text. */
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps text without addresses as one text part', () => {
    expect(linkify('Hello\nworld <b>bold</b>')).toEqual([{ type: 'text', text: 'Hello\nworld <b>bold</b>' }]);
  });

  it('turns http and https addresses into links, leaving sentence punctuation out', () => {
    expect(linkify('See https://example.com/a?b=1. And (http://x.test/p).')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { type: 'text', text: '. And (' },
      { type: 'link', text: 'http://x.test/p', href: 'http://x.test/p' },
      { type: 'text', text: ').' },
    ]);
  });

  it('keeps balanced brackets that belong to the address', () => {
    const [link] = linkify('https://en.wikipedia.org/wiki/Valve_(disambiguation)');
    expect(link).toMatchObject({ type: 'link', text: 'https://en.wikipedia.org/wiki/Valve_(disambiguation)' });
  });

  it('never links other schemes', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>x</script>',
      'ftp://files.test/a',
      'mailto:a@b.test',
      'JAVASCRIPT://%0aalert(1)',
    ]) {
      expect(linkify(text).every((p) => p.type === 'text')).toBe(true);
    }
  });

  it('does not break out of an address into markup', () => {
    const parts = linkify('go https://a.test/"onmouseover="x <img src=x>');
    expect(parts.filter((p) => p.type === 'link')).toEqual([
      { type: 'link', text: 'https://a.test/', href: 'https://a.test/' },
    ]);
  });
});
