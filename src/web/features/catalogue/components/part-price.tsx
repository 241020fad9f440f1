import { formatMoney } from '@web/lib/format';
import { cn } from '@web/lib/utils';

/** The price in US$, with the original price struck through when the part is discounted. */
export function PartPrice({
  price,
  originalPrice,
  size = 'default',
}: {
  price: number;
  originalPrice: number | null;
  size?: 'default' | 'large';
}) {
  const discounted = originalPrice !== null && originalPrice > price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 tabular">
      <span className={cn('font-bold', size === 'large' ? 'text-3xl' : 'text-xl')}>
        {discounted ? <span className="sr-only">Price </span> : null}
        {formatMoney(price)}
      </span>
      {discounted ? (
        <s className={cn('text-muted-foreground', size === 'large' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">Was </span>
          {formatMoney(originalPrice)}
        </s>
      ) : null}
    </p>
  );
}
