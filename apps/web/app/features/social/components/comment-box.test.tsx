/** The spec's comment box and comment input rules, as a user meets them. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { COMMENT_PLACEHOLDER } from '@wbn/contract/constants';
import { ApiError } from '~/lib/api-client';
import { CommentBox } from './comment-box';

afterEach(cleanup);

/** A send function whose call the test settles. */
function pendingSend() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const onSend = vi.fn(() => new Promise<void>((res, rej) => ((resolve = res), (reject = rej))));
  return { onSend, resolve: () => act(async () => resolve()), reject: (e: unknown) => act(async () => reject(e)) };
}

function setup(onSend: (text: string) => Promise<unknown>) {
  render(<CommentBox label="Comment on the post by Ana" onSend={onSend} />);
  const box = screen.getByRole('textbox', { name: 'Comment on the post by Ana' }) as HTMLTextAreaElement;
  return box;
}

const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
const enter = (box: HTMLElement, shiftKey = false) => fireEvent.keyDown(box, { key: 'Enter', shiftKey });

describe('CommentBox', () => {
  it('is one row with the placeholder and no counter', () => {
    const box = setup(vi.fn());
    expect(box.rows).toBe(1);
    expect(box.placeholder).toBe(COMMENT_PLACEHOLDER);
    expect(screen.queryByText(/\d+\s*\/\s*\d+/)).toBeNull();
  });

  it('sends on Enter, is disabled while sending, then is cleared and enabled again', async () => {
    const api = pendingSend();
    const box = setup(api.onSend);
    type(box, '  Great valves!  ');
    enter(box);
    expect(api.onSend).toHaveBeenCalledWith('Great valves!');
    expect(box.disabled).toBe(true);
    enter(box);
    expect(api.onSend).toHaveBeenCalledTimes(1);
    await api.resolve();
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.value).toBe('');
  });

  it('does not send on Shift+Enter (the line break is the browser default)', () => {
    const onSend = vi.fn(async () => {});
    const box = setup(onSend);
    type(box, 'First line');
    const event = new KeyboardEvent('keydown', { key: 'Enter', shiftKey: true, bubbles: true, cancelable: true });
    box.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send empty or blank text', () => {
    const onSend = vi.fn(async () => {});
    const box = setup(onSend);
    enter(box);
    type(box, '   \n ');
    enter(box);
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Send comment' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives the text back and enables the box when sending fails, with the reason', async () => {
    const api = pendingSend();
    const box = setup(api.onSend);
    type(box, 'My comment');
    enter(box);
    expect(box.value).toBe('');
    await api.reject(new ApiError({ name: 'TooManyRequests', message: 'You are commenting too often', status: 429 }));
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.value).toBe('My comment');
    expect(screen.getByRole('alert').textContent).toBe('You are commenting too often');
  });

  it('sends with the button too', async () => {
    const onSend = vi.fn(async () => {});
    const box = setup(onSend);
    type(box, 'Hi');
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(onSend).toHaveBeenCalledWith('Hi');
    await waitFor(() => expect(box.value).toBe(''));
  });
});
