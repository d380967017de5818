/**
 * Optimistic like / unlike (silent on failure): the viewer's state and the
 * count change in the cache at once; the server's answer then sets both, and any failure
 * (including a 2xx with success=false, which apiRequest turns into an error) puts them back
 * without a message.
 */
import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import { reactionKeys } from './keys';
import type { ReactionCheck, ReactionResult, ReactionSummary, ReactionTarget, ReactionType } from './types';

type Snapshot = { liked: boolean; summary: ReactionSummary | undefined };

const withCount = (summary: ReactionSummary | undefined, like: number): ReactionSummary => ({
  ...summary,
  reactionCount: { ...summary?.reactionCount, like: Math.max(0, like) },
});

export function optimisticReaction(
  queryClient: QueryClient,
  next: ReactionType | null,
  mutationFn: (target: ReactionTarget) => Promise<ReactionResult>,
): UseMutationOptions<ReactionResult, Error, ReactionTarget, Snapshot> {
  return {
    mutationFn,
    onMutate: async (target) => {
      const checkKey = reactionKeys.check(target.resourceID, target.businessID);
      const summaryKey = reactionKeys.summary(target.resourceID);
      // A summary or check still on its way must not overwrite the optimistic values.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: checkKey }),
        queryClient.cancelQueries({ queryKey: summaryKey }),
      ]);
      const snapshot: Snapshot = {
        liked: queryClient.getQueryData<ReactionCheck>(checkKey)?.reactionType === 'like',
        summary: queryClient.getQueryData<ReactionSummary>(summaryKey),
      };
      const delta = (next === 'like' ? 1 : 0) - (snapshot.liked ? 1 : 0);
      queryClient.setQueryData<ReactionCheck>(checkKey, { reactionType: next });
      if (snapshot.summary && delta)
        queryClient.setQueryData(summaryKey, withCount(snapshot.summary, snapshot.summary.reactionCount.like + delta));
      return snapshot;
    },
    onError: (_error, target, snapshot) => {
      if (!snapshot) return;
      queryClient.setQueryData<ReactionCheck>(reactionKeys.check(target.resourceID, target.businessID), {
        reactionType: snapshot.liked ? 'like' : null,
      });
      if (snapshot.summary) queryClient.setQueryData(reactionKeys.summary(target.resourceID), snapshot.summary);
    },
    onSuccess: (result, target) => {
      queryClient.setQueryData<ReactionCheck>(reactionKeys.check(target.resourceID, target.businessID), {
        reactionType: result.reactionType,
      });
      const summaryKey = reactionKeys.summary(target.resourceID);
      queryClient.setQueryData(
        summaryKey,
        withCount(queryClient.getQueryData<ReactionSummary>(summaryKey), result.reactionCount.like),
      );
    },
  };
}
