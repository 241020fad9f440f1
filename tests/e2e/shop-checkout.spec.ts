import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import { ADMIN, newCustomer, signIn, signUp } from './fixtures/accounts';
import { productsOnTheShelf, stockOf, type ShelfProduct } from './fixtures/orders';
import { expectToast } from './fixtures/ui';
import { expectNoAxeViolations } from './fixtures/axe';
import { linkInMailbox } from '../support/e2e-mail';

const jmd = (amount: number) => `J$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cartPanel = (page: Page) => page.getByRole('region', { name: /^Your cart/ });
const headerCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart,/ });
const card = (page: Page, name: string) => page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Two in-stock products with room for 2 + 1, whose names no other product's name contains (so a search shows one card). */
async function twoProducts(request: APIRequestContext, baseURL: string): Promise<[ShelfProduct, ShelfProduct]> {
  const shelf = await productsOnTheShelf(request, baseURL);
  const distinct = shelf.filter((p) => p.stockCount >= 3 && !shelf.some((o) => o.id !== p.id && o.name.toLowerCase().includes(p.name.toLowerCase())));
  // Not the fullest shelves: the staff-side stories buy those.
  const [a, b] = distinct.slice(4);
  if (!a || !b) throw new Error('the seeded shop has too few stocked products');
  return [a, b];
}

async function addFromShop(page: Page, product: ShelfProduct) {
  await page.goto(`/shop?search=${encodeURIComponent(product.name)}`);
  await card(page, product.name).getByRole('button', { name: 'Add to cart' }).click();
  await expectToast(page, 'Added to Cart');
}

test('a guest buys two products for pickup, pays at pickup, finds the order by its number, and staff mark it ready', async ({ page, baseURL }) => {
  const [a, b] = await twoProducts(page.request, baseURL!);
  const stockBefore = [await stockOf(page.request, baseURL!, a.id), await stockOf(page.request, baseURL!, b.id)];
  const email = `marcia.${Date.now()}@customers.test`;

  await test.step('two products in the cart, one raised to 2, and the cart outlives a reload', async () => {
    await addFromShop(page, a);
    await addFromShop(page, b);
    await cartPanel(page).getByRole('button', { name: `One more ${a.name}` }).click();
    await expect(headerCart(page)).toHaveAccessibleName('Cart, 3 items');
    await page.reload();
    await expect(headerCart(page)).toHaveAccessibleName('Cart, 3 items');
    await cartPanel(page).getByRole('link', { name: 'Checkout' }).click();
  });

  const subtotal = a.price * 2 + b.price;
  await test.step('checkout shows the lines at the shelf price; empty details and a missing address are refused', async () => {
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page).toHaveTitle(/^Checkout · /);
    const items = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: a.name })).toContainText(`2 × ${jmd(a.price)}`);
    await expect(page.getByRole('button', { name: `Place order · ${jmd(subtotal)}` })).toBeEnabled();
    // No Stripe keys on this server: pay at pickup is the only way, and it says so.
    await expect(page.getByRole('radio', { name: /Pay now by card/ })).toHaveCount(0);
    await expect(page.getByText(/^Pay at pickup: cash or card at our counter/)).toBeVisible();
    // The rules for an order paid later, with the figures the server applies (GET /api/shop-settings).
    await expect(page.getByTestId('pay-later-rules')).toHaveText(
      /We keep the items for 3 hours while you confirm the order from the link we e-mail you; orders over J\$50,000\.00 our staff confirm by phone\. Until then an order sets aside at most 50% of our stock of any item/,
    );

    await page.getByRole('button', { name: /^Place order/ }).click();
    await expectToast(page, 'Missing Information');
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full name')).toBeFocused();

    await page.getByLabel('Full name').fill('Marcia Brown');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('876-555-7788');
    await page.getByRole('radio', { name: /^Island-wide shipping/ }).check();
    await expect(page.getByRole('button', { name: `Place order · ${jmd(subtotal + 700)}` })).toBeVisible();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expectToast(page, 'Missing Address');
    await expect(page.getByLabel('Delivery address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main').getByText('Please provide a shipping address')).toBeVisible();

    await page.getByRole('radio', { name: /^Pickup at our Kingston shop/ }).check();
    await expect(page.getByLabel('Delivery address')).toHaveCount(0);
  });

  let orderNumber = '';
  await test.step('placing it shows the confirmation from the server, empties the cart and takes the stock', async () => {
    await page.getByRole('button', { name: `Place order · ${jmd(subtotal)}` }).click();
    await expect(page).toHaveURL(/\/order-success\?order=ORD-/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
    orderNumber = new URL(page.url()).searchParams.get('order')!;
    expect(orderNumber).toMatch(/^ORD-[2-9A-HJ-NP-Z]{8}$/);
    await expect(page.getByText(`Your order number is ${orderNumber}`)).toBeVisible();
    // Nothing is paid yet: a confirmation, not a receipt, and where the money is paid.
    await expect(page.getByRole('main')).toContainText(`Your order confirmation is on its way to ${email}. You pay ${jmd(subtotal)} at our counter when you collect, cash or card`);
    await expect(page.getByRole('main')).not.toContainText('A receipt for');
    await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('Pay at pickup', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    await expect(headerCart(page)).toHaveAccessibleName('Cart, empty');
    // A reload reads the order again from the server.
    await page.reload();
    await expect(page.getByText(`Your order number is ${orderNumber}`)).toBeVisible();
    expect(await stockOf(page.request, baseURL!, a.id)).toBe(stockBefore[0]! - 2);
    expect(await stockOf(page.request, baseURL!, b.id)).toBe(stockBefore[1]! - 1);
  });

  await test.step('the order waits to be confirmed; the e-mailed link confirms it, on a phone; the e-mail\'s tracking link opens it', async () => {
    await expect(page.getByTestId('awaiting-confirmation')).toContainText('Please confirm this order from the link we e-mailed you');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(await linkInMailbox(email, /https?:\/\/\S+\/confirm-order#number=ORD-\w+&code=[\w-]+/));
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
    await expect(page.getByText(`${orderNumber} is confirmed`)).toBeVisible();
    await expect(page.getByTestId('awaiting-confirmation')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // A link with a code that is not right says so.
    await page.goto(`/confirm-order#number=${orderNumber}&code=${'x'.repeat(43)}`);
    await expect(page.getByRole('alert')).toContainText('That confirmation link is not right');
    // The e-mail's tracking link carries the e-mail in its fragment, not its query.
    const track = await linkInMailbox(email, /https?:\/\/\S+\/track-order#number=ORD-\w+&email=\S+/);
    expect(track).toMatch(/^\/track-order#number=/);
    await page.goto(track);
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('the order is found on /track-order by its number and e-mail, not by its number alone', async () => {
    await page.goto('/track-order');
    const lookup = page.getByRole('form', { name: 'Track a request or order' });
    // The button says what it will look up: "Track" before a number is typed, "Track Order" for an ORD- number.
    await expect(lookup.getByRole('button', { name: 'Track', exact: true })).toBeVisible();
    await lookup.getByLabel('Request or Order Number').fill(orderNumber.toLowerCase());
    await lookup.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByText('Enter the e-mail you used at checkout to see this order')).toBeVisible();
    await lookup.getByLabel('Email').fill('someone.else@customers.test');
    await lookup.getByRole('button', { name: 'Track Order' }).click();
    await expectToast(page, 'Order Not Found');
    await lookup.getByLabel('Email').fill(email);
    await lookup.getByRole('button', { name: 'Track Order' }).click();
    await expectToast(page, 'Order Found');
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByText('Order Placed').first()).toBeVisible();
    await expect(page.getByText(jmd(subtotal)).last()).toBeVisible();
  });

  await test.step('staff mark it ready for pickup; the customer is e-mailed and sees it', async () => {
    await signIn(page.request, baseURL!, ADMIN);
    await page.goto(`/admin/orders/${orderNumber}`);
    const form = page.getByRole('form', { name: `Change status of ${orderNumber}` });
    await form.getByRole('radio', { name: 'Ready for Pickup' }).check();
    await form.getByRole('button', { name: 'Update status' }).click();
    await expectToast(page, 'Order status updated successfully');
    const outbox = await page.request.get(`${baseURL}/api/admin/outbox`);
    const { messages } = (await outbox.json()) as { messages: { to: string; subject: string; text: string }[] };
    const mail = messages.filter((m) => m.to === email);
    expect(mail.map((m) => m.subject)).toEqual(expect.arrayContaining([`Your order ${orderNumber}`]));
    expect(mail.some((m) => /ready for pickup/i.test(m.subject + m.text))).toBe(true);

    await page.goto(`/track-order?number=${orderNumber}&email=${encodeURIComponent(email)}`);
    await expect(page.getByText('Ready for Pickup').first()).toBeVisible();
  });
});

test('checkout brings a stale cart in line with the shelf and says what changed', async ({ page, baseURL }) => {
  const shelf = await productsOnTheShelf(page.request, baseURL!);
  // Stock within the shop's limit per order, so it is the stock the cart comes down to (the limit has its own story in shop.spec.ts).
  const { maxUnitsPerOrder } = (await (await page.request.get(`${baseURL}/api/shop-settings`)).json()) as { maxUnitsPerOrder: number };
  const product = shelf.find((p) => p.stockCount >= 2 && p.stockCount <= maxUnitsPerOrder)!;
  await page.goto('/shop');
  // A cart written days ago: an older price and more than the shelf now holds.
  await page.evaluate(
    ([p]) =>
      localStorage.setItem(
        'shopping-cart',
        JSON.stringify([{ id: p.id, name: p.name, price: p.price - 100, quantity: p.stockCount + 5, stockCount: p.stockCount + 5 }]),
      ),
    [product] as const,
  );
  await page.goto('/checkout');
  const alert = page.getByRole('alert').filter({ hasText: 'We updated your cart to match our shelf' });
  await expect(alert).toContainText(`Only ${product.stockCount} of ${product.name} left: your cart now holds ${product.stockCount}.`);
  await expect(alert).toContainText(`The price of ${product.name} changed from ${jmd(product.price - 100)} to ${jmd(product.price)}.`);
  await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText(`${product.stockCount} × ${jmd(product.price)}`);

  await page.getByRole('button', { name: `Remove ${product.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit the Local Shop' })).toHaveAttribute('href', '/shop');
});

test('a signed-in customer finds their orders on /orders; signed out, /orders asks them to sign in', async ({ page, baseURL }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/auth/);
  const customer = newCustomer('Devon');
  await signUp(page.request, baseURL!, customer);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();

  const [, , , , , , , product] = await productsOnTheShelf(page.request, baseURL!);
  const res = await page.request.post(`${baseURL}/api/orders`, {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      items: [{ id: product!.id, price: product!.price, quantity: 1 }],
      deliveryMethod: 'shipping',
      address: '5 Hope Road',
      parish: 'St. Andrew',
      customerName: `${customer.firstName} ${customer.lastName}`,
      customerEmail: customer.email,
      customerPhone: '876-555-3344',
    },
  });
  expect(res.status()).toBe(201);
  const { orderNumber } = (await res.json()) as { orderNumber: string };
  await page.reload();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Island-wide delivery')).toBeVisible();
  await expect(page.getByText(jmd(700), { exact: true })).toBeVisible();
});

test('a catalogue part sold by the Kingston shop goes in the same order, charged in J$ at the rate in force', async ({ page, baseURL }) => {
  const found = await page.request.get(`${baseURL}/api/parts?marketplace=local&inStock=true&limit=1`);
  const [part] = ((await found.json()) as { parts: { id: number; title: string; price: number }[] }).parts;
  const rates = (await (await page.request.get(`${baseURL}/api/landed-cost-rates`)).json()) as { exchangeRateJmd: number };
  const jmdEach = Math.round(Math.round(part!.price * 100) * Math.round(rates.exchangeRateJmd * 100) / 100) / 100;

  await page.goto(`/part/${part!.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to Cart');
  await page.goto('/checkout');
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').filter({ hasText: part!.title });
  await expect(line).toContainText(`1 × ${jmd(jmdEach)}`);
  await expect(line).toContainText(`Catalogue part: US$${part!.price.toFixed(2)} each`);
  await page.getByLabel('Full name').fill('Omar Francis');
  await page.getByLabel('Email').fill(`omar.${Date.now()}@customers.test`);
  await page.getByLabel('Phone').fill('876-555-9090');
  await page.getByRole('button', { name: `Place order · ${jmd(jmdEach)}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' })).toContainText(part!.title);
  await expect(headerCart(page)).toHaveAccessibleName('Cart, empty');
});
