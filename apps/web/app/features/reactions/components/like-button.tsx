/**
 * Like toggle for a business, product, post or comment (optimistic): the viewer's
 * state comes from the check call on load, the count from the summary (or `initialCount`, the
 * count the page already has). A click changes both at once; a failed call or success=false
 * puts them back silently. For logged-in users: pages send visitors to login.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import clsx from 'clsx';
import { ThumbsUp } from 'lucide-react';
import { buttonClass } from '~/components/button-link';
import { formatNumber } from '~/lib/format';
import { useSession } from '~/lib/session-context';
import { useReactionCheck } from '../api/check-reaction';
import { useReactionSummary } from '../api/get-reaction-summary';
import { useReact } from '../api/react';
import { useUnreact } from '../api/unreact';
import type { ReactionResourceType } from '../api/types';

type Props = {
  resourceID: string;
  resourceType: ReactionResourceType;
  /** The like count the page already knows (saves a summary request). */
  initialCount?: number;
  /** Replaces the default pill look. */
  className?: string;
  /** Show the count inside the button (default); a post card shows it in its summary line instead. */
  showCount?: boolean;
  /** Names the liked thing for screen readers ("Like the post by Ana Gómez"). */
  subject?: string;
};

export function LikeButton({ resourceID, resourceType, initialCount, className, showCount = true, subject }: Props) {
  const countId = useId();
  const { status } = useSession();
  const member = status === 'member';
  const summary = useReactionSummary(resourceID, {
    initial: initialCount === undefined ? null : { reactionCount: { like: initialCount } },
  });
  const check = useReactionCheck(resourceID, { enabled: member });
  const like = useReact();
  const unlike = useUnreact();

  const liked = check.data?.reactionType === 'like';
  const { t, i18n } = useLingui();
  const name = liked ? (subject ? t`Unlike ${subject}` : t`Unlike`) : subject ? t`Like ${subject}` : t`Like`;
  const count = summary.data?.reactionCount.like;
  // Wait for the viewer's state before the first toggle; a failed check counts as not liked.
  const ready = member && !check.isPending;
  const busy = like.isPending || unlike.isPending;

  const onClick = () => {
    if (!ready || busy) return;
    const target = { resourceID, resourceType };
    if (liked) unlike.mutate(target);
    else like.mutate(target);
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={liked}
      aria-label={name}
      aria-describedby={count === undefined || !showCount ? undefined : countId}
      aria-disabled={ready ? undefined : true}
      aria-busy={busy || undefined}
      className={clsx(
        className ?? buttonClass('secondary', 'px-3 py-1.5'),
        'aria-pressed:bg-brand-50 aria-pressed:text-brand-700 aria-disabled:cursor-default aria-disabled:opacity-60',
      )}
    >
      <ThumbsUp aria-hidden="true" className={clsx('h-4 w-4 shrink-0', liked && 'fill-current')} />
      <Trans>Like</Trans>
      {count === undefined || !showCount ? null : (
        <span id={countId} className="tabular-nums">
          {formatNumber(count, i18n.locale)}
          <span className="sr-only"> {t`${plural(count, { one: 'like', other: 'likes' })}`}</span>
        </span>
      )}
    </button>
  );
}
