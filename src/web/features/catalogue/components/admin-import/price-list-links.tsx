import type { CatalogueExportFilters } from '../../api/price-list-export-url';
import { ExportCsvButton } from './export-csv-button';
import { ImportPriceListLink } from './import-price-list-link';

/**
 * For the catalogue list's heading: "Import a price list" and "Export CSV" of the parts the list's
 * filters show (its page aside), side by side, wrapping on a phone.
 */
export function PriceListLinks({ filters }: { filters: CatalogueExportFilters }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ImportPriceListLink />
      <ExportCsvButton filters={filters} />
    </div>
  );
}
