import { IMPORT_FIELD_KEYS, IMPORT_FIELDS, type ColumnMapping, type ImportField } from '../../../../shared/schemas/catalogue-import';
import { FORMULA_START } from '../../../lib/csv';
import { AppError } from '../../../lib/errors';

/** A header as it is compared: lower case, letters and digits only ("Price (US$)" is "priceus"). */
export const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Which column of the file gives each field: the index into a row's cells. */
export type ColumnIndex = Partial<Record<ImportField, number>>;

/**
 * The columns a file's header gives each field: the mapping staff chose (or remembered for the supplier),
 * and for fields it leaves out, a column named like the field (its label, as the export writes it, or a
 * usual name). A mapped column missing from the file, or no column for a field every part needs, refuses
 * the file whole. A remembered mapping (`strict` false) gives way to the names where this file differs.
 */
export function resolveColumns(
  header: string[],
  mapping: ColumnMapping | undefined,
  opts: { strict: boolean },
): { index: ColumnIndex; used: Record<string, string>; unused: string[] } {
  const byKey = new Map(header.map((h, i) => [headerKey(h), i] as const).filter(([k]) => k !== '').reverse());
  const index: ColumnIndex = {};
  const taken = new Set<number>();
  for (const [field, column] of Object.entries(mapping ?? {}) as [ImportField, string][]) {
    const at = header.findIndex((h) => h.trim() === column.trim()) ?? -1;
    const i = at >= 0 ? at : byKey.get(headerKey(column));
    // A remembered mapping's column this file lacks is looked for by name instead; one staff chose now must be there.
    if (i === undefined && !opts.strict) continue;
    if (i === undefined) {
      const message = `The file has no column "${column.slice(0, 60)}" for ${IMPORT_FIELDS[field].label}: check the column mapping`;
      throw new AppError('invalid_data', message, [{ path: `mapping.${field}`, message }]);
    }
    index[field] = i;
    taken.add(i);
  }
  for (const field of IMPORT_FIELD_KEYS) {
    if (index[field] !== undefined) continue;
    const names = [IMPORT_FIELDS[field].label, ...IMPORT_FIELDS[field].headers].map(headerKey);
    const i = names.map((n) => byKey.get(n)).find((x) => x !== undefined && !taken.has(x));
    if (i !== undefined) {
      index[field] = i;
      taken.add(i);
    }
  }
  const missing = IMPORT_FIELD_KEYS.filter((f) => IMPORT_FIELDS[f].required && index[f] === undefined);
  if (missing.length > 0) {
    const names = missing.map((f) => IMPORT_FIELDS[f].label).join(', ');
    const message = `The file has no column for ${names}: name the columns in the first row, or choose which column holds each`;
    throw new AppError('invalid_data', message, missing.map((f) => ({ path: `mapping.${f}`, message: `Choose the column that holds ${IMPORT_FIELDS[f].label}` })));
  }
  const used = Object.fromEntries(Object.entries(index).map(([f, i]) => [f, header[i]!]));
  return { index, used, unused: header.filter((h, i) => h !== '' && !taken.has(i)) };
}

/** A cell a spreadsheet would run as a formula (= + - @ first) is written with a quote before it (lib/csv.ts); this takes it off again. */
export const unquoteCell = (v: string) => (v.startsWith("'") && FORMULA_START.test(v.slice(1)) ? v.slice(1) : v);
