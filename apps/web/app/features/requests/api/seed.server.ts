/**
 * The message center's first data for the member a page is rendered for (decision 0047): an
 * inbox's first page of threads and, when one is open, its newest messages.
 */
import type { AppLoadContext } from 'react-router';
import { REQUESTS_PAGE_SIZE } from '@wbn/contract/constants';
import { loadSeed } from '~/lib/member-seed.server';
import { requestKeys } from '~/lib/query-keys/requests';

export function messageCenterSeed(context: AppLoadContext | undefined, inboxId: string, rid: string | null) {
  const bid = encodeURIComponent(inboxId);
  return loadSeed(context, [
    {
      key: requestKeys.list(inboxId),
      path: `/api/business/request?ubid=${bid}&skip=0&size=${REQUESTS_PAGE_SIZE}`,
      firstPage: { param: 0 },
    },
    ...(rid
      ? [
          {
            key: requestKeys.thread(rid),
            path: `/api/business/request/${encodeURIComponent(rid)}/get-messages?bid=${bid}`,
            firstPage: { param: null },
          },
        ]
      : []),
  ]);
}
