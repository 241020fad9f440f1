import { z } from 'zod';
import { recordId, recordIdParam, textToNumber } from './common';

// Staff bring in a supplier's price list (docs/catalogue-import.md): the file's columns mapped onto these
// fields once per supplier, a dry run row by row, then a job that applies it and can be undone.

export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_ROWS_PAGE_SIZE = 50;

/**
 * The fields a price list's columns fill, in the export's order; `headers` are the column names each is
 * recognised by when no mapping is remembered (compared without case, spaces or punctuation). Fitment
 * comes as make, model, year from, year to and chassis codes: one vehicle per row, the part's other
 * columns repeated (or left blank) on the rows of its further vehicles.
 */
export const IMPORT_FIELDS = {
  sku: { label: 'SKU', headers: ['sku', 'item', 'item number', 'item no', 'supplier sku', 'stock code', 'code'], required: true },
  title: { label: 'Title', headers: ['title', 'name', 'description short', 'product name', 'item name'], required: true },
  brand: { label: 'Brand', headers: ['brand', 'make brand', 'manufacturer', 'mfr'], required: true },
  condition: { label: 'Condition', headers: ['condition', 'state'], required: false },
  price: { label: 'Price (US$)', headers: ['price', 'price usd', 'unit price', 'cost', 'your price'], required: true },
  originalPrice: { label: 'Original price (US$)', headers: ['original price', 'list price', 'msrp', 'retail'], required: false },
  marketplace: { label: 'Sold on', headers: ['sold on', 'marketplace', 'source'], required: false },
  listingUrl: { label: 'Listing link', headers: ['listing link', 'listing url', 'url', 'link'], required: false },
  usShipping: { label: 'US shipping (US$)', headers: ['us shipping', 'shipping', 'shipping usd'], required: false },
  weightLb: { label: 'Weight (lb)', headers: ['weight lb', 'weight', 'lbs', 'weight lbs'], required: false },
  shippingDays: { label: 'Shipping days', headers: ['shipping days', 'lead time', 'delivery days'], required: false },
  inStock: { label: 'In stock', headers: ['in stock', 'stock', 'available', 'availability'], required: false },
  partNumber: { label: 'Part number', headers: ['part number', 'part no', 'mpn', 'manufacturer part number'], required: true },
  oemNumbers: { label: 'OEM numbers', headers: ['oem numbers', 'oem', 'oem number', 'oe number', 'oe numbers'], required: false },
  interchangeNumbers: { label: 'Interchange numbers', headers: ['interchange numbers', 'interchange', 'cross reference', 'replaces', 'also sold as'], required: false },
  category: { label: 'Category', headers: ['category', 'category slug', 'department'], required: true },
  description: { label: 'Description', headers: ['description', 'details', 'long description'], required: false },
  photos: { label: 'Photos', headers: ['photos', 'photo urls', 'images', 'image url', 'image'], required: false },
  make: { label: 'Make', headers: ['make', 'vehicle make'], required: false },
  model: { label: 'Model', headers: ['model', 'vehicle model'], required: false },
  yearFrom: { label: 'Year from', headers: ['year from', 'from year', 'start year'], required: false },
  yearTo: { label: 'Year to', headers: ['year to', 'to year', 'end year'], required: false },
  chassisCodes: { label: 'Chassis codes', headers: ['chassis codes', 'chassis code', 'chassis', 'model code'], required: false },
  universalReason: { label: 'Fits any vehicle because', headers: ['fits any vehicle because', 'universal reason', 'universal'], required: false },
} as const;
export type ImportField = keyof typeof IMPORT_FIELDS;
export const IMPORT_FIELD_KEYS = Object.keys(IMPORT_FIELDS) as ImportField[];

/** Our field → the file's column header that holds it. */
export const ColumnMappingSchema = z.partialRecord(
  z.enum(IMPORT_FIELD_KEYS as [ImportField, ...ImportField[]], { error: `The column mapping names a field we do not have: use ${IMPORT_FIELD_KEYS.join(', ')}` }),
  z.string({ error: 'The column mapping gives each field the name of a column' }).trim().min(1, 'The column mapping gives each field the name of a column').max(120, 'The column mapping gives each field the name of a column'),
  { error: 'The column mapping must be a JSON object of field → column' },
);
export type ColumnMapping = z.infer<typeof ColumnMappingSchema>;

/** The form sent with the file (multipart fields), checked after the file is read. */
export const ImportFormSchema = z.strictObject({
  supplierId: z.preprocess(textToNumber, recordId('Supplier', 'Choose the supplier whose price list this is')),
  /** JSON text of a ColumnMapping; left out, the supplier's remembered mapping or the headers' names are used. */
  mapping: z
    .string()
    .max(8000, 'The column mapping is too long')
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'The column mapping must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(ColumnMappingSchema.optional()),
  retireMissing: z.enum(['true', 'false'], { error: 'retireMissing must be true or false' }).default('false').transform((v) => v === 'true'),
});
export type ImportForm = z.output<typeof ImportFormSchema>;

export const IMPORT_STATUSES = ['checked', 'applying', 'applied', 'cancelled', 'undoing', 'undone'] as const;
export const IMPORT_OUTCOMES = ['new', 'changed', 'unchanged', 'refused', 'retire'] as const;

export const ImportSummarySchema = z.object({
  id: z.number(),
  supplierId: z.number(),
  supplierName: z.string(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  retireMissing: z.boolean(),
  counts: z.object({ new: z.number(), changed: z.number(), unchanged: z.number(), refused: z.number(), warnings: z.number(), retire: z.number() }),
  totalRows: z.number(),
  doneRows: z.number(),
  /** The mapping used, so the screen shows which column gave each field. */
  mapping: z.record(z.string(), z.string()),
  /** Columns of the file no field was taken from. */
  unusedColumns: z.array(z.string()),
  createdBy: z.string(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

export const ImportRowSchema = z.object({
  rowNumber: z.number(),
  outcome: z.enum(IMPORT_OUTCOMES),
  sku: z.string().nullable(),
  title: z.string().nullable(),
  partId: z.number().nullable(),
  issues: z.array(z.object({ column: z.string(), message: z.string() })),
  warnings: z.array(z.string()),
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportRowsQuerySchema = z.strictObject({
  outcome: z.enum(IMPORT_OUTCOMES, { error: `Outcome must be one of ${IMPORT_OUTCOMES.join(', ')}` }).optional(),
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000, 'Page must be at most 10,000').default(1),
});

export const ImportRowsSchema = z.object({ rows: z.array(ImportRowSchema), page: z.number(), totalPages: z.number(), total: z.number() });
export type ImportRows = z.infer<typeof ImportRowsSchema>;

export const ImportIdParamsSchema = z.strictObject({ id: recordIdParam('Import id') });
export const ImportListSchema = z.object({ imports: z.array(ImportSummarySchema) });
