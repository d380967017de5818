/**
 * /api/user/saved-searches through the typed client (loaded on the first call, decision 0009): the
 * member's list, saving a search, changing how often it alerts, deleting it (decision 0041).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSavedSearchRequest,
  SavedSearch,
  SavedSearchList,
  UpdateSavedSearchRequest,
} from '@wbn/contract/schemas';
import { typedCall } from '~/lib/typed-call';

/** Everything under ['saved-searches']; a member's list carries their id. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: (userID: string) => ['saved-searches', userID] as const,
};

export const useSavedSearches = (userID: string) =>
  useQuery({
    queryKey: savedSearchKeys.list(userID),
    queryFn: (): Promise<SavedSearchList> =>
      typedCall(({ api, unwrap }) => unwrap(api.GET('/api/user/saved-searches'))),
  });

export function useSaveSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearchRequest) =>
      typedCall(({ api, unwrap }) => unwrap(api.POST('/api/user/saved-searches', { body }))),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/** Puts one changed search in the cached list (or takes it out). */
const patchList = (
  list: SavedSearchList | undefined,
  id: string,
  next: SavedSearch | null,
): SavedSearchList | undefined =>
  list && {
    ...list,
    data: next
      ? list.data.map((s) => (s.savedSearchID === id ? next : s))
      : list.data.filter((s) => s.savedSearchID !== id),
  };

export function useUpdateSavedSearch(userID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ savedSearchID, body }: { savedSearchID: string; body: UpdateSavedSearchRequest }) =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.PATCH('/api/user/saved-searches/{savedSearchID}', { params: { path: { savedSearchID } }, body })),
      ),
    onSuccess: (done) =>
      qc.setQueryData<SavedSearchList>(savedSearchKeys.list(userID), (list) =>
        patchList(list, done.savedSearchID, done.savedSearch),
      ),
    // Gone meanwhile (deleted in another tab): the list catches up.
    onError: () => qc.invalidateQueries({ queryKey: savedSearchKeys.list(userID) }),
  });
}

export function useDeleteSavedSearch(userID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (savedSearchID: string) =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.DELETE('/api/user/saved-searches/{savedSearchID}', { params: { path: { savedSearchID } } })),
      ),
    onSuccess: (_done, savedSearchID) =>
      qc.setQueryData<SavedSearchList>(savedSearchKeys.list(userID), (list) => patchList(list, savedSearchID, null)),
    onError: () => qc.invalidateQueries({ queryKey: savedSearchKeys.list(userID) }),
  });
}
