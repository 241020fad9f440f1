import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { ORDER_LINE_MAX_QUANTITY } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';

/** A quantity from 1 to `max` (docs/product.md §5), with buttons as big as a thumb. */
export function QuantityStepper({
  value,
  onChange,
  max = ORDER_LINE_MAX_QUANTITY,
  disabled = false,
}: {
  value: number;
  onChange: (value: number) => void;
  /** The most that can be chosen: one order's limit, or what can still be added. */
  max?: number;
  disabled?: boolean;
}) {
  const id = useId();
  const clamp = (n: number) => Math.min(max, Math.max(1, Math.floor(n)));
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Quantity</Label>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          aria-label="Decrease quantity"
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Minus aria-hidden="true" />
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          disabled={disabled}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isFinite(n) && e.target.value !== '') onChange(clamp(n));
          }}
          className="min-h-11 w-16 rounded-md border border-input bg-background text-center text-base tabular focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60"
        />
        <Button
          variant="outline"
          size="icon"
          aria-label="Increase quantity"
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
