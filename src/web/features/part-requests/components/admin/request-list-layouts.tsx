import type { AdminPartRequest } from '@shared/schemas/part-requests';
import { RequestStatusBadge } from '@web/components/request-status-badge';
import { formatDate } from '@web/lib/format';
import { RequestActions, type RequestAction } from './request-actions';
import { PART_TYPE_LABELS, vehicleOrDevice, quoteTotalText } from './request-helpers';
import { Fact } from '@web/components/fact';
import { StaffTable } from '@web/components/staff-table';

type ListProps = {
  requests: AdminPartRequest[];
  onAction: (action: RequestAction, request: AdminPartRequest, opener: HTMLElement) => void;
};

/*
 * Three layouts of the same rows (DESIGN.md: cards on phones, tables on desks). Only one is displayed at
 * a time; the others are display:none, so screen readers and tests meet one list, not three.
 */

/** Phones (< 768 px): one card per request, its number as the heading. */
export function RequestCards({ requests, onAction }: ListProps) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label="Part requests">
      {requests.map((request) => {
        const forWhat = vehicleOrDevice(request);
        return (
          <li key={request.id}>
            <article
              aria-labelledby={`request-card-${request.id}`}
              className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={`request-card-${request.id}`} className="font-mono text-base font-bold tabular">
                  {request.requestNumber}
                </h3>
                <RequestStatusBadge status={request.status} />
              </div>
              <div className="min-w-0">
                <p className="font-semibold break-words">{request.customerName}</p>
                <p className="text-sm break-all text-muted-foreground">{request.customerEmail}</p>
              </div>
              <div className="min-w-0">
                <p className="break-words">
                  {request.partName}{' '}
                  <span className="text-sm text-muted-foreground">({PART_TYPE_LABELS[request.partType]})</span>
                </p>
                {forWhat ? <p className="text-sm break-words text-muted-foreground">{forWhat}</p> : null}
                <SupplierLine request={request} className="text-sm" />
              </div>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <Fact label="Total" valueClassName="font-semibold tabular">
                  {quoteTotalText(request)}
                </Fact>
                <Fact label="Created" valueClassName="tabular">
                  {formatDate(request.createdAt)}
                </Fact>
              </dl>
              <RequestActions request={request} onAction={onAction} layout="labelled" className="grid-cols-2 min-[440px]:grid-cols-3" />
            </article>
          </li>
        );
      })}
    </ul>
  );
}

const td = 'px-2 py-2 align-top';

/** Tablets and small laptops (768–1279 px): four columns, icon-only actions. */
export function RequestTableMedium({ requests, onAction }: ListProps) {
  return (
    <StaffTable
      dense
      caption="Part requests, newest first"
      columns={['Request', 'Customer and part', 'Status and total', 'Actions']}
      className="hidden md:block xl:hidden"
    >
      {requests.map((request) => (
        <tr key={request.id} className="border-t border-border">
          <th scope="row" className={`${td} text-left font-normal`}>
            <span className="block font-mono font-bold whitespace-nowrap tabular">{request.requestNumber}</span>
            <span className="block text-muted-foreground tabular">{formatDate(request.createdAt)}</span>
          </th>
          <td className={`${td} min-w-0`}>
            <span className="block font-semibold break-words">{request.customerName}</span>
            <span className="block break-all text-muted-foreground">{request.customerEmail}</span>
            <span className="mt-1 block break-words">
              {request.partName} <span className="text-muted-foreground">({PART_TYPE_LABELS[request.partType]})</span>
            </span>
            <SupplierLine request={request} />
          </td>
          <td className={td}>
            <RequestStatusBadge status={request.status} />
            <span className="mt-1 block font-semibold tabular">{quoteTotalText(request)}</span>
          </td>
          <td className={td}>
            <RequestActions request={request} onAction={onAction} layout="compact" />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** Desks (≥ 1280 px): every column. Scrolls inside its own box if it ever outgrows the page. */
export function RequestTableWide({ requests, onAction }: ListProps) {
  return (
    <StaffTable
      dense
      caption="Part requests, newest first"
      columns={['Number', 'Customer', 'Part', 'Type', 'Status', { label: 'Total', right: true }, 'Created', 'Actions']}
      className="hidden overflow-x-auto xl:block"
    >
      {requests.map((request) => {
        const forWhat = vehicleOrDevice(request);
        return (
          <tr key={request.id} className="border-t border-border">
            <th scope="row" className={`${td} text-left font-mono font-bold whitespace-nowrap tabular`}>
              {request.requestNumber}
            </th>
            <td className={`${td} max-w-56`}>
              <span className="block font-semibold break-words">{request.customerName}</span>
              <span className="block break-all text-muted-foreground">{request.customerEmail}</span>
            </td>
            <td className={`${td} max-w-56`}>
              <span className="block break-words">{request.partName}</span>
              {forWhat ? <span className="block break-words text-muted-foreground">{forWhat}</span> : null}
              <SupplierLine request={request} />
            </td>
            <td className={td}>{PART_TYPE_LABELS[request.partType]}</td>
            <td className={td}>
              <RequestStatusBadge status={request.status} />
            </td>
            <td className={`${td} text-right font-semibold whitespace-nowrap tabular`}>{quoteTotalText(request)}</td>
            <td className={`${td} whitespace-nowrap tabular`}>{formatDate(request.createdAt)}</td>
            <td className={td}>
              <RequestActions request={request} onAction={onAction} layout="labelled" className="w-max" />
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}

/** The supplier staff chose on /admin/suppliers; nothing while none is chosen. */
function SupplierLine({ request, className }: { request: AdminPartRequest; className?: string }) {
  if (!request.supplier) return null;
  return <span className={`block break-words ${className ?? ''}`}>Supplier: {request.supplier.name}</span>;
}
