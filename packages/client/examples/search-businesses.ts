/**
 * Finds manufacturers whose profile mentions "automation", in every country, and prints the names of
 * the first five. The search is public, so no token is needed.
 *
 * The client is openapi-fetch, typed by what openapi-typescript writes from the API's OpenAPI
 * document. Once, in a new folder (a project of ES modules: the example awaits at its top level):
 *   npm init -y && npm pkg set type=module
 *   npm install openapi-fetch
 *   npm install --save-dev openapi-typescript typescript tsx @types/node
 *   npx openapi-typescript http://localhost:3000/api/openapi.json --output wbn-api.d.ts
 * Then:
 *   npx tsx search-businesses.ts
 * WBN_API is the site's address (below); set it to ask another site. Run openapi-typescript again to
 * see what the API has added since.
 */
import createClient from 'openapi-fetch';
import type { paths } from './wbn-api';

const api = createClient<paths>({ baseUrl: process.env.WBN_API ?? 'http://localhost:3000' });

const { data, error, response } = await api.POST('/api/search/business', {
  body: { textQuery: 'automation', businessType: 'MA', country: 'global', skip: 0, size: 5 },
});

if (error) {
  // Every error is the same envelope; quote requestId when you report a problem.
  console.error(`${response.status} ${error.error.name}: ${error.error.message} (request ${error.error.requestId})`);
  process.exit(1);
}

console.log(`${data.data.total_results} businesses found`);
for (const hit of data.data.results) {
  console.log(`- ${hit.businessProfile.general.companyName}`);
}
