import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@web/lib/format';
import { kindLabel, notTextLabel, stateTimes, subjectHref, updatesLines } from './message-wording';

const chosen = '2026-11-24T15:02:00.000Z';
const stopped = '2026-11-25T14:00:00.000Z';

describe('updatesLines', () => {
  it('says e-mail only when the customer never chose', () => {
    expect(updatesLines(null)).toEqual(['E-mail only: the customer did not choose WhatsApp or SMS updates.']);
  });

  it('says first that WhatsApp and SMS are not set up when neither is, whatever the customer chose', () => {
    const none = { whatsapp: false, sms: false };
    const notSetUp = 'WhatsApp and SMS are not set up on this server: every update goes by e-mail (docs/messaging.md).';
    expect(updatesLines(null, none)).toEqual([notSetUp, 'E-mail only: the customer did not choose WhatsApp or SMS updates.']);
    expect(updatesLines({ channel: 'whatsapp', optedInAt: chosen, optedOutAt: null, optOutHow: null, source: 'request' }, none)).toEqual([
      notSetUp,
      `WhatsApp updates chosen ${formatDateTime(chosen)} on the request form.`,
    ]);
    expect(updatesLines(null, { whatsapp: false, sms: true })).toEqual(['E-mail only: the customer did not choose WhatsApp or SMS updates.']);
  });

  it('says which channel was chosen, when and where', () => {
    expect(updatesLines({ channel: 'whatsapp', optedInAt: chosen, optedOutAt: null, optOutHow: null, source: 'request' })).toEqual([
      `WhatsApp updates chosen ${formatDateTime(chosen)} on the request form.`,
    ]);
    expect(updatesLines({ channel: 'sms', optedInAt: chosen, optedOutAt: null, optOutHow: null, source: 'checkout' })).toEqual([
      `SMS updates chosen ${formatDateTime(chosen)} at checkout.`,
    ]);
  });

  it('says when and how updates were turned off, with or without a choice before', () => {
    expect(updatesLines({ channel: 'whatsapp', optedInAt: chosen, optedOutAt: stopped, optOutHow: 'SMS reply "STOP"', source: 'profile' })).toEqual([
      `WhatsApp updates chosen ${formatDateTime(chosen)} on their profile.`,
      `Turned off ${formatDateTime(stopped)} (SMS reply "STOP"). E-mail only since then.`,
    ]);
    expect(updatesLines({ channel: 'sms', optedInAt: null, optedOutAt: stopped, optOutHow: 'SMS reply "STOP"', source: 'none' })).toEqual([
      `Updates turned off ${formatDateTime(stopped)} (SMS reply "STOP"). E-mail only since then.`,
    ]);
  });

  it('says a form asked again after the number’s STOP, and that only the number’s START turns updates back on', () => {
    const asked = '2026-11-26T09:30:00.000Z';
    expect(
      updatesLines({ channel: 'whatsapp', optedInAt: chosen, optedOutAt: stopped, optOutHow: 'SMS reply "STOP"', source: 'request', requested: { channel: 'sms', at: asked } }),
    ).toEqual([
      `WhatsApp updates chosen ${formatDateTime(chosen)} on the request form.`,
      `Turned off ${formatDateTime(stopped)} (SMS reply "STOP"). E-mail only since then.`,
      `SMS asked for again ${formatDateTime(asked)} on a form: waiting for the number to reply START, as only it can undo its STOP.`,
    ]);
    expect(updatesLines({ channel: 'sms', optedInAt: chosen, optedOutAt: null, optOutHow: null, source: 'reply' })).toEqual([
      `SMS updates chosen ${formatDateTime(chosen)} by replying START.`,
    ]);
  });
});

describe('stateTimes', () => {
  const base = { createdAt: '2026-11-24T15:00:00.000Z', updatedAt: '2026-11-24T15:09:00.000Z', error: null };

  it('starts at queued and follows the reported states in time order, however they arrived', () => {
    const times = stateTimes({
      ...base,
      state: 'read',
      events: [
        { state: 'read', at: '2026-11-24T15:09:00.000Z', error: null },
        { state: 'sent', at: '2026-11-24T15:00:05.000Z', error: null },
        { state: 'delivered', at: '2026-11-24T15:00:07.000Z', error: null },
      ],
    });
    expect(times.map((t) => t.state)).toEqual(['queued', 'sent', 'delivered', 'read']);
    expect(times[0]!.at).toBe(base.createdAt);
  });

  it('dates a state no provider reported (taken, refused) by the message’s last change, with its error', () => {
    expect(stateTimes({ ...base, state: 'sent', events: [] })).toEqual([
      { state: 'queued', at: base.createdAt, error: null },
      { state: 'sent', at: base.updatedAt, error: null },
    ]);
    expect(stateTimes({ ...base, state: 'failed', error: '131026 Message undeliverable', events: [] }).at(-1)).toEqual({
      state: 'failed',
      at: base.updatedAt,
      error: '131026 Message undeliverable',
    });
    expect(stateTimes({ ...base, state: 'queued', events: [] })).toHaveLength(1);
  });
});

describe('labels', () => {
  it('turns the store’s kinds into words', () => {
    expect(kindLabel('quote-ready')).toBe('Quote ready');
    expect(kindLabel('out-for-delivery')).toBe('Out for delivery');
  });

  it('says what a reply without text was', () => {
    expect(notTextLabel({ kind: 'image', channel: 'whatsapp' })).toBe("The customer sent a photo, which is not shown here. Open the store's WhatsApp to see it.");
    expect(notTextLabel({ kind: 'reaction', channel: 'whatsapp' })).toMatch(/^The customer sent a reaction message/);
    expect(notTextLabel({ kind: 'media', channel: 'sms' })).toMatch(/a picture or file.*SMS provider/);
  });
});

describe('subjectHref', () => {
  it("opens an order's page, and a request's details in the staff part-requests list", () => {
    expect(subjectHref({ kind: 'order', number: 'ORD-7KQ2M4PX' })).toBe('/admin/orders/ORD-7KQ2M4PX');
    expect(subjectHref({ kind: 'request', number: 'REQ-7KQ2M4PX' })).toBe('/admin/requests?request=REQ-7KQ2M4PX');
  });
});
