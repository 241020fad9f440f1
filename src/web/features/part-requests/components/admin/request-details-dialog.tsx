import { StaffMoneyPanel } from '@web/modules/money/staff-money-panel';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { CONDITION_LABELS, URGENCY_LABELS } from '@shared/constants';
import type { AdminPartRequest, AdminPartRequestDetail } from '@shared/schemas/part-requests';
import { RequestStatusBadge } from '@web/components/request-status-badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { getServerMessage } from '@web/lib/api-client';
import { formatDateTime, formatMoney } from '@web/lib/format';
import { useAdminPartRequest } from '../../api/admin-get-part-request';
import { PART_TYPE_LABELS, suppliersHref, vehicleOrDevice } from './request-helpers';
import type { AdminDialogProps } from './admin-dialog-props';

/** Draws the messages to a request's customer (another feature's, passed in by the page that composes the list). */
export type CustomerMessagesSlot = (request: AdminPartRequest) => ReactNode;

/**
 * Everything about one request, with its status history (GET /api/admin/part-requests/{id}) and, when the
 * page passes them in, the messages to the customer. `openAt: 'messages'` (opened from a customer's reply)
 * opens it with the focus, and so the scroll, on those messages.
 */
export function RequestDetailsDialog({
  request,
  open,
  onOpenChange,
  onCloseAutoFocus,
  customerMessages,
  openAt,
}: AdminDialogProps & { customerMessages?: CustomerMessagesSlot; openAt?: 'messages' }) {
  const messagesRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {request ? (
        <DialogContent
          className="max-w-3xl"
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            if (openAt !== 'messages' || !messagesRef.current) return;
            event.preventDefault();
            messagesRef.current.focus();
          }}
        >
          <RequestDetails request={request} customerMessages={customerMessages} messagesRef={messagesRef} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RequestDetails({
  request: row,
  customerMessages,
  messagesRef,
}: {
  request: AdminPartRequest;
  customerMessages?: CustomerMessagesSlot;
  messagesRef: RefObject<HTMLDivElement | null>;
}) {
  const detail = useAdminPartRequest(row.id);
  // The row already holds every field but the history: show it at once, then the fresh copy.
  const request: AdminPartRequest = detail.data ?? row;
  const forWhat = vehicleOrDevice(request);

  return (
    <>
      <DialogHeader>
        <DialogTitle>Request {request.requestNumber}</DialogTitle>
        <DialogDescription>Submitted {formatDateTime(request.createdAt)}</DialogDescription>
        <div>
          <RequestStatusBadge status={request.status} />
        </div>
      </DialogHeader>

      <div className="grid gap-6 md:grid-cols-2">
        <Section title="Customer">
          <Details>
            <Detail label="Name">{request.customerName}</Detail>
            <Detail label="E-mail">
              <a href={`mailto:${request.customerEmail}`} className="break-all text-primary underline underline-offset-4">
                {request.customerEmail}
              </a>
            </Detail>
            <Detail label="Phone">
              {request.customerPhone ? (
                <a href={`tel:${request.customerPhone.replace(/[^\d+]/g, '')}`} className="text-primary underline underline-offset-4">
                  {request.customerPhone}
                </a>
              ) : (
                'Not given'
              )}
            </Detail>
            <Detail label="Address">
              <span className="whitespace-pre-line">{request.customerAddress}</span>
            </Detail>
            <Detail label="Parish">{request.parish}</Detail>
            <Detail label="Account">{request.hasAccount ? 'Signed-in customer' : 'Guest'}</Detail>
          </Details>
        </Section>

        <Section title="Part">
          <Details>
            <Detail label="Part">{request.partName}</Detail>
            <Detail label="Type">{PART_TYPE_LABELS[request.partType]}</Detail>
            <Detail label="Category">{request.categoryName ?? 'Any category'}</Detail>
            <Detail label="Condition">{CONDITION_LABELS[request.condition]}</Detail>
            <Detail label="Budget">{request.maxBudget === null ? 'No budget given' : formatMoney(request.maxBudget)}</Detail>
            <Detail label="Urgency">{URGENCY_LABELS[request.urgency]}</Detail>
            <Detail label={request.partType === 'auto' ? 'Vehicle' : 'Device'}>{forWhat ?? 'Not given'}</Detail>
          </Details>
          <p className="mt-3 text-sm font-semibold">Description</p>
          <p className="text-sm break-words whitespace-pre-line">{request.description}</p>
        </Section>
      </div>

      {request.photoUrl ? (
        <Section title="Photo">
          <a href={request.photoUrl} target="_blank" rel="noreferrer" className="block w-full max-w-xs">
            <img
              src={request.photoUrl}
              alt={`Customer's photo of the ${request.partName}`}
              width={640}
              height={480}
              loading="lazy"
              className="aspect-[4/3] h-auto w-full rounded-md border border-border bg-muted object-contain"
            />
            <span className="sr-only"> (opens the full-size photo in a new tab)</span>
          </a>
        </Section>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <Section title="Quote">
          {request.quote ? (
            <Details>
              {request.quote.options.map((o) => (
                <Detail key={o.id} label={`${o.label}${o.id === request.quote?.acceptedOptionId ? ' (accepted)' : ''}`}>
                  <span className="font-bold">{formatMoney(o.totalJmd, 'JMD')}</span>{' '}
                  <a className="text-primary underline underline-offset-4" href={`/admin/part-requests/${request.id}/invoice?option=${o.id}`}>
                    Invoice<span className="sr-only"> for {o.label}</span>
                  </a>
                </Detail>
              ))}
              <Detail label="Valid until">{request.quote.validUntil ?? '—'}</Detail>
              <Detail label="Quoted">{request.quotedAt ? formatDateTime(request.quotedAt) : 'Not yet'}</Detail>
            </Details>
          ) : (
            <p className="text-sm text-muted-foreground">Not quoted yet.</p>
          )}
        </Section>

        <Section title="Shipping">
          <Details>
            <Detail label="Order type">{request.isLocal ? 'Local Pickup' : 'International Shipping'}</Detail>
            <Detail label="Tracking number">
              {request.trackingNumber ? <span className="font-mono break-all">{request.trackingNumber}</span> : 'None yet'}
            </Detail>
            {request.isLocal ? (
              <>
                <Detail label="Pickup address">{request.supplierAddress ?? 'Not set'}</Detail>
                <Detail label="Carrier delivery">{request.carrierNeeded ? 'Customer wants carrier delivery' : 'No'}</Detail>
              </>
            ) : null}
          </Details>
        </Section>
      </div>

      <Section title="Supplier">
        {request.supplier ? (
          <Details>
            <Detail label="Supplier">
              {request.supplier.name} ({request.supplier.country})
            </Detail>
            <Detail label="Website">
              <a href={request.supplier.website} target="_blank" rel="noreferrer noopener" className="break-all text-primary underline underline-offset-4">
                {request.supplier.website}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Detail>
            {request.supplier.email ? (
              <Detail label="E-mail">
                <a href={`mailto:${request.supplier.email}`} className="break-all text-primary underline underline-offset-4">
                  {request.supplier.email}
                </a>
              </Detail>
            ) : null}
            {request.supplier.phone ? <Detail label="Phone">{request.supplier.phone}</Detail> : null}
            <Detail label="Paid to the supplier">
              {request.supplierCostUsd === null ? 'Not recorded yet (Edit to add it)' : formatMoney(request.supplierCostUsd, 'USD')}
            </Detail>
          </Details>
        ) : (
          <p className="text-sm text-muted-foreground">
            No supplier chosen yet.{' '}
            <Link to={suppliersHref(request)} className="text-primary underline underline-offset-4">
              Find a supplier
            </Link>
          </p>
        )}
      </Section>

      {request.money ? (
        <StaffMoneyPanel
          money={request.money}
          subjectNumber={request.requestNumber}
          recordUrl={`/api/admin/part-requests/${request.id}/payments`}
          waiveUrl={`/api/admin/part-requests/${request.id}/deposit-waiver`}
          cancelled={request.status === 'cancelled'}
          refundGuidance={
            request.status === 'cancelled' ? (
              <p className="text-sm">
                This request is cancelled. If we could not get the part, refund the deposit in full; if the customer cancelled after we
                ordered it, keep only what the supplier will not give back.
              </p>
            ) : undefined
          }
        />
      ) : null}

      <Section title="Admin notes">
        <p className="text-sm break-words whitespace-pre-line">
          {request.adminNotes ?? <span className="text-muted-foreground">No notes yet.</span>}
        </p>
      </Section>

      <Section title="Status history">
        <StatusHistory detail={detail.data} isPending={detail.isPending} error={detail.isError ? detail.error : null} onRetry={() => void detail.refetch()} />
      </Section>

      {customerMessages ? (
        <div ref={messagesRef} tabIndex={-1} className="min-w-0 focus:outline-none">
          {customerMessages(request)}
        </div>
      ) : null}
    </>
  );
}

function StatusHistory({
  detail,
  isPending,
  error,
  onRetry,
}: {
  detail: AdminPartRequestDetail | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>We couldn&apos;t load the status history. {getServerMessage(error) ?? ''}</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  if (isPending || !detail) {
    return (
      <div role="status" aria-label="Loading status history" className="grid gap-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  const entries = [...detail.statusHistory].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No changes recorded yet.</p>;
  return (
    <ol className="grid gap-2" aria-label="Status history, newest first">
      {entries.map((entry, index) => (
        <li key={`${entry.timestamp}-${index}`} className="rounded-md border border-border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <RequestStatusBadge status={entry.status} />
            <time dateTime={entry.timestamp} className="text-muted-foreground tabular">
              {formatDateTime(entry.timestamp)}
            </time>
          </div>
          {entry.notes ? <p className="mt-2 break-words whitespace-pre-line">{entry.notes}</p> : null}
          <p className="mt-1 text-muted-foreground">By {entry.changedBy}</p>
        </li>
      ))}
    </ol>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h3 className="mb-2 text-base font-bold">{title}</h3>
      {children}
    </section>
  );
}

function Details({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">{children}</dl>;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
