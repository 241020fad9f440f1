import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { CONDITION_LABELS, QUOTE_PROMISE, URGENCY_LABELS } from '@shared/constants';
import type { CustomerPartRequest, MyPartRequest } from '@shared/schemas/part-requests';
import { RequestStatusBadge } from '@web/components/request-status-badge';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { formatDate, formatMoney } from '@web/lib/format';
import { partRequestKeys } from '../../api/keys';
import type { RequestAccess } from '../../api/request-access';
import { QuoteSection } from '../quote/quote-section';
import { quoteHeadline, quoteOpen } from '../quote/quote-summary';
import { StatusHistoryList } from '../tracking/status-history';

// The Pay panel (and, within it, Stripe) only for requests with an accepted quote.
const MoneyPanel = lazy(() => import('../payment/money-panel').then((m) => ({ default: m.MoneyPanel })));

/** "2015 Toyota Corolla" or "Samsung Galaxy A54"; null when the request names neither. */
export function describeVehicleOrDevice(request: CustomerPartRequest): string | null {
  const parts =
    request.partType === 'auto'
      ? [request.vehicleYear?.toString(), request.vehicleMake, request.vehicleModel]
      : [request.deviceBrand === 'other' ? null : request.deviceBrand, request.deviceModel];
  const text = parts.filter((part): part is string => Boolean(part?.trim())).join(' ');
  return text || null;
}

/**
 * One request in the customer's history: what, for which vehicle or device, its status and the quote's
 * J$ total. While its quote waits for an answer the options are compared and answered here; once one is
 * accepted, the Pay panel shows what is paid and owed and the ways to pay.
 */
export function RequestHistoryCard({ request }: { request: MyPartRequest }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [focusPay, setFocusPay] = useState(false);
  const fitsOn = describeVehicleOrDevice(request);
  const { quote, money } = request;
  const headline = quote ? quoteHeadline(quote) : null;
  const access: RequestAccess = { via: 'account', id: request.id, requestNumber: request.requestNumber };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: partRequestKeys.mine() });
  // The whole comparison while the customer is choosing (or it just expired); otherwise the one figure.
  const showQuote = quote !== null && (quoteOpen(quote, request.status) || (request.status === 'quoted' && quote.expired));

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

          {headline && !showQuote ? (
            <div className="rounded-md bg-muted p-3">
              <p className="text-sm text-muted-foreground">{headline.label}</p>
              <p className="text-xl font-extrabold tabular">{formatMoney(headline.option.totalJmd, 'JMD')}</p>
            </div>
          ) : request.status === 'pending' ? (
            <p className="text-sm text-muted-foreground">
              We&apos;re reviewing your request and will e-mail your quote within {QUOTE_PROMISE}.
            </p>
          ) : null}

          {quote && showQuote ? (
            <QuoteSection
              quote={quote}
              status={request.status}
              requestNumber={request.requestNumber}
              access={access}
              headingLevel="h3"
              titleSuffix={`for ${request.requestNumber}`}
              nested
              onAccepted={() => setFocusPay(true)}
              onStale={refresh}
            />
          ) : null}

          {money ? (
            <Suspense fallback={null}>
              <MoneyPanel
                money={money}
                requestNumber={request.requestNumber}
                access={access}
                headingLevel="h3"
                titleSuffix={`for ${request.requestNumber}`}
                nested
                autoFocus={focusPay}
                onChanged={refresh}
              />
            </Suspense>
          ) : null}

          <RequestUpdates request={request} />

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

/**
 * Staff's newest note, in view, and the whole history with every note behind a disclosure: the owner
 * reads here what the status e-mails said.
 */
function RequestUpdates({ request }: { request: MyPartRequest }) {
  const history = request.statusHistory;
  const newest = [...history].reverse().find((h) => h.notes);
  if (history.length === 0) return null;
  return (
    <div className="grid gap-2">
      {newest ? (
        <div className="rounded-md border border-border p-3 text-sm">
          <p className="font-semibold">
            Latest update, <time dateTime={newest.timestamp}>{formatDate(newest.timestamp)}</time>
          </p>
          <p className="break-words whitespace-pre-line">{newest.notes}</p>
        </div>
      ) : null}
      <details className="rounded-md border border-border p-3 text-sm">
        <summary className="min-h-11 cursor-pointer content-center font-semibold">
          Status history ({history.length})<span className="sr-only"> of {request.requestNumber}</span>
        </summary>
        <div className="pt-3">
          <StatusHistoryList history={history} />
        </div>
      </details>
    </div>
  );
}
