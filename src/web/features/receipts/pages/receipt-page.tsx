import type { ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Mail, RefreshCw } from 'lucide-react';
import { PAYMENT_METHOD_LABELS, PAYMENT_PURPOSE_LABELS, RECEIPT_NUMBER_PATTERN } from '@shared/payments';
import type { Receipt } from '@shared/schemas/payments';
import { FormAlert } from '@web/components/form-alert';
import { PageContainer } from '@web/components/page-container';
import { DocumentLine, PrintButton, PrintedDocument, StoreLetterhead } from '@web/components/printed-document';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { actionErrorMessage } from '@web/lib/action-error';
import { getErrorStatus, getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { formatDateTime, formatMoney } from '@web/lib/format';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { REFERENCE_ALPHABET } from '@shared/constants';
import { useEmailReceiptCopy, useReceipt } from '../api/get-receipt';

const MANAGED_REQUEST = new RegExp(`^REQ-[${REFERENCE_ALPHABET}]{8}$`);

/**
 * /receipts/RCT-2026-000042#key=…: a payment's or refund's receipt, printable (DESIGN.md "Money screens"):
 * on paper only the receipt shows (the site's header and footer, and this page's buttons, are screen-only),
 * narrow enough for an 80 mm counter printer and plain on A4. The e-mailed link carries the key in its
 * fragment (older e-mails in the query); the signed-in owner and staff open it without.
 */
export function ReceiptPage() {
  const { number: rawNumber = '' } = useParams();
  const receiptNumber = rawNumber.trim().toUpperCase();
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const key = new URLSearchParams(hash.slice(1)).get('key') ?? searchParams.get('key');
  const valid = RECEIPT_NUMBER_PATTERN.test(receiptNumber);
  // Opened from the manage page of a guest's request: read through that request's manage session.
  const asked = searchParams.get('request')?.trim().toUpperCase() ?? '';
  const requestNumber = MANAGED_REQUEST.test(asked) ? asked : null;
  const receipt = useReceipt(receiptNumber, key, { enabled: valid, requestNumber });
  useDocumentTitle(valid ? `Receipt ${receiptNumber}` : 'Receipt');

  return (
    <PageContainer width="medium" className="print:max-w-none print:p-0">
      <p role="status" aria-live="polite" className="sr-only">
        {valid && receipt.isPending ? 'Loading your receipt...' : ''}
      </p>
      {!valid ? (
        <Problem
          title="This receipt link is incomplete"
          message="Receipt numbers look like RCT-2026-000042. Open the link from your receipt e-mail again."
        />
      ) : receipt.isPending ? (
        <ReceiptSkeleton />
      ) : receipt.isError ? (
        <ReceiptError
          error={receipt.error}
          receiptNumber={receiptNumber}
          requestNumber={requestNumber}
          withKey={key !== null}
          onRetry={() => void receipt.refetch()}
          retrying={receipt.isFetching}
        />
      ) : (
        <ReceiptView receipt={receipt.data} />
      )}
    </PageContainer>
  );
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const refund = receipt.kind === 'refund';
  const { store, payment } = receipt;
  return (
    <>
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <PrintButton>Print receipt</PrintButton>
        {receipt.subjectNumber.startsWith('REQ-') ? (
          <Link to={`/track-order?number=${encodeURIComponent(receipt.subjectNumber)}`} className={buttonVariants({ variant: 'outline' })}>
            Track {receipt.subjectNumber}
          </Link>
        ) : null}
      </div>

      <PrintedDocument titleId="receipt-title" className="max-w-xl print:max-w-[120mm] print:leading-snug">
        <StoreLetterhead store={store} centered />

        <div className="grid gap-1">
          <h1 id="receipt-title" className="text-xl font-extrabold print:text-[12pt]">
            {refund ? 'Refund receipt' : 'Receipt'} <span className="tabular whitespace-nowrap">{receipt.receiptNumber}</span>
          </h1>
          <p className="text-sm">
            <time dateTime={receipt.issuedAt}>{formatDateTime(receipt.issuedAt)}</time>
          </p>
          {receipt.replaces ? <p className="text-sm">Replaces receipt {receipt.replaces}, which was void.</p> : null}
        </div>

        {receipt.voided ? (
          <div role="note" aria-label="This receipt is void" className="grid gap-1 rounded-md border-2 border-destructive p-3 text-sm print:border-black">
            <p className="text-base font-extrabold text-destructive print:text-black">VOID: recorded by mistake</p>
            <p>
              {receipt.voided.reason} (<time dateTime={receipt.voided.at}>{formatDateTime(receipt.voided.at)}</time>)
            </p>
            <p>
              {receipt.voided.replacedBy ? `Receipt ${receipt.voided.replacedBy} replaces it.` : 'No payment was recorded in its place.'} This amount no longer counts as
              paid.
            </p>
          </div>
        ) : null}

        <dl className="grid gap-1 text-sm">
          <DocumentLine label="Customer" value={receipt.customer.name} />
          <DocumentLine label="E-mail" value={<span className="break-all">{receipt.customer.email}</span>} />
          <DocumentLine label={receipt.subjectNumber.startsWith('ORD-') ? 'Order' : 'Request'} value={<span className="tabular">{receipt.subjectNumber}</span>} />
        </dl>

        <table className="w-full text-sm tabular">
          <caption className="sr-only">What was bought</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1.5 pr-2 text-left font-semibold">
                Item
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                Qty
              </th>
              <th scope="col" className="py-1.5 pl-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.items.map((item, index) => (
              <tr key={index} className="border-b border-border align-top">
                <td className="py-1.5 pr-2 break-words">{item.description}</td>
                <td className="px-2 py-1.5 text-right">{item.quantity}</td>
                <td className="py-1.5 pl-2 text-right whitespace-nowrap">{formatMoney(item.amount, 'JMD')}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {receipt.gct ? (
              <tr>
                <th scope="row" colSpan={2} className="pt-2 pr-2 text-left font-normal">
                  Includes GCT ({receipt.gct.percent}%)
                </th>
                <td className="pt-2 pl-2 text-right whitespace-nowrap">{formatMoney(receipt.gct.amount, 'JMD')}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={2} className="pt-2 pr-2 text-left text-base font-bold">
                Total
              </th>
              <td className="pt-2 pl-2 text-right text-base font-bold whitespace-nowrap">{formatMoney(receipt.total, 'JMD')}</td>
            </tr>
          </tfoot>
        </table>

        <section aria-labelledby="receipt-payment" className="grid gap-1 rounded-md bg-muted p-3 text-sm print:bg-transparent print:p-0">
          <h2 id="receipt-payment" className="font-bold">
            {refund ? 'This refund' : 'This payment'}
          </h2>
          <dl className="grid gap-1 tabular">
            <DocumentLine label="For" value={PAYMENT_PURPOSE_LABELS[payment.purpose]} />
            <DocumentLine label="Method" value={PAYMENT_METHOD_LABELS[payment.method]} />
            <DocumentLine label="Reference" value={<span className="break-all">{payment.reference}</span>} />
            <DocumentLine label={refund ? 'Refunded' : 'Paid'} value={<strong className="text-base">{formatMoney(payment.amount, 'JMD')}</strong>} />
          </dl>
        </section>

        <dl className="grid gap-1 border-t border-border pt-3 text-sm tabular">
          <DocumentLine label="Paid to date" value={formatMoney(receipt.paidToDate, 'JMD')} />
          <DocumentLine
            label="Still to pay"
            value={<strong>{receipt.outstanding > 0 ? formatMoney(receipt.outstanding, 'JMD') : `${formatMoney(0, 'JMD')} (paid in full)`}</strong>}
          />
        </dl>

        <p className="text-center text-sm">Thank you for your business. Questions? Call {store.phone}.</p>
      </PrintedDocument>
    </>
  );
}

function ReceiptError({
  error,
  receiptNumber,
  requestNumber,
  withKey,
  onRetry,
  retrying,
}: {
  error: unknown;
  receiptNumber: string;
  requestNumber: string | null;
  withKey: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  const status = getErrorStatus(error);
  // The server answers a receipt that is not ours and one that is not the reader's alike (404), so the
  // page says what opens a receipt, and offers the copy that goes only to the address on it.
  if (status === 404 || status === 401 || status === 403) {
    const why =
      status === 401 && requestNumber
        ? `Your hour to manage ${requestNumber} has ended, so its receipts no longer open here.`
        : withKey
          ? 'This link does not open this receipt: it may be from another e-mail, or cut short.'
          : 'This receipt did not open here.';
    return (
      <Problem
        title={`We couldn't open receipt ${receiptNumber} here`}
        message={`${why} A receipt opens from the link in its e-mail, when you are signed in to the account that made the request or order, or from the request's manage page. We can e-mail a copy to the address on the receipt.`}
        action={
          <>
            <EmailCopyButton receiptNumber={receiptNumber} />
            {requestNumber ? (
              <Link to={`/track-order?number=${encodeURIComponent(requestNumber)}`} className={buttonVariants({ variant: 'outline' })}>
                Manage {requestNumber} again
              </Link>
            ) : (
              <Link to="/auth" className={buttonVariants({ variant: 'outline' })}>
                Sign in
              </Link>
            )}
          </>
        }
      />
    );
  }
  const message = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : ((status === 429 && getServerMessage(error)) || 'We could not load this receipt. Please try again.');
  return (
    <Problem
      title="Something went wrong"
      message={message}
      action={
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden="true" />
          {retrying ? 'Trying again...' : 'Try again'}
        </Button>
      }
    />
  );
}

/** A copy of the receipt to the address on it: the server's answer is the same whatever the number. */
function EmailCopyButton({ receiptNumber }: { receiptNumber: string }) {
  const copy = useEmailReceiptCopy(receiptNumber);
  return (
    <div className="grid gap-2">
      <Button onClick={() => copy.mutate()} disabled={copy.isPending || copy.isSuccess}>
        <Mail aria-hidden="true" />
        {copy.isPending ? 'Sending...' : copy.isSuccess ? 'Copy sent' : 'E-mail me this receipt'}
      </Button>
      <p role="status" aria-live="polite" className="text-sm">
        {copy.isSuccess ? copy.data.message : copy.isError ? actionErrorMessage(copy.error, 'We could not send a copy just now. Please try again.') : ''}
      </p>
    </div>
  );
}

function Problem({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      <FormAlert>{message}</FormAlert>
      <div className="flex flex-wrap gap-3">
        {action}
        <Link to="/customer-support" className={buttonVariants({ variant: action ? 'ghost' : 'outline' })}>
          Contact us
        </Link>
      </div>
    </div>
  );
}

function ReceiptSkeleton() {
  return (
    <div aria-hidden="true" className="mx-auto grid max-w-xl gap-4 rounded-lg border border-border p-5 sm:p-8">
      <Skeleton className="mx-auto h-7 w-40" />
      <Skeleton className="mx-auto h-4 w-64 max-w-full" />
      <Skeleton className="h-6 w-56" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-5 w-full" />
      ))}
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
