/** The chat box of a member whose address is not confirmed (decision 0072): disabled, with the reason, before any typing. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { UNCONFIRMED_TEXT } from '@wbn/contract/constants';
import { Composer } from './composer';

vi.mock('~/lib/email-confirmation', () => ({ useAwaitingConfirmation: () => true }));

afterEach(cleanup);

describe('Composer while the address is not confirmed', () => {
  it('is disabled from the start, says why, and sends nothing', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    render(<Composer ended={false} onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Write a message' }) as HTMLTextAreaElement;
    expect(box.disabled).toBe(true);
    const reason = await screen.findByText(UNCONFIRMED_TEXT.reason('message'));
    expect(box.getAttribute('aria-describedby')).toBe(reason.closest('p')!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
