import { z } from 'zod';
import { UPDATES_NEED_PHONE, UpdatesSchema } from '../updates';
import { PhoneSchema } from './common';

/**
 * The profile's "Updates on your phone" (docs/messaging.md): the number this account chose updates for,
 * and how. The profile form and PUT /api/account/updates share it.
 */
export const AccountUpdatesInputSchema = z
  .strictObject({ phone: PhoneSchema, updates: UpdatesSchema })
  .superRefine((v, ctx) => {
    if (v.updates !== 'email' && !v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: UPDATES_NEED_PHONE });
  });
export type AccountUpdatesInput = z.output<typeof AccountUpdatesInputSchema>;
export type AccountUpdatesFormValues = z.input<typeof AccountUpdatesInputSchema>;

export const AccountUpdatesSchema = z.object({
  /** "+18765550101", or null when this account never chose updates for a number. */
  phone: z.string().nullable(),
  updates: UpdatesSchema,
  /** When updates were last chosen for the number. */
  chosenAt: z.string().nullable(),
  /** When, and how, they were turned off (a STOP reply, the profile): the number gets e-mail only since. */
  stoppedAt: z.string().nullable(),
  stoppedHow: z.string().nullable(),
});
export type AccountUpdates = z.infer<typeof AccountUpdatesSchema>;
