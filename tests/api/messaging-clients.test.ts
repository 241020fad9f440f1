import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createSmsClient, smsStatusOf, SmsRefused } from '../../src/server/lib/messaging/sms';
import { createWhatsappClient, readWhatsappWebhook, WhatsappRefused } from '../../src/server/lib/messaging/whatsapp';
import { TEMPLATES, updateFrom, variableCount, type TemplateName } from '../../src/server/modules/messaging/templates';
import { startSmsStandIn, startWhatsappStandIn, whatsappSignature, type StandIn } from '../support/messaging-stand-ins';

// WhatsApp and SMS updates (docs/messaging.md): the two providers' clients, against stand-ins on loopback that record what we
// send. What is sent to whom, with consent, through the job queue, comes with the messaging feature.

const WHATSAPP_ENV = {
  WHATSAPP_ACCESS_TOKEN: 'EAAtest-access-token-0123456789',
  WHATSAPP_PHONE_NUMBER_ID: '109876543210',
  WHATSAPP_APP_SECRET: 'app-secret-0123456789abcdef',
  WHATSAPP_VERIFY_TOKEN: 'verify-token-yaad-parts',
};
const TWILIO_ENV = { TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`, TWILIO_AUTH_TOKEN: 'twilio-auth-token-0123456789', TWILIO_FROM: '+18765550142' };

let wa: StandIn;
let sms: StandIn;
beforeAll(async () => {
  [wa, sms] = await Promise.all([startWhatsappStandIn(), startSmsStandIn()]);
});
afterAll(async () => {
  await wa?.close();
  await sms?.close();
});

const whatsapp = () => createWhatsappClient(loadConfig({ NODE_ENV: 'test', ...WHATSAPP_ENV, WHATSAPP_API_URL: wa.url }).whatsapp!);
const twilio = () => createSmsClient(loadConfig({ NODE_ENV: 'test', ...TWILIO_ENV, TWILIO_API_URL: sms.url }).sms!);

describe('settings', () => {
  it('turns each channel on only with all its secrets, and refuses a stand-in address in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ whatsapp: undefined, sms: undefined });
    expect(loadConfig({ NODE_ENV: 'test', ...WHATSAPP_ENV }).whatsapp).toMatchObject({ apiUrl: 'https://graph.facebook.com', apiVersion: 'v21.0', templateLanguage: 'en' });
    expect(loadConfig({ NODE_ENV: 'test', ...TWILIO_ENV }).sms).toMatchObject({ apiUrl: 'https://api.twilio.com', from: '+18765550142' });
    expect(() => loadConfig({ NODE_ENV: 'test', WHATSAPP_ACCESS_TOKEN: WHATSAPP_ENV.WHATSAPP_ACCESS_TOKEN })).toThrow(/WhatsApp needs .* together/);
    expect(() => loadConfig({ NODE_ENV: 'test', TWILIO_ACCOUNT_SID: TWILIO_ENV.TWILIO_ACCOUNT_SID })).toThrow(/SMS needs .* together/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...TWILIO_ENV, TWILIO_FROM: '876-555-0142' })).toThrow(/TWILIO_FROM must be/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...WHATSAPP_ENV, WHATSAPP_API_URL: 'http://127.0.0.1:1' })).toThrow(/WHATSAPP_API_URL is for tests only/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...TWILIO_ENV, TWILIO_API_URL: 'http://127.0.0.1:1' })).toThrow(/TWILIO_API_URL is for tests only/);
  });
});

describe('WhatsApp Cloud API', () => {
  it('sends a template with its language and variables to the number, with the access token, and answers the message id', async () => {
    const id = await whatsapp().sendTemplate({ to: '+18765550101', template: 'quote_ready', variables: ['REQ-7KQ2M4PX', 'J$27,712', 'https://shop.test/q/abc'] });
    expect(id).toMatch(/^wamid\.TEST\d+$/);
    const call = wa.calls.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v21.0/109876543210/messages');
    expect(call.headers.authorization).toBe(`Bearer ${WHATSAPP_ENV.WHATSAPP_ACCESS_TOKEN}`);
    expect(JSON.parse(call.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '18765550101',
      type: 'template',
      template: {
        name: 'quote_ready',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: ['REQ-7KQ2M4PX', 'J$27,712', 'https://shop.test/q/abc'].map((text) => ({ type: 'text', text })) }],
      },
    });
  });

  it('says whether to try again later or send by SMS instead', async () => {
    const outcome = async () => {
      try {
        await whatsapp().sendTemplate({ to: '+18765550101', template: 'quote_ready', variables: ['x'] });
        return 'sent';
      } catch (err) {
        expect(err).toBeInstanceOf(WhatsappRefused);
        return (err as WhatsappRefused).outcome;
      }
    };
    wa.failNext(503, { error: { message: 'Service temporarily unavailable', code: 2 } });
    expect(await outcome()).toBe('retry');
    wa.failNext(400, { error: { message: 'Rate limit hit', code: 130429 } });
    expect(await outcome()).toBe('retry');
    wa.failNext(400, { error: { message: 'Message undeliverable', code: 131026 } });
    expect(await outcome()).toBe('fallback');
    wa.failNext(404, { error: { message: 'Template name does not exist in the translation', code: 132001 } });
    expect(await outcome()).toBe('fallback');
    const down = createWhatsappClient({ ...loadConfig({ NODE_ENV: 'test', ...WHATSAPP_ENV }).whatsapp!, apiUrl: 'http://127.0.0.1:9' });
    await expect(down.sendTemplate({ to: '+18765550101', template: 't', variables: [] })).rejects.toMatchObject({ outcome: 'retry' });
  });

  it('believes a webhook delivery only with the app secret’s signature of its exact bytes', () => {
    const client = whatsapp();
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    const good = whatsappSignature(body, WHATSAPP_ENV.WHATSAPP_APP_SECRET);
    expect(client.verifySignature(Buffer.from(body), good)).toBe(true);
    expect(client.verifySignature(Buffer.from(body), good.toUpperCase().replace('SHA256=', 'sha256='))).toBe(true);
    expect(client.verifySignature(Buffer.from(`${body} `), good)).toBe(false);
    expect(client.verifySignature(Buffer.from(body), whatsappSignature(body, 'another-secret-0123456789'))).toBe(false);
    expect(client.verifySignature(Buffer.from(body), good.slice('sha256='.length))).toBe(false);
    expect(client.verifySignature(Buffer.from(body), undefined)).toBe(false);
    expect(client.verifySignature(Buffer.from(body), 'sha256=')).toBe(false);
  });

  it('answers the subscription handshake only for our verify token', () => {
    const client = whatsapp();
    expect(client.subscribe({ 'hub.mode': 'subscribe', 'hub.verify_token': WHATSAPP_ENV.WHATSAPP_VERIFY_TOKEN, 'hub.challenge': '1158201444' })).toBe('1158201444');
    expect(client.subscribe({ 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1158201444' })).toBeNull();
    expect(client.subscribe({ 'hub.mode': 'unsubscribe', 'hub.verify_token': WHATSAPP_ENV.WHATSAPP_VERIFY_TOKEN, 'hub.challenge': '1' })).toBeNull();
    expect(client.subscribe({})).toBeNull();
  });

  it('reads statuses and customers’ replies from a delivery, and leaves out what is not shaped as documented', () => {
    const delivery = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '18765550142', phone_number_id: '109876543210' },
                statuses: [
                  { id: 'wamid.A', status: 'delivered', timestamp: '1795737600', recipient_id: '18765550101' },
                  { id: 'wamid.B', status: 'failed', timestamp: '1795737601', recipient_id: '18765550102', errors: [{ code: 131026, title: 'Message undeliverable' }] },
                  { id: 'wamid.C', status: 'warped', timestamp: '1795737602', recipient_id: '18765550103' },
                  { status: 'read', timestamp: '1795737603', recipient_id: '18765550104' },
                ],
                messages: [
                  { from: '18765550101', id: 'wamid.IN1', timestamp: '1795737700', type: 'text', text: { body: 'Is it OEM?' } },
                  { from: '18765550101', id: 'wamid.IN2', timestamp: '1795737701', type: 'image', image: { id: 'media-1' } },
                  { id: 'wamid.IN3', timestamp: '1795737702', type: 'text', text: { body: 'no sender' } },
                ],
              },
            },
            { field: 'account_update', value: { statuses: [{ id: 'wamid.Z', status: 'read', timestamp: '1', recipient_id: '1' }] } },
          ],
        },
      ],
    };
    const { statuses, inbound } = readWhatsappWebhook(delivery, '109876543210');
    expect(statuses).toEqual([
      { messageId: 'wamid.A', status: 'delivered', at: new Date(1795737600_000), recipient: '18765550101', error: null },
      { messageId: 'wamid.B', status: 'failed', at: new Date(1795737601_000), recipient: '18765550102', error: '131026 Message undeliverable' },
    ]);
    expect(inbound).toEqual([
      { messageId: 'wamid.IN1', from: '18765550101', at: new Date(1795737700_000), text: 'Is it OEM?', type: 'text' },
      { messageId: 'wamid.IN2', from: '18765550101', at: new Date(1795737701_000), text: null, type: 'image' },
    ]);
    for (const junk of [null, 'x', { entry: 'x' }, { entry: [{ changes: [{ field: 'messages', value: { statuses: 'x' } }] }] }]) {
      expect(readWhatsappWebhook(junk, '109876543210')).toEqual({ statuses: [], inbound: [] });
    }
  });

  it('second audit item 11: leaves out what happened on another business number of the same Meta app, or on none named', () => {
    const on = (metadata: unknown) => ({
      entry: [{ changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata, messages: [{ from: '18765550101', id: 'wamid.X', timestamp: '1795737700', type: 'text', text: { body: 'STOP' } }] } }] }],
    });
    expect(readWhatsappWebhook(on({ phone_number_id: '109876543210' }), '109876543210').inbound).toHaveLength(1);
    // Before: both read as ours, so a STOP sent to another of the app's numbers opted our customer out.
    expect(readWhatsappWebhook(on({ phone_number_id: '555000111222' }), '109876543210')).toEqual({ statuses: [], inbound: [] });
    expect(readWhatsappWebhook(on(undefined), '109876543210')).toEqual({ statuses: [], inbound: [] });
  });
});

describe('SMS through Twilio', () => {
  it('sends the text to the number from ours, with the account’s credentials and a status callback, and answers the message SID', async () => {
    const sid = await twilio().send({ to: '+18765550101', body: 'Yaad Parts: your quote for REQ-7KQ2M4PX is ready.', statusCallback: 'https://shop.test/api/webhooks/sms/status' });
    expect(sid).toMatch(/^SM\d{32}$/);
    const call = sms.calls.at(-1)!;
    expect(call.path).toBe(`/2010-04-01/Accounts/${TWILIO_ENV.TWILIO_ACCOUNT_SID}/Messages.json`);
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from(`${TWILIO_ENV.TWILIO_ACCOUNT_SID}:${TWILIO_ENV.TWILIO_AUTH_TOKEN}`).toString('base64')}`);
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(call.body))).toEqual({
      To: '+18765550101',
      From: '+18765550142',
      Body: 'Yaad Parts: your quote for REQ-7KQ2M4PX is ready.',
      StatusCallback: 'https://shop.test/api/webhooks/sms/status',
    });
  });

  it('tells a refusal to keep from one to try again', async () => {
    const send = () => twilio().send({ to: '+18765550101', body: 'x', statusCallback: 'https://shop.test/cb' });
    sms.failNext(400, { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 });
    await expect(send()).rejects.toMatchObject({ outcome: 'final', code: 21211 });
    sms.failNext(503, { message: 'Service Unavailable' });
    await expect(send()).rejects.toBeInstanceOf(SmsRefused);
    sms.failNext(429, { code: 20429, message: 'Too Many Requests' });
    await expect(send()).rejects.toMatchObject({ outcome: 'retry' });
  });

  it('checks X-Twilio-Signature as Twilio documents it (its two worked examples)', () => {
    const client = createSmsClient({ accountSid: TWILIO_ENV.TWILIO_ACCOUNT_SID, authToken: '12345', from: '+18765550142', apiUrl: sms.url });
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    const params = (caller: string) => ({ CallSid: 'CA1234567890ABCDE', Caller: caller, Digits: '1234', From: caller, To: '+18005551212' });
    expect(client.verifySignature(url, params('+12349013030'), '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);
    expect(client.verifySignature(url, params('+14158675310'), 'GvWf1cFY/Q7PnoempGyD5oXAezc=')).toBe(true);
    expect(client.verifySignature(url, { ...params('+14158675310'), Digits: '1235' }, 'GvWf1cFY/Q7PnoempGyD5oXAezc=')).toBe(false);
    expect(client.verifySignature(`${url}&x=1`, params('+14158675310'), 'GvWf1cFY/Q7PnoempGyD5oXAezc=')).toBe(false);
    expect(client.verifySignature(url, params('+14158675310'), undefined)).toBe(false);
  });

  it('reads Twilio’s states the way the store shows them', () => {
    expect(['accepted', 'queued', 'sending', 'sent', 'delivered', 'read', 'undelivered', 'failed', 'receiving'].map(smsStatusOf)).toEqual([
      'queued',
      'queued',
      'queued',
      'sent',
      'delivered',
      'read',
      'failed',
      'failed',
      null,
    ]);
  });
});

describe('the templates', () => {
  it('are listed in docs/messaging.md exactly as the code sends them, for registering with Meta', () => {
    const doc = fs.readFileSync('docs/messaging.md', 'utf8');
    const listed = [...doc.matchAll(/^\| `(\w+)` \| ([\w-]+) \| (.+) \|$/gm)].map((m) => [m[1], { kind: m[2], body: m[3] }]);
    expect(Object.fromEntries(listed)).toEqual(TEMPLATES);
  });

  it('fill in to SMS texts under 300 characters with long real values, and refuse the wrong number of variables', () => {
    const link = 'https://shop.yaadparts.example/track-order/manage?number=REQ-7KQ2M4PX';
    const long = ['REQ-7KQ2M4PX', 'Toyota Probox 2015 front brake pads (ceramic)', link];
    for (const name of Object.keys(TEMPLATES) as TemplateName[]) {
      const { text } = updateFrom(name, long.concat(long).slice(0, variableCount(name)));
      expect(text.length, name).toBeLessThan(300);
      expect(text, name).toMatch(/^Yaad Parts: /);
      expect(text, name).not.toMatch(/\{\{/);
    }
    expect(() => updateFrom('quote_ready', ['REQ-1'])).toThrow(/takes 3 variables/);
  });
});
