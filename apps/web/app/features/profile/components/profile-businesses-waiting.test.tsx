/**
 * The own profile of a member whose address is not confirmed (decisions 0028, 0072): the spec's
 * "CREATE YOUR BUSINESS PROFILE NOW" is a disabled button with the reason, not a link.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { CREATE_BUSINESS_PROFILE_NOW, UNCONFIRMED_TEXT } from '@wbn/contract/constants';
import { ProfileBusinesses } from './profile-businesses';

vi.mock('~/lib/email-confirmation', () => ({ useAwaitingConfirmation: () => true }));

afterEach(cleanup);

describe('ProfileBusinesses while the address is not confirmed', () => {
  it('offers the create button disabled, with the reason read with it', async () => {
    const Stub = createRoutesStub([
      {
        path: '/profile',
        Component: () => (
          <ProfileBusinesses businesses={[]} failed={false} retrying={false} onRetry={() => {}} own firstName="Ana" />
        ),
      },
    ]);
    render(<Stub initialEntries={['/profile']} />);
    expect(screen.queryByRole('link', { name: CREATE_BUSINESS_PROFILE_NOW })).toBeNull();
    const button = screen.getByRole('button', { name: CREATE_BUSINESS_PROFILE_NOW }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = await screen.findByText(UNCONFIRMED_TEXT.reason('business'));
    expect(button.getAttribute('aria-describedby')).toBe(reason.closest('p')!.id);
  });
});
