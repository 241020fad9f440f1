import { formatUsd } from '@shared/money';

/**
 * The seller's shipping to our Miami address, beside the price: two sellers of the same US$5.99 part can
 * give different J$ estimates only because one charges shipping, and the card says so.
 */
export function UsShipping({ amount }: { amount: number }) {
  if (amount <= 0) return null;
  return <p className="text-xs text-muted-foreground">+ {formatUsd(amount)} shipping to Miami</p>;
}
