import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures/test';
import { ADMIN, newCustomer, signIn, signUp } from './fixtures/accounts';
import { submitRequestThroughApi } from './fixtures/part-requests';
import { expectToast } from './fixtures/ui';

/** The count a bar of an analytics chart shows (its list item reads "Vietnam 2 suppliers"). */
async function barCount(page: Page, chart: string, label: string): Promise<number> {
  const item = page.getByRole('list', { name: chart }).getByRole('listitem').filter({ hasText: label });
  if ((await item.count()) === 0) return 0;
  const text = (await item.innerText()).replace(label, '');
  return Number(/\d+/.exec(text)?.[0] ?? '0');
}

async function openAnalytics(page: Page) {
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('list', { name: 'Suppliers by country' })).toBeVisible();
}

test('staff add a supplier from the dialog and see it counted in the analytics chart', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, ADMIN);
  const name = `Mekong Brake Works ${randomUUID().slice(0, 6)}`;

  await test.step('the admin dashboard links to the suppliers, which open on the docs/product.md §9 filters', async () => {
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Suppliers/ }).click();
    await expect(page).toHaveURL(/\/admin\/suppliers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Supplier Management' })).toBeVisible();
    await expect(page).toHaveTitle(/^Supplier Management · /);
    await expect(page.getByLabel('Country')).toHaveValue('all');
    await expect(page.getByLabel('Part type')).toHaveValue('auto');
    await expect(page.getByLabel('Minimum rating')).toHaveValue('4');
    await expect(page.getByRole('checkbox', { name: 'Ships worldwide' })).toBeChecked();
    await expect(page.getByText(/^\d+ suppliers match$/)).toBeVisible();
    await expect(page.getByRole('tab', { name: /Browse Suppliers/ })).toContainText(/\d+/);
  });

  await test.step('the page says which filters hide suppliers, and Show all clears them', async () => {
    await expect(
      page.getByText(/^Filters on: Part type: Auto parts, Rating 4\.0 and up, Ships worldwide; they hide \d+ of \d+ suppliers\.$/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(page.getByLabel('Part type')).toHaveValue('all');
    await expect(page.getByRole('checkbox', { name: 'Ships worldwide' })).not.toBeChecked();
    await expect(page.getByText(/^Filters on:/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show all' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page.getByLabel('Part type')).toHaveValue('auto');
  });

  await openAnalytics(page);
  const vietnamBefore = await barCount(page, 'Suppliers by country', 'Vietnam');
  const autoBefore = await barCount(page, 'Suppliers by part type', 'Auto parts');
  expect(vietnamBefore).toBeGreaterThan(0); // seeded

  await test.step('the form says what is missing, then adds the supplier', async () => {
    await page.getByRole('button', { name: 'Add supplier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add supplier' });
    await dialog.getByRole('button', { name: 'Add supplier' }).click();
    await expect(dialog.getByText('Supplier name is required')).toBeVisible();
    await expect(dialog.getByText('Website is required')).toBeVisible();
    await expect(dialog.getByText('Please choose a country from the list')).toBeVisible();

    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Website').fill('mekong-brake.example.com');
    await dialog.getByLabel('Country').selectOption('Vietnam');
    await dialog.getByLabel('Rating').fill('4.25');
    await dialog.getByRole('button', { name: 'Add supplier' }).click();
    await expect(dialog.getByText('Rating must be between 1 and 5 in steps of 0.1')).toBeVisible();
    await dialog.getByLabel('Rating').fill('4.6');
    await dialog.getByLabel('Specialties').fill(' Brake pads, , Rotors ,');
    await dialog.getByLabel('Brands').fill('Toyota,Hyundai');
    await dialog.getByRole('button', { name: 'Add supplier' }).click();
    await expectToast(page, 'Supplier added successfully');
    await expect(dialog).toBeHidden();
  });

  await test.step('the analytics count it, by country and by part type', async () => {
    await expect.poll(() => barCount(page, 'Suppliers by country', 'Vietnam')).toBe(vietnamBefore + 1);
    expect(await barCount(page, 'Suppliers by part type', 'Auto parts')).toBe(autoBefore + 1);
    // The same figures as a table.
    await page.getByText('Show as a table').first().click();
    const table = page.getByRole('table', { name: 'Suppliers by country' });
    await expect(table.getByRole('row', { name: /^Vietnam/ }).getByRole('cell').first()).toHaveText(String(vietnamBefore + 1));
  });

  const card = page.getByRole('article', { name });
  await test.step('browse shows it with its lists trimmed; a duplicate name is refused', async () => {
    await page.getByRole('tab', { name: /Browse Suppliers/ }).click();
    await page.getByLabel('Country').selectOption('Vietnam');
    await expect(card).toBeVisible();
    await expect(card).toContainText('Brake pads, Rotors');
    await expect(card).toContainText('4.6 / 5');
    await expect(card.getByRole('link', { name: /mekong-brake\.example\.com/ })).toHaveAttribute('href', 'https://mekong-brake.example.com');

    await page.getByRole('button', { name: 'Add supplier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add supplier' });
    await dialog.getByLabel('Name').fill(name.toUpperCase());
    await dialog.getByLabel('Website').fill('https://other.example.com');
    await dialog.getByLabel('Country').selectOption('Japan');
    await dialog.getByRole('button', { name: 'Add supplier' }).click();
    // The field says why; the toast (outside the modal dialog, so hidden from the accessibility tree while
    // it is open) names what failed.
    await expect(dialog.getByText(`A supplier named "${name.toUpperCase()}" already exists`)).toBeVisible();
    await expect(page.getByText('Failed to add supplier').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('staff edit and then delete it, after a confirmation', async () => {
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Specialties')).toHaveValue('Brake pads, Rotors');
    await edit.getByLabel('Rating').fill('4.8');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Supplier updated successfully');
    await expect(card).toContainText('4.8 / 5');
    // Focus goes back to the button that opened the dialog.
    await expect(card.getByRole('button', { name: `Edit ${name}` })).toBeFocused();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(confirm).toContainText(`Are you sure you want to delete the supplier ${name}?`);
    await confirm.getByRole('button', { name: 'Delete supplier' }).click();
    await expectToast(page, 'Supplier deleted successfully');
    await expect(card).toHaveCount(0);
    await openAnalytics(page);
    await expect.poll(() => barCount(page, 'Suppliers by country', 'Vietnam')).toBe(vietnamBefore);
  });
});

test('staff use Find on a phone request, land on phone suppliers, attach one, and see it on the request', async ({ page, baseURL }) => {
  const { requestNumber } = await submitRequestThroughApi(page.request, baseURL!, {
    partType: 'phone',
    partName: 'Screen assembly',
    description: 'Cracked screen, touch still works',
    vehicleMake: null,
    vehicleModel: null,
    vehicleYear: null,
    deviceBrand: 'Samsung',
    deviceModel: 'Galaxy A54',
  });
  await signIn(page.request, baseURL!, ADMIN);
  await page.goto('/admin/requests');
  await page.getByRole('link', { name: `Find suppliers for ${requestNumber}` }).click();

  await test.step('the suppliers screen is filtered to phone parts and names the request', async () => {
    await expect(page).toHaveURL(new RegExp(`/admin/suppliers\\?partType=phone&request=${requestNumber}$`));
    await expect(page.getByLabel('Part type')).toHaveValue('phone');
    const banner = page.getByRole('region', { name: `Choosing a supplier for ${requestNumber}` });
    await expect(banner).toContainText(`Finding a supplier for ${requestNumber}: Screen assembly`);
    await expect(banner).toContainText('No supplier chosen yet.');
    const badges = page.getByRole('list', { name: 'Suppliers' }).getByRole('article');
    await expect(badges.first()).toBeVisible();
    for (const text of await badges.allInnerTexts()) expect(text).toMatch(/Phone parts|Auto & phone parts/);
  });

  const supplier = 'Seoul Display Components';
  await test.step('attaching a supplier shows it at once', async () => {
    await page.getByRole('button', { name: `Attach ${supplier} to ${requestNumber}` }).click();
    await expectToast(page, 'Supplier attached');
    const banner = page.getByRole('region', { name: `Choosing a supplier for ${requestNumber}` });
    await expect(banner).toContainText(`Supplier: ${supplier} (South Korea)`);
    await expect(page.getByRole('button', { name: `${supplier} is chosen for ${requestNumber}` })).toBeDisabled();
  });

  await test.step('the request shows the supplier in the staff list and its details', async () => {
    await page.getByRole('region', { name: `Choosing a supplier for ${requestNumber}` }).getByRole('link', { name: 'Back to the requests' }).click();
    await expect(page).toHaveURL(/\/admin\/requests$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Part requests' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(requestNumber) });
    await expect(row).toContainText(`Supplier: ${supplier}`);
    await page.getByRole('button', { name: `View details of ${requestNumber}` }).click();
    const details = page.getByRole('dialog', { name: `Request ${requestNumber}` });
    await expect(details.getByRole('heading', { name: 'Supplier' })).toBeVisible();
    await expect(details).toContainText(`${supplier} (South Korea)`);
    await expect(details.getByRole('link', { name: /seoul-display\.example\.com/ }).first()).toBeVisible();
    await expect(details).toContainText('Not recorded yet');
    await page.keyboard.press('Escape');
  });

  await test.step("the supplier's invoice is recorded from Edit, with a bad amount explained first", async () => {
    await page.getByRole('button', { name: `Edit ${requestNumber}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit request ${requestNumber}` });
    const paid = edit.getByLabel('Paid to the supplier (US$)');
    await paid.fill('84.555');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText('Paid to the supplier can have at most 2 decimals')).toBeVisible();
    await expect(paid).toHaveAttribute('aria-invalid', 'true');
    await paid.fill('84.50');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Request updated successfully');
    await expect(edit).toBeHidden();
    await page.getByRole('button', { name: `View details of ${requestNumber}` }).click();
    await expect(page.getByRole('dialog', { name: `Request ${requestNumber}` })).toContainText(/Paid to the supplier\s*US\$84\.50/);
  });
});

test('a customer sees "Admin access required" on /admin/suppliers, with a link to sign in', async ({ page, baseURL }) => {
  await signUp(page.request, baseURL!, newCustomer('Shanice'));
  await page.goto('/admin/suppliers');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin access required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Sign In' })).toHaveAttribute('href', '/admin-login');
  expect((await page.request.get('/api/suppliers')).status()).toBe(403);
});
