/**
 * The profile form's first data for the member a page is rendered for (decision 0047): the lists
 * its selects offer (the own profile itself comes with the header's data), so that the form is
 * whole on arrival.
 */
import type { AppLoadContext } from 'react-router';
import type { UserProfile } from '@wbn/contract/schemas';
import { loadAsMember, loadSeed } from '~/lib/member-seed.server';
import { refDataKeys } from '~/lib/query-keys/business';
import { profileRefKeys } from '~/lib/query-keys/profile';
import { companyTypesOnly } from '~/lib/ref-data/business-types';

export async function profileFormSeed(context: AppLoadContext | undefined) {
  const profile = await loadAsMember<UserProfile>(context, '/api/user/profile');
  if (!profile) return [];
  const country = profile.country?.code;
  return loadSeed(context, [
    { key: profileRefKeys.genders(), path: '/api/ref-data/gender' },
    { key: profileRefKeys.languages(), path: '/api/ref-data/language' },
    { key: profileRefKeys.jobPositions(), path: '/api/ref-data/job-position' },
    { key: refDataKeys.countries(), path: '/api/ref-data/country' },
    { key: refDataKeys.businessTypes(), path: '/api/ref-data/business-type', map: companyTypesOnly },
    ...(country
      ? [{ key: refDataKeys.states(country), path: `/api/ref-data/country/${encodeURIComponent(country)}/state` }]
      : []),
  ]);
}
