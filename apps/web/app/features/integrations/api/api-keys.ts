/**
 * A business's API keys (decision 0035), through the typed client: the list, a creation (whose
 * answer alone holds the secret), a revocation, and each key's log of uses. Only the Developers
 * tab (loaded on demand) imports this module (decision 0009).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_KEY_USES_PAGE_SIZE, type ApiKeyScope } from '@wbn/contract/constants';
import type { ApiKey } from '@wbn/contract/schemas';
import { isApiError } from '~/lib/api-client';
import { typedCall } from '~/lib/typed-call';
import { integrationKeys } from './keys';

export type NewApiKey = { name: string; scopes: ApiKeyScope[]; expiresAt?: string };

/** The keys in force (revoked ones leave; expired ones stay until revoked), newest first. A refusal (403) is final: no retry. */
export const useApiKeys = (businessID: string) =>
  useQuery({
    queryKey: integrationKeys.apiKeys(businessID),
    queryFn: () =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.GET('/api/business/profile/{id}/api-keys', { params: { path: { id: businessID } } })),
      ),
    retry: false,
  });

/**
 * Creates a key; its answer is the only place the secret ever appears. The mutation keeps nothing
 * once nobody watches it (gcTime 0): the secret lives only in the panel that shows it.
 */
export function useCreateApiKey(businessID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: NewApiKey) =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.POST('/api/business/profile/{id}/api-keys', { params: { path: { id: businessID } }, body: input })),
      ),
    gcTime: 0,
    onSuccess: () => qc.invalidateQueries({ queryKey: integrationKeys.apiKeys(businessID) }),
  });
}

/** Revokes a key: it leaves the list at once, with its log. One already gone (another admin, another tab) reads the list again. */
export function useRevokeApiKey(businessID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (keyID: string) =>
      typedCall(({ api, unwrap }) =>
        unwrap(
          api.DELETE('/api/business/profile/{id}/api-keys/{keyID}', { params: { path: { id: businessID, keyID } } }),
        ),
      ),
    onSuccess: (_r, keyID) => {
      qc.setQueryData<ApiKey[]>(integrationKeys.apiKeys(businessID), (keys) => keys?.filter((k) => k.keyID !== keyID));
      qc.removeQueries({ queryKey: integrationKeys.uses(businessID, keyID) });
      void qc.invalidateQueries({ queryKey: integrationKeys.apiKeys(businessID) });
    },
    onError: (e) => {
      if (isApiError(e) && e.status === 404)
        void qc.invalidateQueries({ queryKey: integrationKeys.apiKeys(businessID) });
    },
  });
}

/** What a key was used for, newest first, a page at a time (cursor). */
export const useApiKeyUses = (businessID: string, keyID: string) =>
  useInfiniteQuery({
    queryKey: integrationKeys.uses(businessID, keyID),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      typedCall(({ api, unwrap }) =>
        unwrap(
          api.GET('/api/business/profile/{id}/api-keys/{keyID}/uses', {
            params: {
              path: { id: businessID, keyID },
              query: { size: API_KEY_USES_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
            },
          }),
        ),
      ),
    getNextPageParam: (last) => last.nextCursor,
    // The log grows with every request the program makes: read afresh each time it is opened.
    staleTime: 0,
  });
