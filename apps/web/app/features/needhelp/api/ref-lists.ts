/** The four reference lists of the enquiry form. A failing list is silently empty. */
import { COMPANY_TYPE_CODES } from '@wbn/contract/constants';
import type { BusinessType, Country, JobPosition } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';

export type IndustryOption = { id: string; name: string };

export type NeedHelpRefLists = {
  countries: Pick<Country, 'code' | 'countryName'>[];
  businessTypes: BusinessType[];
  jobPositions: JobPosition[];
  industries: IndustryOption[];
};

export const EMPTY_REF_LISTS: NeedHelpRefLists = { countries: [], businessTypes: [], jobPositions: [], industries: [] };

const list = <T>(path: string) =>
  apiRequest<T[]>(path, { auth: false })
    .then((data) => (Array.isArray(data) ? data : []))
    .catch((): T[] => []);

const companyTypes = COMPANY_TYPE_CODES as readonly string[];

export async function getNeedHelpRefLists(): Promise<NeedHelpRefLists> {
  const [countries, businessTypes, jobPositions, industries] = await Promise.all([
    list<NeedHelpRefLists['countries'][number]>('/api/ref-data/country'),
    list<BusinessType>('/api/ref-data/business-type'),
    list<JobPosition>('/api/ref-data/job-position'),
    list<IndustryOption>('/api/catsys/industry'),
  ]);
  // PR and UR only select a search mode; a company is one of the other types.
  return {
    countries,
    businessTypes: businessTypes.filter((t) => companyTypes.includes(t.code)),
    jobPositions,
    industries,
  };
}
