/**
 * A list of post cards with its states (loading skeleton, empty state that says what
 * to do next, error with a retry) and the 'Load more post' trigger of the newsfeed: it
 * loads when scrolled into view (IntersectionObserver) and, when `autoLoadMs` is given, once by
 * itself that long after the first page arrived (4 s in the spec).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { MSG, TIMELINE_PAGE_SIZE } from '@wbn/contract/constants';
import type { Post } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { ErrorBlock, ListSkeleton } from '~/components/status-blocks';
import { PostCard } from './post-card';

export type PostListProps = {
  posts: Post[];
  /** First page: loading, failed or there. */
  state: 'pending' | 'error' | 'success';
  errorMessage: string;
  onRetry: () => void;
  retrying: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  nextPageFailed: boolean;
  fetchNextPage: () => void;
  empty: ReactNode;
  autoLoadMs?: number;
  /** Accessible name of the list ("Newsfeed", "Posts of Ana Gómez"). */
  label: string;
  highlightedID?: string | null;
};

/** Posts in order, each once (a page may repeat a post that moved when others posted). */
export function uniquePosts<T extends { postID: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages)
    for (const p of page)
      if (!seen.has(p.postID)) {
        seen.add(p.postID);
        out.push(p);
      }
  return out;
}

function LoadMore({ onLoad, loading, autoLoadMs }: { onLoad: () => void; loading: boolean; autoLoadMs?: number }) {
  const ref = useRef<HTMLButtonElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  const busy = useRef(loading);
  busy.current = loading;

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !busy.current) load.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!autoLoadMs) return;
    const timer = setTimeout(() => {
      if (!busy.current) load.current();
    }, autoLoadMs);
    return () => clearTimeout(timer);
  }, [autoLoadMs]);

  return (
    <div className="flex justify-center pt-1">
      <button
        ref={ref}
        type="button"
        onClick={onLoad}
        disabled={loading}
        aria-busy={loading || undefined}
        className={buttonClass('secondary', 'bg-white disabled:opacity-70')}
      >
        {loading ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
        {MSG.loadMorePost}
      </button>
    </div>
  );
}

export function PostList(props: PostListProps) {
  const {
    posts,
    state,
    errorMessage,
    onRetry,
    retrying,
    hasNextPage,
    isFetchingNextPage,
    nextPageFailed,
    fetchNextPage,
    empty,
    autoLoadMs,
    label,
    highlightedID,
  } = props;
  if (state === 'pending') return <ListSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (state === 'error' && !posts.length)
    return <ErrorBlock message={errorMessage} onRetry={onRetry} retrying={retrying} />;
  if (!posts.length) return <>{empty}</>;
  return (
    <div className="space-y-4">
      <ul aria-label={label} className="space-y-4">
        {posts.map((p) => (
          <li key={p.postID}>
            <PostCard post={p} highlighted={p.postID === highlightedID} />
          </li>
        ))}
      </ul>
      {nextPageFailed && !isFetchingNextPage ? (
        <ErrorBlock message={errorMessage} onRetry={fetchNextPage} retrying={isFetchingNextPage} />
      ) : hasNextPage ? (
        <LoadMore onLoad={fetchNextPage} loading={isFetchingNextPage} autoLoadMs={autoLoadMs} />
      ) : posts.length > TIMELINE_PAGE_SIZE ? (
        <p className="py-2 text-center text-sm text-slate-500">You have reached the end.</p>
      ) : null}
    </div>
  );
}
