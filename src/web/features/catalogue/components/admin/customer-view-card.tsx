import { Eye } from 'lucide-react';
import type { CatalogueAdminPart } from '@shared/schemas/admin-catalogue';
import { Price } from '@web/components/commerce/price';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { DeliveredPrice } from '../delivered-price';
import { fitmentName } from '../fits-label';

/** The part as its customer page shows it now: the server's own view of it, not the form's unsaved values. */
export function CustomerViewCard({ part }: { part: CatalogueAdminPart }) {
  const view = part.customerView;
  return (
    <SectionCard
      id="customer-view"
      title="What customers see"
      icon={Eye}
      action={view.noLongerSold ? <Badge variant="destructive">Retired</Badge> : <Badge variant="success">On sale</Badge>}
    >
      <div className="grid gap-1">
        <Price price={view.price} originalPrice={view.originalPrice} />
        <DeliveredPrice delivered={view.delivered} />
        {view.inStock ? null : <p className="text-sm font-semibold text-destructive">Out of stock</p>}
      </div>
      <div className="text-sm">
        <p className="font-semibold">Fits</p>
        {view.universal ? (
          <p>Any vehicle{part.values.universalReason ? `: ${part.values.universalReason}` : ''}</p>
        ) : (
          <ul className="grid gap-0.5">
            {view.fitment.map((f) => (
              <li key={`${f.modelId}-${f.yearFrom}`}>{fitmentName(f)}</li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
