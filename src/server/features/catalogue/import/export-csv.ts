import type { CatalogueAdminQuery } from '../../../../shared/schemas/admin-catalogue';
import { IMPORT_FIELD_KEYS, IMPORT_FIELDS, IMPORT_MAX_ROWS, type ImportField } from '../../../../shared/schemas/catalogue-import';
import type { Db } from '../../../db/client';
import { writeCsv } from '../../../lib/csv';
import { normalisePartNumber } from '../service';
import { valuesOf } from '../staff/part-values';
import * as repo from './repository';

/**
 * Any list staff can filter, as a CSV in the import's own columns (the labels are headers the import
 * reads), one row per vehicle the part fits: exported and imported again for the same supplier, it is
 * "0 changed". A cell a spreadsheet would run as a formula is written with a quote before it (lib/csv.ts).
 */
export function createCatalogueExport(deps: { db: Db }) {
  async function csv(q: Omit<CatalogueAdminQuery, 'page'>): Promise<string> {
    const number = q.query ? normalisePartNumber(q.query) : '';
    const { rows, fits } = await repo.partsForExport(
      deps.db,
      { query: q.query || undefined, numberPrefix: number.length >= 3 ? number : undefined, status: q.status, categoryId: q.categoryId, supplierId: q.supplierId },
      IMPORT_MAX_ROWS,
    );
    const fitsOf = new Map<number, typeof fits>();
    for (const f of fits) fitsOf.set(f.partId, [...(fitsOf.get(f.partId) ?? []), f]);
    const lines: string[][] = [IMPORT_FIELD_KEYS.map((f) => IMPORT_FIELDS[f].label)];
    for (const { part, categorySlug } of rows) {
      const v = valuesOf(part, []);
      const base: Record<ImportField, string> = {
        sku: v.sku ?? '',
        title: v.title,
        brand: v.brand,
        condition: v.condition,
        price: String(v.price),
        originalPrice: v.originalPrice === null ? '' : String(v.originalPrice),
        marketplace: v.marketplace,
        listingUrl: v.listingUrl ?? '',
        usShipping: String(v.usShipping),
        weightLb: v.weightLb === null ? '' : String(v.weightLb),
        shippingDays: v.shippingDays,
        inStock: v.inStock ? 'yes' : 'no',
        partNumber: v.partNumber,
        oemNumbers: v.oemNumbers.join(', '),
        interchangeNumbers: v.interchangeNumbers.join(', '),
        category: categorySlug,
        description: v.description,
        photos: v.images.join(' '),
        make: '',
        model: '',
        yearFrom: '',
        yearTo: '',
        chassisCodes: '',
        universalReason: v.universalReason ?? '',
      };
      const vehicles = fitsOf.get(part.id) ?? [];
      const rowsOfPart = vehicles.length === 0 ? [base] : vehicles.map((f) => ({ ...base, make: f.make, model: f.model, yearFrom: String(f.yearFrom), yearTo: String(f.yearTo) }));
      for (const r of rowsOfPart) lines.push(IMPORT_FIELD_KEYS.map((f) => r[f]));
    }
    // With a BOM, Excel opens it as UTF-8 (accents and "—" intact).
    return writeCsv(lines, { bom: true });
  }
  return { csv };
}
export type CatalogueExport = ReturnType<typeof createCatalogueExport>;
