/** Post text renders as text: markup stays visible text, only http(s) links are clickable and safe. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PostText } from './post-text';

afterEach(cleanup);

describe('PostText', () => {
  it('never renders HTML from the text', () => {
    const { container } = render(
      <PostText text={'<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>'} />,
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>');
  });

  it('keeps line breaks', () => {
    const { container } = render(<PostText text={'one\ntwo'} />);
    expect(container.querySelector('p')?.className).toContain('whitespace-pre-line');
    expect(container.textContent).toBe('one\ntwo');
  });

  it('links http(s) addresses in a new tab without referrer or ranking', () => {
    render(<PostText text="Catalog: https://acme.test/catalog.pdf, javascript:alert(1)" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('https://acme.test/catalog.pdf');
    expect(links[0].getAttribute('target')).toBe('_blank');
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
  });
});
