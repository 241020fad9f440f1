import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { removeFromCart, type CartLine } from '@web/lib/cart';
import { formatMoney } from '@web/lib/format';
import { ProductThumb } from '../product-thumb';

/** A cart line in J$; a catalogue part also keeps the US$ price it is listed at. */
export type SummaryLine = CartLine & { usdPrice?: number };

/** The order as it will be placed: lines at the shelf's prices, subtotal, delivery and total (docs/product.md §9: total = subtotal + shipping). */
export function CheckoutSummary({
  lines,
  subtotal,
  shipping,
  checking,
}: {
  lines: SummaryLine[];
  subtotal: number;
  shipping: number | null;
  checking: boolean;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Order summary</CardTitle>
        <Link to="/shop" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Keep shopping
        </Link>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="divide-y divide-border" aria-label="Items in your cart">
          {lines.map((line) => (
            <li key={`${line.kind ?? 'product'}-${line.id}`} className="flex items-start gap-3 py-3 first:pt-0">
              <ProductThumb src={line.imageUrl} />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{line.name}</p>
                {/* On a phone the figures sit under the name, so a long name is not squeezed into a column. */}
                <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm tabular">
                  <span className="text-muted-foreground">
                    {line.quantity} × {formatMoney(line.price, 'JMD')}
                  </span>
                  <span className="font-semibold">{formatMoney((Math.round(line.price * 100) * line.quantity) / 100, 'JMD')}</span>
                </p>
                {line.usdPrice !== undefined ? (
                  <p className="text-xs text-muted-foreground tabular">Catalogue part: {formatMoney(line.usdPrice, 'USD')} each, in J$ at today's rate</p>
                ) : null}
              </div>
              <Button variant="ghost" size="icon" className="-mt-2 -mr-2" aria-label={`Remove ${line.name}`} onClick={() => removeFromCart(line.id, line.kind)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-border pt-3 text-sm" aria-busy={checking}>
          <dt>Subtotal</dt>
          <dd className="text-right tabular">{formatMoney(subtotal, 'JMD')}</dd>
          <dt>Delivery</dt>
          <dd className="text-right tabular">{shipping === null ? 'Choose below' : shipping === 0 ? 'Free' : formatMoney(shipping, 'JMD')}</dd>
          <dt className="text-base font-bold">Total</dt>
          <dd className="text-right text-base font-bold tabular">{formatMoney(subtotal + (shipping ?? 0), 'JMD')}</dd>
        </dl>
        {checking ? (
          <p role="status" className="text-sm text-muted-foreground">
            Checking today's prices and stock...
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
