/**
 * Post or comment text: plain text with its line breaks, where http(s) addresses become links
 * that open in a new tab and pass no referrer or ranking (rel noopener noreferrer nofollow ugc).
 * React escapes every text part: no HTML from a post is ever rendered.
 */
import { useMemo } from 'react';
import clsx from 'clsx';
import { linkify } from '../lib/linkify';

export function PostText({ text, className }: { text: string; className?: string }) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <p className={clsx('break-words whitespace-pre-line', className)}>
      {parts.map((part, i) =>
        part.type === 'link' ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="font-medium break-all text-brand-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
