import { useId } from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { CONDITION_LABELS, QUOTE_PROMISE, URGENCY_LABELS } from '@shared/constants';
import type { CustomerPartRequest } from '@shared/schemas/part-requests';
import { RequestStatusBadge } from '@web/components/request-status-badge';
import { LandedCostBreakdown } from '@web/components/landed-cost-breakdown';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { formatDate, formatMoney } from '@web/lib/format';
import { QuoteResponseActions } from './quote-response-actions';

/** "2015 Toyota Corolla" or "Samsung Galaxy A54"; null when the request names neither. */
export function describeVehicleOrDevice(request: CustomerPartRequest): string | null {
  const parts =
    request.partType === 'auto'
      ? [request.vehicleYear?.toString(), request.vehicleMake, request.vehicleModel]
      : [request.deviceBrand === 'other' ? null : request.deviceBrand, request.deviceModel];
  const text = parts.filter((part): part is string => Boolean(part?.trim())).join(' ');
  return text || null;
}

/** One request in the customer's history: what, for which vehicle or device, its status and costs. */
export function RequestHistoryCard({ request }: { request: CustomerPartRequest }) {
  const headingId = useId();
  const fitsOn = describeVehicleOrDevice(request);
  const hasCosts = [request.estimatedCost, request.shippingCost, request.freightCost, request.totalCost].some(
    (cost) => cost !== null,
  );

  return (
    <Card>
      <article aria-labelledby={headingId}>
        <CardContent className="grid grid-cols-1 gap-4">
          <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
            <div className="grid min-w-0 gap-0.5">
              <h3 id={headingId} className="text-lg font-bold leading-snug break-words">
                {request.partName}
              </h3>
              <p className="font-mono text-sm font-semibold tabular">{request.requestNumber}</p>
            </div>
            <RequestStatusBadge status={request.status} className="text-sm" />
          </header>

          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {fitsOn ? (
              <Detail label={request.partType === 'auto' ? 'Vehicle' : 'Device'} value={fitsOn} />
            ) : null}
            {request.categoryName ? <Detail label="Category" value={request.categoryName} /> : null}
            <Detail label="Condition" value={CONDITION_LABELS[request.condition]} />
            <Detail label="Urgency" value={URGENCY_LABELS[request.urgency]} />
            {request.maxBudget !== null ? <Detail label="Max budget" value={formatMoney(request.maxBudget)} tabular /> : null}
            <Detail label="Submitted" value={formatDate(request.createdAt)} />
            {request.trackingNumber ? <Detail label="Tracking number" value={request.trackingNumber} tabular /> : null}
          </dl>

          {hasCosts ? (
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Cost label="Estimated cost" amount={request.estimatedCost} />
              <Cost label="Shipping cost" amount={request.shippingCost} />
              <Cost label="Freight cost" amount={request.freightCost} />
              <Cost label="Total cost" amount={request.totalCost} strong />
            </dl>
          ) : request.status === 'pending' ? (
            <p className="text-sm text-muted-foreground">
              We&apos;re reviewing your request and will e-mail your quote within {QUOTE_PROMISE}.
            </p>
          ) : null}

          {request.status === 'quoted' ? (
            <div className="grid grid-cols-1 gap-4 rounded-md border border-border p-4">
              {request.landedCost ? <LandedCostBreakdown cost={request.landedCost} /> : null}
              <QuoteResponseActions request={request} />
            </div>
          ) : null}

          <div>
            <Link
              to={`/track-order?number=${encodeURIComponent(request.requestNumber)}`}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Search aria-hidden="true" />
              Track request
            </Link>
          </div>
        </CardContent>
      </article>
    </Card>
  );
}

function Detail({ label, value, tabular = false }: { label: string; value: string; tabular?: boolean }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{label}:</dt>
      <dd className={tabular ? 'font-medium tabular break-all' : 'font-medium break-words'}>{value}</dd>
    </div>
  );
}

function Cost({ label, amount, strong = false }: { label: string; amount: number | null; strong?: boolean }) {
  return (
    <div className="rounded-md bg-muted p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={strong ? 'text-base font-extrabold tabular' : 'text-base font-semibold tabular'}>
        {amount === null ? 'Not set yet' : formatMoney(amount, 'USD')}
      </dd>
    </div>
  );
}
