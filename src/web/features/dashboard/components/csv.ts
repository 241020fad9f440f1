// The dashboard's tables as CSV files, written in the browser from the figures on screen (RFC 4180: commas
// between cells, CRLF between rows, a cell with a comma, quote or line break in double quotes with its
// quotes doubled). Amounts stay plain numbers (1234.5, not "J$1,234.50") so a spreadsheet can add them up;
// the column's heading says the currency.

export type CsvCell = string | number | null | undefined;

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
// A spreadsheet runs a cell that starts like this as a formula. Customer and part names are typed by
// customers, so text that starts so is kept as text by a leading apostrophe (the OWASP "CSV injection" advice).
const LOOKS_LIKE_A_FORMULA = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = LOOKS_LIKE_A_FORMULA.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The heading row, then one row per entry. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** "Sales by day" over 1–27 Nov 2026 → "yaad-parts-sales-by-day-2026-11-01-to-2026-11-27.csv". */
export function csvFileName(table: string, range: { from: string; to: string }): string {
  const slug = table
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const days = range.from === range.to ? range.from : `${range.from}-to-${range.to}`;
  return `yaad-parts-${slug}-${days}.csv`;
}
