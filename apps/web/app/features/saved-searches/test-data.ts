/** Saved searches as the API presents them, for the components' tests (imported by *.test.tsx only). */
import type { SavedSearch } from '@wbn/contract/schemas';

export const USER_ID = '00000000-0000-4000-8000-0000000000a7';
export const SEARCH_ID = '00000000-0000-4000-8000-0000000005e1';

export const savedSearch = (over: Partial<SavedSearch> = {}): SavedSearch => ({
  savedSearchID: SEARCH_ID,
  textQuery: 'ball valve',
  businessType: { code: 'MA', name: 'Manufacturers' },
  country: { code: 'DE', countryName: 'Germany', emoji: '🇩🇪' },
  industry: null,
  includeRfqs: false,
  filters: null,
  frequency: 'daily',
  title: 'ball valve',
  description: 'Manufacturers matching “ball valve”, in Germany',
  searchPath: '/search-result?business=MA&countries=DE&search=ball+valve',
  pendingMatches: 0,
  lastAlertAt: null,
  createdAt: '2030-04-01T10:00:00.000Z',
  ...over,
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const ok = (data: unknown, status = 200) => json({ success: true, data }, status);
export const refused = (status: number, name: string, message: string, fields?: Record<string, string>) =>
  json({ success: false, error: { name, message, ...(fields ? { fields } : {}) } }, status);
