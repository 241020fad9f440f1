import type { Db } from '../../db/client';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { SmsRefused, smsStatusOf, type SmsClient } from './sms';
import { WhatsappRefused, type WhatsappClient, type WhatsappInbound, type WhatsappStatus } from './whatsapp';
import type { ServiceLog } from '../../plugins/request-log';
import { normalisePhone, toE164 } from '../../../shared/phone';
import { UPDATES_NEED_PHONE, UPDATES_NOT_OFFERED, type UpdateChoice } from '../../../shared/updates';
import type { AccountUpdates, AccountUpdatesInput } from '../../../shared/schemas/account-updates';
import * as repo from './repository';

// Updates on WhatsApp and by SMS (docs/decisions/016-whatsapp-and-sms.md): only to a number whose owner
// chose them and has not said STOP since; sent as `message-send` jobs, so a restart loses none; a
// WhatsApp message WhatsApp will not deliver goes again by SMS; what the providers report back is kept.

type Channel = repo.MessageRow['channel'];
type State = repo.MessageRow['state'];

export type MessagingDeps = {
  db: Db;
  jobs: JobQueue;
  whatsapp: WhatsappClient | undefined;
  sms: SmsClient | undefined;
  /** Where Twilio reports an SMS's states. */
  publicUrl: string;
  log: ServiceLog;
};

/** One update for a customer: the WhatsApp template with its variables, and the same words as an SMS. */
export type Update = {
  phone: string;
  kind: string;
  template: string;
  variables: string[];
  text: string;
  requestId?: string | null;
  orderId?: string | null;
};

/** What customers text to stop messages (Twilio's standard opt-out words, which it also honours itself). */
const STOP_WORDS = new Set(['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit', 'optout', 'revoke']);
const RANK: Record<State, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

export function createMessagingService(deps: MessagingDeps) {
  const { db, log } = deps;
  const offered = (channel: Channel) => (channel === 'whatsapp' ? deps.whatsapp !== undefined : deps.sms !== undefined);

  async function queue(row: repo.MessageRow): Promise<void> {
    await deps.jobs.send('message-send', { messageId: row.id }, { key: row.id });
  }

  /** WhatsApp would not deliver it: the same words by SMS, once, when SMS is set up. */
  async function fallBack(row: repo.MessageRow): Promise<void> {
    if (row.channel !== 'whatsapp' || !deps.sms || (await repo.hasFallback(db, row.id))) return;
    const sms = await repo.insertMessage(db, { channel: 'sms', phone: row.phone, kind: row.kind, body: row.body, requestId: row.requestId, orderId: row.orderId, fallbackOf: row.id });
    await queue(sms);
  }

  async function optedIn(phone: string): Promise<repo.ConsentRow | undefined> {
    const consent = await repo.findConsent(db, phone);
    return consent && !consent.optedOutAt ? consent : undefined;
  }

  /** A state a provider reported: kept once; the message moves forward only (a late "sent" after "read" changes nothing). */
  async function reported(row: repo.MessageRow, state: State, at: Date, error: string | null): Promise<void> {
    if (!(await repo.insertEvent(db, { messageId: row.id, state, at, error }))) return;
    if (row.state === 'failed' || RANK[state] <= RANK[row.state]) return;
    const moved = await repo.moveMessage(db, row.id, row.state, { state, ...(error ? { error } : {}) });
    if (moved && state === 'failed') await fallBack(moved);
  }

  /**
   * Refuses, before anything is stored, a choice the store could not honour: a channel not set up (a
   * stale form may still offer it) or a phone number that cannot get messages. `phonePath` names the
   * form's phone field for the 400's issue.
   */
  function checkChoice(updates: UpdateChoice, phoneText: string | null | undefined, phonePath = 'customerPhone'): void {
    if (updates === 'email') return;
    if (!offered(updates)) throw new AppError('invalid_data', UPDATES_NOT_OFFERED, [{ path: 'updates', message: UPDATES_NOT_OFFERED }]);
    if (!normalisePhone(phoneText ?? '')) throw new AppError('invalid_data', UPDATES_NEED_PHONE, [{ path: phonePath, message: UPDATES_NEED_PHONE }]);
  }

  /** Queues an update; null when the number did not choose updates (or said STOP) or no channel is set up. */
  async function send(update: Update): Promise<string | null> {
    const phone = normalisePhone(update.phone);
    const consent = phone ? await optedIn(phone) : undefined;
    if (!phone || !consent) return null;
    // A channel switched off since the choice: SMS still reaches a WhatsApp number; the reverse is not asked for.
    const channel: Channel | null = offered(consent.channel) ? consent.channel : offered('sms') ? 'sms' : null;
    if (!channel) return null;
    const row = await repo.insertMessage(db, {
      channel,
      phone,
      kind: update.kind,
      template: channel === 'whatsapp' ? update.template : null,
      variables: channel === 'whatsapp' ? update.variables : null,
      body: update.text,
      requestId: update.requestId ?? null,
      orderId: update.orderId ?? null,
    });
    await queue(row);
    return row.id;
  }

  return {
    channels: () => ({ whatsapp: offered('whatsapp'), sms: offered('sms') }),
    /** The providers' clients, for their webhooks (signatures and the handshake). */
    clients: { whatsapp: deps.whatsapp, sms: deps.sms },
    checkChoice,

    /** The customer chose updates on this channel for this number (request form, checkout, profile). */
    async chooseUpdates(phoneText: string, channel: Channel, source: string, now = new Date()): Promise<void> {
      checkChoice(channel, phoneText, 'phone');
      await repo.saveConsent(db, { phone: normalisePhone(phoneText)!, channel, source, at: now });
    },

    /** What the account's profile shows: its number and the choice for it, or e-mail only. */
    async accountUpdates(userId: string): Promise<AccountUpdates> {
      return accountView(await repo.consentOfUser(db, userId));
    },

    /**
     * The profile's choice. WhatsApp or SMS: the number gets them (a STOP before is undone, as on any form)
     * and becomes the account's; a number the account chose before is turned off, since its owner moved to
     * the new one. E-mail only: the account's number is turned off, with how (a STOP kept from before is
     * not overwritten).
     */
    async setAccountUpdates(userId: string, input: AccountUpdatesInput, now = new Date()): Promise<AccountUpdates> {
      const before = await repo.consentOfUser(db, userId);
      if (input.updates !== 'email') {
        checkChoice(input.updates, input.phone, 'phone');
        const phone = normalisePhone(input.phone!)!;
        if (before && before.phone !== phone && !before.optedOutAt) {
          await repo.optOut(db, { phone: before.phone, channel: before.channel, how: 'Profile: moved to another number', at: now });
        }
        await repo.unlinkUser(db, userId, phone);
        await repo.saveConsent(db, { phone, channel: input.updates, source: 'profile', at: now, userId });
      } else if (before && !before.optedOutAt) {
        await repo.optOut(db, { phone: before.phone, channel: before.channel, how: 'Profile: chose e-mail only', at: now, userId });
      }
      return accountView(await repo.consentOfUser(db, userId));
    },

    /**
     * Queues an update that follows a change already committed (an order placed, a status moved): a
     * failure to queue it is logged, never thrown at the customer or staff member whose change stands.
     */
    async sendAfterCommit(update: Update): Promise<void> {
      await send(update).catch((err: unknown) => log.error({ err, kind: update.kind }, 'could not queue a message'));
    },

    send,

    /**
     * The `message-send` job. A refusal the provider may get over (down, busy) throws, and the queue tries
     * again with backoff; one it will not (not on WhatsApp, a bad number) fails the message, and a
     * WhatsApp message then goes by SMS.
     */
    async deliver(messageId: string): Promise<void> {
      const row = await repo.findMessage(db, messageId);
      if (!row || row.state !== 'queued') return;
      if (!(await optedIn(row.phone))) {
        await repo.moveMessage(db, row.id, 'queued', { state: 'failed', error: 'Not sent: the customer turned updates off' });
        return;
      }
      const { whatsapp, sms } = deps;
      if (row.channel === 'whatsapp' ? !whatsapp : !sms) {
        // The channel was switched off after the message was queued.
        const failed = await repo.moveMessage(db, row.id, 'queued', { state: 'failed', error: 'Not sent: this channel is no longer set up' });
        if (failed) await fallBack(failed);
        return;
      }
      try {
        const providerId =
          row.channel === 'whatsapp'
            ? await whatsapp!.sendTemplate({ to: toE164(row.phone), template: row.template ?? row.kind, variables: row.variables ?? [] })
            : await sms!.send({ to: toE164(row.phone), body: row.body, statusCallback: `${deps.publicUrl}/api/webhooks/sms/status` });
        await repo.moveMessage(db, row.id, 'queued', { state: 'sent', providerId });
      } catch (err) {
        const final = (err instanceof WhatsappRefused && err.outcome === 'fallback') || (err instanceof SmsRefused && err.outcome === 'final');
        if (!final) throw err;
        log.warn({ messageId: row.id, channel: row.channel, err: err.message }, 'a message was refused');
        const failed = await repo.moveMessage(db, row.id, 'queued', { state: 'failed', error: err.message.slice(0, 500) });
        if (failed) await fallBack(failed);
      }
    },

    async whatsappStatus(s: WhatsappStatus): Promise<void> {
      const row = await repo.findByProvider(db, 'whatsapp', s.messageId);
      if (row) await reported(row, s.status, s.at, s.error);
    },

    async smsStatus(p: { sid: string; status: string; errorCode: string | null; at: Date }): Promise<void> {
      const state = smsStatusOf(p.status);
      const row = state ? await repo.findByProvider(db, 'sms', p.sid) : undefined;
      if (row && state) await reported(row, state, p.at, p.errorCode ? `Twilio error ${p.errorCode}` : null);
    },

    /** A customer's message: STOP turns updates off; anything else is kept for staff on their latest request or order. */
    async received(channel: Channel, m: Pick<WhatsappInbound, 'messageId' | 'from' | 'at' | 'text' | 'type'>): Promise<void> {
      const phone = normalisePhone(m.from.startsWith('+') ? m.from : `+${m.from}`);
      if (!phone) return;
      const subject = await repo.latestSubjectOf(db, phone);
      const fresh = await repo.insertInbound(db, { channel, providerId: m.messageId, phone, text: m.text, kind: m.type, ...subject, receivedAt: m.at });
      if (fresh && m.text && STOP_WORDS.has(m.text.trim().toLowerCase())) {
        await repo.optOut(db, { phone, channel, how: `${channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} reply "${m.text.trim().slice(0, 20)}"`, at: m.at });
      }
    },

    unread: () => repo.countUnread(db),
  };
}

function accountView(row: repo.ConsentRow | undefined): AccountUpdates {
  if (!row) return { phone: null, updates: 'email', chosenAt: null, stoppedAt: null, stoppedHow: null };
  return {
    phone: toE164(row.phone),
    updates: row.optedOutAt ? 'email' : row.channel,
    chosenAt: row.source === 'none' ? null : row.optedInAt.toISOString(),
    stoppedAt: row.optedOutAt?.toISOString() ?? null,
    stoppedHow: row.optOutHow,
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
