import { ThumbsUp } from 'lucide-react';
import { formatNumber } from '~/lib/format';

/** A read-only like count on a card (business and user cards show it). */
export function LikeCount({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-600">
      <ThumbsUp aria-hidden="true" className="h-4 w-4 text-slate-400" />
      <span>
        {formatNumber(count)}
        <span className="sr-only"> {count === 1 ? 'like' : 'likes'}</span>
      </span>
    </span>
  );
}
