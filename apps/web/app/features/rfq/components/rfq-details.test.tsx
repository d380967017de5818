/** One request's page body: its pictures as thumbnails and its PDF spec sheets as links with their name and size. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { RFQ_TEXT } from '@wbn/contract/constants';
import type { Rfq } from '@wbn/contract/schemas';
import { rfq } from '../test-data';
import { RfqDetails } from './rfq-details';

afterEach(cleanup);

function open(attachments: Rfq['attachments']) {
  const Stub = createRoutesStub([{ path: '/rfq/x', Component: () => <RfqDetails rfq={rfq({ attachments })} /> }]);
  render(<Stub initialEntries={['/rfq/x']} />);
}

describe('RfqDetails', () => {
  it('lists spec sheets as PDF links ("Spec sheet.pdf · 240 KB") opening in a new tab, and pictures as before', () => {
    open([
      { url: '/files/users/u/p1.webp', versions: [{ url: '/files/users/u/p1-200.webp', width: 200 }] },
      {
        url: '/files/users/u/g1/Spec-sheet.pdf',
        name: 'Spec sheet.pdf',
        size: 240 * 1024,
        contentType: 'application/pdf',
      },
    ]);
    expect(screen.getByRole('heading', { name: RFQ_TEXT.documentsTitle })).toBeTruthy();
    const link = screen.getByRole('link', { name: /^Spec sheet\.pdf · 240 KB/ });
    expect(link.textContent).toContain('Spec sheet.pdf · 240 KB');
    expect(link.getAttribute('href')).toBe('/files/users/u/g1/Spec-sheet.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('heading', { name: RFQ_TEXT.picturesTitle })).toBeTruthy();
    expect(screen.getByRole('img', { name: RFQ_TEXT.pictureOf(1) }).getAttribute('src')).toBe(
      '/files/users/u/p1-200.webp',
    );
  });

  it('shows no section for attachments it does not have', () => {
    open([
      { url: '/files/users/u/g1/Spec-sheet.pdf', name: 'Spec sheet.pdf', size: 900, contentType: 'application/pdf' },
    ]);
    expect(screen.queryByRole('heading', { name: RFQ_TEXT.picturesTitle })).toBeNull();
    expect(screen.getByRole('link', { name: /Spec sheet\.pdf · 900 bytes/ })).toBeTruthy();
  });
});
