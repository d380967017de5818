import { test, expect } from '@playwright/test';

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page).toHaveURL(/\/$/);
});
