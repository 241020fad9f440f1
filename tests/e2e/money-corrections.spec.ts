import { expect, test, type Browser, type Page } from './fixtures/test';
import { ADMIN, signIn } from './fixtures/accounts';
import { expectNoAxeViolations } from './fixtures/axe';
import { submitRequestThroughApi } from './fixtures/part-requests';
import { expectToast } from './fixtures/ui';
import { linkInMailbox } from '../support/e2e-mail';

// A staff typing slip put right, end to end at 360 px (docs/payments.md, "Corrections"): a guest's
// J$4,252.50 deposit transfer is confirmed as "9000"; the dialog says by how much it differs, staff
// confirm anyway, then void the entry with a reason and the amount that really came. The ledger holds
// three entries, the balance is right, and the guest, managing the request from its e-mailed link, sees
// the void and opens both receipts from the page that lists them.

const PHONE = { width: 360, height: 740 };
const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  await signIn(context.request, baseURL, ADMIN);
  return context.newPage();
}

test('staff confirm 9000 against a J$4,252.50 transfer, see the warning, confirm anyway and void it; the guest sees the correction', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const staff = await staffPage(browser, baseURL!);
  const origin = { Origin: new URL(baseURL!).origin };
  const email = `shanice.${Date.now()}@customers.test`;
  const { id, requestNumber: number } = await submitRequestThroughApi(page.request, baseURL!, { customerName: 'Shanice Brown', customerEmail: email, partName: 'Starter motor' });

  await test.step('staff set the bank details and quote the part: US$54 is J$8,505.00, a J$4,252.50 deposit', async () => {
    const settings = await staff.request.put(`${baseURL}/api/admin/payment-settings`, {
      headers: origin,
      data: {
        depositPercent: 50,
        bankName: 'National Commercial Bank',
        bankAccountName: 'Yaad Parts Ltd',
        bankAccountNumber: '354-123-456',
        gctPercent: 0,
        dutyCollectedBy: 'Jamaica Customs, through the courier',
        effectiveFrom: '2026-01-01',
      },
    });
    expect(settings.status(), await settings.text()).toBe(200);
    const quote = await staff.request.post(`${baseURL}/api/admin/part-requests/${id}/quote`, {
      headers: origin,
      data: { options: [{ label: 'Used, tested', condition: 'used', partPrice: 40, usShipping: 10, freight: 4, serviceFee: 0 }] },
    });
    expect(quote.status(), await quote.text()).toBe(200);
  });

  await page.setViewportSize(PHONE);
  await test.step('the guest opens the manage link, accepts, and announces a transfer of the deposit', async () => {
    const ask = await page.request.post(`${baseURL}/api/part-requests/track/${number}/manage-link`, { headers: origin, data: { email } });
    expect(ask.status()).toBe(200);
    await page.goto(await linkInMailbox(email, /https?:\/\/\S+\/track-order\/manage\?number=REQ-\w+#token=[\w-]+/));
    const quote = page.getByRole('region', { name: 'Your quote' });
    await quote.getByRole('button', { name: 'Accept quote' }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept Used, tested?' });
    await confirm.getByRole('checkbox', { name: 'I have read and accept these terms' }).check();
    await confirm.getByRole('button', { name: 'Accept and pay deposit' }).click();
    await expectToast(page, 'Quote accepted');
    const pay = page.getByRole('region', { name: 'Pay for your part' });
    await expect(pay).toContainText('Due now: J$4,252.50');
    await pay.getByRole('radio', { name: 'Bank transfer' }).check();
    await pay.getByRole('button', { name: "I've sent J$4,252.50" }).click();
    await expect(pay).toContainText('J$4,252.50 waiting for us to confirm (usually by the next business day)');
    await expect(pay.getByRole('button', { name: /^I've sent/ })).toHaveCount(0);
    // The button that sent it is gone: the focus is on the line that says what happens now.
    await expect(pay.getByText('J$4,252.50 waiting for us to confirm')).toBeFocused();
  });

  await test.step('staff type 9000: the dialog says by how much it differs, and staff confirm it anyway', async () => {
    await staff.goto('/admin/money');
    const transfer = staff.getByRole('article', { name: `Transfer for ${number}, J$4,252.50` });
    await transfer.getByRole('button', { name: `Confirm transfer for ${number}, J$4,252.50` }).click();
    const dialog = staff.getByRole('dialog', { name: `Confirm the transfer for ${number}` });
    await dialog.getByLabel('Amount received (J$)').fill('9000');
    await dialog.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(dialog).toContainText('J$9,000.00 is J$4,747.50 more than the J$4,252.50 the customer announced, and J$495.00 more than is owed (J$8,505.00)');
    await expectNoAxeViolations(staff);
    await noSideways(staff);
    await dialog.getByRole('checkbox', { name: 'The amount is right: confirm it anyway' }).check();
    await dialog.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(dialog).toBeHidden();
  });

  const details = staff.getByRole('dialog', { name: `Request ${number}` });
  const payments = details.getByRole('list', { name: `Payments of ${number}` });
  await test.step('the refund dialog offers the J$495.00 excess; staff void the entry instead, with the amount that came', async () => {
    await staff.goto('/admin/requests');
    await staff.getByRole('button', { name: `View details of ${number}` }).click();
    await expect(payments.getByRole('listitem')).toHaveCount(1);
    await expect(payments).toContainText('J$495.00 more than was owed');
    await payments.getByRole('button', { name: /^Refund RCT-/ }).click();
    const refund = staff.getByRole('dialog', { name: /^Refund RCT-/ });
    await expect(refund.getByLabel('Refund amount (J$)')).toHaveValue('495');
    await staff.keyboard.press('Escape');
    await expect(refund).toBeHidden();

    await payments.getByRole('button', { name: /^Void \(entered by mistake\) RCT-/ }).click();
    const voidDialog = staff.getByRole('dialog', { name: new RegExp(`^Void RCT-\\S+ on ${number}`) });
    await voidDialog.getByLabel('Reason').fill('Typed 9000 for 4252.50');
    await voidDialog.getByLabel('Amount that really came (J$, optional)').fill('4252.50');
    await expectNoAxeViolations(staff);
    await voidDialog.getByRole('button', { name: 'Void the entry' }).click();
    await expectToast(staff, /^RCT-\S+ is void$/);
    await expect(voidDialog).toBeHidden();

    // Three entries, the mistaken one kept and marked void; the balance is the deposit paid.
    await expect(payments.getByRole('listitem')).toHaveCount(3);
    await expect(payments.getByRole('listitem').nth(0)).toContainText('Void (');
    await expect(payments.getByRole('listitem').nth(0)).toContainText('Typed 9000 for 4252.50');
    await expect(payments.getByRole('listitem').nth(1)).toContainText(/Void of RCT-\S+: −J\$9,000\.00/);
    await expect(payments.getByRole('listitem').nth(2)).toContainText('Deposit: J$4,252.50');
    await expect(details.getByRole('heading', { name: 'Money: Deposit paid' })).toBeVisible();
    await expect(details).toContainText('Owed');
    await expect(details).toContainText('J$4,252.50');
    await expect(payments).not.toContainText('more than was owed');
    await noSideways(staff);
  });

  await test.step('the guest sees the void, and opens the void receipt and its replacement from the manage page', async () => {
    await page.reload();
    const pay = page.getByRole('region', { name: 'Pay for your part' });
    const list = pay.getByRole('listitem');
    await expect(list).toHaveCount(3);
    await expect(list.nth(0)).toContainText('Recorded by mistake and void: Typed 9000 for 4252.50');
    await expect(list.nth(0)).toContainText('Void');
    await expect(list.nth(1)).toContainText('−J$9,000.00');
    await expect(list.nth(2)).toContainText('J$4,252.50');
    await expectNoAxeViolations(page);
    await noSideways(page);

    await list.nth(0).getByRole('link', { name: /^Receipt RCT-/ }).click();
    await expect(page).toHaveURL(new RegExp(`/receipts/RCT-[\\d-]+\\?request=${number}$`));
    await expect(page.getByRole('note', { name: 'This receipt is void' })).toContainText('Typed 9000 for 4252.50');
    const replacement = (await page.getByRole('note', { name: 'This receipt is void' }).textContent())!.match(/Receipt (RCT-\d{4}-\d{6}) replaces it/)![1]!;
    await expectNoAxeViolations(page);
    await noSideways(page);
    await page.goBack();
    await pay.getByRole('link', { name: `Receipt ${replacement}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Receipt ${replacement}` })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('which was void');
    await expect(page.getByRole('main')).toContainText('J$4,252.50');
  });

  await test.step('the correction e-mail names both receipts', async () => {
    const outbox = await staff.request.get(`${baseURL}/api/admin/outbox`);
    const messages = ((await outbox.json()) as { messages: Array<{ to: string; kind: string; text: string }> }).messages.filter((m) => m.to === email);
    const correction = messages.find((m) => m.kind === 'receipt-correction')!;
    expect(correction.text).toContain(`We recorded J$9,000.00 on ${number} by mistake (Typed 9000 for 4252.50)`);
    expect(correction.text).toContain('What we received is J$4,252.50');
  });
  await staff.context().close();
});
