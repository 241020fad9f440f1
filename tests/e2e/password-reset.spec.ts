import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures/test';
import { ADMIN, newCustomer, signUp } from './fixtures/accounts';
import { signInThroughForm } from './fixtures/ui';
import { urlInMailbox } from '../support/e2e-mail';

/**
 * The reset link e-mailed to `email`, as its owner reads it in their mailbox. The admin sees the same
 * e-mail in the outbox with the link's token hidden (docs/outbox.md): reading the outbox is no way in.
 */
async function readResetLinkFromMailbox(page: Page, email: string): Promise<string> {
  await page.goto('/admin-login');
  const form = page.getByRole('form', { name: 'Admin sign in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Outbox/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Reset your' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Reset your .* password/ }).click();
  const dialog = page.getByRole('dialog', { name: /Reset your .* password/ });
  await expect(dialog).toContainText('#token=[hidden: sent only to the customer]');
  await expect(dialog.getByRole('link', { name: /#token=[\w-]{43}/ })).toHaveCount(0);

  return (await urlInMailbox(email, /https?:\/\/\S+\/reset-password#token=[\w-]+/)).href;
}

/**
 * A new customer's account, made in a browser context of its own so this page is not signed in to it;
 * `then` runs in that context before it closes. The password the tests reset it to comes along.
 */
async function signedUpElsewhere(
  browser: Browser,
  baseURL: string,
  name: string,
  then?: (request: APIRequestContext, customer: ReturnType<typeof newCustomer>) => Promise<void>,
) {
  const customer = newCustomer(name);
  const setup = await browser.newContext();
  await signUp(setup.request, baseURL, customer);
  await then?.(setup.request, customer);
  await setup.close();
  return { customer, newPassword: `${customer.password}-reset` };
}

/** Fills the "Choose a new password" form with `password`, twice, and sends it. */
async function submitNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
}

/** Sends the new password, sees it accepted and follows the link to the sign-in page. */
async function resetTo(page: Page, password: string) {
  await submitNewPassword(page, password);
  await expect(page.getByRole('main').getByText('Your password has been reset.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Sign In' }).click();
}

test('a forgotten password is reset with the e-mailed link, which works once and only once', async ({
  browser,
  page,
  baseURL,
}) => {
  // The account exists; this browser is not signed in to it.
  const { customer, newPassword } = await signedUpElsewhere(browser, baseURL!, 'Tanya');

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
    const href = await readResetLinkFromMailbox(adminPage, customer.email);
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
    await resetTo(page, newPassword);
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
    await submitNewPassword(page, `${newPassword}-again`);
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
  const { customer, newPassword } = await signedUpElsewhere(browser, baseURL!, 'Dwayne', async (request, account) => {
    const asked = await request.post(`${baseURL}/api/auth/forgot-password`, {
      data: { email: account.email },
      headers: { Origin: new URL(baseURL!).origin },
    });
    expect(asked.status()).toBe(200);
  });

  const adminContext = await browser.newContext();
  const url = new URL(await readResetLinkFromMailbox(await adminContext.newPage(), customer.email));
  await adminContext.close();
  const token = new URLSearchParams(url.hash.slice(1)).get('token')!;

  await page.goto(`/reset-password?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await resetTo(page, newPassword);
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
