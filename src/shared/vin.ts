import { VIN_MAKERS } from './vin-makers';

// A Vehicle Identification Number (ISO 3779, and 49 CFR 565 for its check digit and model year): 17
// letters and digits, never I, O or Q. The garage reads one to know the make and the model year, and asks
// only for what is still unknown (the model).

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** A letter's value in the check digit: A-H 1-8, J-R 1-9 (no O, Q), S-Z 2-9. */
const LETTER_VALUES = 'ABCDEFGHJKLMNPRSTUVWXYZ'.split('');
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9];
/** The model-year characters (10th), from 1980 (A) on, in a 30-year cycle: no I, O, Q, U, Z or 0. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export type DecodedVin = { vin: string; make: string | null; year: number | null };

/** What a customer typed, as a VIN to read: upper case, without spaces or hyphens. */
export function vinOf(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '');
}

/** Whether the text is shaped like a VIN (17 of its characters), whatever its check digit says. */
export function looksLikeVin(text: string): boolean {
  return VIN.test(vinOf(text));
}

function checkDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    const value = /\d/.test(c) ? Number(c) : VALUES[LETTER_VALUES.indexOf(c)]!;
    sum += value * WEIGHTS[i]!;
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** The make a VIN's manufacturer identifier belongs to (vin-makers.ts), or null. */
function makeOf(vin: string): string | null {
  for (const [make, codes] of Object.entries(VIN_MAKERS)) if (codes.some((code) => vin.startsWith(code))) return make;
  return null;
}

/**
 * The model year: the 10th character names a year of a 30-year cycle, and a letter in the 7th says the
 * later cycle (2010-2039) for cars and light trucks; a year past next year is read in the earlier one.
 */
function yearOf(vin: string, latest: number): number | null {
  const index = YEAR_CODES.indexOf(vin[9]!);
  if (index < 0) return null;
  let year = 1980 + index + (/[A-Z]/.test(vin[6]!) ? 30 : 0);
  if (year > latest) year -= 30;
  return year;
}

/**
 * Reads a VIN: an error a person can act on when it is not one or its check digit (the 9th character)
 * does not add up; else its make (null when the maker is not one the catalogue lists) and model year.
 */
export function decodeVin(text: string, latestYear: number): DecodedVin | { error: string } {
  const vin = vinOf(text);
  if (!VIN.test(vin)) return { error: 'A VIN is 17 letters and digits, without I, O or Q' };
  if (checkDigit(vin) !== vin[8]) return { error: 'That VIN does not add up (its 9th character is a check): look for a mistyped character' };
  return { vin, make: makeOf(vin), year: yearOf(vin, latestYear) };
}
