import { expect, test, type Page } from './fixtures/test';
import { expectNoAxeViolations } from './fixtures/axe';

const NO_MATCH = 'No FAQs found matching your search criteria.';

/** The questions on /faqs: each is a disclosure button (it has aria-expanded). */
function questions(page: Page) {
  return page.getByRole('main').locator('button[aria-expanded]');
}

test('a guest narrows the FAQs by search, then by category, and opens an answer with the keyboard', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page).toHaveTitle('Frequently Asked Questions · Yaad Parts');
  await expect(questions(page)).toHaveCount(20);
  await expect(page.getByRole('status').filter({ hasText: 'Showing all 20 questions' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search the FAQs' });
  await search.fill('days');
  await expect(page).toHaveURL(/[?&]q=days/);
  const afterSearch = await questions(page).count();
  expect(afterSearch).toBeGreaterThan(1);
  expect(afterSearch).toBeLessThan(20);

  // The chip narrows within the search, and both stay in the URL.
  const chip = page.getByRole('button', { name: 'Warranty & Exchanges' });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/category=warranty/);
  await expect(page).toHaveURL(/q=days/);
  await expect.poll(() => questions(page).count()).toBeLessThan(afterSearch);
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: 'Warranty & Exchanges' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Orders & Tracking' })).toHaveCount(0);

  // An answer opens from the keyboard and says the figure from the shared constants.
  const refund = page.getByRole('button', { name: 'Can I get a refund?' });
  await expect(refund).toHaveAttribute('aria-expanded', 'false');
  await refund.focus();
  await page.keyboard.press('Enter');
  await expect(refund).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByRole('region', { name: 'Can I get a refund?' });
  await expect(answer).toContainText('within 7 days of delivery');
  await page.keyboard.press('Space');
  await expect(refund).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  // The filtered list survives a reload (it lives in the URL).
  await page.reload();
  await expect(search).toHaveValue('days');
  await expect(page.getByRole('button', { name: 'Warranty & Exchanges' })).toHaveAttribute('aria-pressed', 'true');

  // Nothing matches: the exact docs/product.md §8 text, and a way back.
  await search.fill('hovercraft');
  await expect(page.getByText(NO_MATCH, { exact: true })).toBeVisible();
  await expect(questions(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(search).toHaveValue('');
  await expect(questions(page)).toHaveCount(20);
  await expect(page).toHaveURL(/\/faqs$/);

  // Help links lead on.
  const help = page.getByRole('region', { name: 'Still need help?' });
  await expect(help.getByRole('link', { name: /Contact Us/ })).toHaveAttribute('href', '/contact-us');
  await expect(help.getByRole('link', { name: /Customer Support/ })).toHaveAttribute('href', '/customer-support');
  await expect(help.getByRole('link', { name: /Track Order/ })).toHaveAttribute('href', '/track-order');
});

test('customer support reaches a person by WhatsApp, phone and e-mail, and lists six topics and six departments', async ({ page }) => {
  await page.goto('/customer-support');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();
  await expect(page).toHaveTitle('Customer Support · Yaad Parts');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/18765550142');
  await expect(main.getByRole('link', { name: 'Call +1 (876) 555-0142' })).toHaveAttribute('href', 'tel:+18765550142');
  await expect(main.getByRole('link', { name: 'E-mail us at support@yaadparts.example' })).toHaveAttribute(
    'href',
    'mailto:support@yaadparts.example',
  );

  for (const title of ['Orders & Tracking', 'Product Help', 'Payment & Billing', 'Warranty & Exchanges', 'Shipping & Delivery', 'Business Accounts']) {
    await expect(main.getByRole('region', { name: title }).getByRole('link')).toHaveCount(5);
  }
  // A topic opens the FAQs already searched.
  await main.getByRole('region', { name: 'Shipping & Delivery' }).getByRole('link', { name: 'Collect from our shop' }).click();
  await expect(page).toHaveURL(/\/faqs\?q=pickup$/);
  await expect(page.getByRole('searchbox', { name: 'Search the FAQs' })).toHaveValue('pickup');
  await expect(page.getByRole('button', { name: 'Can I collect my order at the shop?' })).toBeVisible();
  await page.goBack();

  // Self-Help is the first tab.
  await expect(page.getByRole('tab', { name: 'Self-Help' })).toHaveAttribute('aria-selected', 'true');
  const selfHelp = page.getByRole('tabpanel', { name: 'Self-Help' });
  for (const href of ['/faqs', '/track-order', '/return-exchange', '/warranty-policy', '/shipping-policy']) {
    await expect(selfHelp.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(selfHelp.getByRole('heading', { name: 'Installation support' })).toBeVisible();

  await page.getByRole('tab', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\?tab=contact$/);
  const contact = page.getByRole('tabpanel', { name: 'Contact Support' });
  const departments = ['General', 'Technical', 'Sales', 'Warranty & Returns', 'Shipping & Delivery', 'Business Accounts'];
  for (const [index, name] of departments.entries()) {
    await expect(contact.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    await expect(contact.getByRole('link', { name: `+1 (876) 555-0142, ext. ${index + 1} (${name})` })).toHaveAttribute(
      'href',
      `tel:+18765550142,${index + 1}`,
    );
  }
  await expect(page.getByRole('region', { name: 'Support Hours' })).toContainText('Mon-Fri 9AM-6PM');

  // A topic on the same page opens the departments tab.
  await page.getByRole('tab', { name: 'Self-Help' }).click();
  await main.getByRole('region', { name: 'Business Accounts' }).getByRole('link', { name: 'Call Business Accounts (ext. 6)' }).click();
  await expect(page.getByRole('tab', { name: 'Contact Support' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Contact Support' }).getByRole('heading', { name: 'Business Accounts' })).toBeInViewport();
});

test('service status shows the live API and database, and says so when the server cannot be reached', async ({ page }) => {
  await page.goto('/customer-support?tab=status');
  const status = page.getByRole('tabpanel', { name: 'Service Status' });
  const services = status.getByRole('list', { name: 'Services' });
  await expect(status.getByText('All systems operational.')).toBeVisible();
  await expect(services.getByRole('listitem').filter({ hasText: 'Website & API' })).toContainText('Operational');
  await expect(services.getByRole('listitem').filter({ hasText: 'Database' })).toContainText('Operational');
  await expect(services.getByRole('listitem').filter({ hasText: 'Photos & uploads' })).toContainText('Operational');
  await expect(status.getByText(/^Last checked at \d{1,2}:\d{2}:\d{2} [AP]M$/)).toBeVisible();

  // The server goes away: Refresh says it is unreachable instead of keeping the old good news.
  let healthCalls = 0;
  await page.route('**/api/health', (route) => {
    healthCalls += 1;
    return route.abort('connectionrefused');
  });
  await status.getByRole('button', { name: 'Refresh status' }).click();
  await expect(status.getByText(/can’t reach our servers/)).toBeVisible();
  await expect(services.getByRole('listitem').filter({ hasText: 'Website & API' })).toContainText('Down');
  await expect(services.getByRole('listitem').filter({ hasText: 'Database' })).toContainText('Unknown');
  expect(healthCalls).toBe(1);

  // The server answers but its database does not (503 with the report): only the database is down.
  await page.unroute('**/api/health');
  await page.route('**/api/health', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'degraded',
        database: { status: 'down', kind: 'pglite', latencyMs: 3 },
        mail: { transport: 'outbox', waiting: 0 },
        storage: { status: 'ok', kind: 'local' },
        uptimeSeconds: 7200,
        version: '0.1.0',
        time: new Date().toISOString(),
      }),
    }),
  );
  await status.getByRole('button', { name: 'Refresh status' }).click();
  await expect(status.getByText('Some services are down. We are on it.')).toBeVisible();
  await expect(services.getByRole('listitem').filter({ hasText: 'Website & API' })).toContainText('Operational');
  await expect(services.getByRole('listitem').filter({ hasText: 'Database' })).toContainText('Down');

  // Back again: opening the tab checks afresh.
  await page.unroute('**/api/health');
  await page.getByRole('tab', { name: 'Feedback' }).click();
  await page.getByRole('tab', { name: 'Service Status' }).click();
  await expect(status.getByText('All systems operational.')).toBeVisible();
});

test('feedback buttons open the contact form with their subject', async ({ page }) => {
  const buttons: [string, string][] = [
    ['Leave Review', 'feedback'],
    ['Submit Suggestion', 'feedback'],
    ['Report Issue', 'support'],
  ];
  for (const [name, subject] of buttons) {
    await page.goto('/customer-support?tab=feedback');
    const feedback = page.getByRole('tabpanel', { name: 'Feedback' });
    await expect(feedback.getByRole('link', { name: 'Contact Us page' })).toHaveAttribute('href', '/contact-us');
    await feedback.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/contact-us\\?subject=${subject}$`));
    // The contact form arrives with that subject chosen.
    await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue(subject);
  }
});

test('both pages fit a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/faqs', '/customer-support', '/customer-support?tab=contact', '/customer-support?tab=status']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path.endsWith('status')) await expect(page.getByText('All systems operational.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
});

test('an open answer and every service status state pass WCAG 2.1 AA checks', async ({ page }) => {
  const audit = () => expectNoAxeViolations(page);
  await page.goto('/faqs?category=warranty');
  await page.getByRole('button', { name: 'How long is the warranty on a part?' }).click();
  await expect(page.getByRole('region', { name: 'How long is the warranty on a part?' })).toContainText('Screens: 90 days new');
  await audit();

  await page.goto('/customer-support?tab=status');
  await expect(page.getByText('All systems operational.')).toBeVisible();
  await audit();
  await page.route('**/api/health', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Refresh status' }).click();
  await expect(page.getByText(/can’t reach our servers/)).toBeVisible();
  await audit();
});
