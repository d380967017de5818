import { ThumbsUp } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** A read-only like count on a card (business and user cards show it). */
export function LikeCount({ count }: { count: number }) {
  const { i18n, t } = useLingui();
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-600">
      <ThumbsUp aria-hidden="true" className="h-4 w-4 text-slate-400" />
      <span>
        {i18n.number(count)}
        <span className="sr-only"> {t`${plural(count, { one: 'like', other: 'likes' })}`}</span>
      </span>
    </span>
  );
}
