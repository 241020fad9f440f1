import { useId } from 'react';
import { ShoppingCart } from 'lucide-react';
import type { InventoryProduct } from '@shared/schemas/shop';
import { Price } from '@web/components/commerce/price';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SkeletonLines } from '@web/components/ui/skeleton-lines';
import { useCart } from '@web/lib/cart';
import { cn } from '@web/lib/utils';
import { useOrderLimits } from '@web/lib/order-limits';
import { addProductToCart, cappedByOrderLimit, roomInCart } from './add-to-cart';
import { CompatibilityTags, ConditionBadge, STOCK_TONE_CLASSES, stockState } from './product-labels';
import { ProductImage } from './product-image';

export function StockLine({ product }: { product: Pick<InventoryProduct, 'inStock' | 'stockCount'> }) {
  const stock = stockState(product);
  return <p className={cn('text-sm font-semibold', STOCK_TONE_CLASSES[stock.tone])}>{stock.label}</p>;
}

/**
 * One shop product. Its name is a button that opens the product dialog and covers the whole card, so
 * the card is one big touch target; Add to cart sits above that layer as the second tab stop.
 */
export function ProductCard({
  product,
  onOpen,
  headingLevel = 'h3',
}: {
  product: InventoryProduct;
  onOpen: (product: InventoryProduct) => void;
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  const Heading = headingLevel;
  const nameId = useId();
  const lines = useCart();
  const { maxUnitsPerOrder } = useOrderLimits();
  const room = roomInCart(lines, product, maxUnitsPerOrder);
  const soldOut = !product.inStock || product.stockCount <= 0;

  return (
    <Card
      data-testid="product-card"
      className="relative flex flex-col gap-3 p-4 transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <ProductImage src={product.imageUrl} alt="" />
      <div className="flex flex-wrap items-center gap-2">
        <ConditionBadge condition={product.condition} />
        <span className="text-sm text-muted-foreground">{product.categoryName}</span>
      </div>
      <Heading id={nameId} className="text-base leading-snug font-semibold break-words">
        <button
          type="button"
          onClick={() => onOpen(product)}
          aria-haspopup="dialog"
          className="text-left after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-none"
        >
          {product.name}
        </button>
      </Heading>
      <p className="text-sm text-muted-foreground">
        <span className="sr-only">Brand: </span>
        {product.brand}
      </p>
      <CompatibilityTags models={product.compatibility} />
      <div className="mt-auto grid gap-2 pt-1">
        <Price price={product.price} originalPrice={product.originalPrice} currency="JMD" />
        <StockLine product={product} />
        <Button
          className="relative z-10 w-full"
          aria-describedby={nameId}
          disabled={room === 0}
          onClick={() => addProductToCart(product, 1, maxUnitsPerOrder)}
        >
          <ShoppingCart aria-hidden="true" />
          {!soldOut && room === 0 ? (cappedByOrderLimit(product, maxUnitsPerOrder) ? 'Order limit in your cart' : 'All in your cart') : 'Add to cart'}
        </Button>
      </div>
    </Card>
  );
}

/** Shaped like a product card, shown while the products load. */
export function ProductCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <SkeletonLines lines={['aspect-[4/3] w-full', 'h-5 w-24', 'h-5 w-full', 'h-4 w-1/2', 'h-6 w-40', 'h-7 w-28', 'h-11 w-full']} />
    </Card>
  );
}
