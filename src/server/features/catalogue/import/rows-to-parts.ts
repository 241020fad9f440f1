import { isChassis, normaliseChassisCode } from '../../../../shared/catalogue';
import { CATALOGUE_PART_MAX_IMAGES, CataloguePartInputSchema, type CataloguePartValues } from '../../../../shared/schemas/admin-catalogue';
import { IMPORT_FIELDS, type ImportField } from '../../../../shared/schemas/catalogue-import';
import { partRuleIssues, type RuleFacts } from '../staff/part-rules';
import type { ModelFacts } from '../staff/repository';
import type { Values } from '../staff/part-values';
import { unquoteCell, type ColumnIndex } from './columns';
import type { Sheet } from './read-file';

/** One part a price list gives: its first row, and either its checked values or why it is refused. */
export type ImportedPart = {
  rowNumber: number;
  sku: string | null;
  title: string | null;
  values: CataloguePartValues | null;
  issues: { column: string; message: string }[];
  warnings: string[];
  /** Photo links on other sites: fetched into the gallery once the import is applied (import/photos.ts). */
  photoUrls: string[];
};

export type ImportFacts = {
  supplierId: number;
  /** Categories by lower-case name and by slug. */
  categories: Map<string, { id: number; type: 'auto' | 'phone' }>;
  /** Each category's type, by id. */
  categoryTypes: Map<number, 'auto' | 'phone'>;
  /** Models by "make|model" in lower case. */
  models: Map<string, ModelFacts>;
  /** Models by id. */
  modelsById: Map<number, ModelFacts>;
  /** The models each chassis code belongs to (NZE141: the Corolla and the Corolla Axio). */
  chassis: Map<string, ModelFacts[]>;
  /** The values of the supplier's parts already in the catalogue, by upper-case SKU: fields the file has no column for keep these (the dry run reads them a slice of the file at a time). */
  existing: Map<string, Values>;
};

/** The fields every row of a part may give again without contradiction (its vehicle columns). */
const FITMENT_FIELDS: ImportField[] = ['make', 'model', 'yearFrom', 'yearTo', 'chassisCodes'];
/** Schema fields whose column differs in name. */
const COLUMN_OF_PATH: Record<string, ImportField> = { categoryId: 'category', images: 'photos', supplierId: 'sku' };

const YES = new Set(['yes', 'y', 'true', '1', 'in stock', 'available']);
const NO = new Set(['no', 'n', 'false', '0', 'out of stock', 'unavailable', 'sold out']);

type Row = Sheet['rows'][number];
/** The rows of one part (same SKU, in file order), or a row without a SKU, which is refused alone. */
export type RowGroup = { key: string | null; rows: Row[] };

/** A cell's text, unquoted, or undefined when the file has no column for the field. */
const cellOf = (columns: ColumnIndex) => (row: Row, field: ImportField): string | undefined => {
  const i = columns[field];
  return i === undefined ? undefined : unquoteCell(row.cells[i] ?? '');
};

/**
 * A price list's rows grouped into parts (docs/catalogue-import.md): rows with the same SKU are one part,
 * one vehicle per row. The groups come in the order of each part's first row, so the dry run can check
 * them a slice at a time and still keep its rows in file order.
 */
export function groupRows(sheet: Sheet, columns: ColumnIndex): RowGroup[] {
  const cell = cellOf(columns);
  const bySku = new Map<string, RowGroup>();
  const out: RowGroup[] = [];
  for (const row of sheet.rows) {
    const sku = cell(row, 'sku') ?? '';
    if (sku === '') {
      out.push({ key: null, rows: [row] });
      continue;
    }
    const key = sku.toUpperCase();
    const group = bySku.get(key);
    if (group) group.rows.push(row);
    else {
      const fresh = { key, rows: [row] };
      bySku.set(key, fresh);
      out.push(fresh);
    }
  }
  return out;
}

/**
 * The part one group of rows gives, checked by the schema and the data rules the staff form goes
 * through; a refused part names each column and why, and never stops the others. `facts.existing`
 * need hold only the parts of the groups being checked.
 */
export function checkGroup(group: RowGroup, columns: ColumnIndex, facts: ImportFacts): ImportedPart {
  const cell = cellOf(columns);
  const label = (field: ImportField) => IMPORT_FIELDS[field].label;
  const [first, ...more] = group.rows as [Row, ...Row[]];
  if (group.key === null) {
    return { rowNumber: first.number, sku: null, title: cell(first, 'title') || null, values: null, issues: [{ column: label('sku'), message: 'The SKU is empty: every row needs the supplier\'s SKU' }], warnings: [], photoUrls: [] };
  }
  const issues: ImportedPart['issues'] = [];
  const warnings: string[] = [];
  // A further row of the same part repeats its fields or leaves them blank; a different value is a contradiction.
  for (const row of more) {
    for (const field of Object.keys(columns) as ImportField[]) {
      if (FITMENT_FIELDS.includes(field)) continue;
      const v = cell(row, field);
      if (v && v !== cell(first, field)) issues.push({ column: label(field), message: `Row ${row.number} gives a different ${label(field)} for SKU ${first.cells[columns.sku!]} than row ${first.number}` });
    }
  }
  const existing = facts.existing.get(group.key);
  const photoUrls: string[] = [];
  const input = inputOf(first, group.rows, existing, facts, { cell, label, issues, warnings, photoUrls });
  const parsed = CataloguePartInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) issues.push({ column: columnOfPath(issue.path.map(String), label), message: issue.message });
  } else {
    const ruleFacts: RuleFacts = {
      category: parsed.data.categoryId > 0 ? { type: facts.categoryTypes.get(parsed.data.categoryId) ?? 'auto' } : undefined,
      models: new Map(parsed.data.fitments.map((f) => [f.modelId, facts.modelsById.get(f.modelId)!])),
      supplierExists: true,
    };
    // A vehicle row already refused leaves the part without fitment: "say why it fits any vehicle" would mislead.
    const vehicleRefused = issues.length > 0;
    for (const issue of partRuleIssues(parsed.data, ruleFacts)) {
      if (vehicleRefused && issue.path === 'universalReason') continue;
      issues.push({ column: columnOfPath(issue.path.split('.'), label), message: issue.message });
    }
  }
  return {
    rowNumber: first.number,
    sku: cell(first, 'sku')!,
    title: cell(first, 'title') || existing?.title || null,
    values: issues.length === 0 && parsed.success ? parsed.data : null,
    issues,
    warnings,
    photoUrls: issues.length === 0 ? photoUrls : [],
  };
}

function columnOfPath(path: string[], label: (f: ImportField) => string): string {
  const [head, index, field] = path;
  if (head === 'fitments') {
    const f = field === 'modelId' ? 'model' : field === 'chassis' ? 'chassisCodes' : field === 'yearTo' ? 'yearTo' : 'yearFrom';
    return `${label(f as ImportField)} (vehicle ${Number(index) + 1})`;
  }
  const f = (COLUMN_OF_PATH[head ?? ''] ?? head) as ImportField;
  return IMPORT_FIELDS[f] ? label(f) : (head ?? 'row');
}

type Helpers = {
  cell: (row: Row, field: ImportField) => string | undefined;
  label: (f: ImportField) => string;
  issues: ImportedPart['issues'];
  warnings: string[];
  photoUrls: string[];
};

/** A part's form input from its rows: the file's cells where it has the column, else the part's current values (or the defaults). */
function inputOf(first: Row, rows: Row[], existing: Values | undefined, facts: ImportFacts, h: Helpers): Record<string, unknown> {
  const { cell } = h;
  const from = (field: ImportField, current: unknown) => {
    const v = cell(first, field);
    return v === undefined ? current : v;
  };
  const category = cell(first, 'category');
  let categoryId: unknown = existing?.categoryId;
  if (category !== undefined) {
    const found = facts.categories.get(category.toLowerCase());
    if (!found) h.issues.push({ column: h.label('category'), message: category ? `No category "${category.slice(0, 60)}": use a category's name or slug, as the export writes it` : 'The category is empty' });
    categoryId = found?.id ?? 0;
  }
  const stock = cell(first, 'inStock');
  let inStock: unknown = existing?.inStock ?? true;
  if (stock !== undefined && stock !== '') {
    const s = stock.toLowerCase();
    const count = Number(s);
    inStock = YES.has(s) ? true : NO.has(s) ? false : Number.isInteger(count) && count >= 0 ? count > 0 : s;
  }
  const photos = cell(first, 'photos');
  let images: unknown = existing?.images ?? [];
  if (photos !== undefined) {
    const all = [...new Set(photos.split(/[\s,;|]+/).filter(Boolean))];
    const remote = all.filter((u) => /^https?:\/\//i.test(u));
    const local = all.filter((u) => !/^https?:\/\//i.test(u));
    // Links on other sites are fetched after the import (each once: a part keeps the photos fetched from
    // them), so here the part keeps the photos it has besides the file's own.
    images = remote.length > 0 ? [...new Set([...local, ...(existing?.images ?? [])])] : local;
    const room = CATALOGUE_PART_MAX_IMAGES - local.length;
    h.photoUrls.push(...remote.slice(0, Math.max(0, room)));
    if (remote.length > room) h.warnings.push(`${remote.length - Math.max(0, room)} photo link${remote.length - room === 1 ? '' : 's'} left out: a part has at most ${CATALOGUE_PART_MAX_IMAGES} photos`);
  }
  const fitments = fitmentsOf(rows, facts, h);
  return {
    title: from('title', existing?.title),
    brand: from('brand', existing?.brand),
    condition: (from('condition', existing?.condition ?? 'new') as string | undefined)?.toLowerCase() || 'new',
    price: from('price', existing?.price),
    originalPrice: from('originalPrice', existing?.originalPrice ?? null),
    marketplace: (from('marketplace', existing?.marketplace ?? 'supplier') as string | undefined)?.toLowerCase() || 'supplier',
    listingUrl: from('listingUrl', existing?.listingUrl ?? null),
    supplierId: facts.supplierId,
    sku: cell(first, 'sku'),
    usShipping: from('usShipping', existing?.usShipping ?? 0),
    weightLb: from('weightLb', existing?.weightLb ?? null),
    shippingDays: from('shippingDays', existing?.shippingDays),
    inStock,
    partNumber: from('partNumber', existing?.partNumber),
    oemNumbers: from('oemNumbers', existing?.oemNumbers ?? []),
    interchangeNumbers: from('interchangeNumbers', existing?.interchangeNumbers ?? []),
    categoryId,
    description: from('description', existing?.description ?? ''),
    images,
    fitments: fitments ?? existing?.fitments.map(({ modelId, yearFrom, yearTo }) => ({ modelId, yearFrom, yearTo })) ?? [],
    universalReason: from('universalReason', existing?.universalReason ?? null),
  };
}

const yearOf = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));

/**
 * The fitment rows a part's rows give, one vehicle per row: a make and model (the model's years unless
 * given), narrowed by chassis codes when given, or chassis codes alone (each the models that carry it).
 * Undefined when the file has no vehicle columns: the part keeps its fitment.
 */
function fitmentsOf(rows: Row[], facts: ImportFacts, h: Helpers): Record<string, unknown>[] | undefined {
  const { cell, label } = h;
  if (rows.every((r) => FITMENT_FIELDS.every((f) => cell(r, f) === undefined))) return undefined;
  const out = new Map<string, Record<string, unknown>>();
  const add = (modelId: number, yearFrom: unknown, yearTo: unknown, chassis: string | null) => {
    const key = `${modelId}:${String(yearFrom)}:${String(yearTo)}`;
    if (!out.has(key)) out.set(key, { modelId, yearFrom, yearTo, chassis });
  };
  for (const row of rows) {
    const make = cell(row, 'make') ?? '';
    const model = cell(row, 'model') ?? '';
    const codes = (cell(row, 'chassisCodes') ?? '').split(/[\s,;/|]+/).filter(Boolean).map(normaliseChassisCode);
    const yearFrom = yearOf(cell(row, 'yearFrom'));
    const yearTo = yearOf(cell(row, 'yearTo'));
    if (make === '' && model === '' && codes.length === 0) {
      if (yearFrom !== undefined || yearTo !== undefined) h.issues.push({ column: label('model'), message: `Row ${row.number} gives years but no make and model or chassis code` });
      continue;
    }
    let models: ModelFacts[];
    if (model !== '' || make !== '') {
      const found = facts.models.get(`${make.toLowerCase()}|${model.toLowerCase()}`);
      if (!found) {
        h.issues.push({ column: label('model'), message: `Row ${row.number}: no ${make || '(make?)'} ${model || '(model?)'} in the vehicle list: check the spelling, or add the model first` });
        continue;
      }
      models = [found];
    } else {
      models = [...new Set(codes.flatMap((c) => facts.chassis.get(c) ?? []))];
      const unknown = codes.filter((c) => !facts.chassis.has(c));
      if (unknown.length > 0) {
        h.issues.push({ column: label('chassisCodes'), message: `Row ${row.number}: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a chassis code' : 'are not chassis codes'} in the vehicle list` });
        continue;
      }
    }
    for (const m of models) {
      const mine = codes.filter((c) => (make === '' && model === '' ? m.chassis.some((g) => isChassis(g, c)) : true));
      if (mine.length === 0) add(m.id, yearFrom ?? m.yearFrom, yearTo ?? m.yearTo, null);
      for (const code of mine) {
        const gen = m.chassis.find((g) => isChassis(g, code));
        // An unknown code of this model is left for the data rules to name.
        add(m.id, yearFrom ?? gen?.yearFrom ?? m.yearFrom, yearTo ?? gen?.yearTo ?? m.yearTo, code);
      }
    }
  }
  return [...out.values()];
}
