/**
 * A document's first page as the server drew it (decision 0075): shown when it is there; asked
 * again while the job has not drawn it yet; a PDF icon with the name for screen readers once the
 * tries are spent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DOCUMENT_TEXT } from '@wbn/contract/constants';
import { DocumentThumbnail } from './document-link';

const DOC = {
  url: '/files/businesses/b/3f0c9a52-8d7e-4b1a-9c6f-5e2d1a7b8c90/ISO-9001.pdf',
  name: 'ISO 9001.pdf',
  thumbnailUrl: '/files/businesses/b/3f0c9a52-8d7e-4b1a-9c6f-5e2d1a7b8c90/thumbnail.webp',
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DocumentThumbnail', () => {
  it('shows the drawn first page, named for screen readers', () => {
    render(<DocumentThumbnail doc={DOC} />);
    expect(screen.getByRole('img', { name: DOCUMENT_TEXT.thumbnailAlt('ISO 9001.pdf') }).getAttribute('src')).toBe(
      DOC.thumbnailUrl,
    );
  });

  it('asks again while the thumbnail is not drawn, then stands a PDF icon in its place', () => {
    vi.useFakeTimers();
    const { container } = render(<DocumentThumbnail doc={DOC} />);
    const alt = DOCUMENT_TEXT.thumbnailAlt('ISO 9001.pdf');
    fireEvent.error(screen.getByRole('img', { name: alt }));
    expect(screen.queryByRole('img', { name: alt })).toBeNull();
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByRole('img', { name: alt }).getAttribute('src')).toBe(`${DOC.thumbnailUrl}?try=1`);
    for (let i = 0; i < 5; i++) {
      fireEvent.error(screen.getByRole('img', { name: alt }));
      act(() => void vi.advanceTimersByTime(2000));
    }
    expect(screen.queryByRole('img', { name: alt })).toBeNull();
    expect(container.textContent).toBe('ISO 9001.pdf');
  });
});
