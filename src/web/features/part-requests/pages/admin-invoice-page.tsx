import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { AdminPartRequestDetail } from '@shared/schemas/part-requests';
import type { PaymentSettings } from '@shared/schemas/payments';
import type { QuoteOption } from '@shared/schemas/quotes';
import { FormAlert } from '@web/components/form-alert';
import { PageContainer } from '@web/components/page-container';
import { DocumentLine, PrintButton, PrintedDocument, StoreLetterhead } from '@web/components/printed-document';
import { Skeleton } from '@web/components/ui/skeleton';
import { getErrorStatus } from '@web/lib/api-client';
import { formatDate, formatDay, formatMoney } from '@web/lib/format';
import { useStoreInfo } from '@web/lib/store-info';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAdminPartRequest } from '../api/admin-get-part-request';

/**
 * /admin/part-requests/:id/invoice?option=…: an invoice for one option of a request's quote, printable
 * (only the invoice shows on paper). The figures are the server's (the option's US$ lines and its one J$
 * total); the customs estimate stands apart, never added (docs/payments.md).
 */
export function AdminInvoicePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const request = useAdminPartRequest(id);
  const settings = useQuery<PaymentSettings>({ queryKey: ['/api/admin/payment-settings'] });
  const { store } = useStoreInfo();
  const quote = request.data?.quote;
  const wanted = Number(params.get('option'));
  const option = quote?.options.find((o) => o.id === wanted) ?? quote?.options.find((o) => o.id === quote.acceptedOptionId) ?? quote?.options[0];
  useDocumentTitle(request.data ? `Invoice ${request.data.requestNumber}` : 'Invoice');

  return (
    <PageContainer width="medium" className="print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Link to="/admin/requests" className="inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to requests
        </Link>
        {option ? (
          <PrintButton>Print invoice</PrintButton>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {request.isPending ? 'Loading the invoice...' : ''}
      </p>
      {request.isPending ? (
        <div aria-hidden="true" className="grid gap-3">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : request.isError ? (
        <FormAlert>{getErrorStatus(request.error) === 404 ? 'There is no such request.' : 'We could not load this request. Please try again.'}</FormAlert>
      ) : !quote || !option ? (
        <FormAlert>This request has no quote yet: send one before printing an invoice.</FormAlert>
      ) : (
        <InvoiceView request={request.data} option={option} trn={settings.data?.trn ?? null} store={store} />
      )}
    </PageContainer>
  );
}

function InvoiceView({
  request,
  option,
  trn,
  store,
}: {
  request: AdminPartRequestDetail;
  option: QuoteOption;
  trn: string | null;
  store: { name: string; address: string; phone: string; email: string };
}) {
  const quote = request.quote!;
  const accepted = quote.acceptedOptionId === option.id;
  const balance = accepted ? request.money?.balance : undefined;
  const subject = [request.partName, request.vehicleYear, request.vehicleMake, request.vehicleModel, request.deviceBrand, request.deviceModel].filter(Boolean).join(' ');
  const lines: Array<[string, number]> = [
    ['Part price', option.usd.partPrice],
    ['US shipping', option.usd.usShipping],
    ['Freight to Jamaica', option.usd.freight],
    ['Service fee', option.usd.serviceFee],
    ...(option.usd.serviceGct > 0 ? ([['GCT on the service fee', option.usd.serviceGct]] as Array<[string, number]>) : []),
  ];
  return (
    <PrintedDocument titleId="invoice-title" className="max-w-2xl print:max-w-none">
      <StoreLetterhead store={{ ...store, trn }} />
      <div className="grid gap-1">
        <h1 id="invoice-title" className="text-xl font-extrabold">
          Invoice <span className="tabular whitespace-nowrap">{`${request.requestNumber}-${option.position}`}</span>
        </h1>
        <p className="text-sm">
          {quote.quotedAt ? `Quoted ${formatDate(quote.quotedAt)}` : null}
          {quote.validUntil && !accepted ? ` · valid until ${formatDay(quote.validUntil)}` : null}
          {accepted ? ' · accepted' : null}
        </p>
      </div>
      <dl className="grid gap-1 text-sm">
        <DocumentLine label="Bill to" value={request.customerName} />
        <DocumentLine label="E-mail" value={<span className="break-all">{request.customerEmail}</span>} />
        {request.customerPhone ? <DocumentLine label="Phone" value={request.customerPhone} /> : null}
        <DocumentLine label="Address" value={`${request.customerAddress}, ${request.parish}`} />
      </dl>
      <div className="grid gap-1">
        <h2 className="font-bold">{subject}</h2>
        <p className="text-sm">
          {option.label}
          {option.label.toLowerCase().includes(option.condition) ? '' : ` · ${option.condition}`}
          {option.brand ? ` · ${option.brand}` : ''}
          {option.notes ? ` · ${option.notes}` : ''}
        </p>
      </div>
      <table className="w-full text-sm tabular">
        <caption className="sr-only">Charges for {option.label}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-1.5 pr-2 text-left font-semibold">
              Charge
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-semibold">
              US$
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map(([label, amount]) => (
            <tr key={label} className="border-b border-border">
              <td className="py-1.5 pr-2">{label}</td>
              <td className="py-1.5 pl-2 text-right whitespace-nowrap">{formatMoney(amount, 'USD')}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-2 pr-2 text-left font-normal">
              Total in US$ (at J${quote.exchangeRate.toFixed(2)} per US$1)
            </th>
            <td className="pt-2 pl-2 text-right whitespace-nowrap">{formatMoney(option.usd.total, 'USD')}</td>
          </tr>
          <tr>
            <th scope="row" className="pt-2 pr-2 text-left text-base font-bold">
              Total to pay us
            </th>
            <td className="pt-2 pl-2 text-right text-base font-bold whitespace-nowrap">{formatMoney(option.totalJmd, 'JMD')}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="grid gap-1 rounded-md bg-muted p-3 text-sm tabular print:bg-transparent print:p-0">
        <DocumentLine label="Deposit, before we order" value={formatMoney(option.depositJmd, 'JMD')} />
        <DocumentLine label="Balance, at pickup or delivery" value={formatMoney(option.balanceJmd, 'JMD')} />
        {balance ? <DocumentLine label="Paid to date" value={formatMoney(balance.paid, 'JMD')} /> : null}
        {balance ? <DocumentLine label="Still to pay" value={<strong>{formatMoney(balance.outstanding, 'JMD')}</strong>} /> : null}
      </dl>
      <p className="text-sm">
        Not included: customs duty and GCT on the import, about {formatMoney(option.dutyEstimate.totalJmd, 'JMD')}
        {option.dutyEstimate.overDeMinimis ? '' : ' (none expected: under the duty-free value)'}, collected by {option.dutyEstimate.collectedBy}.
      </p>
      <section aria-labelledby="invoice-terms" className="grid gap-1 text-sm">
        <h2 id="invoice-terms" className="font-bold">
          Terms
        </h2>
        <ul className="list-disc pl-5">
          {quote.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </section>
    </PrintedDocument>
  );
}
