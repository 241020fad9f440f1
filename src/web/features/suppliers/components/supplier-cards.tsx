import type { ReactNode } from 'react';
import { BadgeCheck, Globe, Link2, Mail, Pencil, Phone, Star, Trash2 } from 'lucide-react';
import type { Supplier } from '@shared/schemas/suppliers';
import { SUPPLIER_PART_TYPE_LABELS } from '@shared/suppliers';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { ratingText, siteHost, type OnSupplierAction } from './supplier-helpers';

/** What the Attach button needs when staff came from a part request's Find action. */
export type AttachContext = { requestNumber: string; attachedId: number | null; pending: boolean };

/** Suppliers as cards: one column on a phone, more as the screen widens. */
export function SupplierCards({
  suppliers,
  onAction,
  attach,
}: {
  suppliers: Supplier[];
  onAction: OnSupplierAction;
  attach?: AttachContext;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Suppliers">
      {suppliers.map((s) => (
        <li key={s.id}>
          <SupplierCard supplier={s} onAction={onAction} attach={attach} />
        </li>
      ))}
    </ul>
  );
}

function SupplierCard({ supplier: s, onAction, attach }: { supplier: Supplier; onAction: OnSupplierAction; attach?: AttachContext }) {
  const attached = attach?.attachedId === s.id;
  return (
    <article
      aria-labelledby={`supplier-${s.id}`}
      className={cn('flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground', attached && 'border-primary border-2')}
    >
      <header className="flex flex-col gap-1">
        <h3 id={`supplier-${s.id}`} className="text-lg font-bold leading-tight break-words">
          {s.name}
        </h3>
        <p className="text-sm text-muted-foreground">{[s.location, s.country].filter(Boolean).join(', ')}</p>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{SUPPLIER_PART_TYPE_LABELS[s.partType]}</Badge>
          <Badge variant="outline">
            <Star className="size-3" aria-hidden="true" />
            <span className="sr-only">Rating </span>
            {ratingText(s.rating)}
          </Badge>
          {s.verified ? (
            <Badge variant="success">
              <BadgeCheck className="size-3" aria-hidden="true" />
              Verified
            </Badge>
          ) : (
            <Badge variant="outline">Not verified</Badge>
          )}
          {attached ? <Badge variant="accent">Chosen for {attach?.requestNumber}</Badge> : null}
        </div>
      </header>

      {s.description ? <p className="text-sm break-words">{s.description}</p> : null}

      <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <Row label="Specialties">{s.specialties.join(', ') || 'Not given'}</Row>
        <Row label="Brands">{s.brands.join(', ') || 'Not given'}</Row>
        <Row label="Shipping">
          {s.shippingInfo.shipsWorldwide ? 'Ships worldwide' : 'Does not ship worldwide'}
          {s.shippingInfo.shippingMethods.length > 0 ? ` · ${s.shippingInfo.shippingMethods.join(', ')}` : ''}
          {s.shippingInfo.estimatedDays ? ` · ${s.shippingInfo.estimatedDays} days` : ''}
        </Row>
        {s.paymentMethods.length > 0 ? <Row label="Payment">{s.paymentMethods.join(', ')}</Row> : null}
        {s.languages.length > 0 ? <Row label="Languages">{s.languages.join(', ')}</Row> : null}
      </dl>

      <ul className="flex flex-col gap-1 text-sm" aria-label={`Contact ${s.name}`}>
        <li>
          <a href={s.website} target="_blank" rel="noreferrer noopener" className="inline-flex min-h-11 items-center gap-2 break-all text-primary underline underline-offset-4">
            <Globe className="size-4 shrink-0" aria-hidden="true" />
            {siteHost(s.website)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        {s.contactInfo.email ? (
          <li>
            <a href={`mailto:${s.contactInfo.email}`} className="inline-flex min-h-11 items-center gap-2 break-all text-primary underline underline-offset-4">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {s.contactInfo.email}
            </a>
          </li>
        ) : null}
        {s.contactInfo.phone ? (
          <li>
            <a href={`tel:${s.contactInfo.phone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-11 items-center gap-2 text-primary underline underline-offset-4">
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              {s.contactInfo.phone}
            </a>
          </li>
        ) : null}
      </ul>

      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {attach ? (
          <Button
            size="sm"
            variant={attached ? 'secondary' : 'default'}
            disabled={attached || attach.pending}
            aria-label={attached ? `${s.name} is chosen for ${attach.requestNumber}` : `Attach ${s.name} to ${attach.requestNumber}`}
            onClick={(event) => onAction('attach', s, event.currentTarget)}
          >
            <Link2 aria-hidden="true" />
            {attached ? 'Attached' : `Attach to ${attach.requestNumber}`}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" aria-label={`Edit ${s.name}`} onClick={(event) => onAction('edit', s, event.currentTarget)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Delete ${s.name}`}
          className="text-destructive hover:text-destructive"
          onClick={(event) => onAction('delete', s, event.currentTarget)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
