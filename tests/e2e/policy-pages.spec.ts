import { expect, test, type Page } from './fixtures/test';
import { POLICY_PAGES } from './fixtures/pages';

/** The rest of docs/product.md §2's footer list: shop pages (no 'last updated' line) and the help pages. */
const OTHER_FOOTER_PAGES: [string, string][] = [
  ['/shop', 'Local Shop'],
  ['/request', 'Request Parts from US to Jamaica'],
  ['/browse', 'Browse Car Parts'],
  ['/track-order', 'Track Your Order'],
  ['/contact-us', 'Contact Us'],
  ['/faqs', 'Frequently Asked Questions'],
  ['/customer-support', 'Customer Support'],
];

const DEFAULT_DESCRIPTION = 'Auto and phone parts for customers across Jamaica.';

/**
 * Console errors and uncaught exceptions while the test runs. A guest's session check (GET /api/auth/user)
 * answers 401 by design (docs/product.md §7), and Chromium logs every 4xx response as a console error: that one is
 * not a fault of the page, any other is.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const guestSessionCheck = msg.location().url.endsWith('/api/auth/user') && msg.text().includes('401');
    if (!guestSessionCheck) errors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
  return errors;
}

test('a careful buyer opens every page of the footer and each policy says when it last changed', async ({ page }) => {
  const errors = watchErrors(page);
  for (const [path, heading] of POLICY_PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main').getByText(/^Last updated \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
      await expect(page).toHaveTitle(`${heading} · Yaad Parts`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toBeTruthy();
      expect(description).not.toBe(DEFAULT_DESCRIPTION);
    });
  }
  for (const [path, heading] of OTHER_FOOTER_PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    });
  }
  expect(errors).toEqual([]);
});

test('the footer links reach the policy pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'Refund Policy' }).click();
  await expect(page).toHaveURL(/\/refund-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('All sales are final and we do not give refunds.');
  await footer.getByRole('link', { name: 'Age Verification' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Age Verification' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('at least 18 years old');
});

test('the warranty page shows the docs/product.md §9 warranty table for new and refurbished parts', async ({ page }) => {
  await page.goto('/warranty-policy');
  const table = page.getByRole('table', { name: 'Warranty periods for new and refurbished parts' });
  await expect(table.getByRole('columnheader')).toHaveText(['Part', 'New', 'Refurbished']);
  const expected: [string, string, string][] = [
    ['Screens', '90 days', '30 days'],
    ['Batteries', '180 days', '60 days'],
    ['Charging ports', '120 days', '30 days'],
    ['Cameras', '90 days', '30 days'],
    ['Auto electronics', '180 days', '60 days'],
    ['Auto mechanical parts', '365 days', '90 days'],
  ];
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(expected.length + 1);
  for (const [i, [part, fresh, refurbished]] of expected.entries()) {
    await expect(rows.nth(i + 1).getByRole('rowheader')).toHaveText(part);
    await expect(rows.nth(i + 1).getByRole('cell')).toHaveText([fresh, refurbished]);
  }
  const main = page.getByRole('main');
  await expect(main).toContainText('we guarantee the work for 30 days');
  await expect(main).toContainText('extended plan of 1 or 2 years');
  // The contents list jumps to its section.
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'How to make a claim' }).click();
  await expect(page).toHaveURL(/#claim$/);
});

test('the shipping page gives the delivery figures a buyer needs before paying', async ({ page }) => {
  await page.goto('/shipping-policy');
  const main = page.getByRole('main');
  await expect(main).toContainText('Island-wide delivery: J$700.00');
  await expect(main).toContainText('We hold a ready order for 5 business days');
  await expect(main).toContainText('on orders over J$15,000.00 in the Kingston metro area');
  await expect(main).toContainText('Orders worth more than J$10,000.00 need a signature');
  await expect(main).toContainText('within 2 hours of placing it');
  const rates = page.getByRole('table', { name: 'Delivery rates by area in Jamaican dollars' });
  await expect(rates.getByRole('row').nth(1).getByRole('cell')).toHaveText(['J$500.00 - J$800.00', 'J$1,200.00 - J$1,500.00']);
  // The store's own address comes from GET /api/store.
  await expect(main).toContainText('Shop 7, 120 Spanish Town Road, Kingston 11, Jamaica');
});

test('search engines find robots.txt and a sitemap of the public pages beside the web app', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/warranty-policy</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/part/\\d+</loc>`));
});
