import { JAMAICA_AREA_CODES } from '../shared/phone';

// MESSAGING_COUNTRIES and the daily caps as configuration reads them: where the store's WhatsApp and SMS
// may go. src/server/modules/messaging/reach.ts applies them to every message (why they exist is there).

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
