import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import { ADMIN, newCustomer, signIn, signUp } from './fixtures/accounts';
import { placeOrderThroughApi, productsOnTheShelf, stockOf } from './fixtures/orders';
import { expectToast } from './fixtures/ui';

/** A customer's e-mails in the outbox, read the way staff read them (GET /api/admin/outbox). */
async function outboxFor(request: APIRequestContext, baseURL: string, to: string) {
  const res = await request.get(`${baseURL}/api/admin/outbox`);
  expect(res.status()).toBe(200);
  const { messages } = (await res.json()) as { messages: { to: string; kind: string; subject: string; text: string }[] };
  return messages.filter((m) => m.to === to);
}

/** The J$ text the page shows for an amount (en-US grouping, 2 decimals). */
const jmd = (amount: number) =>
  `J$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function statusForm(page: Page, orderNumber: string) {
  return page.getByRole('form', { name: `Change status of ${orderNumber}` });
}

test('staff find a pickup order by its number, mark it ready for pickup, and the customer is e-mailed', async ({ page, baseURL }) => {
  const [first, second] = await productsOnTheShelf(page.request, baseURL!);
  const order = await placeOrderThroughApi(page.request, baseURL!, [
    { product: first!, quantity: 2 },
    { product: second!, quantity: 1 },
  ]);
  // Another order, so the search has something to leave out.
  const other = await placeOrderThroughApi(page.request, baseURL!, [{ product: first!, quantity: 1 }], {
    deliveryMethod: 'shipping',
    address: '12 Church Street',
    parish: 'St. Ann',
  });
  const n = order.orderNumber;
  await signIn(page.request, baseURL!, ADMIN);

  await test.step('the admin dashboard links to the orders', async () => {
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Orders/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page).toHaveTitle(/^Orders · /);
    await expect(page.getByRole('link', { name: other.orderNumber })).toBeVisible();
  });

  const table = page.getByRole('table', { name: 'Orders, newest first' });
  await test.step('searching by the number leaves only that order, and the search is in the URL', async () => {
    await page.getByLabel('Search orders').fill(n);
    await expect(page).toHaveURL(new RegExp(`search=${n}`));
    await expect(table.getByRole('row')).toHaveCount(2); // the header and the order
    const row = table.getByRole('row', { name: new RegExp(n) });
    await expect(row).toContainText(order.customerName);
    await expect(row).toContainText(order.customerEmail);
    await expect(row).toContainText('Pickup');
    await expect(row).toContainText('Pay at pickup');
    await expect(row).toContainText('Not paid yet');
    await expect(row).toContainText('Order Placed');
    await expect(row).toContainText(jmd(order.total));
    await expect(table.getByRole('link', { name: other.orderNumber })).toHaveCount(0);

    // A reload keeps the search.
    await page.reload();
    await expect(page.getByLabel('Search orders')).toHaveValue(n);
    await expect(table.getByRole('link', { name: n })).toBeVisible();
  });

  await test.step('the status filter shows counts and narrows the list', async () => {
    const filter = page.getByLabel('Filter by status');
    await expect(filter.locator('option[value="pending"]')).toHaveText(/^Order Placed \(\d+\)$/);
    await expect(filter.locator('option[value="all"]')).toHaveText(/^All \(\d+\)$/);
    await filter.selectOption('delivered');
    await expect(page).toHaveURL(/status=delivered/);
    await expect(page.getByRole('heading', { name: 'No orders match your search' })).toBeVisible();
    await filter.selectOption('pending');
    await expect(page).toHaveURL(/status=pending/);
    await expect(page).toHaveURL(new RegExp(`search=${n}`));
    await expect(table.getByRole('link', { name: n })).toBeVisible();
  });

  await test.step('the order shows its customer, items and totals', async () => {
    await table.getByRole('link', { name: n }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${n}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order ${n}` })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Order ${n} · `));
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: order.customerEmail })).toHaveAttribute('href', `mailto:${order.customerEmail}`);
    await expect(main.getByRole('link', { name: order.customerPhone })).toHaveAttribute('href', `tel:${order.customerPhone.replace(/\D/g, '')}`);
    const items = main.getByRole('table', { name: `Items in order ${n}` });
    const firstRow = items.getByRole('row', { name: new RegExp(first!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await expect(firstRow).toContainText('2');
    await expect(firstRow).toContainText(jmd(first!.price));
    await expect(firstRow).toContainText(jmd(first!.price * 2));
    // Pickup ships free, so the subtotal and the total are the same amount.
    expect(order.total).toBe(first!.price * 2 + second!.price);
    await expect(main.getByText('Free (pickup)')).toBeVisible();
    // Subtotal and total in the items card; the money panel shows the same total, all of it owed.
    const money = main.getByRole('region', { name: 'Money: Unpaid' });
    await expect(main.getByText(jmd(order.total), { exact: true })).toHaveCount(4);
    await expect(money.getByText(jmd(order.total), { exact: true })).toHaveCount(2);
    await expect(money).toContainText('No payments yet.');
  });

  await test.step('a pickup order is offered Ready for Pickup, never Out for Delivery', async () => {
    const form = statusForm(page, n);
    await expect(form.getByRole('radio', { name: 'Ready for Pickup' })).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Out for Delivery' })).toHaveCount(0);
    await expect(form.getByRole('radio', { name: 'Delivered' })).toHaveCount(0);
  });

  await test.step('staff mark it ready for pickup and the history shows it', async () => {
    const form = statusForm(page, n);
    await form.getByRole('radio', { name: 'Ready for Pickup' }).check();
    await form.getByLabel('Note (optional)').fill('At the counter, ask for Marlon.');
    await form.getByRole('button', { name: 'Update status' }).click();
    await expectToast(page, 'Order status updated successfully');
    const history = page.getByRole('list', { name: 'Order history, newest first' });
    await expect(history.getByRole('listitem').first()).toContainText('Ready for Pickup');
    await expect(history.getByRole('listitem').first()).toContainText('At the counter, ask for Marlon.');
    // From ready for pickup, only handing it over or cancelling remain.
    await expect(form.getByRole('radio', { name: 'Delivered' })).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Ready for Pickup' })).toHaveCount(0);
  });

  await test.step('the customer is e-mailed, and staff see the e-mail in the outbox', async () => {
    const mail = (await outboxFor(page.request, baseURL!, order.customerEmail)).find((m) => m.kind === 'order-status');
    expect(mail?.subject).toContain(n);
    expect(mail?.text).toContain('Ready for Pickup');
    expect(mail?.text).toContain('At the counter, ask for Marlon.');
    await page.goto('/admin/outbox');
    await expect(page.getByRole('button', { name: mail!.subject }).first()).toBeVisible();
  });

  await test.step('back on the list, the search is still there and the order has its new status', async () => {
    await page.goBack();
    await page.getByRole('link', { name: 'All orders' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?.*search=${n}`));
    await expect(page.getByLabel('Search orders')).toHaveValue(n);
    // The filter still says Order Placed, which this order no longer is.
    await expect(page.getByRole('heading', { name: 'No orders match your search' })).toBeVisible();
    await page.getByLabel('Filter by status').selectOption('all');
    await expect(table.getByRole('row', { name: new RegExp(n) })).toContainText('Ready for Pickup');
  });
});

test('cancelling an order asks first, then puts its stock back on the shelf', async ({ page, baseURL }) => {
  const [, , product] = await productsOnTheShelf(page.request, baseURL!);
  const before = await stockOf(page.request, baseURL!, product!.id);
  const order = await placeOrderThroughApi(page.request, baseURL!, [{ product: product!, quantity: 2 }], {
    deliveryMethod: 'shipping',
    address: '4 Market Street',
    parish: 'St. James',
  });
  expect(await stockOf(page.request, baseURL!, product!.id)).toBe(before - 2);
  const n = order.orderNumber;
  await signIn(page.request, baseURL!, ADMIN);
  await page.goto(`/admin/orders/${n}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${n}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('St. James');
  const form = statusForm(page, n);

  await test.step('a shipped order is offered Out for Delivery, never Ready for Pickup', async () => {
    await expect(form.getByRole('radio', { name: 'Out for Delivery' })).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Ready for Pickup' })).toHaveCount(0);
  });

  await test.step('choosing Cancelled asks first; keeping the order changes nothing', async () => {
    await form.getByRole('radio', { name: 'Cancelled' }).check();
    await form.getByRole('button', { name: 'Update status' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${n}?` });
    await expect(dialog).toContainText('back on the shelf');
    await expect(dialog.getByRole('button', { name: 'Keep the order' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Keep the order' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Update status' })).toBeFocused();
    expect(await stockOf(page.request, baseURL!, product!.id)).toBe(before - 2);
    await expect(page.getByRole('main').getByText('Order Placed').first()).toBeVisible();
  });

  await test.step('confirming cancels the order and the stock goes back', async () => {
    await form.getByRole('button', { name: 'Update status' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${n}?` });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expectToast(page, 'Order status updated successfully');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('This order is cancelled and its stock is back on the shelf.')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Order history, newest first' }).getByRole('listitem').first()).toContainText('Cancelled');
    expect(await stockOf(page.request, baseURL!, product!.id)).toBe(before);
  });
});

test("a change the order can no longer take shows the server's reason and the order as it is now", async ({ page, baseURL }) => {
  const [product] = await productsOnTheShelf(page.request, baseURL!);
  const order = await placeOrderThroughApi(page.request, baseURL!, [{ product: product!, quantity: 1 }]);
  const n = order.orderNumber;
  await signIn(page.request, baseURL!, ADMIN);
  await page.goto(`/admin/orders/${n}`);
  const form = statusForm(page, n);
  await expect(form.getByRole('radio', { name: 'Paid' })).toBeVisible();

  // Someone at the counter takes the cash and hands it over meanwhile.
  const origin = { Origin: new URL(baseURL!).origin };
  const cash = await page.request.post(`${baseURL}/api/admin/orders/${n}/payments`, { data: { method: 'cash', amount: order.total }, headers: origin });
  expect(cash.status()).toBe(201);
  for (const status of ['ready_pickup', 'delivered']) {
    const res = await page.request.patch(`${baseURL}/api/admin/orders/${n}/status`, { data: { status }, headers: origin });
    expect(res.status()).toBe(200);
  }

  await form.getByRole('radio', { name: 'Paid' }).check();
  await form.getByRole('button', { name: 'Update status' }).click();
  await expectToast(page, /cannot be changed|Cannot move/);
  await expect(page.getByRole('main').getByText('Delivered').first()).toBeVisible();
  await expect(page.getByText('This order is delivered. Its status cannot change any more.')).toBeVisible();
});

test('on a phone the orders are cards and nothing is wider than the screen', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const [product] = await productsOnTheShelf(page.request, baseURL!);
  const order = await placeOrderThroughApi(page.request, baseURL!, [{ product: product!, quantity: 1 }], {
    deliveryMethod: 'shipping',
    address: '27 Main Street, a long address on the north coast near the fishing beach',
    parish: 'St. Mary',
  });
  const n = order.orderNumber;
  await signIn(page.request, baseURL!, ADMIN);
  await page.goto(`/admin/orders?search=${n}`);
  const card = page.getByRole('list', { name: 'Orders' }).getByRole('article', { name: n });
  await expect(card).toContainText('Island-wide shipping');
  await expect(card).toContainText('St. Mary');
  await expect(card).toContainText('Pay on delivery');
  await expect(page.getByRole('table', { name: 'Orders, newest first' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await card.getByRole('link', { name: n }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${n}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' })).toContainText(product!.name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('docs/security-audit.md finding 4: staff change the order limits on the orders screen, and the shop follows', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, ADMIN);
  const origin = { Origin: new URL(baseURL!).origin };
  const before = await (await page.request.get(`${baseURL}/api/admin/shop-settings`)).json();
  try {
    await page.goto('/admin/orders');
    const form = page.getByRole('form', { name: 'Order limits' });
    const perOrder = form.getByRole('spinbutton', { name: 'Most of one item per order' });
    const perDay = form.getByRole('spinbutton', { name: 'Most of one item per customer a day' });
    await expect(perOrder).toHaveValue(String(before.maxUnitsPerOrder));

    await test.step('a daily cap below the per-order cap is refused beside the field', async () => {
      await perOrder.fill('6');
      await perDay.fill('4');
      await form.getByRole('button', { name: 'Save limits' }).click();
      await expect(form.getByText('The daily cap must be at least the cap per order')).toBeVisible();
      await expect(perDay).toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('hours to confirm outside 1 to 72 are refused beside the field', async () => {
      await perDay.fill('12');
      await form.getByRole('spinbutton', { name: 'Hours to confirm an order paid later' }).fill('0');
      await form.getByRole('button', { name: 'Save limits' }).click();
      await expect(form.getByText('Hours to confirm must be at least 1')).toBeVisible();
    });

    await test.step('saved, the public answer the storefront reads changes at once', async () => {
      await form.getByRole('spinbutton', { name: 'Hours to confirm an order paid later' }).fill('5');
      await form.getByRole('spinbutton', { name: 'Staff confirm orders paid later above (J$)' }).fill('30000');
      await form.getByRole('button', { name: 'Save limits' }).click();
      await expectToast(page, 'Order limits saved');
      const shop = await (await page.request.get(`${baseURL}/api/shop-settings`)).json();
      expect(shop).toMatchObject({ maxUnitsPerOrder: 6, maxUnitsPerCustomerPerDay: 12, confirmWithinHours: 5, staffConfirmAboveJmd: 30_000 });
      await page.reload();
      await expect(perOrder).toHaveValue('6');
      await expect(perDay).toHaveValue('12');
      await expect(form.getByRole('spinbutton', { name: 'Hours to confirm an order paid later' })).toHaveValue('5');
    });
  } finally {
    const restored = await page.request.put(`${baseURL}/api/admin/shop-settings`, { data: before, headers: origin });
    expect(restored.status()).toBe(200);
  }
});

test('a customer is turned away from the orders, on the page and by the server', async ({ page, baseURL }) => {
  const customer = newCustomer('Romaine');
  await signUp(page.request, baseURL!, customer);

  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin access required' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveCount(0);
  await page.goto('/admin/orders/ORD-2345ABCD');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin access required' })).toBeVisible();

  const list = await page.request.get(`${baseURL}/api/admin/orders`);
  expect(list.status()).toBe(403);
  const change = await page.request.patch(`${baseURL}/api/admin/orders/ORD-2345ABCD/status`, {
    data: { status: 'cancelled' },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(change.status()).toBe(403);
});

test('a signed-out visitor on /admin/orders is asked to sign in, then sees the orders', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Admin sign in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('a large order paid later waits for staff, who confirm it from its page on a phone', async ({ page, baseURL }) => {
  // Over J$1,000 and with stock to spare (other stories buy from the first shelves).
  const product = (await productsOnTheShelf(page.request, baseURL!)).find((p) => p.price > 1_000 && p.stockCount >= 4);
  const origin = { Origin: new URL(baseURL!).origin };
  await signIn(page.request, baseURL!, ADMIN);
  const before = await (await page.request.get(`${baseURL}/api/admin/shop-settings`)).json();
  // Every order counts as large for this story: staff confirm above J$1,000.
  expect((await page.request.put(`${baseURL}/api/admin/shop-settings`, { data: { ...before, staffConfirmAboveJmd: 1_000 }, headers: origin })).status()).toBe(200);
  try {
    const guest = await page.context().browser()!.newContext();
    const order = await placeOrderThroughApi(guest.request, baseURL!, [{ product: product!, quantity: 1 }], {});
    await guest.close();
    expect(order.total).toBeGreaterThan(1_000);
    expect(order.confirmation).toMatchObject({ staffOnly: true });

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/admin/orders/${order.orderNumber}`);
    const card = page.getByRole('heading', { name: 'Waiting to be confirmed' }).locator('xpath=ancestor::*[@data-slot="card"][1]');
    await expect(card).toContainText('A large order paid later: call the customer and confirm it before');
    await card.getByRole('button', { name: 'Confirm order' }).click();
    await expectToast(page, 'Order confirmed');
    await expect(page.getByRole('heading', { name: 'Waiting to be confirmed' })).toHaveCount(0);
    await expect(page.getByText('Confirmed by staff')).toBeVisible();
  } finally {
    expect((await page.request.put(`${baseURL}/api/admin/shop-settings`, { data: before, headers: origin })).status()).toBe(200);
  }
});
