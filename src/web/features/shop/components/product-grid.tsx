import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import type { InventoryProduct } from '@shared/schemas/shop';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { cn } from '@web/lib/utils';
import { whenIdle } from '@web/lib/when-idle';
import { ProductCard, ProductCardSkeleton } from './product-card';

// The dialog's code (Radix's focus trap and scroll lock, the details) is not part of the page's first
// download: it is fetched once the page has shown, and a product opened before it arrives opens when it does.
const loadProductDialog = () => import('./product-dialog');
const ProductDialog = lazy(() => loadProductDialog().then((m) => ({ default: m.ProductDialog })));

/** Cards shown at first, and added by each "Show more": a phone on mobile data draws a screenful, not the shop. */
export const PRODUCTS_PER_STEP = 24;
const SKELETON_COUNT = 6;

function describeError(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  return getServerMessage(error) ?? 'We could not load the shop just now. Please try again.';
}

/**
 * The shop's products as cards, with their loading, error and empty states and the one product dialog.
 * /shop and the dashboard's Phone Parts tab both show their products through it.
 */
export function ProductGrid({
  products,
  loading,
  error,
  onRetry,
  empty,
  headingLevel = 'h3',
  className,
}: {
  products: InventoryProduct[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** What to show when there are no products. */
  empty: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [limit, setLimit] = useState(PRODUCTS_PER_STEP);
  // A new list (another filter) starts again from the first screenful.
  const [lastProducts, setLastProducts] = useState(products);
  if (products !== lastProducts) {
    setLastProducts(products);
    setLimit(PRODUCTS_PER_STEP);
  }
  // The dialog follows the product in the latest list, so its stock stays current after a refetch.
  const selected = selectedId === null ? null : (products?.find((p) => p.id === selectedId) ?? null);
  useEffect(() => whenIdle(() => void loadProductDialog().catch(() => undefined)), []);
  const grid = cn('grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3', className);

  if (loading) {
    return (
      <ul className={grid} aria-busy="true" aria-label="Loading products">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (error) {
    return (
      <Card role="alert">
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <AlertCircle className="size-10 text-destructive" aria-hidden="true" />
          <p className="text-xl font-bold">We couldn&apos;t load the products</p>
          <p className="max-w-md text-muted-foreground">{describeError(error)}</p>
          <Button onClick={onRetry}>Retry</Button>
        </CardContent>
      </Card>
    );
  }
  if (!products || products.length === 0) return <>{empty}</>;

  const shown = products.slice(0, limit);
  return (
    <div className="grid gap-4">
      <ul className={grid} aria-label="Products">
        {shown.map((product) => (
          <li key={product.id} className="grid">
            <ProductCard product={product} headingLevel={headingLevel} onOpen={(p) => setSelectedId(p.id)} />
          </li>
        ))}
      </ul>
      {products.length > shown.length ? (
        <div className="grid justify-items-center gap-2">
          <p className="text-sm text-muted-foreground tabular">
            Showing {shown.length} of {products.length} products
          </p>
          <Button variant="outline" onClick={() => setLimit((n) => n + PRODUCTS_PER_STEP)}>
            Show more products
          </Button>
        </div>
      ) : null}
      {selected ? (
        <Suspense fallback={null}>
          <ProductDialog product={selected} onClose={() => setSelectedId(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
