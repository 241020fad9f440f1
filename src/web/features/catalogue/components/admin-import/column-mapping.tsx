import { useId, useState, type FormEvent } from 'react';
import { Columns3, RefreshCw } from 'lucide-react';
import { IMPORT_FIELD_KEYS, IMPORT_FIELDS, type ColumnMapping, type ImportField, type ImportSummary } from '@shared/schemas/catalogue-import';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';

/** The file's column headers, as far as the summary knows them: those a field was taken from, then the rest. */
function fileColumns(summary: ImportSummary): string[] {
  return [...new Set([...IMPORT_FIELD_KEYS.map((f) => summary.mapping[f]).filter((c): c is string => Boolean(c)), ...summary.unusedColumns])];
}

function mappedFields(summary: ImportSummary): ImportField[] {
  return IMPORT_FIELD_KEYS.filter((f) => summary.mapping[f]);
}

/** Re-checking the same file with another mapping, when the page still holds the file. */
export type Recheck = {
  onCheckAgain: (mapping: ColumnMapping) => void;
  pending: boolean;
  /** Why the last check again was refused (a mapped column the file lacks), in the server's words. */
  error: string | null;
};

/**
 * Which of the file's columns gave each of our fields (the server remembers it for the supplier's next
 * file), and the columns it took nothing from. With `recheck`, staff can point any field at another
 * column, or at none, and check the same file again.
 */
export function ColumnMapping({ summary, recheck }: { summary: ImportSummary; recheck?: Recheck }) {
  const [editing, setEditing] = useState(false);
  const fields = mappedFields(summary);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Columns3 className="size-5" aria-hidden="true" />
        Columns used
      </h3>
      {editing && recheck ? (
        <MappingForm summary={summary} recheck={recheck} onClose={() => setEditing(false)} />
      ) : (
        <>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3" data-testid="column-mapping">
            {fields.map((field) => (
              <div key={field} className="flex min-w-0 flex-wrap justify-between gap-x-3 border-b border-border pb-1">
                <dt className="font-semibold">{IMPORT_FIELDS[field].label}</dt>
                <dd className="min-w-0 break-words text-muted-foreground">{summary.mapping[field]}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-muted-foreground">
            {summary.unusedColumns.length > 0 ? `Columns of the file not used: ${summary.unusedColumns.join(', ')}.` : 'Every column of the file was used.'}
          </p>
          {recheck ? (
            <div>
              <Button variant="outline" onClick={() => setEditing(true)}>
                Change columns
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">To use other columns, check the file again from Import a price list.</p>
          )}
        </>
      )}
    </section>
  );
}

function MappingForm({ summary, recheck, onClose }: { summary: ImportSummary; recheck: Recheck; onClose: () => void }) {
  const columns = fileColumns(summary);
  const [draft, setDraft] = useState<Partial<Record<ImportField, string>>>(() => ({ ...summary.mapping }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const mapping: ColumnMapping = {};
    for (const field of IMPORT_FIELD_KEYS) if (draft[field]) mapping[field] = draft[field];
    recheck.onCheckAgain(mapping);
  };

  return (
    <form onSubmit={submit} aria-label="Change columns" className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-muted-foreground">
        Choose the column that holds each field; fields marked required must have one. The supplier&apos;s next file is read the same way.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {IMPORT_FIELD_KEYS.map((field) => (
          <FormField key={field} label={`${IMPORT_FIELDS[field].label}${IMPORT_FIELDS[field].required ? ' (required)' : ''}`}>
            <NativeSelect value={draft[field] ?? ''} onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}>
              <option value="">Not in this file</option>
              {columns.map((column) => (
                <option key={column} value={column}>
                  {column}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ))}
      </div>
      {recheck.error ? <FormAlert>{recheck.error}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={recheck.pending}>
          <RefreshCw className={recheck.pending ? 'animate-spin' : undefined} aria-hidden="true" />
          {recheck.pending ? 'Checking...' : 'Check again'}
        </Button>
        <Button variant="outline" onClick={onClose} disabled={recheck.pending}>
          Keep these columns
        </Button>
      </div>
    </form>
  );
}
