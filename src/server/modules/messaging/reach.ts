import { createSendAllowance } from '../../lib/attempt-limiter';
import type { CounterStore } from '../../lib/rate-limit-store';
import type { MessagingReach } from '../../messaging-reach-settings';

// Which numbers the store messages, and how many messages a day. Every WhatsApp or SMS costs the store
// money, and a form anyone can fill in names the number: without a bound a script makes the store pay for
// messages to premium-rate and satellite ranges abroad ("SMS pumping"). So messages go only to the
// countries the store serves (MESSAGING_COUNTRIES), and each number and each client address gets a few a
// day; everyone else still gets every e-mail. The setting itself, and how it is read from the
// environment, is configuration (src/server/messaging-reach-settings.ts).

/** "+1 876, +1 658, +44": the prefixes as the customer reads them, for the form's answer. */
export function describePrefixes(prefixes: string[]): string {
  return prefixes.map((p) => (p.length === 4 && p.startsWith('1') ? `+1 ${p.slice(1)}` : `+${p}`)).join(', ');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The rules as one object for the messaging service: where a number may be messaged, and the counters. */
export function createReach(reach: MessagingReach, counters: CounterStore) {
  const perNumber = createSendAllowance({ name: 'messages-per-number', max: reach.perNumberPerDay, windowMs: DAY_MS, counters });
  const perAddress = createSendAllowance({ name: 'messages-per-address', max: reach.perAddressPerDay, windowMs: DAY_MS, counters });
  return {
    /** Whether the store messages this number (E.164 digits) at all. */
    serves: (phone: string) => reach.prefixes.some((p) => phone.startsWith(p)),
    /** Counts one message to the number; false once it is over today's cap. */
    numberAllows: (phone: string) => perNumber.allow(phone),
    /** Counts one form from the address that would message a number; false once it is over today's cap. */
    addressAllows: (ip: string) => perAddress.allow(ip),
    prefixes: reach.prefixes,
  };
}
