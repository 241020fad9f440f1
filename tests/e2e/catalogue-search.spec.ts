import { expect, test } from './fixtures/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { clickAndReadAtOnce, slowCpu } from './fixtures/ui';

// Brake pads are sold new only (isConsumable), so the used tab is looked at for Bosch parts in general.
test('a visitor finds brake pads despite typos, then used Bosch parts, sorts by price, and comes back to the same page', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Car Parts' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Search parts' }).fill('bosh brake pda');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "bosh brake pda"' })).toBeVisible();
  await expect(page.getByText(/Showing results for bosch brake pad/i)).toBeVisible();
  await expect(page.getByTestId('part-card').first()).toContainText(/Bosch/i);

  await page.getByRole('combobox', { name: 'Search parts' }).fill('bosch');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "bosch"' })).toBeVisible();
  await page.getByRole('tab', { name: 'Used Parts' }).click();
  await expect(page).toHaveURL(/condition=used/);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByRole('status').filter({ hasText: /^Showing [1-9]\d* of/ })).toBeVisible();
  const searchUrl = page.url();

  const first = page.getByTestId('part-card').first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
  await first.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Car Parts');

  await page.goBack();
  await expect(page).toHaveURL(searchUrl);
  await expect(page.getByRole('tab', { name: 'Used Parts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(page.getByTestId('part-card').first()).toContainText(title);
});

test('on a slow phone a condition tab shows as chosen at once', async ({ page }) => {
  await page.goto('/search?query=brake+pads');
  await expect(page.getByRole('tab', { name: 'Used Parts' })).toBeVisible();
  const restoreCpu = await slowCpu(page);
  expect((await clickAndReadAtOnce(page.getByRole('tab', { name: 'Used Parts' }))).selected).toBe('true');
  await expect(page).toHaveURL(/condition=used/);
  await restoreCpu();
});

test('a marketplace part offers "Request this part", which opens the request form filled in', async ({ page }) => {
  await page.goto('/search?marketplace=ebay');
  const first = page.getByTestId('part-card').first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
  await first.getByRole('link', { name: title }).click();
  const partPath = new URL(page.url()).pathname;
  const part = (await (await page.request.get(`/api${partPath.replace('/part/', '/parts/')}`)).json()) as { fitment: { make: string; model: string }[] };
  await page.getByRole('link', { name: 'Request this part' }).click();
  await expect(page).toHaveURL(/\/request\?/);
  const form = page.getByRole('form', { name: 'Submit Part Request' });
  await expect(form.getByLabel('Part name')).toHaveValue(title.slice(0, 150));
  await expect(form.getByLabel('Description')).toHaveValue(/Part number: /);
  // Staff can open the listing the customer saw, and the vehicle comes with the part.
  await expect(form.getByLabel('Description')).toHaveValue(new RegExp(`Catalogue listing: http://[^/]+${partPath}$`));
  if (part.fitment[0]) {
    await expect(form.getByLabel('Make')).toHaveValue(part.fitment[0].make);
    await expect(form.getByLabel('Model', { exact: true })).toHaveValue(part.fitment[0].model);
  }
});

test('a part address naming no part is a 404 with its not-found page, drawn by the server and kept by the browser', async ({ page }) => {
  const partRequests: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/parts/')) partRequests.push(request.url());
  });
  page.on('console', (message) => {
    // Chromium logs the page's own 404 as a failed load; anything else is a problem.
    if ((message.type() === 'error' || message.type() === 'warning') && !/status of 404/.test(message.text())) problems.push(message.text());
  });
  for (const address of ['/part/2000000000', '/part/not-a-number']) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Part not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Part not found/);
    await expect(page).toHaveURL(address);
  }
  // The browser took the server's word for it: no second ask, nothing to complain about.
  expect(partRequests).toEqual([]);
  expect(problems).toEqual([]);
  await page.getByRole('link', { name: 'Search Car Parts' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Car Parts' })).toBeVisible();
});

test('typing "corr" offers Corolla; the arrow keys and Enter take it, and the search is remembered', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: 'Search parts' });
  await box.fill('corr');
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('option', { name: 'corolla' })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ suggestions?\./ })).toBeAttached();
  await box.press('ArrowDown');
  // The open combobox, its groups and options pass axe-core.
  await expectNoAxeViolations(page);
  const active = await box.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toHaveText('corolla');
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/query=corolla/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "corolla"' })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Escape closes the list; an empty box offers the recent searches.
  await box.fill('');
  await expect(list.getByRole('group', { name: 'Recent searches' }).getByRole('option', { name: 'corolla' })).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // A category is a suggestion too, and a typo gets a "did you mean".
  await box.fill('cool');
  await list.getByRole('option', { name: /^Cooling/ }).click();
  await expect(page).toHaveURL(/category=cooling/);
  await box.fill('zbrkae');
  await expect(list.getByRole('group', { name: 'Did you mean' }).getByRole('option')).toHaveCount(1);
});
