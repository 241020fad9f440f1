import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CheckCircle2, ChevronRight, Heart, PackageSearch, ShoppingCart, Truck, XCircle } from 'lucide-react';
import { SIMILAR_PARTS_COUNT } from '@shared/catalogue';
import { CATALOGUE_RETURN_DAYS } from '@shared/policies';
import type { PartDetail } from '@shared/schemas/catalogue';
import { ImageWithFallback } from '@web/components/commerce/image-with-fallback';
import { Price } from '@web/components/commerce/price';
import { QuantityStepper } from '@web/components/commerce/quantity-stepper';
import { PageContainer } from '@web/components/page-container';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { SkeletonLines } from '@web/components/ui/skeleton-lines';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/use-toast';
import { NotFoundView } from '@web/components/not-found-view';
import { getErrorStatus, getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useRecordMissing } from '@web/lib/missing-record';
import { useStructuredData } from '@web/lib/page-head';
import { breadcrumbList, product } from '@web/lib/structured-data';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { cn } from '@web/lib/utils';
import { usePart } from '../api/get-part';
import { useSimilarParts } from '../api/get-similar-parts';
import { useVehicles } from '../api/get-vehicles';
import { addPartToCart } from '../components/add-to-cart';
import { LandedCostBreakdown } from '../components/landed-cost-breakdown';
import { ADDED_TO_CART, addedToCartText } from '@web/lib/cart';
import { ConditionBadge } from '../components/condition-badge';
import { DeliveredPrice } from '../components/delivered-price';
import { cardFitsLabel, fitmentName } from '../components/fits-label';
import { PartCard, PartCardSkeleton } from '../components/part-card';
import { CONDITION_NAMES, MARKETPLACE_NAMES, shippingDays } from '../components/part-labels';
import { PartRating } from '../components/part-rating';
import { UsShipping } from '../components/us-shipping';
import { useGarage } from '../components/garage/use-garage';
import { requestHrefFor } from '../components/request-link';
import { useWishlisted } from '../components/wishlist';

const LOAD_FAILED = 'Could not load product details';

/** docs/product.md §2: the id is read as an integer; anything else is not a part. */
function parsePartId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

function describeLoadError(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  return getServerMessage(error) ?? LOAD_FAILED;
}

/**
 * /part/:id (docs/product.md §2, docs/choices.md #10): one catalogue part, what it fits, and what to do
 * next. An id that is not a part's (not a whole number, or no such part) shows the not-found view, as the
 * server's 404 for it does (docs/decisions/023-unknown-part-not-found.md).
 */
export function PartDetailPage() {
  const params = useParams();
  const parsed = parsePartId(params.id);
  // The server found no such part and drew the not-found view: the browser shows the same, without asking.
  const knownMissing = useRecordMissing();
  const id = knownMissing ? null : parsed;
  const part = usePart(id);
  if (id === null || getErrorStatus(part.error) === 404) {
    return (
      <NotFoundView
        title="Part not found"
        message="We couldn't find that part. It may have been taken off the catalogue, or the link may be mistyped. Search for it, or ask us to source it."
        links={[
          { to: '/search', label: 'Search Car Parts' },
          { to: '/request', label: 'Request a Part' },
          { to: '/', label: 'Home' },
        ]}
      />
    );
  }
  return <PartPage part={part} />;
}

function PartPage({ part }: { part: ReturnType<typeof usePart> }) {
  const params = useParams();
  const navigate = useNavigate();
  useDocumentTitle(
    part.data?.title ?? 'Part Details',
    part.data ? `${part.data.title} (${part.data.brand}): price, the vehicles it fits and shipping to Jamaica.` : undefined,
  );

  useStructuredData((origin) => (part.data ? partStructuredData(part.data, origin) : []));

  // docs/product.md §8: a part that cannot be loaded (the network, the server) says so, then goes back to the search.
  const reported = useRef<string | null>(null);
  const failure = part.isError ? describeLoadError(part.error) : null;
  useEffect(() => {
    if (failure === null || reported.current === params.id) return;
    reported.current = params.id ?? '';
    toast({ variant: 'destructive', title: 'Error loading product', description: failure });
    void navigate('/search', { replace: true });
  }, [failure, navigate, params.id]);

  return (
    <PageContainer>
      <Breadcrumb title={part.data?.title} />
      {part.data ? <PartDetails key={part.data.id} part={part.data} /> : <DetailSkeleton />}
    </PageContainer>
  );
}

function partStructuredData(part: PartDetail, origin: string): object[] {
  const path = `/part/${part.id}`;
  return [
    product(
      {
        name: part.title,
        path,
        image: part.imageUrl,
        description: part.description,
        sku: part.partNumber,
        brand: part.brand,
        category: part.categoryName,
        price: part.price,
        currency: 'USD',
        inStock: part.inStock && !part.noLongerSold,
        condition: part.condition,
        rating: { value: part.rating, count: part.reviewCount },
      },
      origin,
    ),
    breadcrumbList(
      [
        { name: 'Home', path: '/' },
        { name: 'Car Parts', path: '/search' },
        { name: part.title, path },
      ],
      origin,
    ),
  ];
}

function Breadcrumb({ title }: { title: string | undefined }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
        <li className="flex items-center gap-1">
          <Link to="/" className="inline-flex min-h-11 items-center hover:text-foreground hover:underline">
            Home
          </Link>
          <ChevronRight className="size-4" aria-hidden="true" />
        </li>
        <li className="flex items-center gap-1">
          <Link to="/search" className="inline-flex min-h-11 items-center hover:text-foreground hover:underline">
            Car Parts
          </Link>
          <ChevronRight className="size-4" aria-hidden="true" />
        </li>
        <li className="min-w-0">
          {title ? (
            <span aria-current="page" className="font-medium break-words text-foreground">
              {title}
            </span>
          ) : (
            <Skeleton className="inline-block h-4 w-40 align-middle" />
          )}
        </li>
      </ol>
    </nav>
  );
}

function PartDetails({ part }: { part: PartDetail }) {
  const [quantity, setQuantity] = useState(1);
  const [wishlisted, toggleWishlist] = useWishlisted(part.id);
  const isLocal = part.marketplace === 'local';
  const similarHeadingId = useId();
  // A request for this part is for the vehicle chosen in My Garage when the part fits it.
  const garage = useGarage();

  const addToCart = () => {
    const result = addPartToCart(part, quantity);
    if (result === 'added') toast({ title: ADDED_TO_CART, description: addedToCartText(part.title, quantity) });
    else toast({ title: 'Cannot add more', description: result === 'out_of_stock' ? `${part.title} is out of stock` : 'Your cart already holds as many as one order allows' });
  };

  return (
    <>
      <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
        <ImageWithFallback src={part.imageUrl} alt={part.title} eager className="border border-border" />

        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <ConditionBadge condition={part.condition} />
            <Badge variant="outline">
              <span className="sr-only">Marketplace: </span>
              {MARKETPLACE_NAMES[part.marketplace]}
            </Badge>
          </div>
          <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">{part.title}</h1>
          <p className="text-muted-foreground">
            Brand: <span className="font-semibold text-foreground">{part.brand}</span>
          </p>
          <PartRating rating={part.rating} reviewCount={part.reviewCount} />
          <Price price={part.price} originalPrice={part.originalPrice} amountClassName="text-3xl" wasClassName="text-lg" />
          <UsShipping amount={part.usShipping} />
          <DeliveredPrice delivered={part.delivered} className="text-base" />
          {part.landedCost ? (
            <details className="rounded-md border border-border p-3 text-sm">
              <summary className="cursor-pointer font-semibold text-primary">How we work out the J$ price</summary>
              <LandedCostBreakdown cost={part.landedCost} caption="Estimated cost delivered to Jamaica" className="mt-3" />
              <p className="mt-2 text-muted-foreground">
                Freight is for a typical parcel of this kind of part. Request this part for a quote: it weighs the real
                parcel, and Jamaica Customs sets the final duty.
              </p>
            </details>
          ) : null}
          <p className="flex items-center gap-2">
            <Truck className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {isLocal ? 'In our Kingston shop: island-wide delivery or pickup' : `Ships to Jamaica in ${shippingDays(part)}`}
          </p>
          {part.noLongerSold ? null : part.inStock ? (
            <p className="flex items-center gap-2 font-semibold">
              <CheckCircle2 className="size-5 shrink-0 text-primary" aria-hidden="true" />
              In Stock
            </p>
          ) : (
            <p className="flex items-center gap-2 font-semibold text-destructive">
              <XCircle className="size-5 shrink-0" aria-hidden="true" />
              Out of Stock
            </p>
          )}
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Part number</dt>
            <dd className="font-medium break-words tabular">{part.partNumber || '—'}</dd>
            <dt className="text-muted-foreground">OEM numbers</dt>
            <dd className="font-medium break-words tabular">{part.oemNumbers.length > 0 ? part.oemNumbers.join(', ') : '—'}</dd>
            {part.interchangeNumbers.length > 0 ? (
              <>
                <dt className="text-muted-foreground">Replaces / also sold as</dt>
                <dd className="font-medium break-words tabular">{part.interchangeNumbers.join(', ')}</dd>
              </>
            ) : null}
          </dl>
          <p className="break-words whitespace-pre-line">{part.description}</p>

          {part.noLongerSold ? (
            <section aria-labelledby="no-longer-sold" className="grid gap-3 rounded-md border border-border bg-muted p-4" data-testid="no-longer-sold">
              <h2 id="no-longer-sold" className="flex items-center gap-2 text-lg font-bold">
                <XCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
                This part is no longer sold
              </h2>
              <p className="text-sm">
                We no longer list it, so it cannot be ordered here. Tell us what you need and we will find one like it, with a full
                quote in J$ before you pay anything.
              </p>
              <Link to={requestHrefFor(part, garage.selected)} className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
                <PackageSearch aria-hidden="true" />
                Request a part like this
              </Link>
            </section>
          ) : (
            <div className="flex flex-wrap items-end gap-3 border-t border-border pt-4">
              {isLocal ? (
                <>
                  <QuantityStepper value={quantity} onChange={setQuantity} disabled={!part.inStock} />
                  <Button size="lg" disabled={!part.inStock} onClick={addToCart} className="flex-1 sm:flex-none">
                    <ShoppingCart aria-hidden="true" />
                    Add to Cart
                  </Button>
                </>
              ) : (
                <div className="grid flex-1 gap-2">
                  <p className="text-sm text-muted-foreground">
                    Sold on {MARKETPLACE_NAMES[part.marketplace]}. We buy it for you in the US, ship it to Jamaica and e-mail you a
                    full quote first.
                  </p>
                  <Link to={requestHrefFor(part, garage.selected)} className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
                    <PackageSearch aria-hidden="true" />
                    Request this part
                  </Link>
                </div>
              )}
              <Button
                variant="outline"
                size="icon"
                aria-label="Save to wishlist"
                aria-pressed={wishlisted}
                onClick={toggleWishlist}
                className="size-12"
              >
                <Heart aria-hidden="true" className={cn(wishlisted && 'fill-destructive text-destructive')} />
              </Button>
            </div>
          )}
        </div>
      </div>

      <Tabs defaultValue="compatibility" className="mt-10">
        <TabsList aria-label="Part details" className="grid grid-cols-1 sm:flex">
          <TabsTrigger value="compatibility">Compatibility</TabsTrigger>
          <TabsTrigger value="specifications">Specifications</TabsTrigger>
          <TabsTrigger value="shipping">Shipping &amp; Returns</TabsTrigger>
        </TabsList>
        <TabsContent value="compatibility">
          <Card className="p-5">
            {part.fitment.length > 0 ? (
              <>
                <p className="mb-3 text-muted-foreground">Fits these vehicles:</p>
                <ul className="grid gap-2">
                  {part.fitment.map((fit) => (
                    <li key={`${fit.modelId}-${fit.yearFrom}-${fit.yearTo}`} className="flex items-start gap-2">
                      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                      <span className="break-words">{fitmentName(fit)}</span>
                    </li>
                  ))}
                </ul>
                <p className="mt-4 text-sm text-muted-foreground">
                  Not sure it fits? Check the part number against your old part, or ask us before you buy.
                </p>
              </>
            ) : (
              <p>Universal fit for most vehicles</p>
            )}
          </Card>
        </TabsContent>
        <TabsContent value="specifications">
          <Card className="p-5">
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
              <Spec label="Brand">{part.brand}</Spec>
              <Spec label="Condition">{CONDITION_NAMES[part.condition]}</Spec>
              <Spec label="Marketplace">{MARKETPLACE_NAMES[part.marketplace]}</Spec>
              <Spec label="Category">{part.categoryName}</Spec>
              <Spec label="Part number">{part.partNumber || '—'}</Spec>
              <Spec label="OEM numbers">{part.oemNumbers.length > 0 ? part.oemNumbers.join(', ') : '—'}</Spec>
              {part.interchangeNumbers.length > 0 ? <Spec label="Replaces / also sold as">{part.interchangeNumbers.join(', ')}</Spec> : null}
            </dl>
          </Card>
        </TabsContent>
        <TabsContent value="shipping">
          <Card className="grid gap-3 p-5">
            <p>
              {isLocal
                ? 'This part is in our Kingston shop: delivered island-wide or ready for pickup.'
                : `Ships from the US to Jamaica in about ${shippingDays(part)}.`}
            </p>
            <p>Returns accepted within {CATALOGUE_RETURN_DAYS} days. The buyer pays return shipping.</p>
            <p className="text-sm text-muted-foreground">
              Import duty and GCT are charged by Jamaica Customs and are yours to pay.{' '}
              <Link to="/shipping-policy" className="font-semibold text-primary underline-offset-4 hover:underline">
                Shipping policy
              </Link>
            </p>
          </Card>
        </TabsContent>
      </Tabs>

      <section aria-labelledby={similarHeadingId} className="mt-12">
        <h2 id={similarHeadingId} className="mb-4 text-xl font-bold">
          Similar Products
        </h2>
        <SimilarProducts part={part} />
      </section>
    </>
  );
}

function Spec({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </>
  );
}

function SimilarProducts({ part }: { part: PartDetail }) {
  const similar = useSimilarParts(part.id);
  const vehicles = useVehicles();
  const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

  if (similar.isPending) {
    return (
      <ul className={grid} aria-busy="true">
        {Array.from({ length: SIMILAR_PARTS_COUNT }, (_, index) => (
          <li key={index}>
            <PartCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (similar.isError || similar.data.length === 0) {
    return (
      <p className="text-muted-foreground">
        {similar.isError ? 'Similar products could not be loaded. ' : 'No similar products yet. '}
        <Link
          to={`/search?category=${encodeURIComponent(part.categorySlug)}`}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          Browse {part.categoryName}
        </Link>
      </p>
    );
  }
  return (
    <ul className={grid}>
      {similar.data.map((other) => (
        <li key={other.id} className="grid">
          <PartCard part={other} fits={cardFitsLabel(other, vehicles.data)} />
        </li>
      ))}
    </ul>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-8 md:grid-cols-2" aria-busy="true">
      <span className="sr-only" role="status">
        Loading part...
      </span>
      <Skeleton className="aspect-[4/3] w-full" />
      <div className="flex flex-col gap-4">
        <SkeletonLines lines={['h-6 w-40', 'h-9 w-full', 'h-5 w-32', 'h-9 w-36', 'h-5 w-56', 'h-20 w-full', 'h-12 w-48']} />
      </div>
    </div>
  );
}
