/**
 * A user's or business's timeline (timeline/load, pages of 10): the posts with
 * 'Load more post' and the list states. `initial` is the first page the server rendered.
 */
import type { ReactNode } from 'react';
import { MessagesSquare } from 'lucide-react';
import { MSG } from '@wbn/contract/constants';
import type { TimelinePage } from '@wbn/contract/schemas';
import { useTimeline } from '../api/load-timeline';
import { PostList, uniquePosts } from './post-list';
import { EmptyBlock } from '~/components/status-blocks';

type Props = {
  timelineID: string;
  initial?: TimelinePage | null;
  label: string;
  emptyTitle: string;
  emptyText?: ReactNode;
  highlightedID?: string | null;
};

export function TimelinePosts({ timelineID, initial, label, emptyTitle, emptyText, highlightedID }: Props) {
  const timeline = useTimeline(timelineID, { initial });
  const posts = uniquePosts((timeline.data?.pages ?? []).map((p) => p.posts)).filter((p) => p.postID !== highlightedID);
  return (
    <PostList
      label={label}
      posts={posts}
      state={timeline.status}
      errorMessage={MSG.failedLoadingNewsfeed}
      onRetry={() => void timeline.refetch()}
      retrying={timeline.isFetching}
      hasNextPage={timeline.hasNextPage}
      isFetchingNextPage={timeline.isFetchingNextPage}
      nextPageFailed={timeline.isFetchNextPageError}
      fetchNextPage={() => void timeline.fetchNextPage()}
      empty={
        <EmptyBlock title={emptyTitle} icon={<MessagesSquare aria-hidden="true" className="h-8 w-8" />}>
          {emptyText}
        </EmptyBlock>
      }
    />
  );
}
