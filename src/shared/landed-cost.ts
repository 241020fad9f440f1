import type { LandedCost, LandedCostRatesInput } from './schemas/landed-cost';

/**
 * What a part really costs a customer in Jamaica, itemised (its landed cost): the quote's part
 * price, US shipping and freight make the value at the border (CIF). At or under the de minimis value
 * nothing more is due; above it, import duty applies to the WHOLE value, and GCT to value plus duty.
 * Shared so the server's quote, the e-mail, the tracking page and the admin preview agree to the cent.
 * Everything is computed in cents and rounded once per line.
 */
export function computeLandedCost(
  costs: { partCents: number; usShippingCents: number; freightCents: number },
  rates: LandedCostRatesInput,
  partType: 'auto' | 'phone',
): LandedCost {
  const cif = costs.partCents + costs.usShippingCents + costs.freightCents;
  const deMinimisCents = Math.round(rates.deMinimisUsd * 100);
  const overDeMinimis = cif > deMinimisCents;
  const dutyPercent = partType === 'auto' ? rates.autoDutyPercent : rates.phoneDutyPercent;
  const duty = overDeMinimis ? Math.round((cif * dutyPercent) / 100) : 0;
  const gct = overDeMinimis ? Math.round(((cif + duty) * rates.gctPercent) / 100) : 0;
  const total = cif + duty + gct;
  return {
    currency: 'USD',
    part: costs.partCents / 100,
    usShipping: costs.usShippingCents / 100,
    freight: costs.freightCents / 100,
    valueForDuty: cif / 100,
    dutyPercent,
    importDuty: duty / 100,
    gctPercent: rates.gctPercent,
    gct: gct / 100,
    total: total / 100,
    exchangeRate: rates.exchangeRateJmd,
    totalJmd: Math.round(total * rates.exchangeRateJmd) / 100,
    deMinimisUsd: rates.deMinimisUsd,
    overDeMinimis,
    ratesEffectiveFrom: rates.effectiveFrom,
  };
}

/** The customer-facing warning that goes with every estimate. */
export function deMinimisWarning(deMinimisUsd: number): string {
  return `Parts valued over US$${deMinimisUsd.toFixed(0)} (part plus shipping) pay import duty and GCT on the whole value, not just the amount over US$${deMinimisUsd.toFixed(0)}. Duty and GCT are estimates: Jamaica Customs sets the final amount at clearance.`;
}

export const GRAMS_PER_LB = 453.59237;

/** Air freight Miami → Kingston, billed by the pound rounded up, one pound at the least. */
export function freightCents(weightGrams: number, freightPerLbUsd: number): number {
  const pounds = Math.max(1, Math.ceil(weightGrams / GRAMS_PER_LB - 1e-9));
  return pounds * Math.round(freightPerLbUsd * 100);
}

/**
 * What a catalogue part sourced from the US costs delivered in Jamaica: its price, the seller's US
 * shipping and the freight for its weight, through the same rules as a quote (computeLandedCost). An
 * estimate: the real quote weighs the real parcel.
 */
export function deliveredEstimate(
  part: { priceCents: number; usShippingCents: number; weightGrams: number },
  rates: LandedCostRatesInput,
): LandedCost {
  return computeLandedCost(
    { partCents: part.priceCents, usShippingCents: part.usShippingCents, freightCents: freightCents(part.weightGrams, rates.freightPerLbUsd) },
    rates,
    'auto',
  );
}
