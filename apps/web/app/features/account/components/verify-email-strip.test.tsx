/**
 * The strip of a member who has not confirmed their address (decisions 0028, 0072): where the link
 * went, the address breakable only before its "@" and its dots, and what waits for the confirmation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { UNCONFIRMED_TEXT, VERIFY_EMAIL_MSG } from '@wbn/contract/constants';
import VerifyEmailStrip, { BreakableAddress } from './verify-email-strip';

const EMAIL = 'marta-tester.2026@mail.example-company.test';

vi.mock('~/lib/session-context', () => ({
  useSession: () => ({ status: 'member', userID: 'u1', profile: { email: EMAIL, emailVerified: false } }),
}));

afterEach(cleanup);

describe('VerifyEmailStrip', () => {
  it('names the address whole and what waits for its confirmation', () => {
    render(<VerifyEmailStrip />);
    const strip = screen.getByRole('region', { name: 'Confirm your e-mail address' });
    expect(strip.textContent).toContain(`${VERIFY_EMAIL_MSG.banner} ${EMAIL}.`);
    expect(strip.textContent).toContain(UNCONFIRMED_TEXT.waiting);
    expect(screen.getByTestId('unconfirmed-address').textContent).toBe(EMAIL);
  });

  it('lets the address break before its "@" and its dots only, never at a hyphen or inside a word', () => {
    const { container } = render(<BreakableAddress address={EMAIL} />);
    const parts = [...container.querySelectorAll('.whitespace-nowrap')].map((p) => p.textContent);
    expect(parts).toEqual(['marta-tester', '.2026', '@mail', '.example-company', '.test']);
    expect(container.querySelectorAll('wbr')).toHaveLength(parts.length - 1);
    expect(container.textContent).toBe(EMAIL);
  });

  it('lets a part too long for a phone break (after a hyphen, by the browser), rather than run off the screen', () => {
    const long = `${'a'.repeat(40)}@example.test`;
    const { container } = render(<BreakableAddress address={long} />);
    expect(container.querySelector('.whitespace-nowrap')?.textContent).toBe('@example');
    expect(container.textContent).toBe(long);
  });
});
