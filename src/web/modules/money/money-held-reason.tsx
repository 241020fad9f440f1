import type { ReactElement } from 'react';
import { FormField } from '@web/components/ui/form-field';

/**
 * A staff status change the server held back because money is not settled: its words, and the box for
 * the reason to go ahead anyway (the child, a textarea), shown as an alert when it appears.
 */
export function MoneyHeldReason({ message, hint, error, children }: { message: string; hint: string; error?: string; children: ReactElement }) {
  return (
    <div role="alert" className="grid gap-3 rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm dark:bg-amber-950/40">
      <p className="font-medium">{message}</p>
      <FormField label="Reason to go ahead anyway" hint={hint} error={error}>
        {children}
      </FormField>
    </div>
  );
}
