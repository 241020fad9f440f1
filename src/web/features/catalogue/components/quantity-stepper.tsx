import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';

export const MAX_QUANTITY = 99;

/** A quantity of at least 1 (SPEC §5), with buttons as big as a thumb. */
export function QuantityStepper({
  value,
  onChange,
  disabled = false,
}: {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const clamp = (n: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.floor(n)));
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
          max={MAX_QUANTITY}
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
          disabled={disabled || value >= MAX_QUANTITY}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
