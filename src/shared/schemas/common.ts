import { z } from 'zod';
import { MAX_COST_USD } from '../constants';
import { formatCount } from '../numbers';

/** Every error answer of the API has this one shape (CONVENTIONS rule 3). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** A required, trimmed text field with a cap, so no text field is unbounded. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** A form's empty text box means "none". */
export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An optional, trimmed text field with a cap; '' and null mean "none". */
export function optionalText(label: string, max: number) {
  return z.preprocess(blankToNull, z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional());
}

/** A Jamaican or international phone number: digits with the usual separators, 7 to 15 digits. */
export const PhoneSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(30, 'Phone number must be at most 30 characters')
    .refine((v) => /^\+?[\d\s().-]+$/.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, '')), {
      message: 'Please enter a valid phone number, e.g. +1-876-123-4567',
    })
    .nullable()
    .optional(),
);

/** Form text to a number: '' means none, digits become a number, anything else is left for zod to refuse. */
export const textToNumber = (v: unknown) => {
  const b = blankToNull(v);
  return typeof b === 'string' ? Number(b.trim()) : b;
};

/**
 * The largest id the database's id columns (PostgreSQL integer) hold. A larger one names no record, and
 * reaching a query it fails the statement, so ids are refused above it before they get that far.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** The one message for a bad id, true of every way it can be wrong (0, -1, 1.5, "abc", too large). */
export const recordIdMessage = (label: string) => `${label} must be a whole number from 1 to ${formatCount(MAX_RECORD_ID)}`;

/** A record's id in a JSON body: a whole number from 1 that fits the id column. */
export function recordId(label: string, message = recordIdMessage(label)) {
  return z.number({ error: message }).int(message).min(1, message).max(MAX_RECORD_ID, message);
}

/** A record's id in an address (`/inventory/{id}`): text of digits read as a whole number that fits the id column. */
export function recordIdParam(label: string) {
  const message = recordIdMessage(label);
  return z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_RECORD_ID, message);
}

/**
 * The smallest amount of money above nothing: one cent. Money is kept in whole cents, so a positive
 * amount below it would be stored as 0, which the ledger and the catalogue refuse; it is refused here,
 * by name, and the published document shows it as the minimum.
 */
export const ONE_CENT = 0.01;

/** A USD amount: positive, at most 2 decimals, capped. '' and null mean "none". */
export function usdAmount(label: string, opts: { allowZero?: boolean } = {}) {
  return z.preprocess(
    textToNumber,
    z
      .number({ error: `${label} must be a number` })
      .refine((n) => Number.isFinite(n), `${label} must be a number`)
      .min(opts.allowZero ? 0 : ONE_CENT, opts.allowZero ? `${label} cannot be negative` : `${label} must be at least US$0.01`)
      .max(MAX_COST_USD, `${label} must be at most US$${formatCount(MAX_COST_USD)}`)
      .multipleOf(ONE_CENT, `${label} can have at most 2 decimals`)
      .nullable()
      .optional(),
  );
}

