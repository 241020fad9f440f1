import { expect, test } from './fixtures/test';
import { clickAndReadAtOnce, slowCpu } from './fixtures/ui';

test('a visitor finds brake pads despite typos, narrows to used, sorts by price, and comes back to the same page', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Car Parts' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search parts' }).fill('bosh brake pda');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "bosh brake pda"' })).toBeVisible();
  await expect(page.getByText(/Showing results for bosch brake pad/i)).toBeVisible();
  await expect(page.getByTestId('part-card').first()).toContainText(/Bosch/i);

  await page.getByRole('tab', { name: 'Used Parts' }).click();
  await expect(page).toHaveURL(/condition=used/);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ of/ })).toBeVisible();
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

test('a bad part address says so and returns to the search', async ({ page }) => {
  await page.goto('/part/not-a-number');
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Error loading product')).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);
});
