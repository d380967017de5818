/** Reference lists (countries, states, genders, languages, job positions, business types): read once a while and kept. */
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { memoTtl } from '../../lib/memo.js';
import { refdataRepo } from './refdata.repo.js';

export function createRefdataService({ db }: { db: Db }) {
  const countries = memoTtl(() => refdataRepo.countries(db));
  const languages = memoTtl(() => refdataRepo.languages(db));
  return {
    countries: () => countries(),
    async states(countryCode: string) {
      if (!(await refdataRepo.country(db, countryCode))) throw notFound('Country', 'code');
      return refdataRepo.states(db, countryCode);
    },
    genders: () => refdataRepo.genders(db),
    languages: () => languages(),
    jobPositions: () => refdataRepo.jobPositions(db),
    businessTypes: () => refdataRepo.businessTypes(db),
  };
}
export type RefdataService = ReturnType<typeof createRefdataService>;
