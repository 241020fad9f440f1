import { expect, test } from './fixtures/test';

// docs/choices.md #21: no hot-linked images, fonts or scripts. A customer on mobile data downloads only from us.
test('the store loads everything from its own server', async ({ page, baseURL }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:')) outside.push(url);
  });
  for (const path of ['/', '/auth?tab=signup', '/shop', '/admin', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(outside).toEqual([]);
});
