/**
 * Follow and unfollow (optimistic like the like toggle, "with count and state changing
 * at once"; failures revert silently). POST /api/social/follow/{business|user} {resourceID}
 * and DELETE /api/social/follow/{id} (Bearer).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowSummary, FollowTargetType } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { socialKeys } from '~/lib/query-keys/social';

export type FollowTarget = { id: string; type: FollowTargetType };

export const follow = ({ id, type }: FollowTarget) =>
  apiRequest<unknown>(`/api/social/follow/${type}`, { method: 'POST', body: { resourceID: id } });
export const unfollow = ({ id }: FollowTarget) =>
  apiRequest<unknown>(`/api/social/follow/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** What the summary looks like with the viewer following (or not): count moved by one, never below zero. */
export function withFollowing(summary: FollowSummary, following: boolean): FollowSummary {
  const was = summary.session?.following ?? false;
  const delta = (following ? 1 : 0) - (was ? 1 : 0);
  return { ...summary, followersCount: Math.max(0, summary.followersCount + delta), session: { following } };
}

/** Toggles following `target`; `following` is the state to reach. */
export function useToggleFollow(target: FollowTarget) {
  const queryClient = useQueryClient();
  const key = socialKeys.followSummary(target.id);
  return useMutation({
    mutationFn: (following: boolean) => (following ? follow(target) : unfollow(target)),
    onMutate: async (following) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<FollowSummary>(key);
      if (before) queryClient.setQueryData(key, withFollowing(before, following));
      return { before };
    },
    onError: (_e, _following, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      // The viewer's newsfeed now has (or no longer has) this author's posts.
      void queryClient.invalidateQueries({ queryKey: socialKeys.feed() });
    },
  });
}
