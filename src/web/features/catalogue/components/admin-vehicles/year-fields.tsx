import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

/**
 * First and last year side by side, as text boxes with a number keypad (as the part form's are): a number
 * box hands over '' for "20l4", and the schema's own message would be lost.
 */
export function YearFields({
  from,
  to,
  errors,
  hint,
}: {
  from: UseFormRegisterReturn;
  to: UseFormRegisterReturn;
  errors: { from?: string; to?: string };
  hint?: string;
}) {
  const year = { inputMode: 'numeric', autoComplete: 'off', maxLength: 4, className: 'tabular' } as const;
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <FormField label="First year" hint={hint} error={errors.from}>
        <Input {...from} {...year} />
      </FormField>
      <FormField label="Last year" error={errors.to}>
        <Input {...to} {...year} />
      </FormField>
    </div>
  );
}
