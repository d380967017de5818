/**
 * A business's webhooks (decision 0036), through the typed client: the endpoints, adding one
 * (whose answer alone holds the signing secret), deleting one, each endpoint's deliveries, a test
 * event and a redelivery. Only the Developers tab (loaded on demand) imports this module (decision 0009).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_DELIVERIES_PAGE_SIZE, type WebhookEvent } from '@wbn/contract/constants';
import type { Webhook, WebhookDelivery } from '@wbn/contract/schemas';
import { isApiError } from '~/lib/api-client';
import { typedCall } from '~/lib/typed-call';
import { integrationKeys } from './keys';

export type NewWebhook = { url: string; events: WebhookEvent[] };

/** The endpoints, with whether each is failing or disabled. A refusal (403) is final: no retry. */
export const useWebhooks = (businessID: string) =>
  useQuery({
    queryKey: integrationKeys.webhooks(businessID),
    queryFn: () =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.GET('/api/business/profile/{id}/webhooks', { params: { path: { id: businessID } } })),
      ),
    retry: false,
  });

/** Adds an endpoint; as with a key, the secret is kept only by the panel that shows it (gcTime 0). */
export function useCreateWebhook(businessID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: NewWebhook) =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.POST('/api/business/profile/{id}/webhooks', { params: { path: { id: businessID } }, body: input })),
      ),
    gcTime: 0,
    onSuccess: () => qc.invalidateQueries({ queryKey: integrationKeys.webhooks(businessID) }),
  });
}

/** Deletes an endpoint and its deliveries: it leaves the list at once. One already gone (another admin, another tab) reads the list again. */
export function useDeleteWebhook(businessID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (webhookID: string) =>
      typedCall(({ api, unwrap }) =>
        unwrap(
          api.DELETE('/api/business/profile/{id}/webhooks/{webhookID}', {
            params: { path: { id: businessID, webhookID } },
          }),
        ),
      ),
    onSuccess: (_r, webhookID) => {
      qc.setQueryData<Webhook[]>(integrationKeys.webhooks(businessID), (hooks) =>
        hooks?.filter((w) => w.webhookID !== webhookID),
      );
      qc.removeQueries({ queryKey: integrationKeys.deliveries(businessID, webhookID) });
      void qc.invalidateQueries({ queryKey: integrationKeys.webhooks(businessID) });
    },
    onError: (e) => {
      if (isApiError(e) && e.status === 404)
        void qc.invalidateQueries({ queryKey: integrationKeys.webhooks(businessID) });
    },
  });
}

/** While a delivery waits for its first attempt (a test, a new event), which takes seconds. */
export const PENDING_POLL_MS = 2_000;
/** While one waits for a retry: the first comes within seconds, later ones hours apart. */
export const RETRYING_POLL_MS = 15_000;

/**
 * How soon the deliveries are read again (decision 0070): often while one is pending, now and then
 * while one waits for a retry, and not at all once every delivery has settled (delivered or
 * failed). A test or a redelivery reads them again at once (below), which starts the polling.
 */
export function deliveriesPollMs(pages: readonly { data: readonly Pick<WebhookDelivery, 'status'>[] }[] | undefined) {
  const statuses = new Set(pages?.flatMap((p) => p.data.map((d) => d.status)));
  if (statuses.has('pending')) return PENDING_POLL_MS;
  if (statuses.has('retrying')) return RETRYING_POLL_MS;
  return false;
}

/**
 * An endpoint's deliveries, newest first, a page at a time (cursor). Deliveries change by
 * themselves (attempts, retries, a test on its way): read again while any has not settled.
 */
export const useWebhookDeliveries = (businessID: string, webhookID: string) =>
  useInfiniteQuery({
    queryKey: integrationKeys.deliveries(businessID, webhookID),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      typedCall(({ api, unwrap }) =>
        unwrap(
          api.GET('/api/business/profile/{id}/webhooks/{webhookID}/deliveries', {
            params: {
              path: { id: businessID, webhookID },
              query: { size: WEBHOOK_DELIVERIES_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
            },
          }),
        ),
      ),
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    refetchInterval: (query) => deliveriesPollMs(query.state.data?.pages),
  });

/** Sends a `webhook.test` event to one endpoint; its deliveries are read again to show it. */
export function useTestWebhook(businessID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (webhookID: string) =>
      typedCall(({ api, unwrap }) =>
        unwrap(
          api.POST('/api/business/profile/{id}/webhooks/{webhookID}/test', {
            params: { path: { id: businessID, webhookID } },
          }),
        ),
      ),
    onSuccess: (_r, webhookID) => qc.invalidateQueries({ queryKey: integrationKeys.deliveries(businessID, webhookID) }),
  });
}

/** Queues one delivery again (the same webhook-id, so the receiver can tell it is a repeat). */
export function useRedeliverWebhook(businessID: string, webhookID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryID: string) =>
      typedCall(({ api, unwrap }) =>
        unwrap(
          api.POST('/api/business/profile/{id}/webhooks/{webhookID}/deliveries/{deliveryID}/redeliver', {
            params: { path: { id: businessID, webhookID, deliveryID } },
          }),
        ),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: integrationKeys.deliveries(businessID, webhookID) }),
  });
}
