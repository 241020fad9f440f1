import { z } from 'zod';
import { MAX_COST_USD } from '../constants';
import { hasAtMostTwoDecimals } from '../money';
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

/** A USD amount: positive, at most 2 decimals, capped. '' and null mean "none". */
export function usdAmount(label: string, opts: { allowZero?: boolean } = {}) {
  return z.preprocess(
    textToNumber,
    z
      .number({ error: `${label} must be a number` })
      .refine((n) => Number.isFinite(n), `${label} must be a number`)
      .refine((n) => (opts.allowZero ? n >= 0 : n > 0), opts.allowZero ? `${label} cannot be negative` : `${label} must be more than 0`)
      .refine((n) => n <= MAX_COST_USD, `${label} must be at most US$${formatCount(MAX_COST_USD)}`)
      .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`)
      .nullable()
      .optional(),
  );
}

