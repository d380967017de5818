/** The chat box rules of a request thread as a user meets them. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MSG, REQUEST_MSG } from '@wbn/contract/constants';
import { ApiError } from '~/lib/api-client';
import { Composer } from './composer';

afterEach(cleanup);

function pendingSend() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const onSend = vi.fn(() => new Promise<void>((res, rej) => ((resolve = res), (reject = rej))));
  return { onSend, resolve: () => act(async () => resolve()), reject: (e: unknown) => act(async () => reject(e)) };
}
const box = () => screen.getByRole('textbox', { name: 'Write a message' }) as HTMLTextAreaElement;
const type = (value: string) => fireEvent.change(box(), { target: { value } });
const enter = (shiftKey = false) => fireEvent.keyDown(box(), { key: 'Enter', shiftKey });

describe('Composer', () => {
  it('sends on Enter, not on Shift+Enter, and never sends an empty message', async () => {
    const api = pendingSend();
    render(<Composer ended={false} onSend={api.onSend} />);
    type('   ');
    enter();
    expect(api.onSend).not.toHaveBeenCalled();
    type('Line one');
    enter(true);
    expect(api.onSend).not.toHaveBeenCalled();
    enter();
    expect(api.onSend).toHaveBeenCalledWith('Line one');
    await api.resolve();
    expect(box().value).toBe('');
  });

  it('blocks a second send while one is in flight', async () => {
    const api = pendingSend();
    render(<Composer ended={false} onSend={api.onSend} />);
    type('Hello');
    enter();
    enter();
    fireEvent.click(screen.getByRole('button', { name: 'Sending' }));
    expect(api.onSend).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Sending' }) as HTMLButtonElement).disabled).toBe(true);
    await api.resolve();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true); // empty again
  });

  it('keeps a failed message in the box with the reason', async () => {
    const api = pendingSend();
    render(<Composer ended={false} onSend={api.onSend} />);
    type('Important question');
    enter();
    await api.reject(new TypeError('Failed to fetch'));
    expect(box().value).toBe('Important question');
    expect(screen.getByRole('alert').textContent).toBe(REQUEST_MSG.sendFailed);
    type('Important question');
    enter();
    await api.reject(new ApiError({ name: 'Conflict', message: MSG.chatEnded, status: 409 }));
    expect(screen.getByRole('alert').textContent).toBe(MSG.chatEnded);
    expect(box().value).toBe('Important question');
  });

  it('shows This chat has ended with the box disabled once the conversation ended', () => {
    render(<Composer ended onSend={vi.fn()} />);
    expect(screen.getByTestId('chat-ended').textContent).toBe(MSG.chatEnded);
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
