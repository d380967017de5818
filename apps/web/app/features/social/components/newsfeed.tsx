/**
 * The newsfeed: the viewer's posts, their businesses', and those of whom
 * they follow, newest first, through the nextID cursor. 'Load more post' loads when scrolled into
 * view and once after AUTO_LOAD_MORE_MS; a failure says MSG.failedLoadingNewsfeed with a retry.
 */
import { Link } from 'react-router';
import { Newspaper } from 'lucide-react';
import { AUTO_LOAD_MORE_MS, MSG, SITE_PATHS, searchPath } from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';
import { useNewsfeed } from '../api/load-newsfeed';
import { PostList, uniquePosts } from './post-list';
import { EmptyBlock } from './status-blocks';

export function Newsfeed() {
  const feed = useNewsfeed(true);
  const posts = uniquePosts((feed.data?.pages ?? []).map((p) => p.items));
  return (
    <section aria-labelledby="newsfeed-heading" className="space-y-3">
      <h2 id="newsfeed-heading" className="sr-only">
        Newsfeed
      </h2>
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
