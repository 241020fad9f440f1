import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/queue';
import { SmsRefused, smsStatusOf, type SmsClient } from '../../lib/messaging/sms';
import { WhatsappRefused, type WhatsappClient, type WhatsappInbound, type WhatsappStatus } from '../../lib/messaging/whatsapp';
import type { ServiceLog } from '../../plugins/request-log';
import { createMemoryCounterStore, type CounterStore } from '../../lib/rate-limit-store';
import { normalisePhone, toE164 } from '../../../shared/phone';
import {
  PROFILE_CHOSEN_ON_FORM,
  PROFILE_NUMBER_ELSEWHERE,
  PROFILE_NUMBER_STOPPED,
  UPDATES_NEED_PHONE,
  UPDATES_NOT_OFFERED,
  updatesNotServed,
  type UpdateChoice,
} from '../../../shared/updates';
import type { MessagingReach } from '../../messaging-reach-settings';
import { createReach, describePrefixes } from './reach';
import type { AccountUpdates, AccountUpdatesInput } from '../../../shared/schemas/account-updates';
import * as repo from './repository';

// Updates on WhatsApp and by SMS (docs/decisions/016-whatsapp-and-sms.md): only to a number in a country
// the store serves, chosen on a form and not stopped since by the number itself (whose STOP only its own
// START lifts), a few a day; sent as `message-send` jobs, so a restart loses none; a WhatsApp message
// WhatsApp will not deliver goes again by SMS; what the providers report back is kept.

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
  /** Where messages may go and how many a day (MESSAGING_COUNTRIES and the daily caps). */
  reach: MessagingReach;
  /** Where the daily caps count (PostgreSQL: shared by every server); in memory without it. */
  counters?: CounterStore;
};

/** A form that names a phone number: its choice, and the first update it would send (received, placed). */
export type FormUpdates = {
  phoneText: string | null | undefined;
  choice: UpdateChoice;
  source: 'request' | 'checkout';
  /** The signed-in sender, if any. */
  userId: string | null;
  clientIp: string;
  first: Update | null;
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
/** What customers text to turn messages back on (Twilio's opt-in words but YES, a common answer to staff). */
const START_WORDS = new Set(['start', 'unstop']);
const RANK: Record<State, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

export function createMessagingService(deps: MessagingDeps) {
  const { db, log } = deps;
  const reach = createReach(deps.reach, deps.counters ?? createMemoryCounterStore());
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
    const phone = normalisePhone(phoneText ?? '');
    if (!phone) throw new AppError('invalid_data', UPDATES_NEED_PHONE, [{ path: phonePath, message: UPDATES_NEED_PHONE }]);
    if (!reach.serves(phone)) {
      const message = updatesNotServed(describePrefixes(reach.prefixes));
      throw new AppError('invalid_data', message, [{ path: 'updates', message }]);
    }
  }

  /**
   * Queues an update; null when the number did not choose updates (or said STOP), is outside the countries
   * served, had its messages for today, or no channel is set up.
   */
  async function send(update: Update): Promise<string | null> {
    const phone = normalisePhone(update.phone);
    const consent = phone && reach.serves(phone) ? await optedIn(phone) : undefined;
    if (!phone || !consent) return null;
    // A channel switched off since the choice: SMS still reaches a WhatsApp number; the reverse is not asked for.
    const channel: Channel | null = offered(consent.channel) ? consent.channel : offered('sms') ? 'sms' : null;
    if (!channel) return null;
    if (!(await reach.numberAllows(phone))) {
      log.warn({ kind: update.kind }, 'a message was not sent: the number had its messages for today');
      return null;
    }
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

    /**
     * A form chose updates on this channel for this number: followed, or, while the number's own STOP
     * stands, kept as a request its START confirms (`pending`).
     */
    async chooseUpdates(phoneText: string, channel: Channel, source: string, now = new Date()): Promise<'followed' | 'pending'> {
      checkChoice(channel, phoneText, 'phone');
      return repo.saveChoice(db, { phone: normalisePhone(phoneText)!, channel, source, at: now });
    },

    /**
     * After a request form or checkout has stored its record: records the form's WhatsApp or SMS choice and
     * sends the first update ("received", "placed") to a number that is followed, whatever this form chose:
     * the choice belongs to the number, so "e-mail only" here neither stops nor skips it. Forms from one
     * client address record choices and send first updates only a few times a day (SMS pumping).
     * Follows a committed record: a failure is logged, never thrown at the customer.
     */
    async afterForm(f: FormUpdates, now = new Date()): Promise<void> {
      const phone = normalisePhone(f.phoneText ?? '');
      // Without a channel set up nothing is read: checkout's statements stay as few as they were.
      if (!phone || !reach.serves(phone) || (!offered('whatsapp') && !offered('sms'))) return;
      try {
        if (f.choice === 'email' && !(await optedIn(phone))) return;
        if (!(await reach.addressAllows(f.clientIp))) {
          log.warn({ source: f.source }, 'a form’s updates were not recorded or sent: its address had its messages for today');
          return;
        }
        if (f.choice !== 'email' && offered(f.choice)) await repo.saveChoice(db, { phone, channel: f.choice, source: f.source, at: now, senderId: f.userId });
        if (f.first) await send(f.first);
      } catch (err) {
        log.error({ err, source: f.source }, 'could not record or send a form’s updates');
      }
    },

    /** What the account's profile shows: its number and the choice for it, or e-mail only. */
    async accountUpdates(userId: string): Promise<AccountUpdates> {
      return accountView(await repo.consentOfUser(db, userId));
    },

    /**
     * The profile's choice. Knowing a number proves nothing, so a profile never overrides the number or
     * another account: a number another account's profile holds is refused (409), as is one whose own
     * STOP stands (the choice waits for its START). A profile turns off only what it turned on itself: its
     * number when moving to another, or with "e-mail only"; a number chosen on a request or at checkout is
     * stopped by the number (STOP), and "e-mail only" for it is a 409 saying so.
     */
    async setAccountUpdates(userId: string, input: AccountUpdatesInput, now = new Date()): Promise<AccountUpdates> {
      const before = await repo.consentOfUser(db, userId);
      const ownChoice = (row: repo.ConsentRow) => !row.optedOutAt && row.source === 'profile' && row.userId === userId;
      if (input.updates !== 'email') {
        checkChoice(input.updates, input.phone, 'phone');
        const phone = normalisePhone(input.phone!)!;
        const current = await repo.findConsent(db, phone);
        if (current?.userId && current.userId !== userId) throw conflict(PROFILE_NUMBER_ELSEWHERE);
        if (current?.optedOutBy === 'number') {
          await repo.saveChoice(db, { phone, channel: input.updates, source: 'profile', at: now });
          throw conflict(PROFILE_NUMBER_STOPPED);
        }
        if (before && before.phone !== phone && ownChoice(before)) {
          await repo.optOut(db, { phone: before.phone, channel: before.channel, how: 'Profile: moved to another number', at: now, by: 'profile' });
        }
        await repo.unlinkUser(db, userId, phone);
        await repo.saveChoice(db, { phone, channel: input.updates, source: 'profile', at: now, userId });
      } else if (before && !before.optedOutAt) {
        if (!ownChoice(before)) throw conflict(PROFILE_CHOSEN_ON_FORM);
        await repo.optOut(db, { phone: before.phone, channel: before.channel, how: 'Profile: chose e-mail only', at: now, by: 'profile', userId });
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
      if (!reach.serves(row.phone)) {
        await repo.moveMessage(db, row.id, 'queued', { state: 'failed', error: 'Not sent: the store does not message numbers in that country' });
        return;
      }
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

    /**
     * A customer's message: STOP turns updates off until the number sends START; START turns them on (only
     * the number itself can, after its STOP); every message is kept for staff on their latest request or order.
     */
    async received(channel: Channel, m: Pick<WhatsappInbound, 'messageId' | 'from' | 'at' | 'text' | 'type'>): Promise<void> {
      const phone = normalisePhone(m.from.startsWith('+') ? m.from : `+${m.from}`);
      if (!phone) return;
      const subject = await repo.latestSubjectOf(db, phone);
      const fresh = await repo.insertInbound(db, { channel, providerId: m.messageId, phone, text: m.text, kind: m.type, ...subject, receivedAt: m.at });
      const word = m.text?.trim().toLowerCase() ?? '';
      if (fresh && STOP_WORDS.has(word)) {
        await repo.optOut(db, { phone, channel, how: `${channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} reply "${m.text!.trim().slice(0, 20)}"`, at: m.at, by: 'number' });
      } else if (fresh && START_WORDS.has(word) && reach.serves(phone)) {
        await repo.optInByNumber(db, { phone, channel, at: m.at });
      }
    },

    unread: () => repo.countUnread(db),
  };
}

const conflict = (message: string) => new AppError('conflict', message);

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
