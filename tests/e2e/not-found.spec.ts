import { expect, test, type Page } from './fixtures/test';
import { ADMIN, newCustomer, signIn, signUp } from './fixtures/accounts';
import { POLICY_PAGES } from './fixtures/pages';

test('an unknown address shows a friendly not-found page with ways forward', async ({ page }) => {
  // Search engines and link checkers see a missing page as missing: HTTP 404, with the app's page.
  const response = await page.goto('/parts-that-do-not-exist');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Yaad Parts');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Request a Part' })).toHaveAttribute('href', '/request');
  await main.getByRole('link', { name: 'Local Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Local Shop' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
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
  // Every page of the app answers 200 when opened directly; a part page only for a part that exists.
  const partId = ((await (await page.request.get('/api/parts?limit=1')).json()) as { parts: { id: number }[] }).parts[0]!.id;
  for (const path of ['/', '/shop', '/search?query=brake', '/track-order', '/faqs', '/shipping-policy', '/cart', `/part/${partId}`]) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
  for (const path of ['/part/2147483647', '/part/brake-pads', '/shop/screens']) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
});

test("a signed-in customer's /account opens the dashboard's Account tab and /orders lists their orders", async ({ page, baseURL }) => {
  const customer = newCustomer('Renae');
  await signUp(page.request, baseURL!, customer);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/dashboard\?tab=account$/);
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Account' }).getByText(customer.email)).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
});

/** A page fits a 360 px phone: nothing sticks out sideways, so nobody has to scroll left and right. */
async function expectFitsThePhone(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/**
 * docs/product.md §2's route table, plus /reset-password and /orders: [path, where it lands, its one h1]. A guest
 * sees every public page; the pages that need an account send the guest to /auth.
 */
const GUEST_ROUTES: [string, RegExp, string | RegExp][] = [
  ['/', /\/$/, 'Yaad Parts'],
  ['/browse', /\/browse$/, 'Browse Car Parts'],
  ['/search', /\/search$/, 'Browse Car Parts'],
  ['/part/1', /\/part\/1$/, /\S/],
  ['/shop', /\/shop$/, 'Local Shop'],
  ['/dashboard', /\/auth$/, 'Welcome to Yaad Parts'],
  ['/profile', /\/auth$/, 'Welcome to Yaad Parts'],
  ['/orders', /\/auth$/, 'Welcome to Yaad Parts'],
  ['/checkout', /\/checkout$/, 'Checkout'],
  ['/request', /\/request$/, 'Request Parts from US to Jamaica'],
  ['/tracking', /\/tracking$/, 'Track Your Order'],
  ['/track-order', /\/track-order$/, 'Track Your Order'],
  ['/contact-us', /\/contact-us$/, 'Contact Us'],
  ['/faqs', /\/faqs$/, 'Frequently Asked Questions'],
  ['/customer-support', /\/customer-support$/, 'Customer Support'],
  ...POLICY_PAGES.map(([path, heading]): [string, RegExp, string] => [path, new RegExp(`${path}$`), heading]),
  ['/auth', /\/auth$/, 'Welcome to Yaad Parts'],
  ['/admin-login', /\/admin-login$/, 'Admin Login'],
  ['/admin', /\/admin$/, 'Admin Sign In'],
  ['/admin/requests', /\/admin\/requests$/, 'Admin Sign In'],
  ['/admin/inventory', /\/admin\/inventory$/, 'Admin Sign In'],
  ['/admin/suppliers', /\/admin\/suppliers$/, 'Admin Sign In'],
  ['/admin/carousel', /\/admin\/carousel$/, 'Admin Sign In'],
  ['/order-success', /\/order-success$/, 'Order Confirmation'],
  ['/reset-password', /\/reset-password$/, 'Choose a new password'],
];

/** The same table's account and admin screens, opened by the store's admin. */
const ADMIN_ROUTES: [string, RegExp, string | RegExp][] = [
  ['/', /\/$/, `Welcome back, ${ADMIN.firstName}`],
  ['/dashboard', /\/dashboard$/, `Welcome, ${ADMIN.firstName} ${ADMIN.lastName}`],
  ['/profile', /\/profile$/, 'My Profile'],
  ['/orders', /\/orders$/, 'My Orders'],
  ['/auth', /\/dashboard$/, `Welcome, ${ADMIN.firstName} ${ADMIN.lastName}`],
  ['/admin-login', /\/admin$/, 'Admin Dashboard'],
  ['/admin', /\/admin$/, 'Admin Dashboard'],
  ['/admin/requests', /\/admin\/requests$/, 'Part requests'],
  ['/admin/inventory', /\/admin\/inventory$/, 'Inventory Management'],
  ['/admin/suppliers', /\/admin\/suppliers$/, 'Supplier Management'],
  ['/admin/carousel', /\/admin\/carousel$/, 'Carousel Management'],
];

async function visitEach(page: Page, routes: [string, RegExp, string | RegExp][]) {
  for (const [path, lands, heading] of routes) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(lands);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: typeof heading === 'string' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
      await expectFitsThePhone(page);
    });
  }
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every page of the route table opens for a guest, with one heading and no sideways scrolling', async ({ page }) => {
    await visitEach(page, GUEST_ROUTES);
  });

  test('the account and admin pages of the route table open for the admin, with no sideways scrolling', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, ADMIN);
    await visitEach(page, ADMIN_ROUTES);
  });

  test('a customer opening an admin page is told admin access is required', async ({ page, baseURL }) => {
    await signUp(page.request, baseURL!, newCustomer('Odane'));
    for (const path of ['/admin', '/admin/inventory', '/admin/suppliers', '/admin/carousel']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Admin access required' })).toBeVisible();
        await expectFitsThePhone(page);
      });
    }
  });
});
