import { z } from 'zod';

// How a customer hears about a request or order besides e-mail (docs/messaging.md): WhatsApp or SMS to
// the phone number they gave, offered only where the store has set the channel up. One list and one set
// of words for the request form, checkout and profile, and for the server that checks them.

export const UPDATE_CHOICES = ['email', 'whatsapp', 'sms'] as const;
export type UpdateChoice = (typeof UPDATE_CHOICES)[number];

export const UpdatesSchema = z.enum(UPDATE_CHOICES, { error: 'Choose WhatsApp, SMS or e-mail only' });

export const UPDATES_NOT_OFFERED = 'Updates on that channel are not offered at the moment: choose e-mail, or another channel';
export const UPDATES_NEED_PHONE = 'To get updates on WhatsApp or by SMS, give your phone number with its area code, e.g. 876-555-0101';

/** WhatsApp or SMS chosen for a number outside the countries the store messages (MESSAGING_COUNTRIES). */
export const updatesNotServed = (prefixes: string) =>
  `We send WhatsApp and text updates only to numbers starting ${prefixes}: choose e-mail only for this number, or give one of those`;

// The profile's refusals: a profile cannot speak for a number it has not shown it owns (docs/messaging.md).
export const PROFILE_NUMBER_ELSEWHERE =
  'This number gets its updates through another account. If it is yours, reply STOP or START to one of our messages from it.';
export const PROFILE_NUMBER_STOPPED =
  'This number asked us to stop messages, so only it can turn them back on: send START to us from it by text or on WhatsApp.';
export const PROFILE_CHOSEN_ON_FORM =
  'Updates to this number were chosen on a request or at checkout, so only the number can stop them: reply STOP to one of our messages.';
