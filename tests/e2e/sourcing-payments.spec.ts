import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures/test';
import { ADMIN, newCustomer, signIn, signUp } from './fixtures/accounts';
import { expectNoAxeViolations } from './fixtures/axe';
import { placeOrderThroughApi, productsOnTheShelf } from './fixtures/orders';
import { submitRequestThroughApi } from './fixtures/part-requests';
import { expectToast } from './fixtures/ui';
import { linkInMailbox } from '../support/e2e-mail';

// Getting paid, end to end at 360 px (docs/payments.md). A sourced part: staff set the bank details and
// quote two options; the customer, signed out, opens the e-mailed manage link, compares them, accepts the
// cheaper one and announces a bank transfer of the deposit with a photo of the slip; staff confirm it and
// order the part; at ready for pickup the customer pays the balance by card on the WiPay stand-in's page
// (tests/support/wipay-stand-in.ts); receipts are e-mailed, and the staff money view and CSV hold both.
// A shop order paid at pickup: unpaid until staff record the cash, then part of it refunded.

const PHONE = { width: 360, height: 740 };
/** A 1×1 PNG: the slip's photo. */
const SLIP_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type OutboxMessage = { to: string; kind: string; subject: string; text: string };
async function outboxFor(request: APIRequestContext, baseURL: string, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`${baseURL}/api/admin/outbox`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages.filter((m) => m.to === to);
}

/** A signed-in staff member's own browser, on a phone too. */
async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  await signIn(context.request, baseURL, ADMIN);
  return context.newPage();
}

const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

/** Kingston's date today (UTC-5), as the CSV's range takes it. */
const kingstonToday = () => new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);

/** Staff's status dialog on /admin: one step chosen, with a note. */
async function moveRequest(staff: Page, number: string, label: string, note: string) {
  await staff.getByRole('button', { name: `Update status of ${number}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Update status of ${number}` });
  await dialog.getByRole('radio', { name: label, exact: true }).check();
  await dialog.getByLabel('Notes').fill(note);
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expectToast(staff, 'Request status updated successfully');
  await expect(dialog).toBeHidden();
}

test('a guest pays a deposit by bank transfer and the balance by card through WiPay, and staff see both', async ({ page, browser, baseURL }) => {
  test.setTimeout(210_000);
  const staff = await staffPage(browser, baseURL!);
  const email = `marlon.${Date.now()}@customers.test`;
  const { requestNumber: number } = await submitRequestThroughApi(page.request, baseURL!, {
    customerName: 'Marlon Campbell',
    customerEmail: email,
    partName: 'Alternator',
    maxBudget: 90,
  });

  await test.step('staff set the bank details customers transfer to', async () => {
    await staff.goto('/admin/money');
    await expect(staff.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
    const form = staff.getByRole('form', { name: 'Payment settings' });
    await form.getByLabel('Deposit (%)').fill('50');
    await form.getByLabel('Bank name').fill('National Commercial Bank');
    await form.getByLabel('Branch (optional)').fill('Half Way Tree');
    await form.getByLabel('Account name').fill('Yaad Parts Ltd');
    await form.getByLabel('Account number').fill('354-123-456');
    await form.getByLabel('Effective from').fill(kingstonToday());
    await form.getByRole('button', { name: 'Save payment settings' }).click();
    await expect(staff.getByRole('region', { name: 'Payment settings' }).getByRole('status')).toContainText('Payment settings saved');
  });

  await test.step('staff quote two options in the quote editor, with a live preview and the budget flagged', async () => {
    await staff.goto('/admin/requests');
    await staff.getByRole('button', { name: `Write quote for ${number}` }).click();
    const editor = staff.getByRole('dialog', { name: `Quote for ${number}` });
    const first = editor.getByRole('group', { name: 'Option 1' });
    await first.getByLabel('Option name').fill('OEM new');
    await first.getByLabel('Condition').selectOption('new');
    await first.getByLabel('Brand').fill('Denso');
    // US$100 + 20 + 30 = 150 at the seeded J$157.50: J$23,625.00; the US$100 part is over the customer's US$90 budget.
    await first.getByLabel('Part price (US$)').fill('100');
    await first.getByLabel('US shipping (US$)').fill('20');
    await first.getByLabel('Freight (US$)').fill('30');
    await first.getByLabel('Service fee (US$)').fill('0');
    await expect(first).toContainText('J$23,625.00');
    await expect(first).toContainText("Part price over the customer's budget of US$90.00");
    await editor.getByRole('button', { name: 'Add option' }).click();
    const second = editor.getByRole('group', { name: 'Option 2' });
    await second.getByLabel('Option name').fill('Used, tested');
    await second.getByLabel('Condition').selectOption('used');
    // US$60 + 20 + 30 = 110: J$17,325.00, deposit J$8,662.50.
    await second.getByLabel('Part price (US$)').fill('60');
    await second.getByLabel('US shipping (US$)').fill('20');
    await second.getByLabel('Freight (US$)').fill('30');
    await second.getByLabel('Service fee (US$)').fill('0');
    await expect(second).toContainText('J$17,325.00');
    // The US$60 part is within it, though the option's US$110 total is not: the budget is for the part itself.
    await expect(second).not.toContainText('over the customer');
    await editor.getByLabel('Message to the customer').fill('Both fit your Fit. The used one is tested.');
    // The body scrolls between the header and the actions: back at the top of a two-option quote, on a
    // phone and at 1366×900, "Send quote" is still wholly in view without scrolling to it.
    const sendQuote = editor.getByRole('button', { name: 'Send quote' });
    for (const size of [PHONE, { width: 1366, height: 900 }]) {
      await staff.setViewportSize(size);
      await first.getByLabel('Option name').focus();
      await expect(sendQuote).toBeInViewport({ ratio: 1 });
    }
    await staff.setViewportSize(PHONE);
    await expectNoAxeViolations(staff);
    await noSideways(staff);
    await editor.getByRole('button', { name: 'Send quote' }).click();
    await expectToast(staff, 'Quote sent to Marlon Campbell');
    await expect(editor).toBeHidden();
  });

  await page.setViewportSize(PHONE);
  await test.step('the customer opens the e-mailed manage link and compares the options', async () => {
    await page.goto(`/track-order?number=${number}`);
    const manage = page.getByRole('region', { name: 'Manage this request' });
    await manage.getByRole('button', { name: 'Manage this request' }).click();
    await manage.getByLabel('Email on the request').fill(email);
    await manage.getByRole('button', { name: 'Send me a link' }).click();
    await expect(manage.getByRole('status')).toContainText('we’ve sent it a link');
    await page.goto(await linkInMailbox(email, /https?:\/\/\S+\/track-order\/manage\?number=REQ-\w+#token=[\w-]+/));
    const quote = page.getByRole('region', { name: 'Your quote' });
    await expect(quote).toContainText('J$23,625.00');
    await expect(quote).toContainText('J$17,325.00');
    await expect(quote).toContainText('Both fit your Fit. The used one is tested.');
    await expectNoAxeViolations(page);
    await noSideways(page);
  });

  await test.step('accepts the cheaper one and announces a transfer of the deposit with the slip', async () => {
    const quote = page.getByRole('region', { name: 'Your quote' });
    await quote.getByRole('radio', { name: /^Choose Used, tested/ }).check();
    await quote.getByRole('button', { name: 'Accept quote' }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept Used, tested?' });
    await expect(confirm).toContainText('J$8,662.50');
    await confirm.getByRole('checkbox', { name: 'I have read and accept these terms' }).check();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Accept and pay deposit' }).click();
    await expectToast(page, 'Quote accepted');
    const pay = page.getByRole('region', { name: 'Pay for your part' });
    await expect(pay).toContainText('Due now: J$8,662.50');
    await pay.getByRole('radio', { name: 'Bank transfer' }).check();
    await expect(pay.getByLabel('Our bank account')).toContainText('354-123-456');
    await pay.getByLabel('Photo or PDF of the slip (optional)').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: SLIP_PNG });
    await pay.getByLabel('Note for our team (optional)').fill('Sent from Marlon Campbell, NCB');
    await expectNoAxeViolations(page);
    await noSideways(page);
    await pay.getByRole('button', { name: "I've sent J$8,662.50" }).click();
    // The panel now tells the state and offers nothing more until the transfer is confirmed.
    await expect(pay).toContainText('J$8,662.50 waiting for us to confirm (usually by the next business day)');
    await expect(pay.getByRole('radio', { name: 'Bank transfer' })).toHaveCount(0);
    await expect(pay).not.toContainText('Due now');
  });

  await test.step('staff confirm the transfer on the money view and order the part', async () => {
    await staff.goto('/admin/money');
    const transfer = staff.getByRole('article', { name: `Transfer for ${number}, J$8,662.50` });
    await expect(transfer).toContainText('Sent from Marlon Campbell, NCB');
    await expectNoAxeViolations(staff);
    await noSideways(staff);
    await transfer.getByRole('button', { name: `Confirm transfer for ${number}, J$8,662.50` }).click();
    const dialog = staff.getByRole('dialog', { name: `Confirm the transfer for ${number}` });
    await expect(dialog.getByLabel('Amount received (J$)')).toHaveValue('8662.5');
    await dialog.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(dialog).toBeHidden();
    await expect(transfer).toHaveCount(0);

    await staff.goto('/admin/requests');
    await moveRequest(staff, number, 'Preparing Order', 'Ordered from the supplier in Miami');
    await moveRequest(staff, number, 'Arrived - Ready for Pickup', 'At the Kingston counter');
  });

  await test.step('at ready for pickup the customer pays the balance by card on WiPay’s page', async () => {
    await page.reload();
    const pay = page.getByRole('region', { name: 'Pay for your part' });
    await expect(pay).toContainText('Due now: J$8,662.50');
    await pay.getByRole('radio', { name: 'Card online' }).check();
    await pay.getByRole('button', { name: 'Pay J$8,662.50 balance' }).click();
    await expect(page.getByRole('heading', { name: 'WiPay checkout' })).toBeVisible();
    await expect(page.locator('body')).toContainText('JMD 8662.50');
    await page.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/track-order\/manage\?number=REQ-/);
    await expect(page.getByRole('main')).toContainText('Paid in full');
    await expectNoAxeViolations(page);
    await noSideways(page);
  });

  await test.step('two receipts are e-mailed, and the money view and the CSV hold both payments', async () => {
    const receipts = (await outboxFor(staff.request, baseURL!, email)).filter((m) => m.kind === 'receipt');
    expect(receipts).toHaveLength(2);
    expect(receipts.every((m) => m.text.includes('J$8,662.50'))).toBe(true);

    await staff.goto('/admin/money');
    const takings = staff.getByRole('region', { name: "Today's takings" });
    await expect(takings).toContainText('Bank transfer');
    await expect(takings).toContainText('Card online (WiPay)');
    await expect(staff.getByRole('region', { name: 'Outstanding balances' }).getByRole('link', { name: number })).toHaveCount(0);
    const csv = await staff.request.get(`${baseURL}/api/admin/payments.csv?from=${kingstonToday()}&to=${kingstonToday()}`);
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).split('\r\n').filter((l) => l.includes(number));
    expect(lines).toHaveLength(2);
    expect(lines.some((l) => /Bank transfer/.test(l) && l.includes('8662.50'))).toBe(true);
    expect(lines.some((l) => /WiPay/.test(l) && l.includes('8662.50'))).toBe(true);
  });

  await test.step('the e-mailed receipt, the request with its money for staff, and an invoice read well on a phone', async () => {
    const receipt = (await outboxFor(staff.request, baseURL!, email)).filter((m) => m.kind === 'receipt').at(-1)!;
    const link = new URL(/https?:\/\/\S+\/receipts\/RCT-[\w-]+#key=[\w-]+/.exec(receipt.text)![0]);
    await page.goto(`${link.pathname}${link.hash}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Receipt RCT-/ })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('J$8,662.50');
    await expectNoAxeViolations(page);
    await noSideways(page);

    await staff.goto('/admin/requests');
    await staff.getByRole('button', { name: `View details of ${number}` }).click();
    const details = staff.getByRole('dialog', { name: `Request ${number}` });
    await expect(details.getByRole('heading', { name: 'Money: Paid in full' })).toBeVisible();
    await expect(details.getByRole('list', { name: `Payments of ${number}` }).getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(staff);
    await details.getByRole('link', { name: 'Invoice for Used, tested' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: new RegExp(`^Invoice ${number}-`) })).toBeVisible();
    await expect(staff.getByRole('main')).toContainText('J$17,325.00');
    await expectNoAxeViolations(staff);
    await noSideways(staff);
  });
  await staff.context().close();
});

test('a shop order paid at pickup is unpaid until staff record the cash, and a partial refund leaves the right balance', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signIn(page.request, baseURL!, ADMIN);
  const [product] = await productsOnTheShelf(page.request, baseURL!);
  const order = await placeOrderThroughApi(page.request, baseURL!, [{ product: product!, quantity: 2 }]);
  const n = order.orderNumber;
  const total = `J$${order.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

  await page.goto(`/admin/orders/${n}`);
  const money = page.getByRole('region', { name: /^Money: / });
  await expect(money.getByRole('heading', { name: 'Money: Unpaid' })).toBeVisible();
  await expect(money).toContainText('No payments yet.');
  await expect(page.getByRole('main')).toContainText('Not paid yet');

  await test.step('ready for pickup, then handed over without the money: held, with the reason asked for', async () => {
    const form = page.getByRole('form', { name: `Change status of ${n}` });
    await form.getByRole('radio', { name: 'Ready for Pickup' }).check();
    await form.getByRole('button', { name: 'Update status' }).click();
    await expectToast(page, 'Order status updated successfully');
    await form.getByRole('radio', { name: 'Delivered' }).check();
    await form.getByRole('button', { name: 'Update status' }).click();
    await expect(form.getByRole('alert')).toContainText(`${total} is still owed on this order`);
    await expect(form.getByLabel('Reason to go ahead anyway')).toBeFocused();
    await expectNoAxeViolations(page);
    await noSideways(page);
  });

  await test.step('staff record the cash: paid in full, with a receipt', async () => {
    await money.getByRole('button', { name: 'Record a payment' }).click();
    const dialog = page.getByRole('dialog', { name: `Record a payment for ${n}` });
    await dialog.getByLabel('How it was paid').selectOption('cash');
    await dialog.getByLabel('Amount (J$)').fill(String(order.total));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(money.getByRole('heading', { name: 'Money: Paid in full' })).toBeVisible();
    const receipts = (await outboxFor(page.request, baseURL!, order.customerEmail)).filter((m) => m.kind === 'receipt');
    expect(receipts).toHaveLength(1);
    const form = page.getByRole('form', { name: `Change status of ${n}` });
    await form.getByRole('radio', { name: 'Delivered' }).check();
    await form.getByRole('button', { name: 'Update status' }).click();
    await expectToast(page, 'Order status updated successfully');
  });

  await test.step('one of the two comes back: a partial refund leaves it paid, owing nothing', async () => {
    const unit = product!.price;
    await money.getByRole('button', { name: /^Refund/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Refund RCT-/ });
    await dialog.getByLabel('Refund amount (J$)').fill(String(unit));
    await dialog.getByLabel('Reason').fill('One screen returned unopened');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog).toBeHidden();
    await expect(money.getByRole('heading', { name: 'Money: Paid, part refunded' })).toBeVisible();
    await expect(money).toContainText(`PaidJ$${(order.total - unit).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    await expect(money).toContainText(`RefundedJ$${unit.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    await expect(money).toContainText('OwedJ$0.00');
    expect((await outboxFor(page.request, baseURL!, order.customerEmail)).filter((m) => m.kind === 'refund-receipt')).toHaveLength(1);
    await expectNoAxeViolations(page);
    await noSideways(page);
  });
});

test('staff waive the deposit for a regular customer with a reason, and the part can be ordered before it is paid', async ({ page, browser, baseURL }) => {
  const origin = { Origin: new URL(baseURL!).origin };
  const customer = newCustomer('Dwight');
  await signUp(page.request, baseURL!, customer);
  const { id, requestNumber: number } = await submitRequestThroughApi(page.request, baseURL!, { customerEmail: customer.email, customerName: 'Dwight Morgan' });
  const staff = await staffPage(browser, baseURL!);
  const quoted = await staff.request.post(`${baseURL}/api/admin/part-requests/${id}/quote`, {
    headers: origin,
    data: { options: [{ label: 'Aftermarket', condition: 'new', partPrice: 80, usShipping: 15, freight: 25, serviceFee: 10 }] },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);
  const optionId = ((await quoted.json()) as { quote: { options: { id: number }[] } }).quote.options[0]!.id;
  const accepted = await page.request.post(`${baseURL}/api/user-requests/${id}/respond`, { headers: origin, data: { decision: 'accept', optionId, acceptTerms: true } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await staff.goto('/admin/requests');
  await staff.getByRole('button', { name: `View details of ${number}` }).click();
  const details = staff.getByRole('dialog', { name: `Request ${number}` });
  await expect(details.getByRole('heading', { name: 'Money: Unpaid' })).toBeVisible();
  await details.getByRole('button', { name: 'Waive the deposit' }).click();
  const waiver = staff.getByRole('dialog', { name: `Waive the deposit for ${number}` });
  await waiver.getByRole('button', { name: 'Waive the deposit' }).click();
  await expect(waiver.getByText('Reason is required')).toBeVisible();
  await expectNoAxeViolations(staff);
  await waiver.getByLabel('Reason').fill('Regular customer: garage account, pays on collection');
  await waiver.getByRole('button', { name: 'Waive the deposit' }).click();
  await expectToast(staff, 'Deposit waived');
  await expect(details.getByRole('heading', { name: 'Money: Deposit waived' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Waive the deposit' })).toHaveCount(0);
  // The button is gone: focus is back on the panel's heading, still inside the details.
  await expect(details.getByRole('heading', { name: 'Money: Deposit waived' })).toBeFocused();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  await moveRequest(staff, number, 'Preparing Order', 'Ordered from the supplier');
  await staff.context().close();
});
