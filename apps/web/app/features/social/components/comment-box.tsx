/**
 * The comment box: one row, no counter, placeholder
 * COMMENT_PLACEHOLDER. Enter without Shift sends, Shift+Enter breaks the line, empty text is not
 * sent, a disabled box sends nothing. While sending the box is disabled; on success it is cleared,
 * re-enabled and the comments are refreshed (by `onSend`'s caller); on failure the text comes back,
 * the box is enabled again, and the API's reason is shown under it. A member whose address is not
 * confirmed finds the box disabled with the reason above it (decisions 0028, 0072).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { COMMENT_MAX_LENGTH, COMMENT_PLACEHOLDER } from '@wbn/contract/constants';
import { isApiError } from '~/lib/api-client';
import { useAwaitingConfirmation } from '~/lib/email-confirmation';
import { AwaitingConfirmation } from '~/components/awaiting-confirmation';
import type { Actor, ActorOption } from '../lib/actor';
import { ActorSelect } from './actor-select';

type Props = {
  /** Sends the text; resolves when saved, rejects when refused. */
  onSend: (content: string) => Promise<unknown>;
  /** Accessible name of the box ("Comment on the post by Ana"). */
  label: string;
  autoFocus?: boolean;
  actor?: { value: Actor; options: readonly ActorOption[]; onChange: (a: Actor) => void };
};

export function CommentBox({ onSend, label, autoFocus = false, actor }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const waiting = useAwaitingConfirmation();

  useEffect(() => {
    if (autoFocus && !waiting) ref.current?.focus();
  }, [autoFocus, waiting]);

  // Grow with the text (one row to start), up to a few lines, then scroll.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 160)}px`;
  }, [text]);

  async function send() {
    const content = text;
    if (sending || waiting || content.trim() === '') return;
    setSending(true);
    setError(null);
    setText('');
    try {
      await onSend(content.trim());
      setSending(false);
      requestAnimationFrame(() => ref.current?.focus());
    } catch (e) {
      setText(content);
      setSending(false);
      setError(isApiError(e) && e.status > 0 && e.status < 500 ? e.message : null);
      requestAnimationFrame(() => ref.current?.focus());
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  };

  return (
    <div className="space-y-1">
      {waiting ? <AwaitingConfirmation action="comment" id={`${id}-waits`} compact /> : null}
      <div className="flex flex-col gap-1.5 sm:flex-row sm:items-end sm:gap-2">
        {actor ? (
          <div className="sm:mb-2 sm:max-w-40 sm:shrink-0">
            <ActorSelect
              label="Comment as"
              compact
              options={actor.options}
              value={actor.value}
              onChange={actor.onChange}
              disabled={sending || waiting}
            />
          </div>
        ) : null}
        <div className="flex min-w-0 flex-1 items-end gap-2">
          <label htmlFor={id} className="sr-only">
            {label}
          </label>
          <textarea
            ref={ref}
            id={id}
            rows={1}
            value={text}
            placeholder={COMMENT_PLACEHOLDER}
            maxLength={COMMENT_MAX_LENGTH}
            disabled={sending || waiting}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={waiting ? `${id}-waits` : error ? `${id}-error` : undefined}
            className="block min-h-[38px] w-full resize-none rounded-2xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:bg-slate-50 disabled:text-slate-500"
          />
          <button
            type="button"
            onClick={() => void send()}
            disabled={sending || waiting || text.trim() === ''}
            aria-label="Send comment"
            className="inline-flex h-[38px] w-[38px] shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:bg-slate-300"
          >
            <SendHorizontal aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
