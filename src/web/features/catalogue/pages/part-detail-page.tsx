import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CheckCircle2, ChevronRight, Truck, XCircle } from 'lucide-react';
import type { PartDetail } from '@shared/schemas/catalogue';
import { ImageWithFallback } from '@web/components/commerce/image-with-fallback';
import { Price } from '@web/components/commerce/price';
import { PageContainer } from '@web/components/page-container';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { SkeletonLines } from '@web/components/ui/skeleton-lines';
import { toast } from '@web/components/ui/use-toast';
import { NotFoundView } from '@web/components/not-found-view';
import { getErrorStatus, getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useRecordMissing } from '@web/lib/missing-record';
import { useStructuredData } from '@web/lib/page-head';
import { breadcrumbList, product } from '@web/lib/structured-data';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { usePart } from '../api/get-part';
import { LandedCostBreakdown } from '../components/landed-cost-breakdown';
import { ConditionBadge } from '../components/condition-badge';
import { DeliveredPrice } from '../components/delivered-price';
import { MARKETPLACE_NAMES, shippingDays } from '../components/part-labels';
import { PartRating } from '../components/part-rating';
import { UsShipping } from '../components/us-shipping';
import { PartDetailTabs } from '../components/part-detail-tabs';
import { PartPurchase } from '../components/part-purchase';
import { SimilarProducts } from '../components/similar-parts';

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
  const isLocal = part.marketplace === 'local';
  const similarHeadingId = useId();

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

          <PartPurchase part={part} />
        </div>
      </div>

      <PartDetailTabs part={part} />

      <section aria-labelledby={similarHeadingId} className="mt-12">
        <h2 id={similarHeadingId} className="mb-4 text-xl font-bold">
          Similar Products
        </h2>
        <SimilarProducts part={part} />
      </section>
    </>
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
