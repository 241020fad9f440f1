import type { LandedCostRatesInput } from '../../shared/schemas/landed-cost';
import type { landedCostRates } from '../db/schema';

export type RatesRecord = typeof landedCostRates.$inferSelect;

/**
 * A landed-cost rates record in the units of the API and of computeLandedCost (J$ and US$ amounts,
 * percents), from the table's integer units (cents, basis points). The quotes (part-requests) and the
 * catalogue's delivered prices read the same record.
 */
export function ratesFromRecord(row: RatesRecord): LandedCostRatesInput {
  return {
    exchangeRateJmd: row.exchangeRateJmdCents / 100,
    autoDutyPercent: row.autoDutyBasisPoints / 100,
    phoneDutyPercent: row.phoneDutyBasisPoints / 100,
    gctPercent: row.gctBasisPoints / 100,
    deMinimisUsd: row.deMinimisCents / 100,
    freightPerLbUsd: row.freightPerLbCents / 100,
    effectiveFrom: row.effectiveFrom,
  };
}
