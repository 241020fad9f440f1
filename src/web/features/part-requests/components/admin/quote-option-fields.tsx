import { useId } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TriangleAlert, X } from 'lucide-react';
import { OPTION_CONDITIONS, type SaveQuoteFormValues } from '@shared/schemas/quotes';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { formatMoney } from '@web/lib/format';
import { OPTION_CONDITION_LABELS } from '../quote/quote-summary';
import { hasPartPrice, isOverBudget, previewOption, type PreviewRates } from './quote-editor-values';

/** The preview's rates, or why there are none yet. */
export type PreviewState = { state: 'loading' } | { state: 'unavailable'; why: string } | { state: 'ready'; rates: PreviewRates };

const MONEY_FIELDS = [
  ['partPrice', 'Part price (US$)'],
  ['usShipping', 'US shipping (US$)'],
  ['freight', 'Freight (US$)'],
  ['serviceFee', 'Service fee (US$)'],
] as const;

const NO_AMOUNTS = { partPrice: '', usShipping: '', freight: '', serviceFee: '' };

/** One option of the quote: its own fieldset, its live preview, and a warning when it is over budget. */
export function QuoteOptionFields({
  index,
  control,
  register,
  errors,
  preview,
  maxBudget,
  onRemove,
}: {
  index: number;
  control: Control<SaveQuoteFormValues>;
  register: UseFormRegister<SaveQuoteFormValues>;
  errors: FieldErrors<SaveQuoteFormValues>;
  preview: PreviewState;
  maxBudget: number | null;
  /** Absent while this is the only option: a quote needs at least one. */
  onRemove?: () => void;
}) {
  const number = index + 1;
  const fieldErrors = errors.options?.[index];
  // Undefined for a moment while a removed option's row is unmounting.
  const values = useWatch({ control, name: `options.${index}` }) ?? NO_AMOUNTS;
  const over = maxBudget !== null && isOverBudget(values, maxBudget);

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-3 sm:p-4">
      <legend className="px-1 text-base font-bold">Option {number}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Option name" hint="E.g. OEM new, Aftermarket, Used." error={fieldErrors?.label?.message}>
          <Input autoComplete="off" maxLength={60} {...register(`options.${index}.label`)} />
        </FormField>
        <FormField label="Condition" error={fieldErrors?.condition?.message}>
          <NativeSelect {...register(`options.${index}.condition`)}>
            {OPTION_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {OPTION_CONDITION_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Brand" hint="Optional." error={fieldErrors?.brand?.message} className="sm:col-span-2">
          <Input autoComplete="off" maxLength={60} {...register(`options.${index}.brand`)} />
        </FormField>
        {MONEY_FIELDS.map(([field, label]) => (
          <FormField key={field} label={label} error={fieldErrors?.[field]?.message}>
            <Input inputMode="decimal" autoComplete="off" className="tabular" {...register(`options.${index}.${field}`)} />
          </FormField>
        ))}
        <FormField label="Notes" hint="Optional. The customer reads these with the option." error={fieldErrors?.notes?.message} className="sm:col-span-2">
          <Textarea rows={2} maxLength={300} {...register(`options.${index}.notes`)} />
        </FormField>
      </div>

      {/* Always present, so a screen reader hears the warning when it appears. */}
      <div role="status" className="empty:hidden">
        {over ? (
          <p className="flex items-start gap-2 rounded-md bg-warning p-2 text-sm font-semibold text-warning-foreground">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0">Part price over the customer&apos;s budget of {formatMoney(maxBudget, 'USD')}</span>
          </p>
        ) : null}
      </div>

      <OptionPreview values={values} preview={preview} />

      {onRemove ? (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onRemove}>
          <X aria-hidden="true" />
          Remove option {number}
        </Button>
      ) : null}
    </fieldset>
  );
}

function OptionPreview({ values, preview }: { values: Parameters<typeof previewOption>[0]; preview: PreviewState }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-2 rounded-md bg-muted p-3 text-sm">
      <p id={headingId} className="font-semibold">
        Preview — the server works out the final figures
      </p>
      {preview.state === 'loading' ? (
        <>
          <span className="sr-only">Loading the rates for the preview...</span>
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-5 w-56" />
        </>
      ) : preview.state === 'unavailable' ? (
        <p className="text-muted-foreground">{preview.why}</p>
      ) : !hasPartPrice(values) ? (
        <p className="text-muted-foreground">Enter the part price to see the totals.</p>
      ) : (
        <PreviewFigures {...previewOption(values, preview.rates)} />
      )}
    </div>
  );
}

function PreviewFigures({ usdTotal, jmdTotal, deposit, balance }: ReturnType<typeof previewOption>) {
  const rows = [
    ['Total (US$)', formatMoney(usdTotal, 'USD')],
    ['Total (J$)', formatMoney(jmdTotal, 'JMD')],
    ['Deposit now', formatMoney(deposit, 'JMD')],
    ['Balance later', formatMoney(balance, 'JMD')],
  ] as const;
  return (
    <dl className="grid gap-1 tabular sm:grid-cols-2 sm:gap-x-6">
      {rows.map(([term, amount]) => (
        <div key={term} className="flex flex-wrap justify-between gap-x-3">
          <dt>{term}</dt>
          <dd className="font-bold">{amount}</dd>
        </div>
      ))}
    </dl>
  );
}
