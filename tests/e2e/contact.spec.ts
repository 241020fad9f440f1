import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from './fixtures/test';
import { DEMO_STORE } from '../../src/shared/constants';
import { ADMIN, signIn } from './fixtures/accounts';
import { expectSuccessPanel, expectToast } from './fixtures/ui';

type OutboxMessage = { to: string; kind: string; subject: string; text: string };

/** The store's e-mails, read the way staff read them (GET /api/admin/outbox). */
async function outbox(request: APIRequestContext, baseURL: string): Promise<OutboxMessage[]> {
  const res = await request.get(`${baseURL}/api/admin/outbox`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

test('a guest sends a message from /contact-us; staff find it in /admin/messages and the outbox, read it, and mark it read', async ({ page, baseURL }) => {
  const id = randomUUID().slice(0, 8);
  const name = `Keisha Campbell ${id}`;
  const email = `keisha.${id}@customers.test`;
  const text = `Will the Bosch pads (${id}) fit my 2015 Corolla?\nThe front ones squeal.`;

  await test.step('the Feedback link style ?subject= picks the subject, and the page has its title', async () => {
    await page.goto('/contact-us?subject=feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page).toHaveTitle(/^Contact Us · /);
    await expect(page.getByLabel('Subject')).toHaveValue('feedback');
    await expect(page.getByRole('link', { name: new RegExp(`^WhatsApp ${DEMO_STORE.whatsapp.replace(/[()+]/g, '\\$&')}`) }).first()).toHaveAttribute('href', 'https://wa.me/18765550142');
  });

  const form = page.getByRole('form', { name: 'Send us a message' });
  await test.step('an empty form shows what is missing and sends nothing', async () => {
    await page.goto('/contact-us');
    await expect(form.getByLabel('Subject')).toHaveValue('');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Please choose a subject')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('keisha-at-example');
    await form.getByLabel('Subject').selectOption('compatibility');
    await form.getByLabel('Order number (optional)').fill('ORD 12;');
    await form.getByLabel('Message').fill(text);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Order numbers look like ORD-XXXXX: letters, digits and dashes')).toBeVisible();
    await expect(form.getByLabel('Email')).toBeFocused();
  });

  await test.step('a corrected form is sent: Message Sent, with what happens next', async () => {
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone (optional)').fill('876-555-0199');
    await form.getByLabel('Order number (optional)').fill('ord-7k3m9qx2');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectSuccessPanel(page, 'Message Sent', "Thank you for contacting us. We'll respond within 24 hours.");
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // Another message starts from an empty form.
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Name')).toBeFocused();
  });

  await signIn(page.request, baseURL!, ADMIN);
  await test.step('support got it by e-mail (the outbox, with no SMTP here)', async () => {
    const mails = (await outbox(page.request, baseURL!)).filter((m) => m.kind === 'contact-message' && m.text.includes(id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(DEMO_STORE.email);
    expect(mails[0]!.subject).toBe(`Contact form: Part Compatibility from ${name}`);
    expect(mails[0]!.text).toContain(`From: ${name} <${email}>`);
    expect(mails[0]!.text).toContain('Order number: ORD-7K3M9QX2');
    // No copy goes to the address typed in the form.
    expect((await outbox(page.request, baseURL!)).filter((m) => m.to === email)).toEqual([]);
  });

  const card = page.getByRole('article', { name: new RegExp(`^${name}`) });
  await test.step('the admin dashboard links to the messages, newest first, the new one unread', async () => {
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Messages/ }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page).toHaveTitle(/^Messages · /);
    const list = page.getByRole('list', { name: 'Messages, newest first' });
    await expect(list.getByRole('article').first()).toHaveAccessibleName(`${name}, unread`);
    await expect(card).toHaveAttribute('data-unread', 'true');
    await expect(card).toContainText('Part Compatibility');
    await expect(card).toContainText(email);
    await expect(page.getByRole('button', { name: /^Unread \(\d+\)$/ })).toBeVisible();
  });

  await test.step('the full message opens, and Reply writes back to the sender', async () => {
    const full = card.getByTestId('contact-message-text');
    await expect(full).toBeHidden();
    await card.getByRole('button', { name: `Show message from ${name}` }).click();
    await expect(full).toHaveText(text);
    await expect(card).toContainText('876-555-0199');
    await expect(card).toContainText('ORD-7K3M9QX2');
    const reply = card.getByRole('link', { name: `Reply by e-mail to ${name}` });
    await expect(reply).toHaveAttribute('href', `mailto:${email}?subject=${encodeURIComponent(`Re: Part Compatibility (ORD-7K3M9QX2) - ${DEMO_STORE.name}`)}`);
    await card.getByRole('button', { name: `Hide message from ${name}` }).click();
    await expect(full).toBeHidden();
  });

  await test.step('marking it read takes it out of the unread filter; marking it unread brings it back', async () => {
    const unreadButton = page.getByRole('button', { name: /^Unread \(\d+\)$/ });
    const before = Number(/\((\d+)\)/.exec((await unreadButton.textContent()) ?? '')![1]);
    await card.getByRole('button', { name: `Mark as read (${name})` }).click();
    await expectToast(page, 'Marked as read');
    await expect(card).toHaveAttribute('data-unread', 'false');
    await expect(card).toHaveAccessibleName(`${name}, read`);
    await expect(page.getByRole('button', { name: `Unread (${before - 1})` })).toBeVisible();

    await page.getByRole('button', { name: /^Unread \(/ }).click();
    await expect(page).toHaveURL(/filter=unread/);
    await expect(page.getByRole('button', { name: /^Unread \(/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toHaveCount(0);

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await card.getByRole('button', { name: `Mark as unread (${name})` }).click();
    await expect(card).toHaveAttribute('data-unread', 'true');
    await page.getByRole('button', { name: /^Unread \(/ }).click();
    await expect(card).toBeVisible();
  });

  await test.step('the list fits a 360 px phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin/messages');
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto('/contact-us');
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
