import { expect, test, type Page } from './fixtures/test';
import { ADMIN, newCustomer, signIn, signUp } from './fixtures/accounts';

test.use({ viewport: { width: 360, height: 740 } });

const bodyOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).overflow);

test('on a 360 px phone the side menu opens over a backdrop, locks scrolling and closes on a backdrop tap', async ({ page }) => {
  // Two of one item and one of another already in the cart (the shop writes this key).
  await page.addInitScript(() => {
    localStorage.setItem(
      'shopping-cart',
      JSON.stringify([
        { id: 1, name: 'iPhone 12 Screen', price: 9500, quantity: 2, stockCount: 5 },
        { id: 2, name: 'Samsung A14 Battery', price: 3200, quantity: 1, stockCount: 5 },
      ]),
    );
  });
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  // Under md the main navigation lives in the menu.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect.poll(() => bodyOverflow(page)).toBe('hidden');
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

  for (const name of ['Home', 'Shipping', 'Help', 'Account', 'Browse Parts', 'Local Shop', 'Request Parts']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
  const categories = menu.getByRole('list', { name: 'Popular Categories' }).getByRole('link');
  await expect(categories).toHaveText(['Engine Parts', 'Brakes & Suspension', 'Electrical', 'Exterior', 'Interior']);
  for (const [i, slug] of ['engine-parts', 'brakes-suspension', 'electrical', 'exterior', 'interior'].entries()) {
    await expect(categories.nth(i)).toHaveAttribute('href', `/search?category=${slug}`);
  }
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');

  // The page behind does not move: a wheel or swipe over the backdrop scrolls nothing.
  await page.mouse.move(350, 400);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Tap the dimmed backdrop to the right of the panel.
  await page.mouse.click(350, 400);
  await expect(menu).toBeHidden();
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('the side menu closes with Escape and after choosing a page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Help', exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/customer-support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
});

test('the cart badge follows the cart as it changes', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  await expect(banner.getByTestId('cart-count')).toHaveCount(0);
  // Another tab adds to the cart: this one hears it through the storage event.
  await page.evaluate(() => {
    const value = JSON.stringify([{ id: 7, name: 'Charging port', price: 1500, quantity: 4, stockCount: 9 }]);
    localStorage.setItem('shopping-cart', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'shopping-cart', newValue: value }));
  });
  await expect(banner.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
  await expect(banner.getByTestId('cart-count')).toHaveText('4');
  // A line written by an older version (no stock count) is dropped rather than shown half-broken.
  await page.evaluate(() => {
    const value = JSON.stringify([{ id: 'a', name: 'Old line', price: 1500, quantity: 4 }]);
    localStorage.setItem('shopping-cart', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'shopping-cart', newValue: value }));
  });
  await expect(banner.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
});

test('a menu left open closes itself when the window grows to desk size', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('a category in the side menu opens the search filtered to it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Electrical' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/search\?category=electrical$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Car Parts' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of [\d,]+ results$/)).toBeVisible();
});

test("the side menu shows who is signed in, and the Admin link only to the store's admin", async ({ page, baseURL }) => {
  const menu = page.getByRole('dialog', { name: 'Menu' });

  await signUp(page.request, baseURL!, newCustomer('Shevon'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByText('Welcome, Shevon')).toBeVisible();
  // A click posts the sign-out; the link itself leads to the page that asks (a GET never signs out).
  await expect(menu.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/logout');
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await signIn(page.request, baseURL!, ADMIN);
  await page.reload();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByText(`Welcome, ${ADMIN.firstName}`)).toBeVisible();
  await menu.getByRole('link', { name: 'Admin' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
