import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, newCustomer, signIn, signUp } from './fixtures/accounts';
import { expectToast } from './fixtures/ui';

/** The customer e-mails in the outbox, read the way staff read them (GET /api/admin/outbox). */
async function outboxFor(request: APIRequestContext, baseURL: string, to: string) {
  const res = await request.get(`${baseURL}/api/admin/outbox`);
  expect(res.status()).toBe(200);
  const { messages } = (await res.json()) as { messages: { to: string; kind: string; subject: string; text: string }[] };
  return messages.filter((m) => m.to === to);
}

async function requestNumberShown(page: Page): Promise<string> {
  const number = ((await page.getByTestId('request-number').textContent()) ?? '').trim();
  expect(number).toMatch(/^REQ-[23456789A-HJKMNP-Z]{8}$/);
  return number;
}

test('a guest requests brake pads for a Corolla and tracks the request by its number', async ({ page }) => {
  await page.goto('/request');
  await expect(page.getByRole('heading', { level: 1, name: 'Request Parts from US to Jamaica' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Browsing as guest')).toBeVisible();

  const form = page.getByRole('form', { name: 'Submit Part Request' });
  await form.getByLabel('Full name').fill('Dwayne Reid');
  await form.getByLabel('Email', { exact: true }).fill('dwayne.reid@customers.test');
  await form.getByLabel('Phone (optional)').fill('+1-876-555-0199');
  await form.getByLabel('Parish').selectOption('St. Catherine');
  await form.getByLabel('Delivery address').fill('14 Main Street, Spanish Town');
  await form.getByRole('radio', { name: 'Auto part' }).check();
  await form.getByLabel('Category').selectOption({ label: 'Brakes & Suspension' });
  await form.getByLabel('Part name').fill('Front brake pads');
  await form.getByLabel('Description').fill('Ceramic pads for both front wheels');
  await form.getByLabel('Make').fill('Toyota');
  await form.getByLabel('Model', { exact: true }).fill('Corolla');
  await form.getByLabel('Year').selectOption('2014');
  await form.getByRole('button', { name: 'Submit Request' }).click();

  await expectToast(page, 'Request Submitted!');
  const number = await requestNumberShown(page);
  const trackLink = page.getByRole('link', { name: 'Track this request' });
  await expect(trackLink).toHaveAttribute('href', `/track-order?number=${number}`);
  // The form comes back empty, ready for another request.
  await page.getByRole('button', { name: 'Submit another request' }).click();
  await expect(form.getByLabel('Part name')).toHaveValue('');
  await expect(form.getByLabel('Full name')).toHaveValue('');

  await page.goto(`/track-order?number=${number}`);
  await expect(page).toHaveURL(new RegExp(`/track-order\\?number=${number}`));
  await expect(page.getByRole('heading', { level: 2, name: `Request ${number}` })).toBeVisible();
  await expectToast(page, 'Request Found');
  const main = page.getByRole('main');
  await expect(main.getByText('Toyota', { exact: false }).first()).toBeVisible();
  await expect(main.getByText('Corolla', { exact: false }).first()).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Request timeline steps' });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Your request is being reviewed by our team');

  // A number that does not exist says so.
  await page.getByLabel('Request or Order Number', { exact: true }).fill('REQ-ZZZZ2222');
  await page.getByRole('button', { name: 'Track Request' }).click();
  await expectToast(page, 'Request Not Found');
  await expect(page.getByRole('heading', { level: 2, name: `Request ${number}` })).toHaveCount(0);
});

test('a customer asks for a Galaxy screen, accepts the quote, and follows it to the door', async ({ page, browser, baseURL }) => {
  const customer = newCustomer('Shanice');
  await signUp(page.request, baseURL!, customer);

  await test.step('the customer submits a phone request from the dashboard', async () => {
    await page.goto('/dashboard?tab=new-request');
    const form = page.getByRole('form', { name: 'Submit Part Request' });
    await expect(form.getByLabel('Full name')).toHaveValue(`${customer.firstName} ${customer.lastName}`);
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
    await form.getByLabel('Parish').selectOption('St. James');
    await form.getByLabel('Delivery address').fill('3 Gloucester Avenue, Montego Bay');
    await form.getByRole('radio', { name: 'Phone part' }).check();
    await form.getByLabel('Category').selectOption({ label: 'Screens' });
    await form.getByLabel('Part name').fill('Screen assembly');
    await form.getByLabel('Description').fill('OLED with frame, black');
    await form.getByLabel('Device brand').selectOption('Samsung');
    await form.getByLabel('Device model').fill('Galaxy A54');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expectToast(page, 'Request Submitted!');
  });
  const number = await requestNumberShown(page);

  await test.step('it shows in My Requests as pending', async () => {
    await page.getByRole('tab', { name: 'My Requests' }).click();
    const card = page.getByRole('article', { name: 'Screen assembly' });
    await expect(card).toContainText(number);
    await expect(card).toContainText('Pending');
  });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff.request, baseURL!, ADMIN);
  await staff.goto('/admin');
  await staff.getByLabel('Search requests').fill(number);
  await expect(staff.getByRole('button', { name: `Send quote for ${number}` })).toBeVisible();

  await test.step('staff quote it, and the quote e-mail carries the right totals', async () => {
    await staff.getByRole('button', { name: `Send quote for ${number}` }).click();
    const dialog = staff.getByRole('dialog', { name: `Send quote for ${number}` });
    await dialog.getByLabel('Estimated cost (US$)').fill('120');
    await dialog.getByLabel('Shipping cost (US$)').fill('15.50');
    await dialog.getByLabel('Freight cost (US$)').fill('30');
    await dialog.getByLabel('Custom message').fill('Genuine Samsung service pack.');
    // Phone parts: duty 10% of 165.50 = 16.55; GCT 15% of 182.05 = 27.31; total 209.36 = J$32,974.20.
    await expect(dialog.getByRole('region', { name: 'Landed-cost preview' })).toContainText('US$209.36');
    await dialog.getByRole('button', { name: 'Send quote' }).click();
    await expectToast(staff, `Quote sent to ${customer.email}`);

    const mail = (await outboxFor(staff.request, baseURL!, customer.email)).find((m) => m.kind === 'part-request-quote');
    expect(mail?.subject).toContain(number);
    expect(mail?.text).toContain('US$165.50');
    expect(mail?.text).toContain('US$16.55');
    expect(mail?.text).toContain('US$27.31');
    expect(mail?.text).toContain('US$209.36');
    expect(mail?.text).toContain('J$32,974.20');
    expect(mail?.text).toContain('2-3 business days');
    expect(mail?.text).toContain('Genuine Samsung service pack.');
  });

  await test.step('the customer accepts the quote from the tracking page', async () => {
    await page.goto(`/track-order?number=${number}`);
    await expect(page.getByText('Enter the e-mail you used on the request to accept or decline this quote.')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByRole('button', { name: 'Track Request' }).click();
    const quote = page.getByRole('region', { name: 'Your quote' });
    await expect(quote).toContainText('US$209.36');
    await expect(quote).toContainText('J$32,974.20');
    await quote.getByRole('button', { name: 'Accept quote' }).click();
    await expectToast(page, 'Quote accepted');
    await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
  });

  await test.step('staff move it from the US to the customer', async () => {
    const moves: [string, string, string?][] = [
      ['Shipped from US', 'Left the supplier in Miami', '1Z999AA10123456784'],
      ['In Transit to Jamaica', 'Cleared customs in Kingston'],
      ['Delivered', 'Signed for by Shanice'],
    ];
    for (const [label, note, trackingNumber] of moves) {
      await staff.getByRole('button', { name: `Update status of ${number}` }).click();
      const dialog = staff.getByRole('dialog', { name: `Update status of ${number}` });
      await dialog.getByRole('radio', { name: label, exact: true }).check();
      if (trackingNumber) await dialog.getByLabel('Tracking number').fill(trackingNumber);
      await dialog.getByLabel('Notes').fill(note);
      await dialog.getByRole('button', { name: 'Update status' }).click();
      await expectToast(staff, 'Request status updated successfully');
      await expect(dialog).toBeHidden();
    }
    const mails = await outboxFor(staff.request, baseURL!, customer.email);
    expect(mails.filter((m) => m.subject === `${number}: Delivered`)).toHaveLength(1);
  });

  await test.step('the timeline and history show each step', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: `Request ${number}` })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Request timeline steps' });
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Delivered successfully');
    const history = page.getByRole('list', { name: 'Status history, newest first' });
    const items = history.getByRole('listitem');
    await expect(items).toHaveCount(6);
    await expect(items.nth(0)).toContainText('Delivered');
    await expect(items.nth(0)).toContainText('Signed for by Shanice');
    await expect(items.nth(1)).toContainText('Cleared customs in Kingston');
    await expect(items.nth(2)).toContainText('Left the supplier in Miami');
    await expect(items.nth(3)).toContainText('Confirmed');
    await expect(items.nth(4)).toContainText('Quoted');
    await expect(items.nth(5)).toContainText('Pending');
    await expect(page.getByRole('main')).toContainText('1Z999AA10123456784');
  });

  await test.step('staff see the whole history, with who made each change', async () => {
    await staff.getByRole('button', { name: `View details of ${number}` }).click();
    const details = staff.getByRole('dialog', { name: `Request ${number}` });
    const history = details.getByRole('list', { name: 'Status history, newest first' });
    await expect(history.getByRole('listitem')).toHaveCount(6);
    await expect(history).toContainText(`By ${ADMIN.firstName} ${ADMIN.lastName}`);
    await expect(history).toContainText('By Customer');
  });

  await test.step('a lookup by e-mail lists it', async () => {
    await page.getByRole('tab', { name: 'By phone or email' }).click();
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByLabel('Email address').fill(customer.email);
    await page.getByRole('button', { name: 'Search Requests' }).click();
    await expect(page.getByRole('heading', { name: 'Your requests (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Track ${number}` })).toBeVisible();
  });

  await test.step('the account tab counts it as completed', async () => {
    await page.goto('/dashboard?tab=account');
    const tile = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
    await expect(tile('Completed')).toHaveText('1');
    await expect(tile('Pending')).toHaveText('0');
  });
  await staffContext.close();
});
