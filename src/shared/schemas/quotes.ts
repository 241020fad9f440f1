import { z } from 'zod';
import { MAX_QUOTE_OPTIONS } from '../payments';

import { blankToNull, optionalText, recordId, requiredText, usdAmount } from './common';

// A part request's quote: up to three options staff send, and the customer's answer. One schema per
// shape: the staff quote editor and POST /api/admin/part-requests/{id}/quote validate with
// SaveQuoteSchema; the tracking page, the dashboard and the answer routes with the rest.

export const OPTION_CONDITIONS = ['new', 'used', 'refurbished'] as const;

export const QuoteOptionInputSchema = z.strictObject({
  label: requiredText('Option name', 60),
  condition: z.enum(OPTION_CONDITIONS, { error: 'Choose new, used or refurbished' }),
  brand: optionalText('Brand', 60),
  notes: optionalText('Notes', 300),
  partPrice: usdAmount('Part price', { required: true }),
  usShipping: usdAmount('US shipping', { allowZero: true }),
  freight: usdAmount('Freight', { allowZero: true }),
  serviceFee: usdAmount('Service fee', { allowZero: true }),
});
export type QuoteOptionInput = z.output<typeof QuoteOptionInputSchema>;
export type QuoteOptionFormValues = z.input<typeof QuoteOptionInputSchema>;

/** POST /api/admin/part-requests/{id}/quote: sends (or re-sends, replacing) the quote. */
export const SaveQuoteSchema = z.strictObject({
  options: z
    .array(QuoteOptionInputSchema, { error: 'Add at least one option' })
    .min(1, 'Add at least one option')
    .max(MAX_QUOTE_OPTIONS, `A quote has at most ${MAX_QUOTE_OPTIONS} options`),
  /** Last day it can be accepted; the server's default is 7 days from today. */
  validUntil: z.preprocess(blankToNull, z.iso.date('Valid until must be a date (YYYY-MM-DD)').nullable().optional()),
  message: optionalText('Message to the customer', 2000),
});
export type SaveQuoteInput = z.output<typeof SaveQuoteSchema>;
export type SaveQuoteFormValues = z.input<typeof SaveQuoteSchema>;

/** Customs duty and GCT on the import: an estimate, paid to Customs, never part of what we charge. */
export const DutyEstimateSchema = z.object({
  valueForDutyUsd: z.number(),
  dutyPercent: z.number(),
  importDutyUsd: z.number(),
  gctPercent: z.number(),
  gctUsd: z.number(),
  totalUsd: z.number(),
  totalJmd: z.number(),
  overDeMinimis: z.boolean(),
  deMinimisUsd: z.number(),
  collectedBy: z.string(),
});
export type DutyEstimate = z.infer<typeof DutyEstimateSchema>;

export const QuoteOptionSchema = z.object({
  id: z.number(),
  position: z.number(),
  label: z.string(),
  condition: z.enum(OPTION_CONDITIONS),
  brand: z.string().nullable(),
  notes: z.string().nullable(),
  usd: z.object({
    partPrice: z.number(),
    usShipping: z.number(),
    freight: z.number(),
    serviceFee: z.number(),
    /** The store's GCT on the service fee; 0 while it is not registered. */
    serviceGct: z.number(),
    total: z.number(),
  }),
  /** What the customer pays us for this option, in J$: the one total. */
  totalJmd: z.number(),
  /** Due now, before we buy (the deposit rule in force, or the deposit fixed when accepted). */
  depositJmd: z.number(),
  /** Due at pickup or delivery. */
  balanceJmd: z.number(),
  dutyEstimate: DutyEstimateSchema,
  /** More than the customer's maximum budget (compared in US$). */
  overBudget: z.boolean(),
});
export type QuoteOption = z.infer<typeof QuoteOptionSchema>;

export const QuoteSchema = z.object({
  options: z.array(QuoteOptionSchema),
  message: z.string().nullable(),
  quotedAt: z.string().nullable(),
  /** YYYY-MM-DD: the last day it can be accepted. */
  validUntil: z.string().nullable(),
  expired: z.boolean(),
  /** J$ per US$1 fixed when the quote was sent. */
  exchangeRate: z.number(),
  ratesEffectiveFrom: z.string(),
  depositPercent: z.number(),
  acceptedOptionId: z.number().nullable(),
  maxBudgetUsd: z.number().nullable(),
  terms: z.array(z.string()),
});
export type Quote = z.infer<typeof QuoteSchema>;

/**
 * A customer's answer (signed-in owner, or the browser the manage link granted access). Accepting names
 * an option, confirms the terms, and may choose to pay in full instead of a deposit.
 */
export const QuoteAnswerSchema = z
  .strictObject({
    decision: z.enum(['accept', 'decline'], { error: 'Choose accept or decline' }),
    optionId: recordId('optionId', 'Choose one of the options').optional(),
    payInFull: z.boolean().default(false),
    acceptTerms: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision !== 'accept') return;
    if (v.optionId === undefined) ctx.addIssue({ code: 'custom', path: ['optionId'], message: 'Choose one of the options' });
    if (v.acceptTerms !== true) ctx.addIssue({ code: 'custom', path: ['acceptTerms'], message: 'Please confirm you have read the terms' });
  });
export type QuoteAnswer = z.output<typeof QuoteAnswerSchema>;
