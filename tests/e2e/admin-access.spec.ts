import { expect, test } from './fixtures/test';
import { ADMIN, newCustomer, signIn, signUp } from './fixtures/accounts';
import { expectToast, signInThroughForm } from './fixtures/ui';

test("the store's first account signs in, sees the Admin link and reaches the Admin Dashboard", async ({ page }) => {
  await page.goto('/auth');
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Account' }).getByText('Administrator')).toBeVisible();

  const adminLink = page.getByRole('banner').getByRole('link', { name: 'Admin' });
  await expect(adminLink).toBeVisible();
  await adminLink.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(adminLink).toHaveAttribute('aria-current', 'page');

  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  for (const name of ['Part requests', 'Orders', 'Inventory', 'Suppliers', 'Carousel', 'Outbox']) {
    await expect(sections.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  // The admin home is the dashboard (docs/dashboard.md); the part requests are one link away.
  await expect(page.getByRole('heading', { level: 2, name: 'How the store is doing' })).toBeVisible();
  await sections.getByRole('link', { name: /^Part requests/ }).click();
  await expect(page.getByRole('heading', { name: 'Part Requests', exact: true })).toBeVisible();

  await sections.getByRole('link', { name: /^Inventory/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
});

test('admin sign-in from /admin-login goes to the dashboard; signing out there asks to sign in again', async ({ page }) => {
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Admin sign in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Admin login successful!');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('a second account is a customer and gets "Admin access required" on /admin', async ({ page, baseURL }) => {
  const customer = newCustomer('Devon');
  const { isFirstUser, user } = await signUp(page.request, baseURL!, customer);
  expect(isFirstUser).toBe(false);
  expect(user.role).toBe('customer');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin access required' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Admin Sign In' })).toHaveAttribute('href', '/admin-login');

  // The outbox's data is refused by the server too, not only hidden by the page (docs/choices.md #1).
  const outbox = await page.request.get(`${baseURL}/api/admin/outbox`);
  expect(outbox.status()).toBe(403);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin access required' })).toBeVisible();

  // Signing in at /admin-login with a customer account is refused.
  await page.goto('/admin-login');
  const form = page.getByRole('form', { name: 'Admin sign in' });
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Password', { exact: true }).fill(customer.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Access Denied');
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('a signed-out visitor on /admin sees the admin sign-in form', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Admin sign in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();

  await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});

test('the /setup page, for a deployed store without an admin, refuses once the store has one', async ({ page, baseURL }) => {
  // The e2e store is a local install whose first account is the admin, so no setup code is open here;
  // tests/api/security-auth.test.ts covers the code itself. This is the page: signed in, it asks for the
  // code and shows the server's refusal.
  await page.goto('/setup');
  await expect(page).toHaveURL(/\/auth$/);

  const customer = newCustomer('Garfield');
  await signUp(page.request, baseURL!, customer);
  await page.goto('/setup');
  await expect(page.getByRole('heading', { level: 1, name: "Make this account the store's admin" })).toBeVisible();
  const form = page.getByRole('form', { name: 'Store setup' });
  await form.getByRole('button', { name: 'Make me the admin' }).click();
  await expect(form.getByText('Setup code is required')).toBeVisible();
  await form.getByLabel('Setup code').fill('a-code-from-somewhere');
  await form.getByRole('button', { name: 'Make me the admin' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This store already has an admin.' })).toBeVisible();
  await expectToast(page, 'Setup failed');
  expect((await (await page.request.get(`${baseURL}/api/auth/user`)).json()).role).toBe('customer');

  await signIn(page.request, baseURL!, ADMIN);
  await page.goto('/setup');
  await expect(page.getByText('This account is already an admin of the store.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the Admin Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});
