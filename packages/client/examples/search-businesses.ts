/**
 * Finds manufacturers whose profile mentions "automation", in every country, and prints the names of
 * the first five.
 *   WBN_API=https://miami.example.com npx tsx search-businesses.ts
 * The search is public, so no token is needed.
 */
import { createWbnClient } from '@wbn/client';

const api = createWbnClient(process.env.WBN_API ?? 'http://localhost:3000');

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
