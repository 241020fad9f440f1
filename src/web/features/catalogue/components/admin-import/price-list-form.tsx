import { useRef, useState, type FormEvent } from 'react';
import { FileSearch, TriangleAlert } from 'lucide-react';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportSummary } from '@shared/schemas/catalogue-import';
import { formatCount } from '@shared/numbers';
import { FieldError } from '@web/components/ui/field-error';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { cn } from '@web/lib/utils';
import { useCheckPriceList } from '../../api/price-list-check';
import { usePriceListSuppliers } from '../../api/price-list-suppliers';
import { checkRefusal, type CheckRefusal } from './check-errors';

const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);
/** What the file picker offers; the server reads the bytes, so a renamed file is still told apart. */
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file and choices a dry run was made of, so "Check again" sends the same file with other columns. */
export type CheckedFile = { summary: ImportSummary; file: File; supplierId: number; retireMissing: boolean };

/**
 * Step one: whose price list, the file, and whether parts missing from it are retired; "Check the file"
 * makes the dry run. What is missing is said at its field; a file the server refuses whole is said at
 * the file, in its words.
 */
export function PriceListForm({ onChecked, onSupplierChange }: { onChecked: (checked: CheckedFile) => void; onSupplierChange: (supplierId: number | null) => void }) {
  const suppliers = usePriceListSuppliers();
  const check = useCheckPriceList();
  const [supplierId, setSupplierId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [retireMissing, setRetireMissing] = useState(false);
  const [errors, setErrors] = useState<CheckRefusal>({});
  const supplierRef = useRef<HTMLSelectElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.reset();
    const found: CheckRefusal = {
      supplier: supplierId ? undefined : 'Choose the supplier whose price list this is',
      file: !file ? 'Choose the price list file (CSV or .xlsx)' : file.size > IMPORT_MAX_BYTES ? `The file is over ${MAX_MB} MB: split the price list in two` : undefined,
    };
    setErrors(found);
    if (found.supplier) return supplierRef.current?.focus();
    if (found.file || !file) return fileRef.current?.focus();
    const id = Number(supplierId);
    check.mutate(
      { file, supplierId: id, retireMissing },
      {
        onSuccess: (summary) => onChecked({ summary, file, supplierId: id, retireMissing }),
        onError: (error) => setErrors(checkRefusal(error)),
      },
    );
  };

  const supplierOptions = suppliers.data?.suppliers ?? [];
  return (
    <form onSubmit={submit} aria-label="Check a price list" className="flex flex-col gap-5" noValidate>
      <FormField label="Supplier" error={errors.supplier} hint={suppliers.isError ? undefined : 'Whose price list this is. Their parts are matched by SKU.'}>
        <NativeSelect
          ref={supplierRef}
          required
          value={supplierId}
          // Not disabled while the list loads: a disabled field cannot take the focus its error sends it.
          aria-busy={suppliers.isPending || undefined}
          onChange={(e) => {
            setSupplierId(e.target.value);
            setErrors((er) => ({ ...er, supplier: undefined }));
            onSupplierChange(e.target.value ? Number(e.target.value) : null);
          }}
        >
          <option value="">{suppliers.isPending ? 'Loading suppliers...' : 'Choose a supplier'}</option>
          {supplierOptions.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {suppliers.isError ? (
        <div className="flex flex-wrap items-center gap-3" role="alert">
          <FieldError message="We couldn't load the suppliers." />
          <Button variant="outline" size="sm" onClick={() => void suppliers.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}

      <div className="flex flex-col gap-2">
        <FormField
          label="Price list file"
          error={errors.file && !check.isError ? errors.file : undefined}
          hint={`A CSV or Excel (.xlsx) file, up to ${MAX_MB} MB and ${formatCount(IMPORT_MAX_ROWS)} rows, its first row naming the columns. CSV may be UTF-8 or Windows-1252 (Excel's "CSV").`}
        >
          <Input
            ref={fileRef}
            type="file"
            required
            accept={ACCEPT}
            className="h-auto py-2 file:mr-3 file:min-h-8 file:rounded-md file:border-0 file:bg-muted file:px-3 file:font-semibold file:text-foreground"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setErrors((er) => ({ ...er, file: undefined }));
              check.reset();
            }}
          />
        </FormField>
        {errors.file && check.isError ? <FormAlert>{errors.file}</FormAlert> : null}
      </div>

      <div className="flex flex-col gap-1">
        <Checkbox
          label="Retire this supplier's parts that are not in the file"
          checked={retireMissing}
          aria-describedby="retire-missing-warning"
          onChange={(e) => setRetireMissing(e.target.checked)}
        />
        <p
          id="retire-missing-warning"
          className={cn('flex items-start gap-2 rounded-md p-3 text-sm', retireMissing ? 'border border-warning-foreground/50 bg-warning text-warning-foreground' : 'text-muted-foreground')}
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Ticked, every part of this supplier that is on sale but missing from the file is taken off sale: customers stop finding it. Tick it only when the file
            is the supplier&apos;s whole price list. The dry run shows how many first, and nothing changes until you apply it.
          </span>
        </p>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" disabled={check.isPending} className="sm:self-start">
          <FileSearch aria-hidden="true" />
          {check.isPending ? 'Checking the file...' : 'Check the file'}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {check.isPending ? 'Reading and checking every row. A big file can take a minute.' : ''}
        </p>
      </div>
    </form>
  );
}
