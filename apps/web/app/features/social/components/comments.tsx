/**
 * Comments of a post, product or business, and the replies under a comment
 * (the comments, the comment input and comment paging): one component for all of them.
 * Visitors read the comments and see MSG.commentLoginRequired (a link to login) instead of a box;
 * members write as themselves or one of their businesses. Pages of COMMENT_PAGE_SIZE, newest
 * first, with 'Load more' while the last page returned comments.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';
import { useLocation } from 'react-router';
import { Link } from '~/lib/edition-link';
import { LoaderCircle, MessageCircle } from 'lucide-react';
import { AUTH_PAGES, MSG } from '@wbn/contract/constants';
import type { Comment, CommentResourceType } from '@wbn/contract/schemas';
import { Skeleton } from '~/components/page-frame';
import { useSession } from '~/lib/session-context';
import { authHref } from '~/lib/auth-href';
import { useComments } from '../api/get-comments';
import { useMakeComment } from '../api/make-comment';
import { useActor } from '../lib/use-actor';
import { CommentBox } from './comment-box';
import { CommentItem, type RepliesProps } from './comment-item';
import { EmptyBlock, ErrorBlock } from '~/components/status-blocks';

type Props = {
  resourceID: string;
  resourceType: CommentResourceType;
  /** Names what is commented on, for the box's accessible name ("the post by Ana Gómez"). */
  subject: string;
  autoFocus?: boolean;
  /** Replies sit under their comment: smaller, no empty-state card. */
  nested?: boolean;
  /** Show the box (default); replies show theirs only once Reply was pressed. */
  withBox?: boolean;
};

/** A comment's replies: the same list, nested, with no replies of their own. */
const renderReplies = (p: RepliesProps) => <Comments {...p} resourceType="comment" nested />;

const linkClass = 'font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

/** A member's comment box, wired to make-comment and the actor choice. */
export function MemberCommentBox({ resourceID, resourceType, subject, autoFocus }: Omit<Props, 'nested' | 'withBox'>) {
  const make = useMakeComment();
  const { actor, options, setActor } = useActor();
  const { t } = useLingui();
  return (
    <CommentBox
      label={resourceType === 'comment' ? t`Reply to ${subject}` : t`Comment on ${subject}`}
      autoFocus={autoFocus}
      actor={{ value: actor, options, onChange: setActor }}
      onSend={(content) =>
        make.mutateAsync({
          resourceID,
          resourceType,
          content,
          ...(actor.type === 'business' ? { businessID: actor.businessID } : {}),
        })
      }
    />
  );
}

export function CommentLoginLink() {
  const location = useLocation();
  const spec = useSpecText();
  return (
    <p className="text-sm text-slate-600">
      <Link to={authHref(AUTH_PAGES.login, location)} className={linkClass}>
        {spec(MSG.commentLoginRequired)}
      </Link>
    </p>
  );
}

export function Comments({
  resourceID,
  resourceType,
  subject,
  autoFocus = false,
  nested = false,
  withBox = true,
}: Props) {
  const { status } = useSession();
  const query = useComments(resourceID);
  const { t } = useLingui();
  const spec = useSpecText();
  const comments: Comment[] = [];
  const seen = new Set<string>();
  for (const page of query.data?.pages ?? [])
    for (const c of page.comments)
      if (!seen.has(c.commentID)) {
        seen.add(c.commentID);
        comments.push(c);
      }

  const box = !withBox ? null : status === 'member' ? (
    <MemberCommentBox resourceID={resourceID} resourceType={resourceType} subject={subject} autoFocus={autoFocus} />
  ) : status === 'visitor' ? (
    <CommentLoginLink />
  ) : null;

  let list;
  if (query.isPending) {
    list = (
      <div role="status" className="space-y-3">
        <span className="sr-only">{nested ? t`Loading replies…` : t`Loading comments…`}</span>
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-2.5" aria-hidden="true">
            <Skeleton className="h-8 w-8 shrink-0 rounded-full" />
            <Skeleton className={`h-14 rounded-2xl ${i ? 'w-1/2' : 'w-3/4'}`} />
          </div>
        ))}
      </div>
    );
  } else if (query.isError && !comments.length) {
    list = (
      <ErrorBlock
        message={spec(MSG.errorLoadingData)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!comments.length) {
    list = nested ? (
      <p className="text-xs text-slate-500">
        <Trans>No replies yet.</Trans>
      </p>
    ) : (
      <EmptyBlock title={t`No comments yet`} icon={<MessageCircle aria-hidden="true" className="h-7 w-7" />}>
        {status === 'member'
          ? t`Be the first to comment: type above and press Enter.`
          : t`Log in to start the conversation.`}
      </EmptyBlock>
    );
  } else {
    list = (
      <ul className="space-y-3" aria-label={nested ? t`Replies` : t`Comments`}>
        {comments.map((c) => (
          <CommentItem key={c.commentID} comment={c} renderReplies={nested ? undefined : renderReplies} />
        ))}
      </ul>
    );
  }

  return (
    <div className={nested ? 'space-y-2 border-l-2 border-slate-100 pl-3' : 'space-y-4'}>
      {box}
      {list}
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-red-700">
          {spec(MSG.errorLoadingData)}
        </p>
      ) : null}
      {query.hasNextPage && comments.length ? (
        <button
          type="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60"
        >
          {query.isFetchingNextPage ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
          <Trans>Load more</Trans>
        </button>
      ) : null}
    </div>
  );
}
