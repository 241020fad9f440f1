// Numbers written the way Intl.NumberFormat('en-US') writes them, without building one. In a phone's
// browser the first Intl number format or collator loads ICU's locale data: about 27 ms of the task that
// hydrates /shop at Lighthouse's 4x CPU slowdown (bench/README.md), for output these few lines give.

/** Commas between thousands in a plain decimal string: "-1234567.50" → "-1,234,567.50". */
function groupThousands(decimal: string): string {
  return decimal.replace(/^(-?)(\d+)/, (_, sign: string, digits: string) => sign + digits.replace(/\B(?=(\d{3})+$)/g, ','));
}

/** 1234 → "1,234": a count as people read it. */
export function formatCount(count: number): string {
  return groupThousands(Math.round(count).toFixed(0));
}

/**
 * 1234.5 → "1,234.50": thousands separators and exactly two decimals. Rounds as Intl does: the number as
 * it is written (1.005, not the double just under it), half away from zero. A negative zero is "0.00".
 */
export function formatTwoDecimals(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  // Shift the decimal point in the written form, so 1.005 becomes exactly 100.5 before it is rounded.
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const cents = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  const whole = Math.floor(cents / 100);
  const fraction = String(cents - whole * 100).padStart(2, '0');
  return `${value < 0 ? '-' : ''}${groupThousands(whole.toFixed(0))}.${fraction}`;
}

/**
 * Names in the order people expect to read them in a list: case ignored, and numbers by their value
 * ("iPhone 9" before "iPhone 10"), like Intl.Collator('en', { numeric: true, sensitivity: 'base' }) for
 * the plain-letter names we sort, without loading its collation tables. Each name is split once, not on
 * every comparison.
 */
export function naturalSort(names: Iterable<string>): string[] {
  const keyed = [...names].map((name) => ({ name, parts: name.toLowerCase().match(/\d+|\D+/g) ?? [] }));
  keyed.sort((a, b) => compareParts(a.parts, b.parts));
  return keyed.map((entry) => entry.name);
}

const DIGITS = /^\d/;

function compareParts(left: string[], right: string[]): number {
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i]!;
    const y = right[i]!;
    if (x === y) continue;
    if (DIGITS.test(x) && DIGITS.test(y) && Number(x) !== Number(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}
