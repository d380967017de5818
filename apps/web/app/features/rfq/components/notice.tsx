/** A sentence in a tinted box (closed, sign in to quote, the award), and the link to the conversation an award opened. */
import type { ReactNode } from 'react';
import { Link } from '~/lib/edition-link';
import clsx from 'clsx';
import { MessagesSquare } from 'lucide-react';
import { RFQ_TEXT } from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';

const TONES = {
  info: 'border-brand-100 bg-brand-50 text-slate-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  muted: 'border-slate-200 bg-slate-50 text-slate-700',
} as const;

export function Notice({
  tone = 'info',
  children,
  className,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={clsx(
        'flex flex-col gap-3 rounded-xl border p-4 text-sm sm:flex-row sm:items-center sm:justify-between',
        TONES[tone],
        className,
      )}
    >
      {children}
    </div>
  );
}

/** "Open the conversation": the thread the award opened with the winner (viewer.threadPath). */
export function ConversationLink({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonClass('primary', 'shrink-0')}>
      <MessagesSquare aria-hidden="true" className="h-4 w-4" />
      {RFQ_TEXT.openConversation}
    </Link>
  );
}
