import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD, type ColumnMapping, type ImportSummary } from '@shared/schemas/catalogue-import';
import { postFormData } from '@web/lib/api-client';
import { priceListKeys } from './price-list-keys';

export type CheckPriceList = {
  file: File;
  supplierId: number;
  retireMissing: boolean;
  /** Left out, the server uses the supplier's remembered mapping, or the columns' names. */
  mapping?: ColumnMapping;
};

/**
 * `POST /api/admin/parts/imports` (multipart: the file, the supplier, the mapping as JSON, retireMissing):
 * the dry run, 201 with its summary. A file refused whole is 400 (or 413 over 50 MB) with
 * `{ message, issues: [{ path, message }] }`; `mapping.<field>` names a mapped column the file lacks.
 */
export function checkPriceList({ file, supplierId, retireMissing, mapping }: CheckPriceList): Promise<ImportSummary> {
  const body = new FormData();
  body.append('supplierId', String(supplierId));
  body.append('retireMissing', String(retireMissing));
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  // The file goes last: the server has read the other fields by the time the big part arrives.
  body.append(IMPORT_FILE_FIELD, file, file.name);
  return postFormData<ImportSummary>('/api/admin/parts/imports', body);
}

export function useCheckPriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkPriceList,
    onSuccess: (summary) => {
      queryClient.setQueryData(priceListKeys.importOne(summary.id), summary);
      return queryClient.invalidateQueries({ queryKey: priceListKeys.imports(), exact: true });
    },
  });
}
