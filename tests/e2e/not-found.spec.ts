import { expect, test } from '@playwright/test';

test('an unknown address shows a friendly not-found page with ways forward', async ({ page }) => {
  await page.goto('/parts-that-do-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Yaad Parts');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Request a Part' })).toHaveAttribute('href', '/request');
  await main.getByRole('link', { name: 'Local Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Local Shop' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Local Shop' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('old links lead to their real pages', async ({ page }) => {
  const aliases: [string, RegExp, string][] = [
    ['/shipping', /\/shipping-policy$/, 'Shipping Policy'],
    ['/help', /\/customer-support$/, 'Customer Support'],
    ['/request-part', /\/request$/, 'Request Parts from US to Jamaica'],
    ['/cart', /\/checkout$/, 'Checkout'],
  ];
  for (const [from, to, heading] of aliases) {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // A guest's /account goes to the dashboard, which asks them to sign in.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth$/);
});
