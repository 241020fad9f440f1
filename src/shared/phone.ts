// Phone numbers as the store compares and dials them: E.164 digits (country code first, no "+").
// Customers type Jamaican numbers every which way ("876-555-0101", "(876) 555 0101", "+1 876 555 0101",
// "555-0101"); one normal form lets a lookup compare whole numbers, so a few shared digits never match
// another customer's number, and lets notifications (WhatsApp, SMS) dial the same number the customer gave.

/** Jamaica's area codes in the North American Numbering Plan (country code 1). */
export const JAMAICA_AREA_CODES = ['876', '658'] as const;

/** E.164 allows at most 15 digits; fewer than 8 cannot be a full international number. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

/**
 * The E.164 digits of a phone number, or null when it cannot be one.
 * - "+" or an international prefix (00, or 011 as dialled from Jamaica): the country code is given, kept as is;
 * - 10 digits starting 876 or 658: a Jamaican number, country code 1 added;
 * - 11 digits starting 1: already has the country code;
 * - 7 digits: a local Jamaican number, +1 876 assumed (658 numbers are too new to be dialled without it);
 * - anything else: taken as an international number written with its country code.
 * The migration that backfilled `part_requests.customer_phone_digits` applies the same rules in SQL.
 */
export function normalisePhone(raw: string): string | null {
  const text = raw.trim();
  let digits = text.replace(/\D/g, '');
  if (!text.startsWith('+')) {
    if (digits.startsWith('011') && digits.length > 11) digits = digits.slice(3);
    else if (digits.startsWith('00')) digits = digits.slice(2);
    else if (digits.length === 10 && (JAMAICA_AREA_CODES as readonly string[]).includes(digits.slice(0, 3))) digits = `1${digits}`;
    else if (digits.length === 7) digits = `1876${digits}`;
  }
  return digits.length >= MIN_DIGITS && digits.length <= MAX_DIGITS ? digits : null;
}

/** "+18765550101": the form messaging APIs take. */
export function toE164(digits: string): string {
  return `+${digits}`;
}

/**
 * A stored number as people read it: "+1 876 555 0101" for a North American number (Jamaica's among
 * them), "+" and the digits for any other, whose grouping we do not know.
 */
export function displayPhone(digits: string): string {
  const nanp = /^1(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return nanp ? `+1 ${nanp[1]} ${nanp[2]} ${nanp[3]}` : `+${digits}`;
}
