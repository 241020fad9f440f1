import { Download } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { catalogueExportUrl, type CatalogueExportFilters } from '../../api/price-list-export-url';

/**
 * Downloads the parts the given filters list (every page of them) as a CSV in the import's columns: edit
 * it in Excel and import it back. A plain link with `download`: the browser sends the session cookie and
 * saves the file under the name the server gives it.
 */
export function ExportCsvButton({ filters, className }: { filters?: CatalogueExportFilters; className?: string }) {
  return (
    <a href={catalogueExportUrl(filters)} download className={cn(buttonVariants({ variant: 'outline' }), className)}>
      <Download aria-hidden="true" />
      Export CSV
    </a>
  );
}
