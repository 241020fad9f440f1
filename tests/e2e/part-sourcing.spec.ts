import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import { ADMIN, newCustomer, signIn, signUp } from './fixtures/accounts';
import { expectNoAxeViolations } from './fixtures/axe';
import { submitRequestThroughApi } from './fixtures/part-requests';
import { expectSuccessPanel, expectToast, notifications } from './fixtures/ui';
import { linkInMailbox } from '../support/e2e-mail';

/** The customer e-mails in the outbox, read the way staff read them (GET /api/admin/outbox). */
async function outboxFor(request: APIRequestContext, baseURL: string, to: string) {
  const res = await request.get(`${baseURL}/api/admin/outbox`);
  expect(res.status()).toBe(200);
  const { messages } = (await res.json()) as { messages: { to: string; kind: string; subject: string; text: string }[] };
  return messages.filter((m) => m.to === to);
}

/**
 * The newest manage link e-mailed to this address, as a path to open (the token rides in its fragment),
 * read from the customer's mailbox: the outbox staff read shows the e-mail with the token hidden.
 */
async function manageLinkSentTo(request: APIRequestContext, baseURL: string, to: string): Promise<string> {
  const mail = (await outboxFor(request, baseURL, to)).find((m) => m.kind === 'part-request-manage-link');
  expect(mail?.text).toContain('#token=[hidden: sent only to the customer]');
  return linkInMailbox(to, /https?:\/\/\S+\/track-order\/manage\?number=REQ-\w+#token=[\w-]+/);
}

/** "Manage this request" on /track-order: the e-mail typed, the same answer whatever it is. */
async function askForManageLink(page: Page, email: string) {
  const card = page.getByRole('region', { name: 'Manage this request' });
  await card.getByRole('button', { name: 'Manage this request' }).click();
  await card.getByLabel('Email on the request').fill(email);
  await card.getByRole('button', { name: 'Send me a link' }).click();
  await expect(card.getByRole('status')).toContainText('If that e-mail is on the request, we’ve sent it a link.');
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

  await expectSuccessPanel(page, 'Request Submitted!', 'Thank you! Your part request is pending approval.');
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

test('on a phone, a tracked request comes up to the top of the screen, clear of the toast', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { requestNumber } = await submitRequestThroughApi(page.request, baseURL!);
  await page.goto('/track-order');
  await page.getByLabel('Request or Order Number', { exact: true }).fill(requestNumber);
  await page.getByRole('button', { name: 'Track Request' }).click();
  await expectToast(page, 'Request Found');
  const heading = page.getByRole('heading', { level: 2, name: `Request ${requestNumber}` });
  await expect(heading).toBeInViewport();
  // Scrolled up into the top third of the screen, under the sticky header, and above the toasts at the bottom.
  const header = (await page.getByRole('banner').boundingBox())!;
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(740 / 3);
  const box = (await heading.boundingBox())!;
  const toast = (await notifications(page).getByText('Request Found').boundingBox())!;
  expect(box.y + box.height).toBeLessThan(toast.y);
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
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
    await expectSuccessPanel(page, 'Request Submitted!', 'Thank you! Your part request is pending approval.');
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
  await staff.goto('/admin/requests');
  await staff.getByLabel('Search requests').fill(number);
  await expect(staff.getByRole('button', { name: `Send quote for ${number}` })).toBeVisible();

  await test.step('staff quote it, and the quote e-mail carries the right totals', async () => {
    const found = await staff.request.get(`${baseURL}/api/admin/part-requests?search=${number}`);
    const requestId = ((await found.json()) as { requests: { id: string }[] }).requests[0]!.id;
    // US$120 + 15.50 + 30 = 165.50 at the seeded J$157.50 per US$1: J$26,066.25.
    const quoted = await staff.request.post(`${baseURL}/api/admin/part-requests/${requestId}/quote`, {
      headers: { Origin: new URL(baseURL!).origin },
      data: { options: [{ label: 'Genuine Samsung', condition: 'new', partPrice: 120, usShipping: 15.5, freight: 30, serviceFee: 0 }], message: 'Genuine Samsung service pack.' },
    });
    expect(quoted.status(), await quoted.text()).toBe(200);
    const mail = (await outboxFor(staff.request, baseURL!, customer.email)).find((m) => m.kind === 'part-request-quote');
    expect(mail?.subject).toContain(number);
    expect(mail?.text).toContain('J$26,066.25');
    expect(mail?.text).toContain('Genuine Samsung service pack.');
  });

  await test.step('the customer accepts the quote with the link e-mailed to the request’s address', async () => {
    await page.goto(`/track-order?number=${number}`);
    const quote = page.getByRole('region', { name: 'Your quote' });
    // A number alone shows the option's one J$ total, what the customer pays us, but offers no answer.
    await expect(quote).toContainText('You pay us');
    await expect(quote).toContainText(/J\$[\d,]+\.\d{2}/);
    await expect(quote).toContainText('To accept or decline this quote, open the link we e-mail to the address on the request.');
    await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
    await quote.getByRole('button', { name: 'E-mail me a link to answer' }).click();
    await expect(page.getByLabel('Email on the request')).toBeFocused();
    await page.getByLabel('Email on the request').fill(customer.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('region', { name: 'Manage this request' }).getByRole('status')).toContainText('we’ve sent it a link');

    await page.goto(await manageLinkSentTo(staff.request, baseURL!, customer.email));
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Request' })).toBeVisible();
    // The token leaves the address bar at once.
    await expect(page).toHaveURL(new RegExp(`/track-order/manage\\?number=${number}$`));
    const managed = page.getByRole('region', { name: 'Your quote' });
    await expect(managed).toContainText('You pay us');
    await expect(page.getByRole('main')).toContainText('3 Gloucester Avenue, Montego Bay, St. James');
    // Accepting is a decision first: the option, the deposit, and the terms ticked before anything is sent.
    await managed.getByRole('button', { name: 'Accept quote' }).click();
    const confirm = page.getByRole('dialog', { name: /^Accept / });
    await expect(confirm).toContainText('Due now (deposit)');
    await confirm.getByRole('button', { name: 'Accept and pay deposit' }).click();
    await expect(confirm).toContainText('Please confirm you have read the terms');
    await confirm.getByRole('checkbox', { name: 'I have read and accept these terms' }).check();
    await confirm.getByRole('button', { name: 'Accept and pay deposit' }).click();
    await expectToast(page, 'Quote accepted');
    await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
    // The Pay panel takes over, with the deposit due now.
    const pay = page.getByRole('region', { name: 'Pay for your part' });
    await expect(pay.getByRole('heading', { name: 'Pay for your part' })).toBeFocused();
    await expect(pay).toContainText('Due now:');
  });

  await test.step('staff take the whole amount at the counter', async () => {
    const found = await staff.request.get(`${baseURL}/api/admin/part-requests?search=${number}`);
    const requestId = ((await found.json()) as { requests: { id: string }[] }).requests[0]!.id;
    const paid = await staff.request.post(`${baseURL}/api/admin/part-requests/${requestId}/payments`, {
      headers: { Origin: new URL(baseURL!).origin },
      data: { method: 'cash', amount: 26066.25 },
    });
    expect(paid.status(), await paid.text()).toBe(201);
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

  await test.step('a lookup by e-mail sends its number to that address, and shows nobody the list', async () => {
    await page.goto('/track-order');
    await page.getByRole('tab', { name: 'By phone or email' }).click();
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByLabel('Email address').fill(customer.email);
    await page.getByRole('button', { name: 'E-mail My Requests' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByText(number)).toHaveCount(0);
    const list = (await outboxFor(staff.request, baseURL!, customer.email.toLowerCase())).find((m) => m.kind === 'part-request-list');
    expect(list?.text).toContain(`${number}: `);
  });

  await test.step('the account tab counts it as completed', async () => {
    await page.goto('/dashboard?tab=account');
    const tile = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
    await expect(tile('Completed')).toHaveText('1');
    await expect(tile('Pending')).toHaveText('0');
  });
  await staffContext.close();
});

test('a guest asks for the manage link, opens it, declines the quote, and a used link says so', async ({ page, browser, baseURL }) => {
  const email = `tanya.${Date.now().toString(36)}@customers.test`;
  const { id, requestNumber: number } = await submitRequestThroughApi(page.request, baseURL!, { customerEmail: email });
  const staffContext = await browser.newContext();
  const staff = staffContext.request;
  await signIn(staff, baseURL!, ADMIN);
  const origin = { Origin: new URL(baseURL!).origin };
  // One option priced by the server: US$80 + 10 + 25, no fee, at the seeded J$157.50 per US$1 = J$18,112.50.
  const quoted = await staff.post(`${baseURL}/api/admin/part-requests/${id}/quote`, {
    headers: origin,
    data: { options: [{ label: 'Rebuilt', condition: 'refurbished', partPrice: 80, usShipping: 10, freight: 25, serviceFee: 0 }] },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);

  await test.step('the number alone shows the quote but not who asked, on a phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/track-order?number=${number}`);
    await expect(page.getByRole('heading', { level: 2, name: `Request ${number}` })).toBeVisible();
    const quote = page.getByRole('region', { name: 'Your quote' });
    await expect(quote).toContainText('J$18,112.50');
    await expect(quote).toContainText('US$115.00');
    const main = page.getByRole('main');
    await expect(main).not.toContainText('Tanya');
    await expect(main).not.toContainText('Barbican');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  await test.step('asking with the wrong e-mail and the right one reads the same; only the request’s address gets a link', async () => {
    await askForManageLink(page, 'someone.else@customers.test');
    expect((await outboxFor(staff, baseURL!, 'someone.else@customers.test')).filter((m) => m.kind === 'part-request-manage-link')).toEqual([]);
    const card = page.getByRole('region', { name: 'Manage this request' });
    // With the keyboard only: back to the form (the field takes the focus), another address typed over, sent with Enter.
    await card.getByRole('button', { name: 'Use another e-mail' }).press('Enter');
    await expect(card.getByLabel('Email on the request')).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(card.getByRole('status')).toContainText('If that e-mail is on the request, we’ve sent it a link.');
    await expectNoAxeViolations(page);
  });

  const link = await manageLinkSentTo(staff, baseURL!, email);

  await test.step('the link opens the details and the quote, which the guest declines', async () => {
    await page.goto(link);
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Your quote' })).toBeVisible();
    await expect(main).toContainText('Tanya Francis');
    await expect(main).toContainText('8 Barbican Road, St. Andrew');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Decline quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this quote?' });
    await dialog.getByRole('button', { name: 'Yes, decline quote' }).click();
    await expectToast(page, 'Quote declined');
    await expect(main).toContainText('You declined this quote');
  });

  await test.step('a reload within the hour keeps the details', async () => {
    await page.reload();
    await expect(page.getByRole('main')).toContainText('Tanya Francis');
  });

  await test.step('the used link says it has expired and offers a new one', async () => {
    // Opened afresh, as from the e-mail (from the same page it would only change the fragment).
    await page.goto('/');
    await page.goto(link);
    await expect(page.getByRole('alert').filter({ hasText: 'This link has expired or was already used: ask for a new one' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ask for a new link' }).getByLabel('Email on the request')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Barbican');
    await expectNoAxeViolations(page);
  });

  await test.step('another browser, without the access, is asked for a link', async () => {
    const other = await browser.newPage();
    await other.goto(`/track-order/manage?number=${number}`);
    await expect(other.getByRole('alert').filter({ hasText: 'Your access to this request has ended' })).toBeVisible();
    await expect(other.getByRole('main')).not.toContainText('Tanya');
    await other.close();
  });
  await staffContext.close();
});

test('a signed-in customer compares two options on the dashboard, accepts one with the terms, and sees what to pay, at 360 px', async ({ page, browser, baseURL }) => {
  const customer = newCustomer('Keisha');
  await signUp(page.request, baseURL!, customer);
  const { id, requestNumber: number } = await submitRequestThroughApi(page.request, baseURL!, { customerEmail: customer.email, partName: 'Radiator' });
  const staffContext = await browser.newContext();
  await signIn(staffContext.request, baseURL!, ADMIN);
  // Two options priced by the server at the seeded J$157.50 per US$1, half as the deposit:
  // US$100 + 20 + 30 = 150 → J$23,625.00; US$60 + 20 + 30 = 110 → J$17,325.00.
  const quoted = await staffContext.request.post(`${baseURL}/api/admin/part-requests/${id}/quote`, {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      options: [
        { label: 'OEM new', condition: 'new', brand: 'Denso', partPrice: 100, usShipping: 20, freight: 30, serviceFee: 0 },
        { label: 'Aftermarket', condition: 'new', partPrice: 60, usShipping: 20, freight: 30, serviceFee: 0 },
      ],
      message: 'The Denso is the original fit.',
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);
  await staffContext.close();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard?tab=my-requests');
  const card = page.getByRole('article', { name: 'Radiator' });
  const quote = card.getByRole('region', { name: `Your quote for ${number}` });
  await expect(quote).toContainText('J$23,625.00');
  await expect(quote).toContainText('J$17,325.00');
  await expect(quote).toContainText('The Denso is the original fit.');
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await test.step('accepting asks which option first, then for the terms', async () => {
    await quote.getByRole('button', { name: 'Accept quote' }).click();
    await expect(quote).toContainText('Choose one of the options first.');
    await expect(quote.getByRole('radio', { name: /Choose OEM new/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(quote.getByRole('radio', { name: /Choose Aftermarket/ })).toBeChecked();
    await quote.getByRole('button', { name: 'Accept quote' }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept Aftermarket?' });
    await expect(confirm).toContainText('J$8,662.50');
    await confirm.getByRole('checkbox', { name: /Pay it all now/ }).check();
    await expect(confirm.getByRole('button', { name: 'Accept and pay in full' })).toBeVisible();
    await confirm.getByRole('checkbox', { name: /Pay it all now/ }).uncheck();
    await confirm.getByRole('checkbox', { name: 'I have read and accept these terms' }).check();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Accept and pay deposit' }).click();
    await expectToast(page, 'Quote accepted');
  });

  await test.step('the Pay panel shows the deposit due and the ways to pay', async () => {
    const pay = card.getByRole('region', { name: `Pay for your part for ${number}` });
    await expect(pay.getByRole('heading', { name: /Pay for your part/ })).toBeFocused();
    await expect(pay).toContainText('J$17,325.00');
    await expect(pay).toContainText('Due now: J$8,662.50');
    await pay.getByRole('radio', { name: 'At our Kingston counter' }).check();
    await expect(pay).toContainText('Shop 7, 120 Spanish Town Road');
    await expect(card).toContainText('You chose Aftermarket');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  await test.step('staff’s note on a status change shows in the customer’s history, as the e-mail gave it', async () => {
    const staff = await browser.newContext();
    await signIn(staff.request, baseURL!, ADMIN);
    const moved = await staff.request.post(`${baseURL}/api/admin/update-request-status/${id}`, {
      headers: { Origin: new URL(baseURL!).origin },
      data: { status: 'preparing', notes: 'Ordered from our Miami supplier: it ships Tuesday.', override: 'Regular customer, paying at the counter' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await staff.close();
    await page.reload();
    await expect(card).toContainText('Latest update');
    await expect(card).toContainText('Ordered from our Miami supplier: it ships Tuesday.');
    await card.getByText(`Status history (4) of ${number}`).click();
    const history = card.getByRole('list', { name: 'Status history, newest first' });
    await expect(history.getByRole('listitem')).toHaveCount(4);
    await expect(history.getByRole('listitem').first()).toContainText('Ordered from our Miami supplier');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
