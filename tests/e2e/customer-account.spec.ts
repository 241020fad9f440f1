import { expect, test } from './fixtures/test';
import { newCustomer, signUp } from './fixtures/accounts';
import { expectToast, notifications, signInThroughForm } from './fixtures/ui';

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

  // It posts the sign-out (a GET signs nobody out), then goes home.
  const signOut = page.waitForRequest((r) => r.url() === `${baseURL}/api/auth/logout` && r.method() === 'POST');
  await page.getByRole('banner').getByRole('link', { name: 'Sign Out' }).click();
  await signOut;
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  // Ended on the server, not only forgotten by the page.
  expect((await page.request.get(`${baseURL}/api/auth/user`)).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('Sign Out in the side menu on a phone ends the session and goes home', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUp(page.request, baseURL!, newCustomer('Tricia'));
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText('Welcome, Tricia')).toBeVisible();
  await menu.getByRole('link', { name: 'Sign Out' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect((await page.request.get(`${baseURL}/api/auth/user`)).status()).toBe(401);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('an old sign-out link opens a page that asks first; only its button signs out', async ({ page, baseURL }) => {
  const customer = newCustomer('Odane');
  await signUp(page.request, baseURL!, customer);

  await test.step('following the old link (as any site could make a browser do) signs nobody out', async () => {
    await page.goto('/api/auth/logout');
    await expect(page).toHaveURL(/\/logout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('main').getByText(customer.email)).toBeVisible();
    expect((await page.request.get(`${baseURL}/api/auth/user`)).status()).toBe(200);
    await expect(page.getByRole('banner').getByText(`Welcome, ${customer.firstName}`)).toBeVisible();
  });

  await test.step('Stay signed in goes home, still signed in', async () => {
    await page.getByRole('link', { name: 'Stay signed in' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    expect((await page.request.get(`${baseURL}/api/auth/user`)).status()).toBe(200);
  });

  await test.step('the Sign out button ends the session', async () => {
    await page.goto('/logout');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect((await page.request.get(`${baseURL}/api/auth/user`)).status()).toBe(401);
  });

  await test.step('signed out, the page says so', async () => {
    await page.goto('/logout');
    await expect(page.getByRole('main').getByText('You are signed out.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });
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

test('each password mistake on /profile is named in one toast at a time, which closes itself after 5 seconds', async ({ page, baseURL }) => {
  const customer = newCustomer('Jodian');
  await signUp(page.request, baseURL!, customer);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Profile' });
  const toasts = notifications(page).getByRole('listitem');
  const save = async () => {
    await form.getByRole('button', { name: 'Save Changes' }).click();
    // Off the toasts, so a hovering pointer does not hold one open.
    await page.mouse.move(0, 0);
  };

  await test.step('a new password without the current one', async () => {
    await form.getByLabel('New password', { exact: true }).fill('Mandeville-Road-7');
    await form.getByLabel('Confirm new password').fill('Mandeville-Road-7');
    await save();
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText('Current Password Required');
    await expect(toasts).toContainText('Please enter your current password to change it.');
    await expect(form.getByLabel('Current password')).toBeFocused();
    await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('a new password that is too short replaces the toast rather than stacking a second one', async () => {
    await form.getByLabel('Current password').fill(customer.password);
    await form.getByLabel('New password', { exact: true }).fill('Short7');
    await form.getByLabel('Confirm new password').fill('Short7');
    await save();
    await expect(toasts).toContainText('Password Too Short');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText('New password must be at least 8 characters long.');
    await expect(form.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('the toast stays about 5 seconds, then closes by itself', async () => {
    await form.getByLabel('Confirm new password').fill('Short7x');
    await save();
    await expect(toasts).toContainText("Passwords Don't Match");
    await expect(toasts).toHaveCount(1);
    await page.waitForTimeout(4_000);
    await expect(toasts).toContainText("Passwords Don't Match");
    await expect(toasts).toHaveCount(0, { timeout: 2_500 });
  });

  await test.step('a wrong current password is refused by the server, with its message', async () => {
    await form.getByLabel('Current password').fill(`${customer.password}-wrong`);
    await form.getByLabel('New password', { exact: true }).fill('Mandeville-Road-7');
    await form.getByLabel('Confirm new password').fill('Mandeville-Road-7');
    await save();
    await expect(toasts).toContainText('Update Failed');
    await expect(toasts).toContainText('Your current password is incorrect.');
    await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('a new password equal to the current one is refused before anything is sent', async () => {
    await form.getByLabel('Current password').fill(customer.password);
    await form.getByLabel('New password', { exact: true }).fill(customer.password);
    await form.getByLabel('Confirm new password').fill(customer.password);
    await save();
    await expect(toasts).toContainText('Choose a new password different from your current one');
    await expect(toasts).toHaveCount(1);
    await expect(form.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Choose a new password different from your current one', { exact: true })).toBeVisible();
  });

  await test.step('a common password is refused next to the New password field', async () => {
    await form.getByLabel('Current password').fill(customer.password);
    await form.getByLabel('New password', { exact: true }).fill('password123');
    await form.getByLabel('Confirm new password').fill('password123');
    await save();
    await expect(toasts).toContainText('This password is too common.');
    await expect(toasts).toHaveCount(1);
    await expect(form.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('This password is too common. Please choose a less common one.')).toBeVisible();
  });
});

test('changing the e-mail on /profile asks for the current password, then signs in with the new address', async ({ page, baseURL }) => {
  const customer = newCustomer('Tameka');
  await signUp(page.request, baseURL!, customer);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Profile' });
  const newEmail = `new.${customer.email}`;

  await form.getByLabel('Email').fill(newEmail);
  await expect(form.getByText('To change your email, enter your current password under Change Password.')).toBeVisible();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Current Password Required');
  await expect(form.getByLabel('Current password')).toBeFocused();
  await expect(form.getByText('Please enter your current password to change your email.').first()).toBeVisible();

  await form.getByLabel('Current password').fill(customer.password);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile Updated');
  await expect(form.getByLabel('Email')).toHaveValue(newEmail);
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await expect(form.getByText('To change your email, enter your current password under Change Password.')).toHaveCount(0);

  await page.getByRole('banner').getByRole('link', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/auth');
  await signInThroughForm(page, newEmail, customer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('when the connection drops, sign-in, sign-up, forgot-password and the admin sign-in each say so (docs/product.md §8)', async ({ page }) => {
  await page.route(/\/api\/auth\/(login|signup|forgot-password)$/, (route) => route.abort('internetdisconnected'));
  const toasts = notifications(page).getByRole('listitem');
  const customer = newCustomer('Latoya');

  await page.goto('/auth');
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
  await expect(toasts).toContainText('Something went wrong. Please try again.');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('tab', { name: 'Create Account' }).click();
  const signUpForm = page.getByRole('form', { name: 'Create account' });
  await signUpForm.getByLabel('First name').fill(customer.firstName);
  await signUpForm.getByLabel('Last name').fill(customer.lastName);
  await signUpForm.getByLabel('Email').fill(customer.email);
  await signUpForm.getByLabel('Password', { exact: true }).fill(customer.password);
  await signUpForm.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUpForm.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
  await expect(toasts).toHaveCount(1);

  await page.goto('/auth?tab=forgot');
  const forgot = page.getByRole('form', { name: 'Reset password' });
  await forgot.getByLabel('Email').fill(customer.email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toasts).toContainText('Network Error');
  await expect(toasts).toContainText('Unable to process request. Please try again.');

  await page.goto('/admin-login');
  const admin = page.getByRole('form', { name: 'Admin sign in' });
  await admin.getByLabel('Email').fill(customer.email);
  await admin.getByLabel('Password', { exact: true }).fill(customer.password);
  await admin.getByRole('button', { name: 'Sign In' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
});

test("the Account tab's Change Password button opens the profile at the password fields, ready to type", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUp(page.request, baseURL!, newCustomer('Rushane'));
  await page.goto('/dashboard?tab=account');
  await page.getByRole('tabpanel', { name: 'Account' }).getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/profile#change-password$/);
  const current = page.getByLabel('Current password');
  await expect(current).toBeFocused();
  await expect(current).toBeInViewport();
  // Not hidden under the sticky header.
  const header = (await page.getByRole('banner').boundingBox())!;
  const field = (await current.boundingBox())!;
  expect(field.y).toBeGreaterThanOrEqual(header.y + header.height);
});
