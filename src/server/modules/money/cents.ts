import { deliveryFeeJmd } from '../../../shared/delivery';
import { toCents } from '../../../shared/money';
import type { DeliveryMethod } from '../../../shared/orders';

// Amounts arrive from the schemas in major units (J$ or US$, at most two decimals, checked there) and are
// kept in cents (docs/choices.md #7). The features turn a parsed amount into cents here, at the boundary,
// and work in cents after it; src/shared/money.ts holds the one conversion these name.

/** A parsed amount in cents: 12.34 → 1234. */
export const centsOf = (amount: number): number => toCents(amount);

/** An amount that may be cleared: null stays null. */
export const nullableCents = (amount: number | null): number | null => (amount === null ? null : centsOf(amount));

/** An amount that may be left out (a price filter): undefined stays undefined. */
export const optionalCents = (amount: number | undefined): number | undefined => (amount === undefined ? undefined : centsOf(amount));

/** What delivery adds to a shop order, in cents (src/shared/delivery.ts). */
export const deliveryFeeCents = (method: DeliveryMethod): number => centsOf(deliveryFeeJmd(method));
