import { expect, test } from '@playwright/test';
import { newCustomer } from './fixtures/accounts';
import { expectToast, signInThroughForm } from './fixtures/ui';

test('a new visitor creates an account, edits the profile, changes the password and signs back in', async ({ page }) => {
  const customer = newCustomer('Shanice');
  const newPassword = `${customer.password}-new`;

  await test.step('the landing page offers to create an account', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Yaad Parts' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('a too-short password is caught before anything is sent', async () => {
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill(customer.firstName);
    await form.getByLabel('Last name').fill(customer.lastName);
    await form.getByLabel('Email').fill(customer.email);
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('signing up lands on the dashboard', async () => {
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Password', { exact: true }).fill(customer.password);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome, ${customer.firstName} ${customer.lastName}` }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByText(`Welcome, ${customer.firstName}`)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(page).toHaveTitle(/My Dashboard · Yaad Parts/);
  });

  await test.step('the Account tab shows a customer account', async () => {
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page).toHaveURL(/tab=account/);
    const panel = page.getByRole('tabpanel', { name: 'Account' });
    await expect(panel.getByText('Customer', { exact: true })).toBeVisible();
    await expect(panel.getByText('Pending')).toBeVisible();
    await expect(panel.getByText('Completed')).toBeVisible();
    await panel.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  await test.step('the profile is edited', async () => {
    await expect(page.getByLabel('First name')).toHaveValue(customer.firstName);
    await page.getByLabel('Last name').fill('Brown-Williams');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile Updated');
    await expect(page.getByRole('banner').getByText(`Welcome, ${customer.firstName}`)).toBeVisible();
  });

  await test.step('mismatched new passwords are refused with a clear message', async () => {
    await page.getByLabel('Current password').fill(customer.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, "Passwords Don't Match");
    await expect(page.getByText("New password and confirmation don't match.").first()).toBeVisible();
  });

  await test.step('the password is changed', async () => {
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile Updated');
    await expect(page.getByLabel('Current password')).toHaveValue('');
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
  });

  await test.step('the customer logs out from the dashboard', async () => {
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Account' }).getByText('Brown-Williams')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  await test.step('the old password no longer works', async () => {
    await signInThroughForm(page, customer.email, customer.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  await test.step('the new password signs the customer in', async () => {
    await signInThroughForm(page, customer.email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${customer.firstName} Brown-Williams` })).toBeVisible();
  });

  await test.step('a signed-in visitor who opens /auth goes straight to the dashboard', async () => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('the header Sign Out link ends the session', async ({ page, baseURL }) => {
  const customer = newCustomer('Kemar');
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(customer.firstName);
  await form.getByLabel('Last name').fill(customer.lastName);
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Password', { exact: true }).fill(customer.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('banner').getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an empty sign-up form names every missing field and puts the cursor on the first one', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByLabel('First name')).toBeFocused();
  for (const message of ['First name is required', 'Last name is required', 'Email is required']) {
    await expect(form.getByText(message)).toBeVisible();
  }
});
