import { expect, test, type Page } from '@playwright/test';
import { ADMIN, newCustomer, signUp } from './fixtures/accounts';
import { signInThroughForm } from './fixtures/ui';

/** The admin opens the outbox and reads the reset link e-mailed to `email` (no SMTP: it is held there). */
async function readResetLinkFromOutbox(page: Page, email: string): Promise<string> {
  await page.goto('/admin-login');
  const form = page.getByRole('form', { name: 'Admin sign in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Outbox/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Held (no SMTP)' }).click();

  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Reset your' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Held (no SMTP)')).toBeVisible();
  await row.getByRole('button', { name: /Reset your .* password/ }).click();

  const dialog = page.getByRole('dialog', { name: /Reset your .* password/ });
  await expect(dialog).toBeVisible();
  const link = dialog.getByRole('link', { name: /\/reset-password#token=/ });
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the reset e-mail has no link');
  return href;
}

test('a forgotten password is reset with the e-mailed link, which works once and only once', async ({
  browser,
  page,
  baseURL,
}) => {
  const customer = newCustomer('Tanya');
  const newPassword = `${customer.password}-reset`;
  // The account exists; this browser is not signed in to it.
  const setup = await browser.newContext();
  await signUp(setup.request, baseURL!, customer);
  await setup.close();

  await test.step('the customer asks for a reset link', async () => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/tab=forgot/);
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(customer.email);
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByRole('main').getByText("If an account exists with that email, we've sent a link to reset your password."),
    ).toBeVisible();
  });

  let resetPath = '';
  await test.step('the admin finds the reset e-mail in the outbox', async () => {
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    const href = await readResetLinkFromOutbox(adminPage, customer.email);
    const url = new URL(href);
    expect(url.pathname).toBe('/reset-password');
    // In the fragment, which the browser never sends to the server (nor to its logs or any proxy).
    expect(url.search).toBe('');
    expect(new URLSearchParams(url.hash.slice(1)).get('token')).toBeTruthy();
    resetPath = `${url.pathname}${url.hash}`;
    await adminContext.close();
  });

  await test.step('the link sets a new password', async () => {
    await page.goto(resetPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    // The page keeps the token in memory and takes it out of the address bar (and so the history).
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('main').getByText('Your password has been reset.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  await test.step('the new password signs in; the old one does not', async () => {
    await signInThroughForm(page, customer.email, customer.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await signInThroughForm(page, customer.email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('the same link does not work a second time', async () => {
    await page.goto(resetPath);
    await page.getByLabel('New password', { exact: true }).fill(`${newPassword}-again`);
    await page.getByLabel('Confirm new password').fill(`${newPassword}-again`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This reset link is invalid or has expired.' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/auth?tab=forgot');
  });
});

test('a reset link e-mailed before the token moved to the fragment (?token=) still works, and leaves the address at once', async ({
  browser,
  page,
  baseURL,
}) => {
  const customer = newCustomer('Dwayne');
  const newPassword = `${customer.password}-reset`;
  const setup = await browser.newContext();
  await signUp(setup.request, baseURL!, customer);
  const asked = await setup.request.post(`${baseURL}/api/auth/forgot-password`, {
    data: { email: customer.email },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(asked.status()).toBe(200);
  await setup.close();

  const adminContext = await browser.newContext();
  const url = new URL(await readResetLinkFromOutbox(await adminContext.newPage(), customer.email));
  await adminContext.close();
  const token = new URLSearchParams(url.hash.slice(1)).get('token')!;

  await page.goto(`/reset-password?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('main').getByText('Your password has been reset.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await signInThroughForm(page, customer.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the reset page without a token explains what to do', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a reset link' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=forgot$/);
  await expect(page.getByRole('form', { name: 'Reset password' })).toBeVisible();
});
