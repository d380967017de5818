/**
 * The reply box of a conversation (the chat of a request thread): Enter sends,
 * Shift+Enter starts a new line, an empty message is not sent, a second send waits for the
 * first, a message that failed stays in the box with the reason. Ended: 'This chat has ended'
 * and the box is disabled. A member whose address is not confirmed finds the box disabled with the
 * reason before typing (decisions 0028, 0072).
 */
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LoaderCircle, SendHorizontal } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH, MSG, REQUEST_MSG } from '@wbn/contract/constants';
import { isApiError } from '~/lib/api-client';
import { useAwaitingConfirmation } from '~/lib/email-confirmation';
import { AwaitingConfirmation } from '~/components/awaiting-confirmation';

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

export function Composer({ ended, onSend }: { ended: boolean; onSend: (content: string) => Promise<unknown> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const id = useId();
  const waiting = useAwaitingConfirmation();

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    const content = text;
    if (ended || waiting || inFlight.current || !content.trim()) return;
    inFlight.current = true;
    setSending(true);
    setError(null);
    try {
      await onSend(content);
      // Only what was sent is cleared: anything typed meanwhile stays.
      setText((now) => (now === content ? '' : now));
    } catch (err) {
      setError(
        isApiError(err) && err.status >= 400 && err.status < 500 && err.message ? err.message : REQUEST_MSG.sendFailed,
      );
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  if (ended) {
    return (
      <div className="border-t border-slate-200 p-3">
        <p data-testid="chat-ended" className="mb-2 text-center text-sm font-medium text-slate-600">
          {MSG.chatEnded}
        </p>
        <label htmlFor={id} className="sr-only">
          Message
        </label>
        <textarea
          id={id}
          disabled
          rows={1}
          placeholder={MSG.chatEnded}
          className="block w-full resize-none rounded-xl border border-slate-200 bg-slate-100 px-3 py-2 text-sm text-slate-500"
        />
      </div>
    );
  }

  if (waiting) {
    return (
      <div className="border-t border-slate-200 p-3">
        <AwaitingConfirmation action="message" id={`${id}-waits`} className="mb-2" />
        <label htmlFor={id} className="sr-only">
          Write a message
        </label>
        <textarea
          id={id}
          disabled
          rows={1}
          aria-describedby={`${id}-waits`}
          className="block w-full resize-none rounded-xl border border-slate-200 bg-slate-100 px-3 py-2 text-sm text-slate-500"
        />
      </div>
    );
  }

  const showCounter = text.length >= CHAT_MESSAGE_MAX_LENGTH * COUNTER_FROM;
  return (
    <form onSubmit={(e) => void submit(e)} className="border-t border-slate-200 p-3" aria-busy={sending || undefined}>
      {error ? (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Write a message
        </label>
        <textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder="Write a message… (Enter sends, Shift+Enter for a new line)"
          aria-invalid={!!error}
          aria-describedby={showCounter ? `${id}-count` : undefined}
          className="block max-h-40 min-h-11 w-full flex-1 resize-y rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        <button
          type="submit"
          disabled={sending || !text.trim()}
          aria-label={sending ? 'Sending' : 'Send'}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {sending ? (
            <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
          ) : (
            <SendHorizontal aria-hidden="true" className="h-5 w-5" />
          )}
        </button>
      </div>
      {showCounter ? (
        <p id={`${id}-count`} className="mt-1 text-right text-xs text-slate-500">
          {text.length}/{CHAT_MESSAGE_MAX_LENGTH}
        </p>
      ) : null}
    </form>
  );
}
