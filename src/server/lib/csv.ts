import { stringify } from 'csv-stringify/sync';

// The one CSV writer: an adapter over csv-stringify. Every file the store writes goes through here, so the
// guard against formula injection is written once (a cell a spreadsheet would run as a formula, one that
// starts with = + - @, a tab or a carriage return, gets an apostrophe first; the import takes it off again).

/** What a spreadsheet would read as the start of a formula. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell with an apostrophe before it when a spreadsheet would run it as a formula. */
export const guardFormula = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * A cell: text (guarded), empty (null), or `{ raw }` for a value we wrote ourselves and that must stay as
 * it is (an amount whose minus sign is a number's, not a formula's).
 */
export type CsvCell = string | null | { raw: string };

export type CsvOptions = {
  /** Guard cells against formula injection (default true). Off only for a file we generate from our own data. */
  guardFormulas?: boolean;
  /**
   * Quote also a cell holding an apostrophe or starting or ending with white space, so a guarded cell and
   * a padded name read back exactly in every spreadsheet (the accountant's payments CSV).
   */
  quoteApostrophesAndPadding?: boolean;
  /** Line ends: CRLF as RFC 4180 writes them, or LF (default). Every line ends with one. */
  lineEnd?: 'crlf' | 'lf';
  /** A UTF-8 byte order mark first, so Excel reads accents, "—" and J$ as UTF-8 (default false). */
  bom?: boolean;
};

export function writeCsv(rows: readonly (readonly CsvCell[])[], opts: CsvOptions = {}): string {
  const guard = opts.guardFormulas ?? true;
  const cells = rows.map((row) =>
    row.map((cell) => {
      if (cell === null) return null;
      if (typeof cell === 'object') return cell.raw;
      return guard ? guardFormula(cell) : cell;
    }),
  );
  const body = stringify(cells, {
    record_delimiter: opts.lineEnd === 'crlf' ? 'windows' : 'unix',
    // A cell holding a line break is quoted whichever line end is chosen (csv-stringify stops doing so once one is named).
    quote_record_delimiter: true,
    ...(opts.quoteApostrophesAndPadding ? { quoted_match: [/'/, /^\s|\s$/] } : {}),
  });
  return opts.bom ? `\uFEFF${body}` : body;
}
