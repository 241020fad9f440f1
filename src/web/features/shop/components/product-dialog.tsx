import { useRef, useState, type ReactNode } from 'react';
import { MapPin, Phone, ShieldCheck, ShoppingCart, Store } from 'lucide-react';
import type { InventoryProduct } from '@shared/schemas/shop';
import { Price } from '@web/components/commerce/price';
import { QuantityStepper } from '@web/components/commerce/quantity-stepper';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { useCart } from '@web/lib/cart';
import { cn } from '@web/lib/utils';
import { useOrderLimits } from '@web/lib/order-limits';
import { addProductToCart, cappedByOrderLimit, quantityInCart, roomInCart } from './add-to-cart';
import { StockLine } from './product-card';
import { CONDITION_NAMES, ConditionBadge, warrantyText } from './product-labels';
import { ProductImage } from './product-image';

/**
 * A product's details (docs/product.md §2 /shop): its images, description, every phone it fits, the seller,
 * the stock, the warranty for its category and condition (docs/product.md §9), and Add to cart with a quantity.
 * One dialog serves a whole list: it shows `product`, and closes when that is null.
 */
export function ProductDialog({ product, onClose }: { product: InventoryProduct | null; onClose: () => void }) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={product !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {product ? (
        <DialogContent
          ref={contentRef}
          tabIndex={-1}
          // The dialog itself takes the focus (a screen reader reads its name), not the quantity box: on a
          // phone a focused text box opens the keyboard over the product.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
          closeLabel="Close product details"
          className="max-w-3xl focus:outline-none"
        >
          <ProductDetails key={product.id} product={product} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ProductDetails({ product }: { product: InventoryProduct }) {
  const lines = useCart();
  const inCart = quantityInCart(lines, product.id);
  const { maxUnitsPerOrder } = useOrderLimits();
  const room = roomInCart(lines, product, maxUnitsPerOrder);
  const [quantity, setQuantity] = useState(1);
  const shownQuantity = Math.max(1, Math.min(quantity, room));
  const warranty = warrantyText(product);
  const soldOut = !product.inStock || product.stockCount <= 0;

  return (
    <>
      <DialogHeader>
        <DialogTitle className="text-xl break-words">{product.name}</DialogTitle>
        <DialogDescription>
          {product.brand} · {product.categoryName} · {CONDITION_NAMES[product.condition]}
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-6 md:grid-cols-2">
        <ImageGallery product={product} />

        <div className="grid content-start gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <ConditionBadge condition={product.condition} />
            <span className="text-sm text-muted-foreground">{product.categoryName}</span>
          </div>
          <Price price={product.price} originalPrice={product.originalPrice} currency="JMD" amountClassName="text-2xl" />
          <div className="grid gap-1">
            <StockLine product={product} />
            {product.inStock && product.stockCount > 0 ? (
              <p className="text-sm text-muted-foreground tabular">
                {product.stockCount} in stock at {product.location}
                {inCart > 0 ? `, ${inCart} in your cart` : ''}
              </p>
            ) : null}
          </div>

          {soldOut ? (
            <Button disabled className="w-full">
              <ShoppingCart aria-hidden="true" />
              Add to cart
            </Button>
          ) : room === 0 ? (
            <p className="rounded-md bg-muted p-3 text-sm">
              {cappedByOrderLimit(product, maxUnitsPerOrder)
                ? `Your cart has ${inCart}, the most one order takes. Call the shop for more.`
                : product.stockCount === 1
                  ? 'The only one we have is in your cart.'
                  : `All ${product.stockCount} we have are in your cart.`}
            </p>
          ) : (
            <div className="flex flex-wrap items-end gap-3">
              <QuantityStepper value={shownQuantity} max={room} onChange={setQuantity} />
              <Button
                className="flex-1"
                onClick={() => {
                  addProductToCart(product, shownQuantity, maxUnitsPerOrder);
                  setQuantity(1);
                }}
              >
                <ShoppingCart aria-hidden="true" />
                Add to cart
              </Button>
            </div>
          )}

          <div className="grid gap-1 rounded-md border border-border p-3">
            <h3 className="flex items-center gap-2 font-bold">
              <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
              Warranty
            </h3>
            <p className="font-semibold" data-testid="warranty">
              {warranty.headline}
            </p>
            <p className="text-sm text-muted-foreground">{warranty.detail}</p>
          </div>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <h3 className="font-bold">About this part</h3>
          <p className="break-words">{product.description}</p>
        </div>
        <div className="grid content-start gap-2">
          <h3 className="font-bold">Fits these phones ({product.compatibility.length})</h3>
          {product.compatibility.length > 0 ? (
            <ul aria-label="Compatible phones" className="flex flex-wrap gap-1.5">
              {product.compatibility.map((model) => (
                <li key={model} className="rounded-full border border-input px-2.5 py-0.5 text-sm font-medium">
                  {model}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">Ask us whether it fits your phone.</p>
          )}
        </div>
      </div>

      <div className="grid gap-2">
        <h3 className="font-bold">Seller</h3>
        <dl className="grid gap-2 text-sm sm:grid-cols-3">
          {/* Under the "Seller" heading, so the first row is the seller's name (not "Seller" a second time). */}
          <SellerRow icon={<Store aria-hidden="true" />} label="Name" value={product.sellerName} />
          <SellerRow
            icon={<Phone aria-hidden="true" />}
            label="Phone"
            value={
              <a href={`tel:${product.sellerPhone.replace(/[^\d+]/g, '')}`} className="font-semibold text-primary underline-offset-4 hover:underline">
                {product.sellerPhone}
              </a>
            }
          />
          <SellerRow icon={<MapPin aria-hidden="true" />} label="Address" value={product.sellerAddress} />
        </dl>
      </div>
    </>
  );
}

function SellerRow({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="flex items-center gap-1.5 font-medium text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
        {icon}
        {label}
      </dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

function ImageGallery({ product }: { product: InventoryProduct }) {
  const images = [...new Set([product.imageUrl, ...product.images].filter(Boolean))];
  const [index, setIndex] = useState(0);
  const current = images[index] ?? product.imageUrl;
  return (
    <div className="grid content-start gap-2">
      <ProductImage src={current} alt={images.length > 1 ? `${product.name}, image ${index + 1} of ${images.length}` : product.name} eager />
      {images.length > 1 ? (
        <div role="group" aria-label="Product images" className="flex flex-wrap gap-2">
          {images.map((url, i) => (
            <button
              key={url}
              type="button"
              aria-label={`Show image ${i + 1} of ${images.length}`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
              className={cn(
                'size-14 overflow-hidden rounded-md border-2',
                i === index ? 'border-primary' : 'border-transparent hover:border-input',
              )}
            >
              <ProductImage src={url} alt="" className="size-full" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
