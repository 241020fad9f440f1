import { useId, useRef, useState } from 'react';
import { CircleCheck, CircleX, Mail, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { TrackingRecord } from '@shared/schemas/part-requests';
import { LandedCostBreakdown } from '@web/components/landed-cost-breakdown';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { getErrorStatus, getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { formatMoney } from '@web/lib/format';
import { useRespondViaTracking } from '../../api/respond-via-tracking';

/** True when the record carries any price worth a "Your quote" card. */
export function hasQuote(record: TrackingRecord): boolean {
  const p = record.pricing;
  return record.canRespond || p.landedCost !== null || p.totalCost !== null || p.quotedPrice !== null;
}

/**
 * The quote: what the part costs delivered to Jamaica (the landed cost, itemised, in USD and JMD) and,
 * while it waits for an answer, Accept / Decline. Answering needs the record opened with the manage link
 * (decision 006); a record found by number alone offers to send that link.
 */
export function QuoteCard({
  record,
  onManage,
  onStale,
}: {
  record: TrackingRecord;
  /** Opens "Manage this request" (record found by number alone). */
  onManage?: () => void;
  /** The server says the record moved on (answered elsewhere, changed by staff, access ended): look again. */
  onStale: () => void;
}) {
  const respond = useRespondViaTracking();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const titleId = useId();
  // Once answered, the buttons are gone: keyboard and screen-reader users land on the card's title.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { pricing } = record;
  const landed = pricing.landedCost;
  const canAnswer = record.canRespond;
  const needsLink = record.status === 'quoted' && record.customer === null;

  const answer = (decision: 'accept' | 'decline') => {
    respond.mutate(
      { requestNumber: record.requestNumber, decision },
      {
        onSuccess: () => {
          setConfirmDecline(false);
          requestAnimationFrame(() => titleRef.current?.focus());
          toast(
            decision === 'accept'
              ? { title: 'Quote accepted', description: "We'll order your part and keep you posted." }
              : { title: 'Quote declined', description: "We've cancelled this request. You can ask us for another part at any time." },
          );
        },
        onError: (error) => {
          setConfirmDecline(false);
          const message = isNetworkError(error)
            ? NETWORK_ERROR_MESSAGE
            : (getServerMessage(error) ?? 'Unable to send your answer. Please try again.');
          toast({ variant: 'destructive', title: 'Error', description: message });
          const status = getErrorStatus(error);
          if (status === 401 || status === 404 || status === 409) onStale();
        },
      },
    );
  };

  return (
    <Card role="region" aria-labelledby={titleId} className={record.canRespond ? 'border-2 border-primary' : undefined}>
      <CardHeader>
        <CardTitle id={titleId} ref={titleRef} tabIndex={-1} className="focus-visible:outline-none">
          Your quote
        </CardTitle>
        <CardDescription>
          {record.canRespond || needsLink
            ? 'Here is what your part will cost, delivered to Jamaica. Accept it and we order the part.'
            : 'What your part costs, delivered to Jamaica.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {landed ? (
          <>
            <div className="grid gap-3 rounded-lg bg-secondary p-4 text-secondary-foreground sm:grid-cols-2">
              <div>
                <p className="text-sm font-semibold">Estimated total, delivered</p>
                <p className="text-3xl font-extrabold tabular">{formatMoney(landed.total, 'USD')}</p>
              </div>
              <div>
                <p className="text-sm font-semibold">In Jamaican dollars</p>
                <p className="text-3xl font-extrabold tabular">{formatMoney(landed.totalJmd, 'JMD')}</p>
              </div>
              <p className="text-sm sm:col-span-2">Part, shipping, freight, import duty and GCT included.</p>
            </div>
            <LandedCostBreakdown cost={landed} caption="Cost breakdown" />
          </>
        ) : (
          <SimpleCosts record={record} />
        )}

        <p className="text-sm text-muted-foreground">
          Prices are estimates from our US suppliers and can change with stock and exchange rates. We confirm the final
          price before we buy. Import duties and taxes are paid by the customer.
        </p>

        {canAnswer ? (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={() => answer('accept')} disabled={respond.isPending} className="sm:flex-1">
              <ThumbsUp aria-hidden="true" />
              {respond.isPending && respond.variables?.decision === 'accept' ? 'Accepting...' : 'Accept quote'}
            </Button>
            <Button
              size="lg"
              variant="outline"
              onClick={() => setConfirmDecline(true)}
              disabled={respond.isPending}
              className="sm:flex-1"
            >
              <ThumbsDown aria-hidden="true" />
              Decline quote
            </Button>
          </div>
        ) : null}

        {needsLink ? (
          <div className="flex flex-col items-start gap-3 rounded-md border border-border bg-muted p-4">
            <p className="flex items-start gap-2">
              <Mail className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              To accept or decline this quote, open the link we e-mail to the address on the request. Signed in? You
              can also answer from your dashboard.
            </p>
            {onManage ? (
              <Button variant="outline" size="sm" onClick={onManage}>
                E-mail me a link to answer
              </Button>
            ) : null}
          </div>
        ) : null}

        {record.status === 'confirmed' && record.statusHistory.some((e) => e.notes === 'Customer accepted the quote') ? (
          <p className="flex items-start gap-2 font-semibold">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            You accepted this quote. We&apos;re ordering your part.
          </p>
        ) : null}
        {record.status === 'cancelled' && record.statusHistory.some((e) => e.notes === 'Customer declined the quote') ? (
          <p className="flex items-start gap-2 font-semibold">
            <CircleX className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
            You declined this quote, so we won&apos;t order the part.
          </p>
        ) : null}
      </CardContent>

      <Dialog open={confirmDecline} onOpenChange={(open) => !respond.isPending && setConfirmDecline(open)}>
        <DialogContent
          className="max-w-md"
          onCloseAutoFocus={(event) => {
            if (!respond.isSuccess) return;
            event.preventDefault();
            titleRef.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Decline this quote?</DialogTitle>
            <DialogDescription>
              We&apos;ll cancel request <span className="break-all">{record.requestNumber}</span> and won&apos;t order the
              part. You can&apos;t undo this, but you can send us a new request at any time.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={respond.isPending}>
                Keep quote
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => answer('decline')} disabled={respond.isPending}>
              {respond.isPending ? 'Declining...' : 'Yes, decline quote'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function SimpleCosts({ record }: { record: TrackingRecord }) {
  const { pricing } = record;
  const rows: Array<[string, number | null]> = [
    ['Part price', pricing.estimatedCost],
    ['US shipping', pricing.shippingCost],
    ['Freight to Jamaica', pricing.freightCost],
  ];
  const shown = rows.filter(([, amount]) => amount !== null);
  const total = pricing.totalCost ?? pricing.quotedPrice;
  if (shown.length === 0 && total === null) {
    return <p className="text-muted-foreground">We&apos;re still pricing your part. We&apos;ll e-mail you as soon as the quote is ready.</p>;
  }
  return (
    <table className="w-full text-sm tabular">
      <caption className="sr-only">Quote</caption>
      <tbody>
        {shown.map(([label, amount]) => (
          <tr key={label} className="border-b border-border">
            <th scope="row" className="py-1.5 pr-2 text-left font-normal text-muted-foreground">
              {label}
            </th>
            <td className="py-1.5 text-right">{formatMoney(amount, 'USD')}</td>
          </tr>
        ))}
        {total !== null ? (
          <tr>
            <th scope="row" className="pt-2 pr-2 text-left text-base font-bold">
              {pricing.totalCost !== null ? 'Total' : 'Quoted price'}
            </th>
            <td className="pt-2 text-right text-base font-bold">{formatMoney(total, 'USD')}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
