import { formatTwoDecimals } from './numbers';

// docs/choices.md #7: money is stored as integer minor units (cents) and travels as major units with at most
// 2 decimals. These two helpers are the only place the conversion happens.

/** 12.34 → 1234. Rounds half away from zero so 0.005 steps never drift. */
export function toCents(major: number): number {
  return Math.sign(major) * Math.round(Math.abs(major) * 100);
}

/** 1234 → 12.34; null stays null. */
export function fromCents(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : cents / 100;
}

/** True when a number has at most two decimals (after float noise is allowed for). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** A currency prefix and the amount, the minus sign in front as people write it: -5 → "-J$5.00". */
function prefixed(prefix: string, amount: number): string {
  return `${amount < 0 ? '-' : ''}${prefix}${formatTwoDecimals(Math.abs(amount))}`;
}

/** 7000 → "J$7,000.00": major units, thousands separators, two decimals; -5 → "-J$5.00". */
export function formatJmd(amount: number): string {
  return prefixed('J$', amount);
}

/** 45 → "US$45.00", written the same way as formatJmd. */
export function formatUsd(amount: number): string {
  return prefixed('US$', amount);
}
