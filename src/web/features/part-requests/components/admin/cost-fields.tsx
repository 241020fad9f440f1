import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

export type CostFieldName = 'estimatedCost' | 'shippingCost' | 'freightCost';

const COST_FIELDS: ReadonlyArray<{ name: CostFieldName; label: string; hint: string }> = [
  { name: 'estimatedCost', label: 'Estimated cost (US$)', hint: 'The part’s price at the supplier.' },
  { name: 'shippingCost', label: 'Shipping cost (US$)', hint: 'US shipping, supplier to forwarder.' },
  { name: 'freightCost', label: 'Freight cost (US$)', hint: 'Freight from the US to Jamaica.' },
];

/**
 * The three costs of a request (SPEC §5): number inputs in steps of 0.01; left empty they mean "none"
 * (the shared schema turns '' into null). Used by the edit and quote dialogs.
 */
export function CostFields({
  register,
  errors,
}: {
  register: (name: CostFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<CostFieldName, string | undefined>>;
}) {
  return (
    <>
      {COST_FIELDS.map(({ name, label, hint }) => (
        <FormField key={name} label={label} hint={hint} error={errors[name]}>
          <Input type="number" inputMode="decimal" step="0.01" min="0" placeholder="0.00" className="tabular" {...register(name)} />
        </FormField>
      ))}
    </>
  );
}
