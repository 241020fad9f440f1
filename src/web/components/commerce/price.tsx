import { formatMoney, type Currency } from '@web/lib/format';
import { cn } from '@web/lib/utils';

/**
 * A price, with the original price struck through when it is discounted. The catalogue shows US$ and the
 * shop J$; each page picks the sizes of the two figures.
 */
export function Price({
  price,
  originalPrice,
  currency = 'USD',
  amountClassName = 'text-xl',
  wasClassName = 'text-sm',
}: {
  price: number;
  originalPrice: number | null;
  currency?: Currency;
  amountClassName?: string;
  wasClassName?: string;
}) {
  const discounted = originalPrice !== null && originalPrice > price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 tabular">
      <span className={cn('font-bold', amountClassName)}>
        {discounted ? <span className="sr-only">Price </span> : null}
        {formatMoney(price, currency)}
      </span>
      {discounted ? (
        <s className={cn('text-muted-foreground', wasClassName)}>
          <span className="sr-only">Was </span>
          {formatMoney(originalPrice, currency)}
        </s>
      ) : null}
    </p>
  );
}
