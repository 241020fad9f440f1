import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import { newCustomer, signUp } from './fixtures/accounts';
import { clickAndReadAtOnce, expectToast, slowCpu } from './fixtures/ui';

type Product = {
  id: number;
  name: string;
  price: number;
  stockCount: number;
  inStock: boolean;
  category: string;
  categorySlug: string;
  categoryName: string;
  condition: 'new' | 'used' | 'refurbished';
  compatibility: string[];
};

async function inventory(request: APIRequestContext, query = ''): Promise<Product[]> {
  const res = await request.get(`/api/inventory${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Product[];
}

/** A product whose name no other product's name contains, so a search for it shows its card. */
function distinct(products: Product[], wanted: (p: Product) => boolean): Product {
  const found = products.find((p) => wanted(p) && !products.some((o) => o.id !== p.id && o.name.toLowerCase().includes(p.name.toLowerCase())));
  if (!found) throw new Error('the seeded shop has no product of that kind');
  return found;
}

const card = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const cartPanel = (page: Page) => page.getByRole('region', { name: /^Your cart/ });
const headerCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart,/ });

test('the banners rotate every 5 seconds, wrap around, and can be paused or moved by hand', async ({ page }) => {
  const res = await page.request.get('/api/carousel');
  const banners = (await res.json()) as { title: string; buttonText: string; buttonLink: string }[];
  expect(banners.length).toBeGreaterThan(1);
  const n = banners.length;

  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Local Shop' })).toBeVisible();
  await expect(page).toHaveTitle(/^Local Shop · /);
  const carousel = page.getByRole('region', { name: 'Shop offers' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(carousel.getByRole('button', { name: /^Offer \d+:/ })).toHaveCount(n);
  const first = carousel.getByRole('group', { name: `1 of ${n}` });
  await expect(first).toBeVisible();
  await expect(first.getByRole('heading', { name: banners[0]!.title })).toBeVisible();

  // Nothing touched: it moves on by itself.
  await expect(carousel.getByRole('group', { name: `2 of ${n}` })).toBeVisible({ timeout: 8_000 });
  await expect(carousel.getByRole('group', { name: `2 of ${n}` })).toHaveAttribute('aria-roledescription', 'slide');

  // Stopped, it stays; the arrows still move it, and it wraps both ways.
  await carousel.getByRole('button', { name: 'Stop rotating offers' }).click();
  await carousel.getByRole('button', { name: 'Previous offer' }).click();
  await carousel.getByRole('button', { name: 'Previous offer' }).click();
  await expect(carousel.getByRole('group', { name: `${n} of ${n}` })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next offer' }).click();
  await expect(first).toBeVisible();
  // Pointer and focus leave the carousel (either would hold it too): stopped means stopped.
  await page.getByRole('heading', { level: 1 }).click();
  await page.waitForTimeout(5_500);
  await expect(first).toBeVisible();
  await expect(carousel.getByRole('button', { name: `Offer 1: ${banners[0]!.title}` })).toHaveAttribute('aria-current', 'true');

  // The banner's button goes where the banner says.
  await first.getByRole('link', { name: banners[0]!.buttonText }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === banners[0]!.buttonLink);
});

test('with reduced motion the banners stay put until asked to move', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/shop');
  const carousel = page.getByRole('region', { name: 'Shop offers' });
  await expect(carousel.getByRole('button', { name: 'Start rotating offers' })).toBeVisible();
  await expect(carousel.getByRole('group', { name: /^1 of / })).toBeVisible();
});

test('a filter narrows the products, survives a reload, and a search with no match offers to clear the filters', async ({ page }) => {
  const all = await inventory(page.request);
  const batteries = all.filter((p) => p.categorySlug === 'phone-batteries');
  expect(batteries.length).toBeGreaterThan(0);
  expect(batteries.length).toBeLessThan(all.length);

  await page.goto('/shop');
  const status = page.getByRole('status').filter({ hasText: /products? found$/ });
  await expect(status).toHaveText(`${all.length} products found`);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Category').selectOption({ label: 'Batteries' });
  await expect(page).toHaveURL(/category=phone-batteries/);
  await expect(status).toHaveText(`${batteries.length} products found`);
  await expect(page.getByTestId('product-card').first()).toContainText('Batteries');

  await filters.getByRole('radio', { name: 'Refurbished' }).check();
  await expect(page).toHaveURL(/condition=refurbished/);
  const refurbished = batteries.filter((p) => p.condition === 'refurbished').length;
  await expect(status).toHaveText(`${refurbished} ${refurbished === 1 ? 'product' : 'products'} found`);

  await page.reload();
  await expect(filters.getByLabel('Category')).toHaveValue('phone-batteries');
  await expect(filters.getByRole('radio', { name: 'Refurbished' })).toBeChecked();
  await expect(status).toHaveText(`${refurbished} ${refurbished === 1 ? 'product' : 'products'} found`);

  await page.goBack();
  await expect(filters.getByRole('radio', { name: 'Any condition' })).toBeChecked();
  await expect(status).toHaveText(`${batteries.length} products found`);

  await page.getByRole('searchbox', { name: 'Search phone parts' }).fill('no such part anywhere');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=no\+such\+part\+anywhere/);
  await expect(page.getByRole('heading', { name: 'No products match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(status).toHaveText(`${all.length} products found`);
});

test('on a slow phone a filter choice shows at once, and two quick choices both stick', async ({ page }) => {
  await page.goto('/shop');
  const status = page.getByRole('status').filter({ hasText: /products? found$/ });
  await expect(status).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const restoreCpu = await slowCpu(page);
  expect((await clickAndReadAtOnce(filters.getByRole('radio', { name: 'Refurbished' }))).checked).toBe(true);
  expect((await clickAndReadAtOnce(filters.getByRole('checkbox', { name: 'In stock only' }))).checked).toBe(true);

  await expect(page).toHaveURL(/condition=refurbished/);
  await expect(page).toHaveURL(/inStock=true/);
  await expect(filters.getByRole('radio', { name: 'Refurbished' })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  await restoreCpu();
});

/** docs/product.md §9's warranty table (new / refurbished, days), written out here so a wrong constant fails the story. */
const WARRANTY_DAYS: Record<string, [number, number]> = {
  'phone-screens': [90, 30],
  'phone-batteries': [180, 60],
  'phone-charging-ports': [120, 30],
  'phone-cameras': [90, 30],
};

test('the product dialog shows every phone a part fits, its seller, and the warranty for its kind', async ({ page }) => {
  const all = await inventory(page.request);
  const screen = distinct(all, (p) => p.categorySlug === 'phone-screens' && p.condition === 'new' && p.compatibility.length > 2);
  const refurbished = distinct(all, (p) => p.condition === 'refurbished' && p.categorySlug in WARRANTY_DAYS);
  const used = distinct(all, (p) => p.condition === 'used');

  await page.goto(`/shop?search=${encodeURIComponent(screen.name)}`);
  const screenCard = card(page, screen.name);
  // The card: two models, then how many more.
  await expect(screenCard.getByText(`+${screen.compatibility.length - 2} more`)).toBeVisible();
  await screenCard.getByRole('button', { name: screen.name }).click();
  const dialog = page.getByRole('dialog', { name: screen.name });
  await expect(dialog).toBeVisible();
  // The dialog takes the focus, not the quantity box (which would open a phone's keyboard).
  await expect(dialog).toBeFocused();
  const fits = dialog.getByRole('list', { name: 'Compatible phones' }).getByRole('listitem');
  await expect(fits).toHaveText(screen.compatibility);
  await expect(dialog.getByTestId('warranty')).toHaveText('90-day warranty');
  await expect(dialog.getByText('Yaad Parts', { exact: true })).toBeVisible();
  // One "Seller": the heading; the rows under it are the seller's name, phone and address.
  await expect(dialog.getByText('Seller', { exact: true })).toHaveCount(1);
  await expect(dialog.getByRole('heading', { name: 'Seller' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /876/ })).toHaveAttribute('href', /^tel:\+?1?876/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto(`/shop?search=${encodeURIComponent(refurbished.name)}`);
  await card(page, refurbished.name).getByRole('button', { name: refurbished.name }).click();
  await expect(page.getByRole('dialog', { name: refurbished.name }).getByTestId('warranty')).toHaveText(
    `${WARRANTY_DAYS[refurbished.categorySlug]![1]}-day warranty`,
  );

  // docs/product.md §9 sets no period for used parts: the dialog says so rather than inventing one.
  await page.goto(`/shop?search=${encodeURIComponent(used.name)}`);
  await card(page, used.name).getByRole('button', { name: used.name }).click();
  await expect(page.getByRole('dialog', { name: used.name }).getByTestId('warranty')).toHaveText('No set warranty period');
});

test('adding to the cart shows in the header and the cart panel; plus stops at the stock, minus to zero removes, and the cart outlives a reload', async ({ page }) => {
  const all = await inventory(page.request);
  const few = distinct(all, (p) => p.inStock && p.stockCount >= 2 && p.stockCount <= 4);

  await page.goto(`/shop?search=${encodeURIComponent(few.name)}`);
  await expect(headerCart(page)).toHaveAccessibleName('Cart, empty');
  await expect(cartPanel(page).getByText('Your cart is empty')).toBeVisible();
  const productCard = card(page, few.name);
  await expect(productCard.getByText(`Only ${few.stockCount} left`)).toBeVisible();
  await productCard.getByRole('button', { name: 'Add to cart' }).click();
  await expectToast(page, 'Added to Cart');
  await expectToast(page, `${few.name} has been added to your cart.`);
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item');
  const line = cartPanel(page).getByTestId('cart-line').filter({ hasText: few.name });
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('Quantity 1');

  const plus = line.getByRole('button', { name: `One more ${few.name}` });
  for (let quantity = 2; quantity <= few.stockCount; quantity += 1) {
    await plus.click();
    await expect(line.getByTestId('cart-line-quantity')).toHaveText(`Quantity ${quantity}`);
  }
  await expect(plus).toBeDisabled();
  await expect(headerCart(page)).toHaveAccessibleName(`Cart, ${few.stockCount} items`);
  await expect(productCard.getByRole('button', { name: 'All in your cart' })).toBeDisabled();
  const subtotal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(few.price * few.stockCount);
  await expect(cartPanel(page).getByTestId('cart-subtotal')).toHaveText(`J$${subtotal}`);
  await expect(cartPanel(page).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');

  await page.reload();
  await expect(line.getByTestId('cart-line-quantity')).toHaveText(`Quantity ${few.stockCount}`);
  await expect(headerCart(page)).toHaveAccessibleName(`Cart, ${few.stockCount} items`);

  const minus = line.getByRole('button', { name: `One fewer ${few.name}` });
  for (let quantity = few.stockCount; quantity >= 1; quantity -= 1) await minus.click();
  await expect(line).toHaveCount(0);
  // The minus button went with its line: focus is back on the cart, not lost.
  await expect(cartPanel(page)).toBeFocused();
  await expect(cartPanel(page).getByText('Your cart is empty')).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName('Cart, empty');

  // The dialog's quantity stops at the stock too, and adds that many at once.
  await productCard.getByRole('button', { name: few.name }).click();
  const dialog = page.getByRole('dialog', { name: few.name });
  const increase = dialog.getByRole('button', { name: 'Increase quantity' });
  for (let i = 1; i < few.stockCount; i += 1) await increase.click();
  await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(few.stockCount));
  await expect(increase).toBeDisabled();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog.getByText(/in your cart\.$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(headerCart(page)).toHaveAccessibleName(`Cart, ${few.stockCount} items`);
});

test("docs/security-audit.md finding 4: the cart offers no more of an item than the shop's limit per order, even with more in stock", async ({ page }) => {
  const limits = (await (await page.request.get('/api/shop-settings')).json()) as { maxUnitsPerOrder: number };
  const all = await inventory(page.request);
  const plenty = distinct(all, (p) => p.inStock && p.stockCount > limits.maxUnitsPerOrder + 1);

  await page.goto(`/shop?search=${encodeURIComponent(plenty.name)}`);
  await card(page, plenty.name).getByRole('button', { name: 'Add to cart' }).click();
  const line = cartPanel(page).getByTestId('cart-line').filter({ hasText: plenty.name });
  const plus = line.getByRole('button', { name: `One more ${plenty.name}` });
  for (let quantity = 2; quantity <= limits.maxUnitsPerOrder; quantity += 1) {
    await plus.click();
    await expect(line.getByTestId('cart-line-quantity')).toHaveText(`Quantity ${quantity}`);
  }
  await expect(plus).toBeDisabled();
  await expect(line.getByText(`One order takes at most ${limits.maxUnitsPerOrder} of an item. Call the shop for more.`)).toBeVisible();
  await expect(card(page, plenty.name).getByRole('button', { name: 'Order limit in your cart' })).toBeDisabled();
});

test("an out-of-stock product can't be added", async ({ page }) => {
  const all = await inventory(page.request);
  const soldOut = distinct(all, (p) => !p.inStock || p.stockCount === 0);

  await page.goto(`/shop?search=${encodeURIComponent(soldOut.name)}`);
  const productCard = card(page, soldOut.name);
  await expect(productCard.getByText('Out of Stock')).toBeVisible();
  await expect(productCard.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await productCard.getByRole('button', { name: soldOut.name }).click();
  await expect(page.getByRole('dialog', { name: soldOut.name }).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
});

test("the dashboard's Phone Parts tab lists the shop's products and shares its cart", async ({ page, baseURL }) => {
  const phoneParts = (await inventory(page.request)).filter((p) => p.category === 'Phone Parts');
  const customer = newCustomer('Shanice');
  await signUp(page.request, baseURL!, customer);

  await page.goto('/shop');
  const firstName = (await page.getByTestId('product-card').first().getByRole('heading').textContent())!.trim();
  await card(page, firstName).getByRole('button', { name: 'Add to cart' }).click();
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item');

  await page.goto('/dashboard?tab=phone-parts');
  await expect(page.getByRole('heading', { name: 'Phone parts in stock' })).toBeVisible();
  const shown = Math.min(24, phoneParts.length);
  await expect(page.getByTestId('product-card')).toHaveCount(shown);
  await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(phoneParts.slice(0, shown).map((p) => p.name));
  if (phoneParts.length > shown) await expect(page.getByText(`Showing ${shown} of ${phoneParts.length} products`)).toBeVisible();
  // Cards show at most two compatible models, then how many more.
  for (const tagged of await page.getByTestId('product-card').filter({ hasText: /\+\d+ more/ }).all()) {
    await expect(tagged.locator('[data-slot="badge"]').filter({ hasNotText: /^(New|Used|Refurbished)$/ })).toHaveCount(2);
  }
  const line = cartPanel(page).getByTestId('cart-line').filter({ hasText: firstName });
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('Quantity 1');
  await line.getByRole('button', { name: `One fewer ${firstName}` }).click();
  await expect(cartPanel(page).getByText('Your cart is empty')).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName('Cart, empty');
});

test('on a phone the shop draws 24 products at a time, says how many there are, and shows more on request', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const all = await inventory(page.request);
  expect(all.length).toBeGreaterThan(48);
  await page.goto('/shop');
  await expect(page.getByRole('status').filter({ hasText: /products? found$/ })).toHaveText(`${all.length} products found`);
  await expect(page.getByTestId('product-card')).toHaveCount(24);
  await expect(page.getByText(`Showing 24 of ${all.length} products`)).toBeVisible();
  await page.getByRole('button', { name: 'Show more products' }).click();
  await expect(page.getByTestId('product-card')).toHaveCount(48);
  await expect(page.getByText(`Showing 48 of ${all.length} products`)).toBeVisible();
});

test('on a phone the filters and the cart open in sheets, and nothing is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/shop');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Category').selectOption({ label: 'Screens' });
  await expect(page).toHaveURL(/category=phone-screens/);
  await sheet.getByRole('button', { name: /^Show \d+ products?$/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: /^Filters 1 active/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: /^Cart 0 items/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' }).getByText('Your cart is empty')).toBeVisible();
});
