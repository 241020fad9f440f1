import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures/test';
import { ADMIN, newCustomer, signIn, signUp } from './fixtures/accounts';
import { expectNoAxeViolations } from './fixtures/axe';
import { productsOnTheShelf } from './fixtures/orders';
import { expectSuccessPanel, expectToast } from './fixtures/ui';
import { currentLane, lanePorts } from '../support/e2e-lanes';
import { E2E_MESSAGING } from '../support/e2e-messaging';
import { twilioSignature, whatsappSignature, type RecordedCall } from '../support/messaging-stand-ins';

// WhatsApp and SMS updates, end to end at 360 px (docs/messaging.md). A guest asks for a part and chooses WhatsApp
// updates; staff quote it, and the WhatsApp stand-in (tests/support/messaging-stand-ins.ts, run by the e2e
// server) receives "quote_ready" with the tracking link. WhatsApp's signed "delivered" and "read" show on
// the staff screen; the customer's reply "Is it OEM?" shows there with an unread badge; a message WhatsApp
// refuses goes by SMS instead; STOP turns updates off, and the next status change sends e-mail only.

const PHONE = { width: 360, height: 740 };
const WHATSAPP = `http://127.0.0.1:${lanePorts(currentLane()).whatsapp}`;
const SMS = `http://127.0.0.1:${lanePorts(currentLane()).sms}`;
const CUSTOMER_PHONE = '876-559-2020';
const DIGITS = '18765592020';

type SentTemplate = { name: string; variables: string[]; id: string };

/** What the WhatsApp stand-in was sent for a number (E.164 digits), in order, with the id it answered. */
async function whatsappSent(request: APIRequestContext, to = DIGITS): Promise<SentTemplate[]> {
  const calls = (await (await request.get(`${WHATSAPP}/_test/calls`)).json()) as RecordedCall[];
  return calls
    .map((call) => ({ call, body: JSON.parse(call.body) as { to: string; template: { name: string; components: { parameters: { text: string }[] }[] } } }))
    .filter(({ body }) => body.to === to)
    .map(({ call, body }) => ({
      name: body.template.name,
      variables: body.template.components[0]!.parameters.map((p) => p.text),
      id: (call.reply?.body as { messages?: { id: string }[] } | undefined)?.messages?.[0]?.id ?? '',
    }));
}

async function smsSent(request: APIRequestContext): Promise<string[]> {
  const calls = (await (await request.get(`${SMS}/_test/calls`)).json()) as RecordedCall[];
  return calls.map((c) => Object.fromEntries(new URLSearchParams(c.body))).filter((f) => f.To === `+${DIGITS}`).map((f) => f.Body!);
}

/** A webhook delivery as Meta posts it: signed with the app secret over the exact bytes. */
async function postWhatsapp(request: APIRequestContext, baseURL: string, value: Record<string, unknown>) {
  const raw = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '18765550142', phone_number_id: E2E_MESSAGING.phoneNumberId }, ...value } }] }] });
  const res = await request.post(`${baseURL}/api/webhooks/whatsapp`, {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsappSignature(raw, E2E_MESSAGING.appSecret) },
    data: raw,
  });
  expect(res.status(), await res.text()).toBe(200);
}
const now = () => String(Math.floor(Date.now() / 1000));

/** A text as Twilio posts it: a form signed over the URL it called and the fields. */
async function postSms(request: APIRequestContext, baseURL: string, fields: Record<string, string>) {
  const url = `${baseURL}/api/webhooks/sms/inbound`;
  const res = await request.post(url, { headers: { 'x-twilio-signature': twilioSignature(E2E_MESSAGING.twilioToken, url, fields) }, form: fields });
  expect(res.status(), await res.text()).toBe(200);
}

async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  await signIn(context.request, baseURL, ADMIN);
  return context.newPage();
}

const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test('a guest who chose WhatsApp hears of the quote, staff see it read and the reply, SMS stands in, and STOP stops it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const email = `kemar.${Date.now()}@customers.test`;
  let number = '';

  await test.step('the guest asks for a part and chooses WhatsApp updates', async () => {
    await page.goto('/request');
    const form = page.getByRole('form', { name: 'Submit Part Request' });
    await form.getByLabel('Full name').fill('Kemar Whyte');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Phone (optional)').fill(CUSTOMER_PHONE);
    await form.getByLabel('Parish').selectOption('Clarendon');
    await form.getByLabel('Delivery address').fill('5 Main Street, May Pen');
    const updates = form.getByRole('group', { name: 'How should we keep you posted?' });
    await expect(updates.getByRole('radio', { name: 'E-mail only' })).toBeChecked();
    await updates.getByRole('radio', { name: 'WhatsApp' }).check();
    await form.getByRole('radio', { name: 'Auto part' }).check();
    await form.getByLabel('Part name').fill('Radiator');
    await form.getByLabel('Description').fill('Aluminium radiator, automatic');
    await form.getByLabel('Make').fill('Nissan');
    await form.getByLabel('Model', { exact: true }).fill('AD Wagon');
    await form.getByLabel('Year').selectOption('2010');
    await noSideways(page);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expectSuccessPanel(page, 'Request Submitted!');
    number = ((await page.getByTestId('request-number').textContent()) ?? '').trim();
    expect(number).toMatch(/^REQ-/);
    await expect.poll(async () => (await whatsappSent(page.request)).map((m) => m.name)).toEqual(['request_received']);
  });

  const staff = await staffPage(browser, baseURL!);
  const link = `${baseURL}/track-order?number=${number}`;

  await test.step('staff quote it; WhatsApp gets "quote_ready" with the total and the link', async () => {
    await staff.goto('/admin/requests');
    await staff.getByLabel('Search requests').fill(number);
    await staff.getByRole('button', { name: `Write quote for ${number}` }).click();
    const editor = staff.getByRole('dialog', { name: `Quote for ${number}` });
    const first = editor.getByRole('group', { name: 'Option 1' });
    await first.getByLabel('Option name').fill('Koyorad aluminium');
    await first.getByLabel('Condition').selectOption('new');
    // US$150 + 25 + 60 = 235 at the seeded J$157.50: J$37,012.50.
    await first.getByLabel('Part price (US$)').fill('150');
    await first.getByLabel('US shipping (US$)').fill('25');
    await first.getByLabel('Freight (US$)').fill('60');
    await first.getByLabel('Service fee (US$)').fill('0');
    await editor.getByRole('button', { name: 'Send quote' }).click();
    await expectToast(staff, 'Quote sent to Kemar Whyte');
    await expect
      .poll(async () => (await whatsappSent(page.request)).find((m) => m.name === 'quote_ready')?.variables)
      .toEqual([number, 'J$37,012.50', link]);
  });

  const found = await staff.request.get(`${baseURL}/api/admin/part-requests?search=${number}`);
  const requestId = ((await found.json()) as { requests: { id: string }[] }).requests[0]!.id;
  const origin = { Origin: new URL(baseURL!).origin };
  const openMessages = async () => {
    await staff.goto('/admin/requests');
    await staff.getByLabel('Search requests').fill(number);
    await staff.getByRole('button', { name: `View details of ${number}` }).click();
    const dialog = staff.getByRole('dialog', { name: `Request ${number}` });
    const panel = dialog.getByRole('region', { name: 'Messages to the customer' });
    await panel.scrollIntoViewIfNeeded();
    return panel;
  };

  await test.step('WhatsApp reports the quote delivered, then read: staff see both on the request', async () => {
    const quote = (await whatsappSent(page.request)).find((m) => m.name === 'quote_ready')!;
    expect(quote.id).toMatch(/^wamid\./);
    for (const state of ['delivered', 'read']) {
      await postWhatsapp(page.request, baseURL!, { statuses: [{ id: quote.id, status: state, timestamp: now(), recipient_id: DIGITS }] });
    }
    const panel = await openMessages();
    await expect(panel.getByTestId('customer-updates-choice')).toContainText('WhatsApp updates chosen');
    const message = panel.getByRole('article', { name: 'WhatsApp message: Quote ready, Read' });
    await expect(message).toBeVisible();
    await expect(message.getByRole('list', { name: 'When it reached each state' })).toContainText('Delivered');
    await expect(message).toContainText(link);
    await noSideways(staff);
    await expectNoAxeViolations(staff);
  });

  await test.step('the customer replies "Is it OEM?": staff see a badge and the reply, and mark it read', async () => {
    await postWhatsapp(page.request, baseURL!, {
      contacts: [{ profile: { name: 'Kemar' }, wa_id: DIGITS }],
      messages: [{ from: DIGITS, id: `wamid.IN${Date.now()}`, timestamp: now(), type: 'text', text: { body: 'Is it OEM?' } }],
    });
    // On a phone the count rides on the menu button (out of reach once a dialog is open over the page).
    await staff.goto('/admin/requests');
    await expect(staff.getByRole('button', { name: /^Open menu, \d+ unread customer repl/ })).toBeVisible();
    const panel = await openMessages();
    const reply = panel.getByRole('article', { name: 'WhatsApp reply, unread' });
    await expect(reply).toContainText('Is it OEM?');
    await reply.getByRole('button', { name: 'Mark read' }).click();
    await expect(panel.getByRole('article', { name: 'WhatsApp reply, read' })).toContainText('Is it OEM?');
    await staff.goto('/admin/replies');
    await expect(staff.getByRole('article', { name: 'WhatsApp reply, read' }).filter({ hasText: 'Is it OEM?' })).toBeVisible();
    await noSideways(staff);
  });

  await test.step('WhatsApp refuses the next update: it goes by SMS, and staff see both', async () => {
    await page.request.post(`${WHATSAPP}/_test/fail-next`, { data: { status: 400, body: { error: { message: '(#131026) Message undeliverable', code: 131026 } } } });
    const moved = await staff.request.post(`${baseURL}/api/admin/update-request-status/${requestId}`, {
      headers: origin,
      data: { status: 'preparing', override: 'Customer confirmed by phone; deposit at pickup' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await expect.poll(() => smsSent(page.request)).toEqual([`Yaad Parts: we ordered the part for ${number} from our US supplier. Follow it here: ${link}`]);
    const panel = await openMessages();
    await expect(panel.getByRole('article', { name: 'WhatsApp message: Part ordered, Failed' })).toContainText('Message undeliverable');
    await expect(panel.getByRole('article', { name: /^SMS message: Part ordered, (Sent|Delivered)$/ })).toContainText('Sent by SMS because WhatsApp failed.');
  });

  await test.step('STOP by text turns updates off: the next status change is e-mailed only', async () => {
    await postSms(page.request, baseURL!, { MessageSid: `SM${'7'.repeat(32)}`, AccountSid: E2E_MESSAGING.twilioSid, From: `+${DIGITS}`, To: '+18765550142', Body: 'STOP', NumMedia: '0' });
    const whatsappBefore = (await whatsappSent(page.request)).length;
    const smsBefore = (await smsSent(page.request)).length;
    const moved = await staff.request.post(`${baseURL}/api/admin/update-request-status/${requestId}`, {
      headers: origin,
      data: { status: 'shipped_us', trackingNumber: '1Z999AA10123456784' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const conversation = await staff.request.get(`${baseURL}/api/admin/part-requests/${requestId}/conversation`);
    const { messages, emails } = (await conversation.json()) as { messages: { kind: string }[]; emails: { subject: string }[] };
    expect(messages.map((m) => m.kind)).not.toContain('part-shipped');
    expect(emails.length).toBeGreaterThan(0);
    const panel = await openMessages();
    await expect(panel.getByTestId('customer-updates-choice')).toContainText('SMS reply "STOP"');
    await expect(panel.getByRole('list', { name: 'E-mails, newest first' }).getByRole('listitem').first()).toContainText(number);
    expect((await whatsappSent(page.request)).length).toBe(whatsappBefore);
    expect((await smsSent(page.request)).length).toBe(smsBefore);
  });
});

test('a signed-in customer turns on SMS updates in the profile, and a checkout choosing WhatsApp is told the order was placed', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  const customer = newCustomer('Tashana');
  await signUp(page.request, baseURL!, customer);
  const phone = '876-559-3030';

  await test.step('the profile offers WhatsApp and SMS for a phone number, and keeps the choice', async () => {
    await page.goto('/profile');
    const card = page.getByRole('form', { name: 'Updates on your phone' });
    await expect(card.getByRole('radio', { name: 'E-mail only' })).toBeChecked();
    await card.getByRole('radio', { name: 'Text message (SMS)' }).check();
    await card.getByRole('button', { name: 'Save updates' }).click();
    await expect(card.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    await card.getByLabel('Phone number').fill(phone);
    await card.getByRole('button', { name: 'Save updates' }).click();
    await expectToast(page, 'Updates saved');
    await noSideways(page);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole('form', { name: 'Updates on your phone' }).getByRole('radio', { name: 'Text message (SMS)' })).toBeChecked();
    await expect(page.getByRole('form', { name: 'Updates on your phone' }).getByLabel('Phone number')).toHaveValue('+18765593030');
  });

  await test.step('checkout offers the same choice; WhatsApp is told of the order', async () => {
    const [product] = (await productsOnTheShelf(page.request, baseURL!)).filter((p) => p.stockCount >= 2);
    await page.goto(`/shop?search=${encodeURIComponent(product!.name)}`);
    await page.getByTestId('product-card').first().getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Added to Cart');
    await page.goto('/checkout');
    await page.getByLabel('Phone', { exact: true }).fill(phone);
    const updates = page.getByRole('group', { name: 'How should we keep you posted?' });
    await updates.getByRole('radio', { name: 'WhatsApp' }).check();
    await noSideways(page);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/order-success\?order=ORD-/);
    const order = new URL(page.url()).searchParams.get('order')!;
    await expect
      .poll(async () => (await whatsappSent(page.request, '18765593030')).map((m) => [m.name, m.variables[0]]))
      .toEqual([['order_placed', order]]);
  });
});
