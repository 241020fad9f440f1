import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from './fixtures/test';
import { ADMIN, signIn } from './fixtures/accounts';
import { expectNoAxeViolations } from './fixtures/axe';

// Each width imports its own parts, so the two lanes may take one each (tests/support/e2e-lanes.ts).
test.describe.configure({ mode: 'parallel' });

// A supplier's price list of 500 rows, 3 of them bad (rows 102, 223 and 334), as tests/api/catalogue-import.test.ts reads it.
const FIXTURE = fs.readFileSync('tests/fixtures/supplier-price-list-500.csv', 'utf8');
const RADIATOR = 'Westar Radiator Toyota Corolla Fielder NKE165G';
/** RW-0007 costs 27.00 in the fixture; the second file asks 99.99. Two more rows share its title. */
const NOAH_SHOCK = 'Duralast Rear Shock Absorber Toyota Noah ZRR80';
const NEW_PRICE_FILE = FIXTURE.replace(/^(RW-0007,[^\r\n]*?,new,)([\d.]+)(,)/m, '$199.99$3');

/**
 * Both widths share the e2e database, and an import matches a supplier's parts by SKU: each width imports
 * the same SKUs for a supplier of its own, so its first file is all new and its second changes one part.
 */
const SUPPLIER_BY_WIDTH: Record<number, string> = { 360: 'Kanto Used Auto Exports', 1366: 'Osaka Brake & Clutch Supply' };

/** A customer who is not signed in, in a browser of their own, at the same screen width as staff. */
async function openCustomer(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** Like the fixture's goto: waits until the app answers input (html[data-ready], src/web/app/app.tsx). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

async function expectNoSideways(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The file written where the browser's file picker can take it. */
function tempFile(name: string, text: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'price-list-')), name);
  fs.writeFileSync(file, text, 'utf8');
  return file;
}

for (const width of [360, 1366]) {
  test(`at ${width} px staff import a supplier's price list, apply it, change one price with a second file and undo it`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const phone = width < 768;
    const supplier = SUPPLIER_BY_WIDTH[width]!;
    const firstFile = `ridgeway-prices-${width}.csv`;
    const secondFile = `ridgeway-prices-${width}-new-price.csv`;
    await signIn(page.request, baseURL!, ADMIN);
    const customer = await openCustomer(browser, width);

    /** The rows on screen: cards on a phone, the table's rows on a desk. */
    const rows = () => (phone ? page.getByRole('list', { name: /^Rows: / }) : page.getByRole('table', { name: /^Rows: / })).getByTestId('import-row');
    const review = (fileName: string) => page.getByRole('region', { name: new RegExp(`^(Dry run|Import) of ${fileName.replace(/\./g, '\\.')}$`) });
    const state = page.getByTestId('import-state');

    await test.step('the page opens at /admin/catalogue/imports (not the part form) and says what is missing', async () => {
      await open(page, '/admin/catalogue/imports');
      await expect(page.getByRole('heading', { level: 1, name: 'Import a price list' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /^\/api\/admin\/parts\/export\.csv/);
      await expect(page.getByText(/up to 50 MB and 200,000 rows/)).toBeVisible();
      await expect(page.getByLabel("Retire this supplier's parts that are not in the file")).not.toBeChecked();
      await expect(page.getByLabel('Supplier', { exact: true }).locator('option', { hasText: supplier })).toHaveCount(1);
      await page.getByRole('button', { name: 'Check the file' }).click();
      await expect(page.getByText('Choose the supplier whose price list this is')).toBeVisible();
      await expect(page.getByLabel('Supplier', { exact: true })).toBeFocused();
      await page.getByLabel('Supplier', { exact: true }).selectOption({ label: supplier });
      await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /supplierId=\d+/);
      await page.getByRole('button', { name: 'Check the file' }).click();
      await expect(page.getByText('Choose the price list file (CSV or .xlsx)')).toBeVisible();
    });

    await test.step('a file that is not a price list is refused whole, in the server\'s words, at the file', async () => {
      await page.getByLabel('Price list file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex') });
      await page.getByRole('button', { name: 'Check the file' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /not a CSV or XLSX/ })).toBeVisible();
    });

    await test.step('the dry run: 497 new, 3 refused, each refused row with its column and reason', async () => {
      await page.getByLabel('Price list file').setInputFiles({ name: firstFile, mimeType: 'text/csv', buffer: Buffer.from(FIXTURE, 'utf8') });
      await page.getByRole('button', { name: 'Check the file' }).click();
      const run = review(firstFile);
      await expect(run.getByRole('heading', { name: `Dry run of ${firstFile}` })).toBeFocused();
      await expect(run.getByTestId('import-count-new')).toContainText('497');
      await expect(run.getByTestId('import-count-refused')).toContainText('3');
      await expect(run.getByTestId('import-count-changed')).toContainText('0');
      await expect(run.getByTestId('column-mapping')).toContainText('TitleItem name');
      // The refused rows come first, since they need a look.
      await expect(page.getByRole('group', { name: 'Show rows' }).getByRole('button', { name: 'Refused (3)' })).toHaveAttribute('aria-pressed', 'true');
      await expect(rows()).toHaveCount(3);
      await expect(rows().nth(0)).toContainText('102');
      await expect(rows().nth(0)).toContainText('Price (US$): Price can have at most 2 decimals');
      await expect(rows().nth(1)).toContainText('223');
      await expect(rows().nth(1)).toContainText(/Condition: .*sold new only/);
      await expect(rows().nth(2)).toContainText('334');
      await expect(rows().nth(2)).toContainText('Model: Row 334: no Mitsubishi Corola in the vehicle list');
      await expectNoSideways(page, width);
      await expectNoAxeViolations(page);
    });

    await test.step('the columns can be changed and the same file checked again', async () => {
      await page.getByRole('button', { name: 'Change columns' }).click();
      const form = page.getByRole('form', { name: 'Change columns' });
      await expect(form.getByLabel('Title (required)')).toHaveValue('Item name');
      await expect(form.getByLabel('Price (US$) (required)')).toHaveValue('Unit price');
      await expectNoSideways(page, width);
      await form.getByRole('button', { name: 'Check again' }).click();
      // A new dry run of the same file, with the same columns: the same figures.
      await expect(form).toBeHidden();
      await expect(review(firstFile).getByTestId('import-count-new')).toContainText('497');
      await expect(review(firstFile).getByTestId('import-count-refused')).toContainText('3');
    });

    /** The time from `since` until the customer's garage search shows a card `check` accepts (reloading as a customer would). */
    const garageSearchShows = async (since: number, check: (cards: Locator) => Promise<void>) => {
      await expect(async () => {
        await open(customer.page, garageSearch);
        await check(customer.page.getByTestId('part-card'));
      }).toPass({ intervals: [100], timeout: 10_000 });
      return Date.now() - since;
    };

    let garageSearch = '';
    await test.step(`a customer saves a Toyota Noah by its chassis code in My Garage and searches its rear shocks: none from this supplier yet`, async () => {
      const shop = customer.page;
      await open(shop, '/browse');
      const garage = shop.getByRole('region', { name: 'My Garage' });
      const form = garage.getByRole('form', { name: 'Add a vehicle' });
      await form.getByRole('radio', { name: 'By chassis code' }).check();
      await form.getByRole('textbox', { name: 'Chassis code' }).fill('zrr80');
      await expect(form.getByText('ZRR80: Toyota Noah')).toBeVisible();
      await form.getByRole('button', { name: 'Save to My Garage' }).click();
      await expect(garage.getByRole('radio', { name: /Toyota Noah \(ZRR80\)/ })).toBeChecked();
      await shop.getByRole('combobox', { name: 'Search parts' }).fill('Duralast rear shock absorber');
      await shop.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(shop).toHaveURL(/modelId=\d+/);
      await expect(shop.getByRole('status').filter({ hasText: /^(Showing \d+ of |No parts)/ })).toBeVisible();
      const url = new URL(shop.url());
      garageSearch = url.pathname + url.search;
      await expect(shop.getByRole('link', { name: NOAH_SHOCK, exact: true })).toHaveCount(0);
    });

    await test.step('applying it shows its progress and ends "Applied"', async () => {
      await page.getByRole('button', { name: 'Apply 497 changes' }).click();
      const bar = page.getByRole('progressbar', { name: 'Parts written' });
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute('aria-valuemax', '497');
      await expect(state.getByTestId('import-progress-text')).toHaveText(/^\d+ of 497$/);
      await expect(state.getByRole('heading', { name: 'Applied' })).toBeVisible({ timeout: 60_000 });
      await expect(state.getByRole('heading', { name: 'Applied' })).toBeFocused();
      await expect(state).toContainText('497 parts written to the catalogue');
      await expect(state.getByRole('link', { name: 'See the catalogue' })).toHaveAttribute('href', '/admin/catalogue');
      await expect(state.getByRole('button', { name: 'Undo this import' })).toBeVisible();
      await expect(bar).toHaveCount(0);
      const applied = Date.now();
      const took = await garageSearchShows(applied, async (cards) => {
        const card = cards.filter({ has: customer.page.getByRole('link', { name: NOAH_SHOCK, exact: true }) });
        await expect(card).toHaveCount(3, { timeout: 100 });
        await expect(card.first()).toContainText('Fits: Toyota Noah (ZRR80)', { timeout: 100 });
      });
      // Search keeps up with a change within 2 s (docs/catalogue-import.md); the reloads above count too.
      expect(took).toBeLessThan(2000);
    });

    await test.step('a customer finds an imported part in search', async () => {
      await open(customer.page, '/search?query=Westar%20Radiator%20Fielder');
      await expect(customer.page.getByTestId('part-card').filter({ has: customer.page.getByRole('link', { name: RADIATOR, exact: true }) }).first()).toBeVisible();
    });

    let partUrl = '';
    await test.step('a second file changes RW-0007\'s price: the dry run shows 1 changed, old → new', async () => {
      await page.getByLabel('Price list file').setInputFiles(tempFile(secondFile, NEW_PRICE_FILE));
      await page.getByRole('button', { name: 'Check the file' }).click();
      const run = review(secondFile);
      await expect(run.getByRole('heading', { name: `Dry run of ${secondFile}` })).toBeFocused();
      await expect(run.getByTestId('import-count-changed')).toContainText('1');
      await expect(run.getByTestId('import-count-new')).toContainText('0');
      await expect(run.getByTestId('import-count-unchanged')).toContainText('496');
      await page.getByRole('group', { name: 'Show rows' }).getByRole('button', { name: 'Changed (1)' }).click();
      await expect(rows()).toHaveCount(1);
      await expect(rows()).toContainText('RW-0007');
      await expect(rows()).toContainText('Price (US$): 27.00 → 99.99');
      const href = await rows().getByRole('link', { name: /^Open the part/ }).getAttribute('href');
      partUrl = `/part/${/\/admin\/catalogue\/(\d+)$/.exec(href ?? '')![1]}`;
      await open(customer.page, partUrl);
      await expect(customer.page.getByText('US$27.00', { exact: true }).first()).toBeVisible();
      await expectNoSideways(page, width);
    });

    await test.step('applied, the part page shows the new price', async () => {
      await page.getByRole('button', { name: 'Apply 1 change' }).click();
      await expect(state.getByRole('heading', { name: 'Applied' })).toBeVisible({ timeout: 60_000 });
      const took = await garageSearchShows(Date.now(), async (cards) => {
        await expect(cards.filter({ has: customer.page.locator(`a[href="${partUrl}"]`) })).toContainText('US$99.99', { timeout: 100 });
      });
      expect(took).toBeLessThan(2000);
      await open(customer.page, partUrl);
      await expect(customer.page.getByText('US$99.99', { exact: true }).first()).toBeVisible();
    });

    await test.step('undone after a confirm, the part page shows the old price again', async () => {
      await state.getByRole('button', { name: 'Undo this import' }).click();
      const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
      await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Undo this import' }).click();
      await expect(dialog).toBeHidden();
      await expect(state.getByRole('heading', { name: 'Undone' })).toBeVisible({ timeout: 60_000 });
      await open(customer.page, partUrl);
      await expect(customer.page.getByText('US$27.00', { exact: true }).first()).toBeVisible();
      await expect(customer.page.getByText('US$99.99', { exact: true })).toHaveCount(0);
      await garageSearchShows(Date.now(), async (cards) => {
        await expect(cards.filter({ has: customer.page.locator(`a[href="${partUrl}"]`) })).toContainText('US$27.00', { timeout: 100 });
      });
    });

    await test.step('the recent imports list both files; the first opens its summary and is undone, so the catalogue is as before', async () => {
      const list = phone ? page.getByRole('list', { name: 'Recent imports' }) : page.getByRole('table', { name: 'Recent imports, newest first' });
      const entry = list.getByTestId('recent-import').filter({ has: page.getByRole('link', { name: firstFile, exact: true }) });
      await expect(entry.first()).toContainText('Applied');
      await expect(list.getByTestId('recent-import').filter({ has: page.getByRole('link', { name: secondFile, exact: true }) })).toContainText('Undone');
      await entry.first().getByRole('link', { name: firstFile, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/catalogue\/imports\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Price-list import' })).toBeVisible();
      await expect(review(firstFile).getByTestId('import-count-new')).toContainText('497');
      await expect(page.getByRole('link', { name: 'Import a price list' })).toHaveAttribute('href', '/admin/catalogue/imports');
      await expectNoSideways(page, width);
      await state.getByRole('button', { name: 'Undo this import' }).click();
      await page.getByRole('dialog', { name: 'Undo this import?' }).getByRole('button', { name: 'Undo this import' }).click();
      await expect(state.getByRole('heading', { name: 'Undone' })).toBeVisible({ timeout: 60_000 });
    });

    await customer.close();
  });
}
