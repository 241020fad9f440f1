import { z } from 'zod';
import { MAX_COST_USD } from '../constants';
import { formatCount } from '../numbers';

/** Every error answer of the API has this one shape (docs/architecture.md, "One error shape"). */
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

/** A phone number as people type it: digits with the usual separators, 7 to 15 digits in all. */
export const PHONE_PATTERN = /^\+?(?:[\s().-]*\d){7,15}[\s().-]*$/;

/** A Jamaican or international phone number: digits with the usual separators, 7 to 15 digits. */
export const PhoneSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(30, 'Phone number must be at most 30 characters')
    .regex(PHONE_PATTERN, 'Please enter a valid phone number, e.g. +1-876-123-4567')
    .nullable()
    .optional(),
);

/** A phone number that must be given (a shop order's): required in the document as in the form. */
export const RequiredPhoneSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Phone number is required' })
    .trim()
    .max(30, 'Phone number must be at most 30 characters')
    .regex(PHONE_PATTERN, 'Please enter a valid phone number, e.g. +1-876-123-4567'),
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
 * A JSON Schema pattern (for the published document) of one of these words in any letter case, with
 * spaces around allowed: what a schema that trims and lower-cases before it compares accepts.
 */
export function anyCaseWordPattern(words: readonly string[]): string {
  return `^\\s*${anyCaseWords(words)}\\s*$`;
}

/** The same for a comma-separated list of them ("used, Refurbished"); blank is none. */
export function anyCaseWordListPattern(words: readonly string[]): string {
  const word = anyCaseWords(words);
  return `^\\s*(?:${word}(?:\\s*,\\s*${word})*)?\\s*$`;
}

function anyCaseWords(words: readonly string[]): string {
  const letters = (w: string) => [...w].map((ch) => (/[a-z]/i.test(ch) ? `[${ch.toLowerCase()}${ch.toUpperCase()}]` : ch.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'))).join('');
  return `(?:${words.map(letters).join('|')})`;
}

/**
 * Digits of a record id as text, 1 to 2147483647 (MAX_RECORD_ID), exactly: the pattern an address's id is
 * documented with, so the document refuses the ids the server refuses (0, or one past the id column).
 */
export const RECORD_ID_TEXT = /^(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/;

/**
 * The smallest amount of money above nothing: one cent. Money is kept in whole cents, so a positive
 * amount below it would be stored as 0, which the ledger and the catalogue refuse; it is refused here,
 * by name, and the published document shows it as the minimum.
 */
export const ONE_CENT = 0.01;

/**
 * A USD amount: positive, at most 2 decimals, capped. '' and null mean "none", unless it is required (then
 * the field is required in the published document too, and a blank one is told so by name).
 */
export function usdAmount(label: string, opts: { allowZero?: boolean; required?: boolean } = {}) {
  if (opts.required) {
    return z.preprocess(textToNumber, usdNumber(label, opts, { error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`) }));
  }
  return z.preprocess(textToNumber, usdNumber(label, opts, { error: `${label} must be a number` }).nullable().optional());
}

function usdNumber(label: string, opts: { allowZero?: boolean }, params: Parameters<typeof z.number>[0]) {
  return (
    z
      .number(params)
      .refine((n) => Number.isFinite(n), `${label} must be a number`)
      .min(opts.allowZero ? 0 : ONE_CENT, opts.allowZero ? `${label} cannot be negative` : `${label} must be at least US$0.01`)
      .max(MAX_COST_USD, `${label} must be at most US$${formatCount(MAX_COST_USD)}`)
      .multipleOf(ONE_CENT, `${label} can have at most 2 decimals`)
  );
}

