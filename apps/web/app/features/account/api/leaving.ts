/** Leaving the network (decision 0033): when the account will be erased, asking for it, keeping the account. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedCall } from '~/lib/typed-call';
import { getBrowserSessionManager } from '~/lib/session';

export const deletionKey = ['account', 'deletion'] as const;

export const useAccountDeletion = () =>
  useQuery({
    queryKey: deletionKey,
    queryFn: () => typedCall(({ api, unwrap }) => unwrap(api.GET('/api/user/delete-account'))),
  });

/** The stored profile says when the account will be erased (the strip under the header reads it): read it again. */
const refreshProfile = () => void getBrowserSessionManager().loadProfile();

/** Set when the member has just asked to leave: the strip under the header takes the focus once it shows (decision 0068). */
let landOnStrip = false;
/** True once after the member asked to leave on this page (the strip asks, as it mounts, whether to take the focus). */
export function takeLandingOnStrip() {
  const land = landOnStrip;
  landOnStrip = false;
  return land;
}

export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; code?: string }) =>
      typedCall(({ api, unwrap }) => unwrap(api.POST('/api/user/delete-account', { body }))),
    onSuccess: () => {
      landOnStrip = true;
      refreshProfile();
      return qc.invalidateQueries({ queryKey: deletionKey });
    },
  });
}

/** Keeps the account (a plain call: the strip under the header uses it too, without react-query's state). */
export async function keepAccount() {
  const r = await typedCall(({ api, unwrap }) => unwrap(api.POST('/api/user/delete-account/cancel')));
  refreshProfile();
  return r.message;
}
