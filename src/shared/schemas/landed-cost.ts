import { z } from 'zod';
import { ONE_CENT } from './common';

/**
 * The rates behind every landed-cost estimate: one admin-editable record, kept with the date it took
 * effect. Each save adds a new record, so a sent quote keeps the rates it was worked out with.
 */
const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(100, `${label} must be at most 100%`)
    .multipleOf(0.01, `${label} can have at most 2 decimals`);

export const LandedCostRatesInputSchema = z.strictObject({
  exchangeRateJmd: z
    .number({ error: 'Exchange rate must be a number' })
    // The rate is kept in cents of J$: below one cent it would be saved as 0, and every J$ price with it.
    .min(ONE_CENT, 'Exchange rate must be at least J$0.01 per US$1')
    .max(10_000, 'Exchange rate looks wrong: at most J$10,000 per US$1')
    .multipleOf(ONE_CENT, 'Exchange rate can have at most 2 decimals'),
  autoDutyPercent: percent('Auto parts duty'),
  phoneDutyPercent: percent('Phone parts duty'),
  gctPercent: percent('GCT'),
  deMinimisUsd: z
    .number({ error: 'De minimis value must be a number' })
    .min(0, 'De minimis value cannot be negative')
    .max(10_000, 'De minimis value must be at most US$10,000')
    .multipleOf(ONE_CENT, 'De minimis value can have at most 2 decimals'),
  /** Air freight Miami → Kingston per pound: the catalogue's "about J$X delivered" estimates use it. */
  freightPerLbUsd: z
    .number({ error: 'Freight per pound must be a number' })
    .min(0, 'Freight per pound cannot be negative')
    .max(100, 'Freight per pound must be at most US$100')
    .multipleOf(ONE_CENT, 'Freight per pound can have at most 2 decimals'),
  effectiveFrom: z.iso.date('Effective date must be a date (YYYY-MM-DD)'),
});
export type LandedCostRatesInput = z.infer<typeof LandedCostRatesInputSchema>;

export const LandedCostRatesSchema = LandedCostRatesInputSchema.extend({
  id: z.number().int(),
  updatedAt: z.string(),
});
export type LandedCostRates = z.infer<typeof LandedCostRatesSchema>;

/** An itemised estimate in USD, with its JMD equivalent. */
export const LandedCostSchema = z.object({
  currency: z.literal('USD'),
  part: z.number(),
  usShipping: z.number(),
  freight: z.number(),
  /** Part + US shipping + freight: the value duty is charged on. */
  valueForDuty: z.number(),
  dutyPercent: z.number(),
  importDuty: z.number(),
  gctPercent: z.number(),
  gct: z.number(),
  total: z.number(),
  exchangeRate: z.number(),
  totalJmd: z.number(),
  deMinimisUsd: z.number(),
  overDeMinimis: z.boolean(),
  ratesEffectiveFrom: z.string(),
});
export type LandedCost = z.infer<typeof LandedCostSchema>;
