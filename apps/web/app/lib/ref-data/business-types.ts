/** GET /api/ref-data/business-type, cached for the page's life, without PR and UR (they only select a search mode). A failure yields an empty list. */
import { useQuery } from '@tanstack/react-query';
import { COMPANY_TYPE_CODES } from '@wbn/contract/constants';
import type { BusinessType } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { refDataKeys } from '~/lib/query-keys/business';

const companyCodes: readonly string[] = COMPANY_TYPE_CODES;

/** The company types of the reference list (PR and UR left out: they only select a search mode). */
export const companyTypesOnly = (list: BusinessType[]) => list.filter((t) => companyCodes.includes(t.code));

/** GET /api/ref-data/business-type, without PR and UR. */
export const getBusinessTypes = () =>
  apiRequest<BusinessType[]>('/api/ref-data/business-type', { auth: false })
    .then(companyTypesOnly)
    .catch((): BusinessType[] => []);

export function useBusinessTypes() {
  return useQuery({ queryKey: refDataKeys.businessTypes(), queryFn: getBusinessTypes, staleTime: Infinity });
}
