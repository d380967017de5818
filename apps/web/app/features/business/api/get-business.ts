/**
 * GET /api/business/profile/{id} → { success, data: BusinessProfile, session }.
 * The viewer's session sits next to `data` in the envelope, so this call uses its own client
 * (same token and 401 refresh rules as apiRequest) that folds `session` into the data.
 */
import { useQuery } from '@tanstack/react-query';
import type { BusinessSession } from '@wbn/contract/constants';
import type { Edition } from '@wbn/contract/editions';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { createApiClient, type ApiRequest } from '~/lib/api-client';
import { getBrowserSessionManager } from '~/lib/session';
import { businessKeys } from '~/lib/query-keys/business';

export type BusinessWithSession = { profile: BusinessProfile; session: BusinessSession };

let client: ApiRequest | null = null;

const withSessionClient = (): ApiRequest =>
  (client ??= createApiClient({
    session: () => (typeof window === 'undefined' ? null : getBrowserSessionManager()),
    fetch: async (input, init) => {
      const res = await globalThis.fetch(input, init);
      const body = (await res
        .clone()
        .json()
        .catch(() => null)) as { success?: boolean; data?: unknown; session?: BusinessSession } | null;
      if (!body || body.success !== true) return res;
      const folded = { success: true, data: { profile: body.data, session: body.session ?? 'none' } };
      return new Response(JSON.stringify(folded), { status: res.status, headers: res.headers });
    },
  }));

/** The profile's address; in an edition, its reference names in the edition's language (`lang`, decision 0085). */
export const businessProfilePath = (id: string, edition: Edition = 'en') =>
  `/api/business/profile/${encodeURIComponent(id)}${edition === 'en' ? '' : `?lang=${edition}`}`;

export const getBusiness = (id: string, edition: Edition = 'en') =>
  withSessionClient()<BusinessWithSession>(businessProfilePath(id, edition));

/**
 * The business with the viewer's session; `enabled` is false for visitors (the server render already has the data).
 * `edition`: the company page's, whose names the profile takes (the forms keep English, the default).
 */
export function useBusiness(
  id: string,
  options: { enabled?: boolean; initial?: BusinessProfile | null; edition?: Edition } = {},
) {
  const edition = options.edition ?? 'en';
  return useQuery({
    queryKey: edition === 'en' ? businessKeys.detail(id) : [...businessKeys.detail(id), edition],
    queryFn: () => getBusiness(id, edition),
    enabled: options.enabled ?? true,
    placeholderData: options.initial ? { profile: options.initial, session: 'none' as const } : undefined,
  });
}
