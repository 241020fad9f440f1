import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, type Browser, type Page } from './fixtures/test';
import { ADMIN, signIn } from './fixtures/accounts';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectToast } from './fixtures/ui';

// Each width adds its own part, so the two lanes may take one each (tests/support/e2e-lanes.ts).
test.describe.configure({ mode: 'parallel' });

/** A customer who is not signed in, in a browser of their own, at the same screen width as staff. */
async function openCustomer(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** Like the fixture's goto: waits until the app answers input (html[data-ready], src/web/app/app.tsx). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

/** The customer's search for the title, once its results have come: the part's card in them, or none. */
async function searchAsCustomer(page: Page, title: string) {
  await open(page, `/search?query=${encodeURIComponent(title)}`);
  await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ of / })).toBeVisible();
  return page.getByTestId('part-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

async function expectNoSideways(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [360, 1366]) {
  test(`at ${width} px staff add a part for a Corolla Axio NZE161, fix what the form and the server find, retire it and restore it`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const phone = width < 768;
    const title = `Kaya Front Brake Rotor ${randomInt(100_000, 1_000_000)}`;
    const partNumber = `KY-${randomInt(10_000, 100_000)}`;
    await signIn(page.request, baseURL!, ADMIN);
    const customer = await openCustomer(browser, width);

    await test.step('the admin dashboard links to the catalogue, whose list passes WCAG 2.1 AA checks', async () => {
      await page.goto('/admin');
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Catalogue/ }).click();
      await expect(page).toHaveURL(/\/admin\/catalogue$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
      const rows = phone ? page.getByRole('list', { name: 'Parts' }).getByTestId('catalogue-card') : page.getByRole('table', { name: 'Parts, newest first' }).getByTestId('catalogue-row');
      await expect(rows.first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Catalogue pages' })).toContainText(/Page 1 of \d+ · [\d,]+ parts/);
      await expectNoSideways(page, width);
      await expectNoAxeViolations(page);
    });

    const row = page.getByRole('group', { name: 'Vehicle 1' });
    await test.step('the form: choosing the NZE161 fills in 2013-2020, and the empty form passes WCAG 2.1 AA checks', async () => {
      await page.getByRole('link', { name: 'Add a part' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Add a part' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Brand', { exact: true }).fill('Kaya');
      await page.getByLabel('Condition').selectOption('used');
      await page.getByLabel('Category').selectOption({ label: 'Brakes & Suspension' });
      await page.getByLabel('Part number').fill(partNumber);
      await page.getByLabel(/^Interchange numbers/).fill('DF-7898, 0 986 479 R45');
      await page.getByLabel('Price (US$)', { exact: true }).fill('12.345');
      await page.getByLabel('eBay listing link').fill('https://www.ebay.com/itm/1234567890');
      await page.getByLabel(/^Weight/).fill('14');
      await row.getByLabel('Make').selectOption({ label: 'Toyota' });
      await row.getByLabel('Model').selectOption({ label: 'Corolla Axio (2006-2020)' });
      await row.getByLabel(/^Chassis code/).selectOption({ label: 'NZE161 (2013-2020)' });
      await expect(row.getByLabel('First year')).toHaveValue('2013');
      await expect(row.getByLabel('Last year')).toHaveValue('2020');
      await expect(row).toContainText('Customers will see it fits NZE161, NKE165.');
      await expectNoSideways(page, width);
    });

    await test.step('a photo is uploaded and shown', async () => {
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 122, b: 46 } } }).png().toBuffer();
      await page.getByTestId('photo-file-input').setInputFiles({ name: 'rotor.png', mimeType: 'image/png', buffer: png });
      await expectToast(page, 'Photo uploaded');
      const photos = page.getByRole('list', { name: 'Part photos' }).getByTestId('part-photo');
      await expect(photos).toHaveCount(1);
      await expect(photos.getByRole('img', { name: 'Photo 1 (main)' })).toHaveAttribute('src', /^\/uploads\//);
    });

    const price = page.getByLabel('Price (US$)', { exact: true });
    const firstYear = row.getByLabel('First year');
    await test.step('a price with three decimals is refused at the price field', async () => {
      await page.getByRole('button', { name: 'Add part' }).click();
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await expect(price).toHaveAccessibleDescription(/Price can have at most 2 decimals/);
      await expect(price).toBeFocused();
    });

    await test.step("a first year before the model was built is refused by the server, at that vehicle's row", async () => {
      await price.fill('48.50');
      await firstYear.fill('2003');
      await page.getByRole('button', { name: 'Add part' }).click();
      await expectToast(page, 'Could not save the part');
      await expect(firstYear).toHaveAttribute('aria-invalid', 'true');
      await expect(firstYear).toHaveAccessibleDescription(/The Toyota Corolla Axio was built 2006-2020/);
      await expect(price).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/admin\/catalogue\/new$/);
    });

    let partId = 0;
    await test.step('fixed, the part is added and its own page shows its history; the form passes WCAG 2.1 AA checks', async () => {
      await firstYear.fill('2013');
      await expect(firstYear).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: 'Add part' }).click();
      await expectToast(page, 'Part added');
      await expect(page).toHaveURL(/\/admin\/catalogue\/\d+$/);
      partId = Number(new URL(page.url()).pathname.split('/').at(-1));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(price).toHaveValue('48.50');
      await expect(row.getByLabel('Model').locator('option:checked')).toHaveText('Corolla Axio (2006-2020)');
      await expect(row.getByLabel(/^Chassis code/).locator('option:checked')).toHaveText('Every code of these years');
      await expect(page.getByRole('region', { name: 'What customers see' })).toContainText('Toyota Corolla Axio (NZE161, NKE165) 2013-2020');
      await expect(page.getByTestId('history-entry').first()).toContainText(`Added by ${ADMIN.firstName} ${ADMIN.lastName}`);
      await expectNoSideways(page, width);
      await expectNoAxeViolations(page);
    });

    await test.step('a customer finds it by its title, with its photo', async () => {
      const card = await searchAsCustomer(customer.page, title);
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('US$48.50');
      await expect(card.locator('img').first()).toHaveAttribute('src', /^\/uploads\//);
    });

    await test.step('a new price is saved with a note, and the history says what changed', async () => {
      await price.fill('55.25');
      await page.getByLabel(/^What changed, for the history/).fill('Supplier dropped the price');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(page, 'Changes saved');
      const latest = page.getByTestId('history-entry').first();
      await expect(latest).toContainText('Edited by');
      await expect(latest).toContainText('Price (US$): 48.50 → 55.25');
      await expect(latest).toContainText('Note: Supplier dropped the price');
      await expect(page.getByLabel(/^What changed, for the history/)).toHaveValue('');
    });

    await test.step('retired with a reason, it leaves search; its page still opens and says it is no longer sold', async () => {
      await page.getByRole('button', { name: 'Retire', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Retire ${title}?` });
      await dialog.getByRole('button', { name: 'Retire part' }).click();
      await expect(dialog.getByText('Reason is required')).toBeVisible();
      await dialog.getByLabel('Reason').fill('Supplier discontinued it');
      await dialog.getByRole('button', { name: 'Retire part' }).click();
      await expectToast(page, 'Part retired');
      await expect(dialog).toBeHidden();
      const banner = page.getByTestId('retired-banner');
      await expect(banner).toContainText(/^Retired on \d{1,2} [A-Z][a-z]{2} \d{4} because Supplier discontinued it\./);
      await expect(banner.getByRole('button', { name: 'Restore' })).toBeFocused();
      await expect(page.getByRole('button', { name: 'Retire', exact: true })).toHaveCount(0);

      await expect(await searchAsCustomer(customer.page, title)).toHaveCount(0);
      await open(customer.page, `/part/${partId}`);
      await expect(customer.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(customer.page.getByRole('heading', { name: 'This part is no longer sold' })).toBeVisible();
      await expect(customer.page.getByTestId('no-longer-sold').getByRole('link', { name: 'Request a part like this' })).toHaveAttribute('href', /^\/request\?/);
    });

    await test.step("staff's list shows it under Retired only", async () => {
      await page.goto(`/admin/catalogue?query=${encodeURIComponent(title)}`);
      await expect(page.getByRole('heading', { name: 'No parts match this search' })).toBeVisible();
      await page.getByRole('group', { name: 'Show parts' }).getByRole('button', { name: 'Retired' }).click();
      await expect(page).toHaveURL(/status=retired/);
      const rows = page.getByTestId(phone ? 'catalogue-card' : 'catalogue-row');
      await expect(rows).toHaveCount(1);
      for (const text of [title, 'Retired', 'Kaya', partNumber, 'Used', 'US$55.25', 'eBay', '1 vehicle']) await expect(rows).toContainText(text);
      await expectNoSideways(page, width);
      await rows.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Its back link returns to the same search and filter.
      await expect(page.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute('href', /status=retired/);
    });

    await test.step('restored with a reason, search finds it again', async () => {
      await page.getByTestId('retired-banner').getByRole('button', { name: 'Restore' }).click();
      const dialog = page.getByRole('dialog', { name: `Put ${title} back on sale?` });
      await dialog.getByLabel('Reason').fill('Back in stock at another seller');
      await dialog.getByRole('button', { name: 'Restore part' }).click();
      await expectToast(page, 'Part restored');
      await expect(page.getByTestId('retired-banner')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Retire', exact: true })).toBeFocused();
      const history = page.getByTestId('history-entry');
      await expect(history).toHaveCount(4);
      await expect(history.nth(0)).toContainText('Restored by');
      await expect(history.nth(0)).toContainText('Reason: Back in stock at another seller');
      await expect(history.nth(1)).toContainText('Reason: Supplier discontinued it');

      await expect(await searchAsCustomer(customer.page, title)).toHaveCount(1);
    });

    await customer.close();
  });
}
