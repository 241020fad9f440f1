import { useId, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { formatCount } from '@shared/numbers';

export type PriceRange = { minPrice?: number; maxPrice?: number };

/**
 * A min–max price filter applied with its own button (typing a price should not search on every key).
 * The figures are checked here with a message beside the fields, so a bad range never reaches the URL;
 * commas are allowed ("10,000") and the range is kept to whole cents, as the API keeps it.
 */
export function PriceRangeFilter({
  legend,
  step,
  max,
  value,
  onApply,
}: {
  legend: string;
  step: string;
  /** The highest price the API accepts. */
  max: number;
  value: PriceRange;
  onApply: (range: PriceRange) => void;
}) {
  const id = useId();
  const [min, setMin] = useState(value.minPrice?.toString() ?? '');
  const [maxText, setMaxText] = useState(value.maxPrice?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(/,/g, '')));
    const minPrice = toNumber(min);
    const maxPrice = toNumber(maxText);
    const valid = (n: number | undefined) => n === undefined || (n >= 0 && n <= max);
    if (!valid(minPrice) || !valid(maxPrice)) {
      setError(`Prices must be numbers from 0 to ${formatCount(max)}.`);
      return;
    }
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setError('The minimum price must not be more than the maximum.');
      return;
    }
    setError(null);
    const cents = (n: number | undefined) => (n === undefined ? undefined : Math.round(n * 100) / 100);
    onApply({ minPrice: cents(minPrice), maxPrice: cents(maxPrice) });
  };

  const field = (which: 'min' | 'max') => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${which}`}>{which === 'min' ? 'Min price' : 'Max price'}</Label>
      <Input
        id={`${id}-${which}`}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={which === 'min' ? min : maxText}
        placeholder={which === 'min' ? '0' : 'Any'}
        aria-invalid={error ? true : undefined}
        onChange={(e) => (which === 'min' ? setMin : setMaxText)(e.target.value)}
      />
    </div>
  );

  return (
    <form onSubmit={apply} noValidate>
      <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold">{legend}</legend>
        <div className="grid grid-cols-2 gap-2">
          {field('min')}
          {field('max')}
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="outline" aria-label="Apply price range">
          Apply price
        </Button>
      </fieldset>
    </form>
  );
}
