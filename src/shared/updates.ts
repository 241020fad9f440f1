import { z } from 'zod';

// How a customer hears about a request or order besides e-mail (docs/messaging.md): WhatsApp or SMS to
// the phone number they gave, offered only where the store has set the channel up. One list and one set
// of words for the request form, checkout and profile, and for the server that checks them.

export const UPDATE_CHOICES = ['email', 'whatsapp', 'sms'] as const;
export type UpdateChoice = (typeof UPDATE_CHOICES)[number];

export const UpdatesSchema = z.enum(UPDATE_CHOICES, { error: 'Choose WhatsApp, SMS or e-mail only' });

export const UPDATES_NOT_OFFERED = 'Updates on that channel are not offered at the moment: choose e-mail, or another channel';
export const UPDATES_NEED_PHONE = 'To get updates on WhatsApp or by SMS, give your phone number with its area code, e.g. 876-555-0101';
