/**
 * The newsfeed: the viewer's posts, their businesses', and those of whom
 * they follow, newest first, through the nextID cursor. 'Load more post' loads when scrolled into
 * view and once after AUTO_LOAD_MORE_MS; a failure says MSG.failedLoadingNewsfeed with a retry.
 * Posts published while the feed is open are announced by a "New posts" pill (decision 0045); the list
 * does not move until the pill is chosen.
 */
import { useRef } from 'react';
import { Link } from '~/lib/edition-link';
import { ArrowUp, Newspaper } from 'lucide-react';
import { AUTO_LOAD_MORE_MS, MSG, SITE_PATHS, searchPath } from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';
import { useNewsfeed } from '../api/load-newsfeed';
import { useNewPosts } from '../api/new-posts';
import { PostList, uniquePosts } from './post-list';
import { EmptyBlock } from '~/components/status-blocks';

export function Newsfeed() {
  const feed = useNewsfeed(true);
  const posts = uniquePosts((feed.data?.pages ?? []).map((p) => p.items));
  const top = useRef<HTMLHeadingElement>(null);
  const fresh = useNewPosts(posts, feed.status === 'success');
  const showNew = async () => {
    await fresh.show();
    top.current?.scrollIntoView({
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      block: 'start',
    });
    top.current?.focus({ preventScroll: true });
  };
  return (
    <section aria-labelledby="newsfeed-heading" className="space-y-3">
      <h2 id="newsfeed-heading" ref={top} tabIndex={-1} className="sr-only scroll-mt-24">
        Newsfeed
      </h2>
      <div aria-live="polite" className="pointer-events-none sticky top-20 z-10 flex h-0 justify-center">
        {fresh.count > 0 ? (
          <button
            type="button"
            onClick={() => void showNew()}
            disabled={fresh.loading}
            className="pointer-events-auto mt-1 inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-70"
          >
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
            {fresh.label}
          </button>
        ) : null}
      </div>
      <PostList
        label="Newsfeed"
        posts={posts}
        state={feed.status}
        errorMessage={MSG.failedLoadingNewsfeed}
        onRetry={() => void feed.refetch()}
        retrying={feed.isFetching}
        hasNextPage={feed.hasNextPage}
        isFetchingNextPage={feed.isFetchingNextPage}
        nextPageFailed={feed.isFetchNextPageError}
        fetchNextPage={() => void feed.fetchNextPage()}
        autoLoadMs={AUTO_LOAD_MORE_MS}
        empty={
          <EmptyBlock title="Your newsfeed is empty" icon={<Newspaper aria-hidden="true" className="h-8 w-8" />}>
            <p>Write your first post above, or follow businesses and people: their posts appear here, newest first.</p>
            <div className="mt-3 flex flex-wrap justify-center gap-2">
              <Link to={searchPath()} className={buttonClass('primary')}>
                Find businesses to follow
              </Link>
              <Link to={SITE_PATHS.industries} className={buttonClass('secondary')}>
                Browse industries
              </Link>
            </div>
          </EmptyBlock>
        }
      />
    </section>
  );
}
