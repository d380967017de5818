// ---- from features/business/api/get-countries.ts
/** GET /api/ref-data/country. A reference-data failure yields an empty list. */
import { useQuery } from '@tanstack/react-query';
import type { Country } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { refDataKeys } from '~/lib/query-keys';

export const getCountries = () => apiRequest<Country[]>('/api/ref-data/country', { auth: false }).catch((): Country[] => []);

export function useCountries() {
  return useQuery({ queryKey: refDataKeys.countries(), queryFn: getCountries, staleTime: Infinity });
}

// ---- from features/business/api/get-states.ts
/** GET /api/ref-data/country/{code}/state. A failure yields an empty list. */
import { useQuery } from '@tanstack/react-query';
import type { State } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { refDataKeys } from '~/lib/query-keys';

export const getStates = (code: string) =>
  apiRequest<State[]>(`/api/ref-data/country/${encodeURIComponent(code)}/state`, { auth: false }).catch((): State[] => []);

export function useStates(code: string | null | undefined) {
  return useQuery({ queryKey: refDataKeys.states(code ?? ''), queryFn: () => getStates(code ?? ''), enabled: Boolean(code), staleTime: Infinity });
}

// ---- from features/business/api/get-business-types.ts
/** GET /api/ref-data/business-type, without PR and UR (they only select a search mode). */
import { useQuery } from '@tanstack/react-query';
import { COMPANY_TYPE_CODES } from '@wbn/contract/constants';
import type { BusinessType } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { refDataKeys } from '~/lib/query-keys';

const companyCodes: readonly string[] = COMPANY_TYPE_CODES;

/** The company types of the reference list (PR and UR left out). */
export const companyTypesOnly = (list: BusinessType[]) => list.filter((t) => companyCodes.includes(t.code));

export const getBusinessTypes = () =>
  apiRequest<BusinessType[]>('/api/ref-data/business-type', { auth: false })
    .then(companyTypesOnly)
    .catch((): BusinessType[] => []);

export function useBusinessTypes() {
  return useQuery({ queryKey: refDataKeys.businessTypes(), queryFn: getBusinessTypes, staleTime: Infinity });
}

