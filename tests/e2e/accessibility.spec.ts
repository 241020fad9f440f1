import { expect, test, type Page } from './fixtures/test';
import { ADMIN, newCustomer, signIn, signUp } from './fixtures/accounts';
import { expectNoAxeViolations } from './fixtures/axe';
import { placeOrderThroughApi, productsOnTheShelf } from './fixtures/orders';
import { POLICY_PAGES } from './fixtures/pages';
import { submitRequestThroughApi } from './fixtures/part-requests';

// Each test audits its own pages with its own accounts, so the two lanes share them out (tests/support/e2e-lanes.ts).
test.describe.configure({ mode: 'parallel' });

const THEMES = ['light', 'dark'] as const;

/** Pages a visitor who is not signed in can open, with the h1 each must show. */
const GUEST_PAGES: [string, string | RegExp][] = [
  ['/', 'Yaad Parts'],
  ['/auth', 'Welcome to Yaad Parts'],
  ['/auth?tab=signup', 'Welcome to Yaad Parts'],
  ['/auth?tab=forgot', 'Welcome to Yaad Parts'],
  ['/reset-password', 'Choose a new password'],
  ['/reset-password?token=not-a-real-token', 'Choose a new password'],
  ['/admin-login', 'Admin Login'],
  ['/admin', 'Admin Sign In'],
  ['/request', 'Request Parts from US to Jamaica'],
  ['/track-order', 'Track Your Order'],
  ['/track-order?by=contact', 'Track Your Order'],
  ['/contact-us', 'Contact Us'],
  ['/search?query=brake%20pads', 'Search Results for "brake pads"'],
  ['/part/1', /./],
  ['/browse', 'Browse Car Parts'],
  // The information pages: policies, FAQs, support.
  ...POLICY_PAGES,
  ['/faqs', 'Frequently Asked Questions'],
  ['/faqs?q=hovercraft', 'Frequently Asked Questions'],
  ['/customer-support', 'Customer Support'],
  ['/customer-support?tab=contact', 'Customer Support'],
  ['/customer-support?tab=status', 'Customer Support'],
  ['/no-such-page', 'Page not found'],
];

/** The guest pages in groups of at most six, about as many in each, so the two lanes share them out. */
const GUEST_PAGE_GROUPS = (() => {
  const groups = Math.ceil(GUEST_PAGES.length / 6);
  return Array.from({ length: groups }, (_, g) => GUEST_PAGES.filter((_, i) => i % groups === g));
})();

/** Loads a page in the given theme and waits for its one h1 before the audit. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

for (const theme of THEMES) {
  test.describe(`in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
    });

    // The guest pages a few to a test, one after another in the same tab, each in a step of its own, and
    // a failing audit does not stop the others: the report names every page that fails. A tab that is
    // already open loads a page for about a third of the CPU a new browser context takes (its own
    // process, nothing cached), which is what one test a page spent most of its time on.
    for (const group of GUEST_PAGE_GROUPS) {
      test(`the guest pages ${group.map(([path]) => path).join(', ')} pass WCAG 2.1 AA checks`, async ({ page }) => {
        for (const [path, heading] of group) {
          await test.step(path, async () => {
            await open(page, path, heading);
            if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
            await expectNoAxeViolations(page, { soft: true, what: path });
          });
        }
      });
    }

    test('customer pages pass WCAG 2.1 AA checks', async ({ page, baseURL }) => {
      const customer = newCustomer('Aaliyah');
      await signUp(page.request, baseURL!, customer);
      await open(page, '/dashboard', /^Welcome, Aaliyah/);
      await expectNoAxeViolations(page);
      await open(page, '/dashboard?tab=account', /^Welcome, Aaliyah/);
      await expectNoAxeViolations(page);
      await open(page, '/dashboard?tab=my-requests', /^Welcome, Aaliyah/);
      await expect(page.getByRole('heading', { name: 'No requests yet' })).toBeVisible();
      await expectNoAxeViolations(page);
      await submitRequestThroughApi(page.request, baseURL!, { customerEmail: customer.email });
      await page.reload();
      await expect(page.getByRole('list', { name: 'Your part requests' })).toBeVisible();
      await expectNoAxeViolations(page);
      await open(page, '/request', 'Request Parts from US to Jamaica');
      await expect(page.getByRole('heading', { name: 'Your Request History' })).toBeVisible();
      await expectNoAxeViolations(page);
      // The browse view of / with a vehicle in My Garage (radios, the chosen one highlighted).
      const makes = (await (await page.request.get('/api/vehicles')).json()) as { name: string; models: { id: number; name: string }[] }[];
      const fit = makes.find((m) => m.name === 'Honda')!.models.find((m) => m.name === 'Fit')!;
      const saved = await page.request.post('/api/garage', { data: { modelId: fit.id, year: 2009 }, headers: { Origin: new URL(baseURL!).origin } });
      expect(saved.status()).toBe(201);
      await open(page, '/', 'Welcome back, Aaliyah');
      await page.getByRole('radio', { name: '2009 Honda Fit' }).check();
      await expect(page.getByRole('region', { name: /^New arrivals for your 2009 Honda Fit/ }).getByTestId('part-card')).toHaveCount(6);
      await expectNoAxeViolations(page);
      await open(page, '/profile', 'My Profile');
      await expectNoAxeViolations(page);
      await open(page, '/admin', 'Admin access required');
      await expectNoAxeViolations(page);
    });

    test('the staff dashboard, part requests, outbox, customer replies and messages pass WCAG 2.1 AA checks', async ({ page, baseURL }) => {
      await signIn(page.request, baseURL!, ADMIN);
      const { requestNumber } = await submitRequestThroughApi(page.request, baseURL!);
      await open(page, '/admin', 'Admin Dashboard');
      await expect(page.getByRole('table', { name: 'Funnel steps' })).toBeVisible();
      await expectNoAxeViolations(page);
      await open(page, '/admin/requests', 'Part requests');
      await expect(page.getByRole('button', { name: `Edit ${requestNumber}` })).toBeVisible();
      await expectNoAxeViolations(page);
      await open(page, '/admin/outbox', 'Outbox');
      await expect(page.getByRole('status', { name: 'Loading messages' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      // WhatsApp and SMS replies (none yet, or some from the messaging story).
      await open(page, '/admin/replies', 'Customer replies');
      await expect(page.getByRole('status', { name: 'Loading replies' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      // Background jobs: the queues, and filtered down to one of them.
      await open(page, '/admin/jobs', 'Background jobs');
      const queues = page.getByRole('table', { name: 'Queues, with how many of their jobs are in each state' });
      await expect(queues.getByRole('button', { name: 'Send an e-mail' })).toBeVisible();
      await expect(queues.getByText('orders-expire · scheduled (every minute)')).toBeVisible();
      await expectNoAxeViolations(page);
      await queues.getByRole('button', { name: 'Release stock of unpaid and uncollected orders' }).click();
      await expect(page.getByText('Showing Release stock of unpaid and uncollected orders only.')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/jobs\?queue=orders-expire$/);
      // Contact messages: one unread, opened, and one read.
      for (const name of ['Andre Brown', 'Tamika Reid']) {
        const sent = await page.request.post('/api/contact', {
          data: { name, email: 'andre@customers.test', subject: 'order', message: 'Where is my order?', orderNumber: 'ORD-7K3M9QX2' },
          headers: { Origin: new URL(baseURL!).origin },
        });
        expect(sent.status()).toBe(201);
      }
      await open(page, '/admin/messages', 'Messages');
      await page.getByRole('button', { name: 'Mark as read (Andre Brown)' }).first().click();
      await expect(page.getByRole('button', { name: 'Mark as unread (Andre Brown)' }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Show message from Tamika Reid' }).first().click();
      await expect(page.getByTestId('contact-message-text').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the staff order screens pass WCAG 2.1 AA checks, on a desk and at 360 px', async ({ page, baseURL }) => {
      await signIn(page.request, baseURL!, ADMIN);
      const [product] = await productsOnTheShelf(page.request, baseURL!);
      const { orderNumber } = await placeOrderThroughApi(page.request, baseURL!, [{ product: product!, quantity: 1 }]);
      await open(page, '/admin/orders', 'Orders');
      await expect(page.getByRole('table', { name: 'Orders, newest first' }).getByRole('link', { name: orderNumber })).toBeVisible();
      await expectNoAxeViolations(page);
      await open(page, `/admin/orders/${orderNumber}`, `Order ${orderNumber}`);
      await expect(page.getByRole('list', { name: 'Order history, newest first' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('radio', { name: 'Cancelled' }).check();
      await page.getByRole('button', { name: 'Update status' }).click();
      await expect(page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Keep the order' }).click();
      // The phone layouts: cards for the list, a list for the items.
      await page.setViewportSize({ width: 360, height: 740 });
      await open(page, `/admin/orders?search=${orderNumber}`, 'Orders');
      await expect(page.getByRole('article', { name: orderNumber })).toBeVisible();
      await expectNoAxeViolations(page);
      await open(page, `/admin/orders/${orderNumber}`, `Order ${orderNumber}`);
      await expect(page.getByRole('list', { name: 'Items' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    // Inventory: phone cards first, then the desk table, the grid and the product form with its errors. On
    // a big shelf each audit takes several seconds, so the carousel has a test of its own.
    test('the inventory screens pass WCAG 2.1 AA checks', async ({ page, baseURL }) => {
      // 57 s in a busy CI run with both lanes going, past 60 s in the other theme's.
      test.setTimeout(120_000);
      await signIn(page.request, baseURL!, ADMIN);
      await page.setViewportSize({ width: 360, height: 740 });
      await open(page, '/admin/inventory', 'Inventory Management');
      await expect(page.getByTestId('inventory-card').first()).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('table', { name: 'Products' }).getByTestId('inventory-row').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await open(page, '/admin/inventory?view=grid&stock=in', 'Inventory Management');
      await expect(page.getByTestId('inventory-card').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Add product' }).first().click();
      const productForm = page.getByRole('dialog', { name: 'Add product' });
      await productForm.getByRole('button', { name: 'Add product' }).click();
      await expect(productForm.getByText('Name is required')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
    });

    test('the carousel screens pass WCAG 2.1 AA checks: the banners and the banner form with its preview', async ({ page, baseURL }) => {
      await signIn(page.request, baseURL!, ADMIN);
      await open(page, '/admin/carousel', 'Carousel Management');
      await expect(page.getByTestId('carousel-admin-item').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Add banner' }).first().click();
      const bannerForm = page.getByRole('dialog', { name: 'Add banner' });
      await bannerForm.getByLabel('Title', { exact: true }).fill('Screens fitted while you wait');
      await expect(bannerForm.getByTestId('banner-preview')).toContainText('Screens fitted while you wait');
      await expectNoAxeViolations(page);
    });

    test('the supplier screens pass WCAG 2.1 AA checks: browse, search, analytics, the form, and a phone with a request', async ({ page, baseURL }) => {
      await signIn(page.request, baseURL!, ADMIN);
      await open(page, '/admin/suppliers', 'Supplier Management');
      await expect(page.getByRole('list', { name: 'Suppliers' }).getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'Advanced Search' }).click();
      await page.getByLabel('Search suppliers').fill('brake');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText(/^\d+ suppliers? match$/)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'Analytics' }).click();
      await expect(page.getByRole('list', { name: 'Suppliers by country' })).toBeVisible();
      await page.getByText('Show as a table').first().click();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Add supplier' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add supplier' });
      await dialog.getByRole('button', { name: 'Add supplier' }).click();
      await expect(dialog.getByText('Supplier name is required')).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.setViewportSize({ width: 360, height: 740 });
      const { requestNumber } = await submitRequestThroughApi(page.request, baseURL!);
      await open(page, `/admin/suppliers?partType=auto&request=${requestNumber}`, 'Supplier Management');
      await expect(page.getByRole('region', { name: `Choosing a supplier for ${requestNumber}` })).toContainText('No supplier chosen yet.');
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'Analytics' }).click();
      await expect(page.getByRole('list', { name: 'Suppliers by country' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });

    test('the sourcing screens pass WCAG 2.1 AA checks on a phone, with a request on screen', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const { requestNumber } = await submitRequestThroughApi(page.request, baseURL!);
      await open(page, '/request', 'Request Parts from US to Jamaica');
      await page.getByRole('button', { name: 'Submit Request' }).click();
      await expect(page.getByText('Full name is required')).toBeVisible();
      await expectNoAxeViolations(page);
      await open(page, `/track-order?number=${requestNumber}`, 'Track Your Order');
      await expect(page.getByRole('heading', { level: 2, name: `Request ${requestNumber}` })).toBeVisible();
      await expectNoAxeViolations(page);
      await signIn(page.request, baseURL!, ADMIN);
      await open(page, '/admin/requests', 'Part requests');
      await expect(page.getByRole('button', { name: `Edit ${requestNumber}` })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: `Update status of ${requestNumber}` }).click();
      await expect(page.getByRole('dialog', { name: `Update status of ${requestNumber}` })).toBeVisible();
      await expectNoAxeViolations(page);
      // Nothing on these screens is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });

    test('the shop passes WCAG 2.1 AA checks: cards, a filled cart, the product dialog, the dashboard tab, and the phone sheets', async ({ page, baseURL }) => {
      await open(page, '/shop', 'Local Shop');
      await expect(page.getByRole('region', { name: 'Shop offers' }).getByRole('group', { name: /^1 of / })).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expectNoAxeViolations(page);
      const first = page.getByTestId('product-card').first();
      await first.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('region', { name: /^Your cart/ }).getByTestId('cart-line')).toHaveCount(1);
      await expectNoAxeViolations(page);
      await first.getByRole('heading').getByRole('button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await open(page, '/shop?search=no-such-part', 'Local Shop');
      await expect(page.getByRole('heading', { name: 'No products match these filters' })).toBeVisible();
      await expectNoAxeViolations(page);

      await signUp(page.request, baseURL!, newCustomer('Tamika'));
      await open(page, '/dashboard?tab=phone-parts', /^Welcome, Tamika/);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await page.setViewportSize({ width: 360, height: 740 });
      await open(page, '/shop', 'Local Shop');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Cart \d+ items?/ }).click();
      await expect(page.getByRole('dialog', { name: 'Your cart' }).getByTestId('cart-line')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });

    test('checkout, the order confirmation, /orders and an order on /track-order pass WCAG 2.1 AA checks, on a desk and at 360 px', async ({ page, baseURL }) => {
      const [, , product] = await productsOnTheShelf(page.request, baseURL!);
      await open(page, '/checkout', 'Checkout');
      await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
      await expectNoAxeViolations(page);

      const customer = newCustomer('Kemar');
      await signUp(page.request, baseURL!, customer);
      await page.evaluate((p) => localStorage.setItem('shopping-cart', JSON.stringify([{ id: p.id, name: p.name, price: p.price, quantity: 1, stockCount: p.stockCount }])), product!);
      await open(page, '/checkout', 'Checkout');
      await expect(page.getByRole('button', { name: /^Place order/ })).toBeEnabled();
      await page.getByRole('radio', { name: /^Island-wide shipping/ }).check();
      await page.getByRole('button', { name: /^Place order/ }).click();
      await expect(page.getByLabel('Delivery address')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      const checkout = page.getByRole('form', { name: 'Checkout' });
      await checkout.getByLabel('Delivery address').fill('14 Hope Road');
      await checkout.getByLabel('Parish').selectOption('St. Andrew');
      await checkout.getByLabel('Phone').fill('876-555-2020');
      await page.getByRole('button', { name: /^Place order/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const orderNumber = new URL(page.url()).searchParams.get('order')!;

      await open(page, '/orders', 'My Orders');
      await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, `/track-order?number=${orderNumber}&email=${encodeURIComponent(customer.email)}`, 'Track Your Order');
      await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
      await expectNoAxeViolations(page);
      await open(page, `/order-success?order=${orderNumber}&email=${encodeURIComponent(customer.email)}`, 'Order Confirmed');
      await expectNoAxeViolations(page);
    });

    test('the contact form passes WCAG 2.1 AA checks with its errors and once sent, at 360 px', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await open(page, '/contact-us?subject=feedback', 'Contact Us');
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByText('Name is required')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await form.getByLabel('Name').fill('Tamika Reid');
      await form.getByLabel('Email').fill('tamika@customers.test');
      await form.getByLabel('Message').fill('The new screen works perfectly. Thank you!');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('heading', { name: 'Message Sent' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the phone layout and its open menu pass WCAG 2.1 AA checks', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await open(page, '/', 'Yaad Parts');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the account screens pass WCAG 2.1 AA checks on a phone, with a toast on screen', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      for (const [path, heading] of [
        ['/auth', 'Welcome to Yaad Parts'],
        ['/auth?tab=forgot', 'Welcome to Yaad Parts'],
        ['/no-such-page', 'Page not found'],
      ] as const) {
        await open(page, path, heading);
        await expectNoAxeViolations(page);
      }
      // A refused sign-in: the form's alert and an error toast.
      await open(page, '/auth', 'Welcome to Yaad Parts');
      const signInForm = page.getByRole('form', { name: 'Sign in' });
      await signInForm.getByLabel('Email').fill('nobody@customers.test');
      await signInForm.getByLabel('Password', { exact: true }).fill('not-the-password');
      await signInForm.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Sign in failed')).toBeVisible();
      await expectNoAxeViolations(page);

      await signUp(page.request, baseURL!, newCustomer('Kadian'));
      await open(page, '/dashboard?tab=account', /^Welcome, Kadian/);
      await expectNoAxeViolations(page);
      await open(page, '/profile', 'My Profile');
      await page.getByLabel('New password', { exact: true }).fill('Mandeville-Road-7');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Current Password Required')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel('New password', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Profile Updated')).toBeVisible();
      await expectNoAxeViolations(page);
      await open(page, '/admin', 'Admin access required');
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
}
