/**
 * Search by rating (decision 0077) in a real browser, on the demo data (one supplier has four
 * reviews, so an average): "Highest rated" lists only rated businesses with their stars, the rating
 * choice is kept in the address and works from the keyboard, and the controls fit a phone.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { COMPANY_TYPE_CODES, DEFAULT_SEARCH_COUNTRY, searchPath } from '@wbn/contract';

const SHOTS = '/tmp/shots';
type Hit = { businessProfile: { general: { companyName: string }; rating: { average: number; count: number } | null } };

/** The company type whose "Highest rated" lists a business, and that business (the ratings are written at start). */
async function ratedType(request: APIRequestContext) {
  let found: { type: string; hit: Hit } | null = null;
  await expect
    .poll(
      async () => {
        for (const businessType of COMPANY_TYPE_CODES) {
          const res = await request.post('/api/search/business', {
            data: { businessType, country: DEFAULT_SEARCH_COUNTRY, sort: 'rating', size: 5 },
          });
          const hits = ((await res.json()) as { data: { results: Hit[] } }).data.results;
          if (hits.length) return (found = { type: businessType, hit: hits[0] });
        }
        return null;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  return found!;
}

test('Highest rated lists the rated businesses with their stars; the rating choice works from the keyboard', async ({
  page,
  request,
}) => {
  const { type, hit } = await ratedType(request);
  const { average, count } = hit.businessProfile.rating!;
  for (const width of [1280, 992, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${searchPath({ business: type, countries: DEFAULT_SEARCH_COUNTRY, search: '' })}&sort=rating`);
    const sort = page.getByRole('group', { name: 'Sort by' });
    await expect(sort.getByRole('link', { name: 'Highest rated' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText('Only businesses with an average from at least 3 reviews are listed.')).toBeVisible();
    const card = page.getByRole('article', { name: hit.businessProfile.general.companyName });
    await expect(card.getByRole('img', { name: `${average} out of 5 stars` })).toBeVisible();
    await expect(card.getByText(`(${count} reviews)`)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/search-rating-${width}.png` });
  }
  // From the keyboard: the "4 stars & up" link, then Enter.
  const four = page.getByRole('group', { name: 'Rating' }).getByRole('link', { name: '4 stars & up' });
  await four.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/rating=4/);
  await expect(page.getByRole('group', { name: 'Rating' }).getByRole('link', { name: '4 stars & up' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});
