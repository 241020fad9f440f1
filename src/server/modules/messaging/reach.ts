import { JAMAICA_AREA_CODES } from '../../../shared/phone';
import { createSendAllowance } from '../../lib/attempt-limiter';
import type { CounterStore } from '../../lib/rate-limit-store';

// Which numbers the store messages, and how many messages a day. Every WhatsApp or SMS costs the store
// money, and a form anyone can fill in names the number: without a bound a script makes the store pay for
// messages to premium-rate and satellite ranges abroad ("SMS pumping"). So messages go only to the
// countries the store serves (MESSAGING_COUNTRIES), and each number and each client address gets a few a
// day; everyone else still gets every e-mail.

/** Where the store's messages may go, and the daily caps (README.md's environment table). */
export type MessagingReach = {
  /** E.164 prefixes a number must start with (digits only: "1876", "44"). */
  prefixes: string[];
  /** Messages queued for one number in 24 hours. */
  perNumberPerDay: number;
  /** Forms from one client address that send a first message or record a choice, in 24 hours. */
  perAddressPerDay: number;
};

/** Jamaica by its ISO code: +1 876 and +1 658, the Jamaican area codes of the North American plan. */
const COUNTRY_PREFIXES: Record<string, string[]> = { JM: JAMAICA_AREA_CODES.map((code) => `1${code}`) };

export const MESSAGING_COUNTRIES_HELP =
  'MESSAGING_COUNTRIES must be a comma-separated list of JM and calling prefixes such as +1345 or +44 (e.g. JM,+1345)';

/** "JM,+1345" → ["1876", "1658", "1345"]; a string starting "!" is the error to stop the start with. */
export function parseMessagingCountries(text: string): string[] | `!${string}` {
  const out = new Set<string>();
  for (const raw of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const country = COUNTRY_PREFIXES[raw.toUpperCase()];
    if (country) country.forEach((p) => out.add(p));
    else if (/^\+\d{1,7}$/.test(raw)) out.add(raw.slice(1));
    else return `!${MESSAGING_COUNTRIES_HELP} (not "${raw}")`;
  }
  return out.size > 0 ? [...out] : `!${MESSAGING_COUNTRIES_HELP}`;
}

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
