import { expect, test, type Page } from './fixtures/test';
import { newCustomer } from './fixtures/accounts';
import { expectNoAxeViolations } from './fixtures/axe';

const garage = (page: Page) => page.getByRole('region', { name: 'My Garage' });

async function addByModel(page: Page, make: string, model: RegExp, year: string) {
  const form = garage(page).getByRole('form', { name: 'Add a vehicle' });
  await form.getByLabel('Make', { exact: true }).selectOption({ label: make });
  const option = form.getByLabel('Model', { exact: true }).locator('option').filter({ hasText: model });
  await form.getByLabel('Model', { exact: true }).selectOption((await option.getAttribute('value'))!);
  await form.getByLabel('Year (optional)').selectOption(year);
  await form.getByRole('button', { name: 'Save to My Garage' }).click();
}

test('a visitor picks a Toyota Axio 2012 in My Garage, searches brake rotors, narrows to used, sorts by price, and comes back to the same page', async ({ page }) => {
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Car Parts' })).toBeVisible();
  await expect(garage(page)).toContainText('Saved on this device');
  await addByModel(page, 'Toyota', /^Corolla Axio/, '2012');
  await expect(garage(page).getByRole('radio', { name: '2012 Toyota Corolla Axio' })).toBeChecked();
  await expect(page.getByText('Shopping for your 2012 Toyota Corolla Axio')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New arrivals for your 2012 Toyota Corolla Axio' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^New arrivals/ }).getByTestId('part-card')).toHaveCount(6);

  // The garage is in browser storage: a reload keeps it and the choice.
  await page.reload();
  await expect(garage(page).getByRole('radio', { name: '2012 Toyota Corolla Axio' })).toBeChecked();

  // Rotors, not pads: pads are consumables, sold new only, so they have no used tab to narrow to.
  await page.getByRole('combobox', { name: 'Search parts' }).fill('brake rotors');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?/);
  await expect(page).toHaveURL(/query=brake\+rotors/);
  await expect(page).toHaveURL(/yearId=2012/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "brake rotors"' })).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByLabel('From My Garage')).toHaveValue(/.+/);
  await expect(filters.getByLabel('Model', { exact: true })).toHaveValue(/\d+/);
  await expect(filters.getByLabel('Year', { exact: true })).toHaveValue('2012');
  // The Year list holds the years the chosen model was built, newest first.
  const makes = (await (await page.request.get('/api/vehicles')).json()) as { name: string; models: { name: string; yearFrom: number; yearTo: number }[] }[];
  const axio = makes.find((m) => m.name === 'Toyota')!.models.find((m) => m.name.startsWith('Corolla Axio'))!;
  const years = Array.from({ length: axio.yearTo - axio.yearFrom + 1 }, (_, i) => String(axio.yearTo - i));
  await expect(filters.getByLabel('Year', { exact: true }).locator('option')).toHaveText(['All years', ...years]);
  // Another make widens it to that make's years, and clears the model and year.
  await filters.getByLabel('Make', { exact: true }).selectOption({ label: 'Honda' });
  const honda = makes.find((m) => m.name === 'Honda')!.models;
  const hondaYears = { from: Math.min(...honda.map((m) => m.yearFrom)), to: Math.max(...honda.map((m) => m.yearTo)) };
  await expect(filters.getByLabel('Year', { exact: true }).locator('option').nth(1)).toHaveText(String(hondaYears.to));
  await expect(filters.getByLabel('Year', { exact: true }).locator('option').last()).toHaveText(String(hondaYears.from));
  await page.goBack();
  await expect(filters.getByLabel('Year', { exact: true })).toHaveValue('2012');

  await page.getByRole('tab', { name: 'Used Parts' }).click();
  await expect(page).toHaveURL(/condition=used/);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByRole('status').filter({ hasText: /^Showing [1-9]\d* of/ })).toBeVisible();
  const searchUrl = page.url();

  const first = page.getByTestId('part-card').first();
  await expect(first).toContainText(/Fits: Toyota|Universal fit/);
  const title = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
  await first.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(searchUrl);
  await expect(page.getByRole('tab', { name: 'Used Parts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(filters.getByLabel('Year', { exact: true })).toHaveValue('2012');
  await expect(page.getByTestId('part-card').first()).toContainText(title);
});

test('a chassis code two models share asks which one, and a vehicle can be removed', async ({ page }) => {
  await page.goto('/browse');
  const form = garage(page).getByRole('form', { name: 'Add a vehicle' });
  await form.getByRole('radio', { name: 'By chassis code' }).check();
  await form.getByRole('textbox', { name: 'Chassis code' }).fill('zz999');
  await form.getByRole('button', { name: 'Save to My Garage' }).click();
  await expect(form.getByRole('alert')).toHaveText("We don't have ZZ999 in our list yet. Choose the make and model instead.");

  await form.getByRole('textbox', { name: 'Chassis code' }).fill('nze141');
  await expect(form.getByText('NZE141 is used by 2 models. Choose yours below.')).toBeVisible();
  await form.getByRole('button', { name: 'Save to My Garage' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose which model your car is');
  await form.getByRole('radio', { name: 'Toyota Corolla', exact: true }).check();
  await form.getByLabel('Year (optional)').selectOption('2010');
  await form.getByRole('button', { name: 'Save to My Garage' }).click();
  const saved = garage(page).getByRole('radio', { name: '2010 Toyota Corolla (NZE141)' });
  await expect(saved).toBeChecked();

  await garage(page).getByRole('button', { name: 'Remove 2010 Toyota Corolla (NZE141)' }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText('Add your car to My Garage and we show the parts that fit it.')).toBeVisible();
});

test("a guest's garage moves onto the account on sign-up, and / shows it to the signed-in customer", async ({ page }) => {
  await page.goto('/browse');
  await addByModel(page, 'Honda', /^Fit/, '2009');
  await expect(garage(page).getByRole('radio', { name: '2009 Honda Fit' })).toBeChecked();

  const account = newCustomer('Shanice');
  await page.goto('/auth?tab=signup');
  const signup = page.getByRole('form', { name: 'Create account' });
  await signup.getByLabel('First name').fill(account.firstName);
  await signup.getByLabel('Last name').fill(account.lastName);
  await signup.getByLabel('Email').fill(account.email);
  await signup.getByLabel('Password', { exact: true }).fill(account.password);
  await signup.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Shanice' })).toBeVisible();
  await expect(garage(page)).toContainText('Saved on your account.');
  await expect(garage(page).getByRole('radio', { name: '2009 Honda Fit' })).toBeChecked();
  await expect.poll(async () => (await (await page.request.get('/api/garage')).json()).map((v: { modelName: string }) => v.modelName)).toEqual(['Fit']);

  // Another device (no browser storage) still has it, from the account.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(garage(page).getByRole('radio', { name: '2009 Honda Fit' })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every Popular Categories link of the menu lands on parts', async ({ page }) => {
    await page.goto('/browse');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('heading', { name: 'Popular Categories' })).toBeVisible();
    const hrefs = await menu.locator('a[href^="/search?category="]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs).toHaveLength(5);
    await page.keyboard.press('Escape');
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('status').filter({ hasText: /^Showing [1-9]\d* of [\d,]+\+? results$/ })).toBeVisible();
      await expect(page.getByTestId('part-card').first()).toBeVisible();
    }
  });
});

test('for a 2012 Corolla Axio, My Garage lists brake pads titled and fitted for it or its siblings, each with its J$ price, and a request carries the car', async ({ page }) => {
  await page.goto('/browse');
  await addByModel(page, 'Toyota', /^Corolla Axio/, '2012');
  await expect(page.getByRole('region', { name: /^New arrivals/ }).getByTestId('part-card')).toHaveCount(6);
  await page.getByRole('combobox', { name: 'Search parts' }).fill('brake pads');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Showing [1-9]\d* of/ })).toBeVisible();

  // Before: a Corolla part said "Fits: Toyota Belta", and brake pads said "Universal fit".
  const cards = page.getByTestId('part-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    expect(title).toMatch(/Brake Pads — Toyota Corolla( Axio| Fielder)? [A-Z0-9]+ \d{4}-\d{4}$/);
    await expect(card).toContainText(/Fits: Toyota Corolla Axio \([A-Z0-9]+\)/);
    await expect(card).toContainText(/About J\$[\d,]+ delivered \(estimate\)|J\$[\d,]+\.\d\d at our Kingston shop/);
  }

  const sourced = cards.filter({ hasText: 'delivered (estimate)' }).first();
  const title = (await sourced.getByRole('heading', { level: 3 }).textContent())!.trim();
  await sourced.getByRole('link', { name: title }).click();
  const price = (await page.getByRole('main').getByText(/^US\$\d+\.\d\d$/).first().textContent())!.replace('US$', '');
  await page.getByText('How we work out the J$ price').click();
  await expect(page.getByRole('table', { name: 'Estimated cost delivered to Jamaica' })).toContainText('Freight to Jamaica');
  await page.getByRole('link', { name: 'Request this part' }).click();
  const form = page.getByRole('form', { name: 'Submit Part Request' });
  await expect(form.getByLabel('Make')).toHaveValue('Toyota');
  await expect(form.getByLabel('Model', { exact: true })).toHaveValue('Corolla Axio');
  await expect(form.getByLabel('Year')).toHaveValue('2012');
  await expect(form.getByLabel('Part name')).toHaveValue(title);
  // The listing's price is ours, not the most the customer would pay: the budget is theirs to give.
  expect(price).toMatch(/^\d+\.\d\d$/);
  await expect(form.getByLabel('Max budget in US$ (optional)')).toHaveValue('');
  await expect(form.getByLabel('Description')).toHaveValue(/Catalogue listing: http:\/\/[^/]+\/part\/\d+$/);
});

test('the garage takes a chassis code as it is typed or printed, a frame number, and a VIN, which asks only for the model; on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/browse');
  const form = garage(page).getByRole('form', { name: 'Add a vehicle' });
  await form.getByRole('radio', { name: 'By chassis code' }).check();
  const code = form.getByRole('textbox', { name: 'Chassis code' });
  // Before: "ncp-160" and "DBA-NZE161" were not codes we knew.
  for (const [typed, shown] of [
    ['ncp-160', 'NCP160: Toyota Probox'],
    ['DBA-NZE161', 'NZE161: Toyota Corolla Axio'],
    ['NZE161-3012345', 'NZE161: Toyota Corolla Axio'],
  ] as const) {
    await code.fill(typed);
    await expect(form.getByText(shown)).toBeVisible();
  }
  await form.getByRole('button', { name: 'Save to My Garage' }).click();
  await expect(garage(page).getByRole('radio', { name: 'Toyota Corolla Axio (NZE161)' })).toBeChecked();

  await garage(page).getByRole('button', { name: 'Add a vehicle' }).click();
  await form.getByRole('radio', { name: 'By chassis code' }).check();
  // A VIN names the make and the model year; a mistyped one is told its check digit does not add up.
  await code.fill('JTDKN3DU9E0123457');
  await expect(form.getByText('That VIN does not add up')).toBeVisible();
  await code.fill('JTDKN3DU9E0123456');
  await expect(form.getByText('VIN of a 2014 Toyota: choose the model.')).toBeVisible();
  const option = form.getByLabel('Model', { exact: true }).locator('option').filter({ hasText: /^Probox/ });
  await form.getByLabel('Model', { exact: true }).selectOption((await option.getAttribute('value'))!);
  // The year came with the VIN.
  await expect(form.getByLabel('Year (optional)')).toHaveValue('2014');
  await form.getByRole('button', { name: 'Save to My Garage' }).click();
  await expect(garage(page).getByRole('radio', { name: '2014 Toyota Probox' })).toBeChecked();
  await expectNoAxeViolations(page);
});
