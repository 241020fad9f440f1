import { randomInt } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from './fixtures/test';
import { ADMIN, newCustomer, signIn, signUp } from './fixtures/accounts';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectToast } from './fixtures/ui';

// Each width adds its own make, model and code, so the two lanes may take one each (tests/support/e2e-lanes.ts).
test.describe.configure({ mode: 'parallel' });

/**
 * Each width adds its own make, model and chassis code: both runs share one database, and a code two
 * models had would make the garage ask which model the car is.
 */
const CASES = [
  { width: 360, make: 'Daihatsu', model: 'Mira', years: ['2006', '2018'], typed: 'dba-la300s', code: 'LA300S', alias: 'LA310S', codeYears: ['2011', '2017'], outside: ['L275S', '2002', '2010'] },
  { width: 1366, make: 'Suzuki Test', model: 'Alto', years: ['2009', '2021'], typed: 'dba-ha36s', code: 'HA36S', alias: 'HA36V', codeYears: ['2014', '2021'], outside: ['HA25S', '2004', '2010'] },
] as const;

async function expectNoSideways(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A field refused with the server's words, read as a screen reader reads them with the field. */
async function expectRefused(field: Locator, message: RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/** A signed-in customer in a browser of their own, at the same width as staff. */
async function openCustomer(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await signUp(context.request, baseURL, newCustomer('Shanique'));
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

for (const c of CASES) {
  test(`at ${c.width} px staff add ${c.make}, its ${c.model} and the ${c.model}'s ${c.code} typed as ${c.typed}; a part fitted to it is found from a garage saved by ${c.alias} or ${c.typed}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Nine steps, five of them with WCAG checks, and a second browser for the customer: 55 s on a quiet
    // machine with both lanes running, past 60 s on a busy one.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: c.width, height: 800 });
    const vehicle = `${c.make} ${c.model}`;
    const title = `Zebrano Front Brake Rotor ${randomInt(100_000, 1_000_000)}`;
    await signIn(page.request, baseURL!, ADMIN);

    const addMake = page.getByRole('button', { name: 'Add a make' });
    await test.step('the catalogue links to the vehicles, which a search narrows by a chassis code as typed; the page passes WCAG 2.1 AA checks', async () => {
      await page.goto('/admin/catalogue');
      await page.getByRole('link', { name: 'Vehicles', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/catalogue\/vehicles$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Toyota' }).getByTestId('vehicle-model').first()).toBeVisible();

      const search = page.getByRole('searchbox', { name: 'Search vehicles' });
      await search.fill('dba-nze161');
      const toyota = page.getByRole('region', { name: 'Toyota' });
      // The Axio's NZE161, and the Fielder's NZE161G that starts the same.
      await expect(toyota.getByRole('heading', { level: 3 })).toHaveText(['Corolla Axio', 'Corolla Fielder']);
      await expect(toyota.getByRole('list', { name: 'Chassis codes of the Toyota Corolla Axio' })).toContainText('NZE161 2013-2020');
      await expect(page.getByRole('region', { name: 'Honda' })).toHaveCount(0);
      await expect(page).toHaveURL(/query=dba-nze161/);
      await search.fill('zz999');
      await expect(page.getByRole('heading', { name: 'No vehicles match this search' })).toBeVisible();
      await page.getByRole('button', { name: 'Clear the search' }).click();
      await expect(search).toHaveValue('');
      await expect(page.getByRole('region', { name: 'Honda' })).toBeVisible();
      await expectNoSideways(page, c.width);
      await expectNoAxeViolations(page);

      // Typed in, the address is the vehicles page, not a part called "vehicles".
      const response = await page.goto('/admin/catalogue/vehicles');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
    });

    await test.step('a make already listed is refused at its field; the new one is added, and the focus returns', async () => {
      await addMake.click();
      const dialog = page.getByRole('dialog', { name: 'Add a make' });
      const name = dialog.getByLabel('Make', { exact: true });
      await expect(name).toBeFocused();
      await expectNoAxeViolations(page);
      await name.fill('toyota');
      await dialog.getByRole('button', { name: 'Add make' }).click();
      await expectRefused(name, /That make is already in the list/);
      await expect(name).toBeFocused();
      await expect(dialog.getByRole('alert')).toContainText('toyota is already in the list');
      await name.fill(c.make);
      await dialog.getByRole('button', { name: 'Add make' }).click();
      await expectToast(page, `${c.make} added`);
      await expect(dialog).toBeHidden();
      await expect(addMake).toBeFocused();
      await expect(page.getByRole('region', { name: c.make })).toContainText('No models yet');
    });

    const makeCard = page.getByRole('region', { name: c.make });
    const modelBlock = makeCard.getByTestId('vehicle-model').filter({ has: page.getByRole('heading', { level: 3, name: c.model, exact: true }) });
    await test.step(`a ${c.model} ${c.years.join('-')} is added to ${c.make}, with another name`, async () => {
      const add = makeCard.getByRole('button', { name: `Add a model to ${c.make}` });
      await add.click();
      const dialog = page.getByRole('dialog', { name: `Add a model to ${c.make}` });
      await expect(dialog.getByLabel('Model', { exact: true })).toBeFocused();
      await dialog.getByLabel('Model', { exact: true }).fill(c.model);
      // Years the wrong way round are the shared schema's to refuse, before anything is sent.
      await dialog.getByLabel('First year').fill(c.years[1]);
      await dialog.getByLabel('Last year').fill(c.years[0]);
      await dialog.getByRole('button', { name: 'Add model' }).click();
      await expectRefused(dialog.getByLabel('Last year'), /The last year must not be before the first/);
      await dialog.getByLabel('First year').fill(c.years[0]);
      await dialog.getByLabel('Last year').fill(c.years[1]);
      await dialog.getByLabel('Other names (optional)').fill(`${c.model} Custom, `);
      await dialog.getByRole('button', { name: 'Add model' }).click();
      await expectToast(page, `${vehicle} added`);
      await expect(dialog).toBeHidden();
      await expect(add).toBeFocused();
      await expect(modelBlock).toContainText(`${c.years[0]}-${c.years[1]}`);
      await expect(modelBlock).toContainText(`Also called ${c.model} Custom`);
      await expect(modelBlock).toContainText('No chassis codes yet.');
    });

    await test.step(`a code outside the model's years is refused at the first year with the server's words; ${c.typed} is added as ${c.code}`, async () => {
      const add = modelBlock.getByRole('button', { name: `Add a chassis code to the ${vehicle}` });
      await add.click();
      const dialog = page.getByRole('dialog', { name: `Add a chassis code to the ${vehicle}` });
      const code = dialog.getByRole('textbox', { name: 'Chassis code' });
      const firstYear = dialog.getByLabel('First year');
      await expect(code).toBeFocused();
      await expect(firstYear).toHaveValue(c.years[0]);
      await expect(dialog.getByLabel('Last year')).toHaveValue(c.years[1]);
      await code.fill(c.outside[0]);
      await firstYear.fill(c.outside[1]);
      await dialog.getByLabel('Last year').fill(c.outside[2]);
      await dialog.getByRole('button', { name: 'Add chassis code' }).click();
      await expectRefused(firstYear, new RegExp(`The ${c.model} was built ${c.years[0]}-${c.years[1]}: the code's years must lie inside those`));
      await expect(firstYear).toBeFocused();
      await expectNoAxeViolations(page);

      await code.fill(c.typed);
      await expect(code).toHaveAccessibleDescription(`Saved as ${c.code}.`);
      await firstYear.fill(c.codeYears[0]);
      await dialog.getByLabel('Last year').fill(c.codeYears[1]);
      await dialog.getByLabel('Aliases (optional)').fill(c.alias.toLowerCase());
      await dialog.getByRole('button', { name: 'Add chassis code' }).click();
      await expectToast(page, `${c.code} added`);
      await expect(dialog).toBeHidden();
      await expect(add).toBeFocused();
      const codes = modelBlock.getByRole('list', { name: `Chassis codes of the ${vehicle}` }).getByTestId('vehicle-chassis');
      await expect(codes).toHaveCount(1);
      await expect(codes).toContainText(`${c.code} ${c.codeYears[0]}-${c.codeYears[1]}`);
      await expect(codes).toContainText(`Also ${c.alias}`);
      await expectNoSideways(page, c.width);
    });

    await test.step('the search finds the new code by its alias, and by the code as typed', async () => {
      const search = page.getByRole('searchbox', { name: 'Search vehicles' });
      for (const typed of [c.alias.toLowerCase(), c.typed]) {
        await search.fill(typed);
        await expect(page.getByRole('list', { name: 'Makes' }).getByTestId('vehicle-make')).toHaveCount(1);
        await expect(makeCard.getByRole('heading', { level: 3 })).toHaveText([c.model]);
      }
      await search.fill('');
    });

    await test.step(`staff add a part fitting the ${vehicle} ${c.code}`, async () => {
      await page.goto('/admin/catalogue/new');
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Brand', { exact: true }).fill('Zebrano');
      await page.getByLabel('Category').selectOption({ label: 'Brakes & Suspension' });
      await page.getByLabel('Part number').fill(`ZB-${randomInt(10_000, 100_000)}`);
      await page.getByLabel('Price (US$)', { exact: true }).fill('31.00');
      await page.getByLabel('Sold on').selectOption('local');
      const row = page.getByRole('group', { name: 'Vehicle 1' });
      await row.getByLabel('Make').selectOption({ label: c.make });
      await row.getByLabel('Model').selectOption({ label: `${c.model} (${c.years[0]}-${c.years[1]})` });
      await row.getByLabel(/^Chassis code/).selectOption({ label: `${c.code} (${c.codeYears[0]}-${c.codeYears[1]})` });
      await expect(row.getByLabel('First year')).toHaveValue(c.codeYears[0]);
      await expect(row.getByLabel('Last year')).toHaveValue(c.codeYears[1]);
      await page.getByRole('button', { name: 'Add part' }).click();
      await expectToast(page, 'Part added');
      await expect(page).toHaveURL(/\/admin\/catalogue\/\d+$/);
    });

    await test.step("a model's years that would leave out its chassis code are refused, saying which; its other names change", async () => {
      await page.goto('/admin/catalogue/vehicles');
      const edit = modelBlock.getByRole('button', { name: `Edit the ${vehicle}` });
      await edit.click();
      const dialog = page.getByRole('dialog', { name: `Edit the ${vehicle}` });
      const firstYear = dialog.getByLabel('First year');
      await expect(dialog.getByLabel('Model', { exact: true })).toBeFocused();
      await expect(dialog.getByLabel('Model', { exact: true })).toHaveValue(c.model);
      await firstYear.fill(String(Number(c.codeYears[0]) + 1));
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expectRefused(firstYear, new RegExp(`${c.code} \\(${c.codeYears[0]}-${c.codeYears[1]}\\) would fall outside`));
      await expect(firstYear).toBeFocused();
      await firstYear.fill(c.years[0]);
      await dialog.getByLabel('Other names (optional)').fill(`${c.model} Custom, ${c.model} Van`);
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(page, 'Changes saved');
      await expect(dialog).toBeHidden();
      await expect(edit).toBeFocused();
      await expect(modelBlock).toContainText(`Also called ${c.model} Custom, ${c.model} Van`);
    });

    const customer = await openCustomer(browser, baseURL!, c.width);
    await test.step(`a customer's garage takes ${c.alias} and ${c.typed} as the same ${c.code}, and a search for the part with it finds it`, async () => {
      const shop = customer.page;
      await shop.goto('/browse');
      const garage = shop.getByRole('region', { name: 'My Garage' });
      await expect(garage).toContainText('Saved on your account.');
      const form = garage.getByRole('form', { name: 'Add a vehicle' });
      const saved = garage.getByRole('radio', { name: `${c.codeYears[0]} ${vehicle} (${c.code})` });
      for (const [i, typed] of [c.alias, c.typed].entries()) {
        if (i > 0) await garage.getByRole('button', { name: 'Add a vehicle' }).click();
        await form.getByRole('radio', { name: 'By chassis code' }).check();
        await form.getByRole('textbox', { name: 'Chassis code' }).fill(typed);
        await expect(form.getByText(`${i === 0 ? c.alias : c.code}: ${vehicle}`)).toBeVisible();
        await form.getByLabel('Year (optional)').selectOption(c.codeYears[0]);
        await form.getByRole('button', { name: 'Save to My Garage' }).click();
        await expect(saved).toBeChecked();
      }
      // The second is the vehicle already saved, not another.
      await expect(garage.getByRole('radio', { name: new RegExp(vehicle) })).toHaveCount(1);

      await shop.getByRole('combobox', { name: 'Search parts' }).fill(title);
      await shop.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(shop).toHaveURL(/modelId=\d+/);
      await expect(shop.getByRole('status').filter({ hasText: /^Showing \d+ of / })).toBeVisible();
      const card = shop.getByTestId('part-card').filter({ has: shop.getByRole('link', { name: title, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(`Fits: ${vehicle} (${c.code})`);
    });
    await customer.close();

    await test.step("a code's years that would leave out the customer's saved car are refused, saying so; Escape returns the focus; an alias is added", async () => {
      await page.reload();
      const edit = modelBlock.getByRole('button', { name: `Edit ${c.code} of the ${vehicle}` });
      await edit.click();
      const dialog = page.getByRole('dialog', { name: `Edit ${c.code} of the ${vehicle}` });
      const code = dialog.getByRole('textbox', { name: 'Chassis code' });
      const firstYear = dialog.getByLabel('First year');
      await expect(code).toHaveValue(c.code);
      await expect(code).toHaveAttribute('readonly', '');
      await expect(firstYear).toBeFocused();
      await firstYear.fill(String(Number(c.codeYears[0]) + 1));
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expectRefused(firstYear, new RegExp(`customers' garages hold it from ${c.codeYears[0]} to ${c.codeYears[0]}`));
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(edit).toBeFocused();

      await edit.click();
      await expect(firstYear).toHaveValue(c.codeYears[0]);
      await dialog.getByLabel('Aliases (optional)').fill(`${c.alias}, ${c.code}X`);
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(page, 'Changes saved');
      await expect(dialog).toBeHidden();
      await expect(edit).toBeFocused();
      await expect(modelBlock.getByTestId('vehicle-chassis')).toContainText(`Also ${c.alias}, ${c.code}X`);
      await expectNoSideways(page, c.width);
      await expectNoAxeViolations(page);
    });
  });
}
