import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/**
 * Saves a table as a CSV file made in the browser. The byte-order mark tells Excel the file is UTF-8, so a
 * name like "Chloé" opens as written.
 */
export function DownloadCsvButton({ table, fileName, csv }: { table: string; fileName: string; csv: () => string }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv()], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Let the file go once the browser has surely read it; the URL would otherwise hold it until the page closes.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={download} aria-label={`Download CSV of ${table}`}>
      <Download aria-hidden="true" />
      Download CSV
    </Button>
  );
}
