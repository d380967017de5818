/**
 * A member's saved searches (decisions 0041, 0083): save one (the search's fields and filters,
 * checked against the reference data; at most SAVED_SEARCHES_MAX, the same search once), list them, change how often
 * they alert, delete them. Someone else's search answers 404, as an unknown id does.
 */
import {
  SAVED_SEARCH_MSG as M,
  SAVED_SEARCH_TYPES,
  SAVED_SEARCHES_MAX,
  canonicalSearchFilters,
  searchFilterTokens,
  type CreateSavedSearchInput,
  type SavedSearchDone,
  type SavedSearchList,
  type UpdateSavedSearchRequest,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { refMaps } from '../../core/ref-lookup.js';
import { parseQuery, toTsquery } from '../../core/search-text.js';
import { AppError, invalid, isUuid } from '../../lib/errors.js';
import { presentSavedSearch } from './saved-searches.presenter.js';
import { savedSearchesRepo as repo } from './saved-searches.repo.js';

const notFound = () => new AppError('NotFound', M.notFound, { savedSearchID: M.notFound });

export function createSavedSearchesService(d: { db: Db }) {
  const { db } = d;

  async function done(userId: string, id: string, message: string): Promise<SavedSearchDone> {
    const [row, m] = await Promise.all([repo.find(db, userId, id), refMaps(db)]);
    if (!row) throw notFound();
    return { savedSearchID: row.id, message, savedSearch: presentSavedSearch(row, m) };
  }

  return {
    async create(userId: string, input: CreateSavedSearchInput): Promise<SavedSearchDone> {
      if (input.businessType === 'UR') throw invalid('businessType', M.membersNotSaved);
      if (!SAVED_SEARCH_TYPES.includes(input.businessType)) throw invalid('businessType', M.businessType);
      const m = await refMaps(db);
      if (input.country && !m.countries.has(input.country)) throw invalid('country', M.unknownCountry);
      if (input.industry && !m.industries.has(input.industry)) throw invalid('industry', M.industry);
      const { words } = parseQuery(input.textQuery);
      // One way of writing the same filters, so the same search saved twice is one (decision 0083).
      const filters = canonicalSearchFilters(input.filters) ?? null;
      const tokens = Object.values(searchFilterTokens(filters));
      const saved = await repo.insertUnderLimit(
        db,
        {
          userId,
          textQuery: input.textQuery,
          businessType: input.businessType,
          countryCode: input.country,
          industryId: input.industry ?? null,
          includeRfqs: input.includeRfqs,
          filters,
          filterTokens: tokens.length ? tokens : null,
          frequency: input.frequency,
        },
        words.length ? toTsquery(words) : null,
        SAVED_SEARCHES_MAX,
      );
      if ('refused' in saved) {
        if (saved.refused === 'limit') throw new AppError('Conflict', M.tooMany);
        throw new AppError('Conflict', M.duplicate, { textQuery: M.duplicate });
      }
      return done(userId, saved.row.id, M.created);
    },

    async list(userId: string): Promise<SavedSearchList> {
      const [rows, m] = await Promise.all([repo.list(db, userId), refMaps(db)]);
      return { data: rows.map((r) => presentSavedSearch(r, m)), nextCursor: null };
    },

    async update(userId: string, id: string, input: UpdateSavedSearchRequest): Promise<SavedSearchDone> {
      if (!isUuid(id) || !(await repo.update(db, userId, id, input))) throw notFound();
      return done(userId, id, M.updated);
    },

    async remove(userId: string, id: string) {
      if (!isUuid(id) || !(await repo.remove(db, userId, id))) throw notFound();
      return { message: M.deleted };
    },
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
