/** The comment box of a member whose address is not confirmed (decision 0072): disabled, with the reason, before any typing. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { UNCONFIRMED_TEXT } from '@wbn/contract/constants';
import { CommentBox } from './comment-box';

vi.mock('~/lib/email-confirmation', () => ({ useAwaitingConfirmation: () => true }));

afterEach(cleanup);

describe('CommentBox while the address is not confirmed', () => {
  it('is disabled from the start, says why, and sends nothing', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    render(<CommentBox label="Comment on the post by Ana" onSend={onSend} autoFocus />);
    const box = screen.getByRole('textbox', { name: 'Comment on the post by Ana' }) as HTMLTextAreaElement;
    expect(box.disabled).toBe(true);
    expect(document.activeElement).not.toBe(box);
    const reason = await screen.findByText(UNCONFIRMED_TEXT.reason('comment'));
    expect(box.getAttribute('aria-describedby')).toBe(reason.closest('p')!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Send comment' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
