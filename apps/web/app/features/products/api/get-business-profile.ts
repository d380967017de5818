import { useQuery } from '@tanstack/react-query';
import type { BusinessSession } from '@wbn/contract/constants';
import type { BusinessProfile } from '@wbn/contract/schemas';
import type { Edition } from '@wbn/contract/editions';
import { apiRequest, createApiClient, type ApiRequest } from '~/lib/api-client';
import { getBrowserSessionManager, type FetchLike } from '~/lib/session';
import { productKeys } from './keys';

export type BusinessWithSession = { profile: BusinessProfile; session: BusinessSession };

/** The profile's address; in an edition, its reference names in the edition's language (`lang`, decision 0085). */
export const profilePath = (businessID: string, edition: Edition = 'en') =>
  `/api/business/profile/${encodeURIComponent(businessID)}${edition === 'en' ? '' : `?lang=${edition}`}`;

/** GET /api/business/profile/{id}: the profile only (for the product page). */
export const getBusinessProfile = (businessID: string, edition: Edition = 'en') =>
  apiRequest<BusinessProfile>(profilePath(businessID, edition));

/** `edition`: the product page's, whose names the company card takes. */
export function useBusinessProfile(
  businessID: string | null,
  initialData?: BusinessProfile | null,
  edition: Edition = 'en',
) {
  const key = productKeys.business(businessID ?? '');
  return useQuery({
    queryKey: edition === 'en' ? key : [...key, edition],
    queryFn: () => getBusinessProfile(businessID!, edition),
    enabled: !!businessID,
    initialData: initialData ?? undefined,
    retry: false,
  });
}

/**
 * The profile answer carries `session` next to `data` ("data.data plus session"),
 * which the shared client drops. This fetch folds it into `data`, so the shared client's
 * envelope, bearer and 401-refresh rules still apply.
 */
const foldSession: FetchLike = async (input, init) => {
  const res = await globalThis.fetch(input, init);
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { success?: boolean; data?: unknown; session?: BusinessSession } | null;
  if (!body || body.success !== true) return res;
  const folded = { success: true, data: { profile: body.data, session: body.session ?? 'none' } };
  return new Response(JSON.stringify(folded), { status: res.status, headers: { 'content-type': 'application/json' } });
};

let sessionClient: ApiRequest | null = null;
const profileClient: ApiRequest = (path, options) => {
  sessionClient ??= createApiClient({
    session: () => (typeof window === 'undefined' ? null : getBrowserSessionManager()),
    fetch: foldSession,
  });
  return sessionClient(path, options);
};

/** GET /api/business/profile/{id} with the viewer's session ('owner' | 'admin' | 'member' | 'none'). */
export const getBusinessWithSession = (businessID: string) =>
  profileClient<BusinessWithSession>(profilePath(businessID));

/** Runs in the browser only (the session is the viewer's). */
export function useBusinessWithSession(businessID: string | null, enabled = true) {
  return useQuery({
    queryKey: productKeys.businessWithSession(businessID ?? ''),
    queryFn: () => getBusinessWithSession(businessID!),
    enabled: !!businessID && enabled,
  });
}
