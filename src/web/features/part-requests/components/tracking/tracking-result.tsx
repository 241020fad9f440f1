import { BadgeCheck, Car, Mail, Package, Smartphone, Truck, UserRound } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { QUOTE_PROMISE } from '@shared/constants';
import { CONDITION_LABELS } from '@shared/schemas/part-requests';
import type { TrackingRecord } from '@shared/schemas/part-request-tracking';
import { RecordHeading } from '@web/components/record-heading';
import { RequestStatusBadge } from '@web/components/request-status-badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDate, formatDateTime } from '@web/lib/format';
import type { RequestAccess } from '../../api/request-access';
import { QuoteSection } from '../quote/quote-section';
import { DetailList } from './detail-list';
import { ManageRequestCard } from './manage-request-card';
import { isKnownStatus, statusLook, TrackingStatusBadge } from './status-look';
import { StatusHistory } from './status-history';
import { TrackingTimeline } from './tracking-timeline';

/** An ISO date (or date-time) as `21 Nov 2026`; any other text (e.g. "7-14 business days") as it is. */
function showDate(value: string | null): string | null {
  if (!value) return null;
  return /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)) ? formatDate(value) : value;
}

const PART_TYPE_LABELS = { auto: 'Auto part', phone: 'Phone part' } as const;

// Only a record with money on it (an accepted quote, opened with the manage link) needs the Pay panel.
const MoneyPanel = lazy(() => import('../payment/money-panel').then((m) => ({ default: m.MoneyPanel })));

/**
 * One request's tracking record. Found by number it shows progress, the part and the quote's options, and
 * offers "Manage this request"; opened with the manage link (`record.customer` set) it shows the
 * customer's details, staff's notes and message, the quote can be answered and the part paid for
 * (decision 006, docs/payments.md).
 */
export function TrackingResult({ record, onStale }: { record: TrackingRecord; onStale: () => void }) {
  const { partDetails: part, shippingInfo: shipping, customer, quote, money } = record;
  const [manageOpen, setManageOpen] = useState(false);
  // Set when the customer has just accepted: the Pay panel takes the focus as it appears.
  const [focusPay, setFocusPay] = useState(false);
  const managed: RequestAccess | null = customer ? { via: 'manage-link', requestNumber: record.requestNumber } : null;
  const declined = record.status === 'cancelled' && record.statusHistory.some((e) => e.notes === 'Customer declined the quote');
  const needsLink = record.status === 'quoted' && customer === null && quote !== null && !quote.expired;
  const vehicle = [part.vehicleYear, part.vehicleMake, part.vehicleModel].filter((v) => v !== null && v !== '').join(' ');
  const device = [part.deviceBrand, part.deviceModel].filter(Boolean).join(' ');
  const current = statusLook(record.status);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="gap-3">
          <RecordHeading
            as="h2"
            kind="Request"
            number={record.requestNumber}
            className="text-2xl"
            badge={
              isKnownStatus(record.status) ? (
                <RequestStatusBadge status={record.status} className="px-3 py-1 text-sm" />
              ) : (
                <TrackingStatusBadge status={record.status} />
              )
            }
          />
          {current.description ? (
            <p className="text-base">
              {current.description}.
              {record.status === 'pending' ? ` We'll e-mail your quote within ${QUOTE_PROMISE}.` : null}
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <DetailList
            rows={[
              { label: 'Submitted', value: formatDate(record.createdAt) },
              { label: 'Last updated', value: formatDateTime(record.updatedAt) },
              { label: 'Priority', value: record.priority || 'Standard' },
            ]}
          />
          {record.notes ? (
            <div className="rounded-md bg-muted p-3">
              <p className="text-sm font-semibold">Note from our team</p>
              <p className="break-words whitespace-pre-line">{record.notes}</p>
            </div>
          ) : null}
          {customer ? (
            <p className="flex items-start gap-2 text-sm">
              <BadgeCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              Opened with the link we e-mailed to the address on the request: full details shown.
            </p>
          ) : null}
        </CardContent>
      </Card>

      {quote ? (
        <QuoteSection
          quote={quote}
          status={record.status}
          requestNumber={record.requestNumber}
          access={record.canRespond ? managed : null}
          declined={declined}
          onAccepted={() => setFocusPay(true)}
          onStale={onStale}
        >
          {needsLink ? (
            <div className="flex flex-col items-start gap-3 rounded-md border border-border bg-muted p-4">
              <p className="flex items-start gap-2">
                <Mail className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                To accept or decline this quote, open the link we e-mail to the address on the request. Signed in? You
                can also answer from your dashboard.
              </p>
              <Button variant="outline" size="sm" onClick={() => setManageOpen(true)}>
                E-mail me a link to answer
              </Button>
            </div>
          ) : null}
        </QuoteSection>
      ) : null}

      {money ? (
        <Suspense fallback={null}>
          <MoneyPanel
            money={money}
            requestNumber={record.requestNumber}
            access={managed}
            autoFocus={focusPay}
            onChanged={onStale}
            payElsewhere={
              <p className="text-sm">
                To pay, open{' '}
                <Link to="/dashboard?tab=my-requests" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
                  My Requests in your dashboard
                </Link>
                , or use <strong>Manage this request</strong> below for a link by e-mail.
              </p>
            }
          />
        </Suspense>
      ) : null}

      {customer ? (
        <Section title="Your details" icon={<UserRound aria-hidden="true" />}>
          <DetailList
            rows={[
              { label: 'Name', value: customer.name },
              { label: 'Email', value: <span className="break-all">{customer.email}</span> },
              { label: 'Phone', value: customer.phone },
              { label: 'Delivery address', value: `${customer.address}, ${customer.parish}` },
            ]}
          />
        </Section>
      ) : (
        <ManageRequestCard requestNumber={record.requestNumber} open={manageOpen} onOpenChange={setManageOpen} />
      )}

      <TrackingTimeline record={record} />

      <div className="grid gap-6 md:grid-cols-2">
        <Section title="Requested part" icon={<Package aria-hidden="true" />}>
          <DetailList
            className="sm:grid-cols-1"
            rows={[
              { label: 'Part', value: part.itemName },
              // For a phone part the brand is the device's, shown with the device below.
              { label: 'Brand', value: part.itemBrand && part.itemBrand !== part.deviceBrand ? part.itemBrand : null },
              { label: 'Part number', value: part.partNumber },
              { label: 'Type', value: PART_TYPE_LABELS[part.partType] },
              { label: 'Category', value: part.category },
              { label: 'Condition', value: CONDITION_LABELS[part.condition] },
              { label: 'Description', value: part.description ? <span className="font-normal whitespace-pre-line">{part.description}</span> : null },
            ]}
          />
        </Section>

        <div className="flex flex-col gap-6">
          {vehicle ? (
            <Section title="Vehicle" icon={<Car aria-hidden="true" />}>
              <DetailList
                rows={[
                  { label: 'Make', value: part.vehicleMake },
                  { label: 'Model', value: part.vehicleModel },
                  { label: 'Year', value: part.vehicleYear === null ? null : String(part.vehicleYear) },
                  { label: 'Chassis code', value: part.vehicleChassis },
                ]}
              />
            </Section>
          ) : null}
          {device ? (
            <Section title="Device" icon={<Smartphone aria-hidden="true" />}>
              <DetailList
                rows={[
                  { label: 'Brand', value: part.deviceBrand === 'other' ? 'Other' : part.deviceBrand },
                  { label: 'Model', value: part.deviceModel },
                ]}
              />
            </Section>
          ) : null}
          {shipping ? (
            <Section title="Shipping" icon={<Truck aria-hidden="true" />}>
              <DetailList
                className="sm:grid-cols-1"
                rows={[
                  { label: 'Method', value: shipping.method === 'local' ? 'Local Pickup' : 'International Shipping' },
                  shipping.method === 'local' && { label: 'Pickup address', value: shipping.pickupAddress },
                  shipping.method === 'local' && {
                    label: 'Carrier delivery',
                    value: shipping.carrierNeeded ? 'Yes, a carrier brings the part to you' : 'No, you collect it',
                  },
                  { label: 'Carrier', value: shipping.carrier },
                  {
                    label: 'Tracking number',
                    value: shipping.trackingNumber ? <span className="break-all tabular">{shipping.trackingNumber}</span> : null,
                  },
                  { label: 'Estimated delivery', value: showDate(shipping.estimatedDelivery) },
                ]}
              />
            </Section>
          ) : null}
        </div>
      </div>

      <StatusHistory history={record.statusHistory} />
    </div>
  );
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-primary">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
