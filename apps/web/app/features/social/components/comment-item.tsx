/**
 * One comment: who wrote it (the business when written as one), when, the text, Like, Reply,
 * a "…" menu to report it or block its author (members, on others' comments) and
 * the replies, which can be shown and hidden. The replies are a comment
 * list of their own, which its parent list passes in (`renderReplies`): this module does not
 * import comments.tsx, which imports it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link } from '~/lib/edition-link';
import { businessPath } from '@wbn/contract/constants';
import type { Comment } from '@wbn/contract/schemas';
import { Avatar } from '~/components/avatar';
import { useSession } from '~/lib/session-context';
import { useReactionSummary, LikeButton } from '~/features/reactions/public';
import { memberPath } from '../lib/paths';
import { PostText } from './post-text';
import { RelativeTime } from '~/components/relative-time';

// The report/block menu (Radix, the safety texts) comes after the comments themselves (decision 0009).
const PageSafetyMenu = lazy(() => import('~/features/safety/public-lazy').then((m) => ({ default: m.PageSafetyMenu })));

const actionClass =
  'rounded px-1.5 py-0.5 text-xs font-semibold text-slate-600 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500';

/** The name, photo and page of whoever wrote the comment. */
export function commentAuthor(c: Comment) {
  const w = c.whoComment;
  if (w.business)
    return {
      name: w.business.companyName,
      photo: w.business.profilePhoto?.url ?? null,
      href: businessPath(w.business.companyName, w.business.businessID),
    };
  return {
    name: `${w.firstName} ${w.lastName}`.trim(),
    photo: w.profilePhoto?.url ?? null,
    href: memberPath(w.userID),
  };
}

/** What a comment's reply list is given: the comment, how to name it, whether to show a box. */
export type RepliesProps = { resourceID: string; subject: string; withBox: boolean; autoFocus: boolean };

type Props = {
  comment: Comment;
  /** Renders the replies under the comment; without it the comment takes no replies. */
  renderReplies?: (props: RepliesProps) => ReactNode;
};

export function CommentItem({ comment: c, renderReplies }: Props) {
  const canReply = renderReplies !== undefined;
  const { status, userID: viewer } = useSession();
  const nameId = useId();
  const author = commentAuthor(c);
  const [showReplies, setShowReplies] = useState(false);
  const [replying, setReplying] = useState(false);
  const replies = c.repliesCount;
  const { t } = useLingui();
  const likes = useReactionSummary(c.commentID, { initial: c.reactions }).data?.reactionCount.like ?? 0;

  return (
    <li aria-labelledby={nameId} className="flex gap-2.5">
      <Link to={author.href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar name={author.name} url={author.photo} size="sm" />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="rounded-2xl bg-slate-100 px-3 py-2">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <Link
              id={nameId}
              to={author.href}
              className="text-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {author.name}
            </Link>
            <RelativeTime iso={c.createdAt} className="text-xs text-slate-500" />
          </div>
          <PostText text={c.content} className="mt-0.5 text-sm text-slate-800" />
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-1">
          {status === 'member' ? (
            <LikeButton
              resourceID={c.commentID}
              resourceType="comment"
              initialCount={c.reactions.reactionCount.like}
              showCount={likes > 0}
              subject={`the comment by ${author.name}`}
              className={`${actionClass} inline-flex items-center gap-1`}
            />
          ) : null}
          {canReply && status === 'member' ? (
            <button
              type="button"
              className={actionClass}
              aria-expanded={replying}
              onClick={() => {
                setReplying(true);
                setShowReplies(true);
              }}
            >
              <Trans>Reply</Trans>
            </button>
          ) : null}
          {canReply && (replies > 0 || showReplies) ? (
            <button
              type="button"
              className={actionClass}
              aria-expanded={showReplies}
              onClick={() => setShowReplies((s) => !s)}
            >
              {showReplies ? t`Hide replies` : t`Show replies (${replies})`}
            </button>
          ) : null}
          {status === 'member' && c.whoComment.userID !== viewer ? (
            <Suspense fallback={<span aria-hidden="true" className="inline-block h-7 w-7" />}>
              <PageSafetyMenu
                kind="comment"
                commentID={c.commentID}
                name={author.name}
                userID={c.whoComment.userID}
                businessID={c.whoComment.business?.businessID}
              />
            </Suspense>
          ) : null}
        </div>
        {renderReplies && showReplies ? (
          <div className="mt-2">
            {renderReplies({
              resourceID: c.commentID,
              subject: `the comment by ${author.name}`,
              withBox: replying,
              autoFocus: replying,
            })}
          </div>
        ) : null}
      </div>
    </li>
  );
}
