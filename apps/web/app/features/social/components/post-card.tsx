/**
 * The post card, the same everywhere: author photo and name (company name
 * when a business posted, otherwise first and last name) linking to their page, the time with the
 * full date on hover, the text, the optional picture, the reaction summary, Like / Comment /
 * Share, the comments area and the settings menu with Remove post (and, on others' posts, Report
 * post and Block the author).
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '~/lib/edition-link';
import { MessageCircle, Share2, ThumbsUp } from 'lucide-react';
import { AUTH_PAGES } from '@wbn/contract/constants';
import type { Post } from '@wbn/contract/schemas';
import { Avatar } from '~/components/avatar';
import { authHref } from '~/lib/auth-href';
import { copyText } from '~/lib/copy-text';
import { useSession } from '~/lib/session-context';
import { toast } from '~/lib/toast';
import { photoSrc } from '~/lib/format';
import { useReactionSummary, LikeButton } from '~/features/reactions/public';
import { authorHref, postPath } from '../lib/paths';
import { PostText } from './post-text';
import { RelativeTime } from '~/components/relative-time';

// The menu (Radix) is not part of the page's first load (decision 0009): it arrives once the page has hydrated.
const PostMenu = lazy(() => import('./post-menu').then((m) => ({ default: m.PostMenu })));
/**
 * The comments (and the comment box) are a chunk of their own: they show only once opened (decision 0009).
 * Through the feature's public-lazy file, as the business and product pages load them: one chunk for all.
 */
const loadComments = () => import('../public-lazy');
const Comments = lazy(() => loadComments().then((m) => ({ default: m.Comments })));
const prefetchComments = () => void loadComments();

export const POST_LINK_COPIED = 'Post link copied!';

const actionClass =
  'inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 sm:flex-none sm:px-3';

export function PostCard({ post, highlighted = false }: { post: Post; highlighted?: boolean }) {
  const { status } = useSession();
  const location = useLocation();
  const headingId = useId();
  const author = post.header?.author ?? post.author;
  const text = post.body?.text ?? post.content;
  const picture = photoSrc(post.body?.picture, 800);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [focusBox, setFocusBox] = useState(false);
  const summary = useReactionSummary(post.postID, { initial: post.reactions });
  const likes = summary.data?.reactionCount.like ?? post.reactions.reactionCount.like;
  const subject = `the post by ${author.name}`;

  const share = () =>
    void copyText(new URL(postPath(post), window.location.origin).toString()).then((ok) =>
      ok ? toast.success(POST_LINK_COPIED) : toast.error('The link could not be copied'),
    );

  return (
    <article
      aria-labelledby={headingId}
      className={`relative rounded-xl border bg-white shadow-sm ${highlighted ? 'border-brand-500 ring-2 ring-brand-100' : 'border-slate-200'}`}
    >
      <header className="flex items-start gap-3 px-4 pt-4">
        <Link to={authorHref(author)} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar
            name={author.name}
            url={photoSrc(author.photo, 80)}
            size="md"
            className={author.type === 'business' ? 'rounded-lg!' : undefined}
          />
        </Link>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-sm leading-tight font-semibold">
            <Link
              to={authorHref(author)}
              className="break-words text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {author.name}
            </Link>
          </h3>
          <p className="mt-0.5 text-xs text-slate-500">
            {author.type === 'business' ? 'Business · ' : ''}
            <Link
              to={postPath(post)}
              className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <RelativeTime iso={post.header?.metadata?.datetime ?? post.createdAt} />
            </Link>
          </p>
        </div>
        {status === 'member' ? (
          <Suspense fallback={<span aria-hidden="true" className="inline-block h-9 w-9" />}>
            <PostMenu postID={post.postID} author={author} canRemove={post.canRemove} />
          </Suspense>
        ) : null}
      </header>

      <PostText text={text} className="px-4 pt-3 text-[15px] leading-relaxed text-slate-800" />
      {picture ? (
        <div className="mt-3 border-y border-slate-100 bg-slate-50">
          <img
            src={picture}
            alt={`Picture of ${subject}`}
            loading="lazy"
            className="mx-auto max-h-[32rem] w-full object-contain"
          />
        </div>
      ) : null}

      <div className="flex items-center justify-between gap-3 px-4 pt-3 text-xs text-slate-500">
        <span className="inline-flex items-center gap-1">
          {likes > 0 ? <ThumbsUp aria-hidden="true" className="h-3.5 w-3.5 fill-brand-500 text-brand-500" /> : null}
          <span className="tabular-nums">{likes}</span> {likes === 1 ? 'like' : 'likes'}
        </span>
        <button
          type="button"
          className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-expanded={commentsOpen}
          onPointerEnter={prefetchComments}
          onFocus={prefetchComments}
          onClick={() => setCommentsOpen((o) => !o)}
        >
          {post.commentsCount} {post.commentsCount === 1 ? 'comment' : 'comments'}
        </button>
      </div>

      <div className="mx-4 mt-2 flex gap-1 border-t border-slate-100 py-1">
        {status === 'member' ? (
          <LikeButton
            resourceID={post.postID}
            resourceType="post"
            initialCount={post.reactions.reactionCount.like}
            showCount={false}
            subject={subject}
            className={actionClass}
          />
        ) : (
          <Link
            to={authHref(AUTH_PAGES.login, location)}
            className={actionClass}
            aria-label={`Like ${subject} (log in first)`}
          >
            <ThumbsUp aria-hidden="true" className="h-4 w-4" /> Like
          </Link>
        )}
        <button
          type="button"
          className={actionClass}
          aria-expanded={commentsOpen}
          aria-label={`Comment on ${subject}`}
          onPointerEnter={prefetchComments}
          onFocus={prefetchComments}
          onClick={() => {
            setCommentsOpen(true);
            setFocusBox(true);
          }}
        >
          <MessageCircle aria-hidden="true" className="h-4 w-4" /> Comment
        </button>
        <button type="button" className={actionClass} aria-label={`Share ${subject}: copy its link`} onClick={share}>
          <Share2 aria-hidden="true" className="h-4 w-4" /> Share
        </button>
      </div>

      {commentsOpen ? (
        <div className="border-t border-slate-100 px-4 py-3">
          <Suspense
            fallback={
              <p role="status" className="text-sm text-slate-500">
                Loading comments…
              </p>
            }
          >
            <Comments resourceID={post.postID} resourceType="post" subject={subject} autoFocus={focusBox} />
          </Suspense>
        </div>
      ) : null}
    </article>
  );
}
