import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, CircleX, Hourglass, PackageCheck, PackageOpen, Plane, Receipt, Store, Truck } from 'lucide-react';
import { REQUEST_STATUSES, STATUS_DESCRIPTIONS, STATUS_LABELS, STATUS_TONES, type RequestStatus } from '@shared/statuses';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';

const ICONS: Record<RequestStatus, LucideIcon> = {
  pending: Hourglass,
  quoted: Receipt,
  confirmed: BadgeCheck,
  preparing: PackageOpen,
  shipped_us: Plane,
  shipped_jamaica: Truck,
  ready_pickup: Store,
  delivered: PackageCheck,
  cancelled: CircleX,
};

const VARIANT = { neutral: 'secondary', positive: 'success', destructive: 'destructive' } as const;

/** The statuses the server knows today; anything else (a newer server, a typo in old data) is not one. */
export function isKnownStatus(status: string): status is RequestStatus {
  return (REQUEST_STATUSES as readonly string[]).includes(status);
}

/**
 * How a status looks: its icon, colour, label and description. An unknown status takes the pending
 * look (docs/product.md §2) and shows its own words, so the customer still sees something true.
 */
export function statusLook(status: string) {
  const known = isKnownStatus(status) ? status : null;
  const look = known ?? 'pending';
  return {
    icon: ICONS[look],
    variant: VARIANT[STATUS_TONES[look]],
    label: known ? STATUS_LABELS[known] : humanise(status),
    description: known ? STATUS_DESCRIPTIONS[known] : null,
  };
}

function humanise(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown';
}

/** A status badge with its icon, for lists where colour alone must not carry the meaning. */
export function TrackingStatusBadge({ status, className }: { status: string; className?: string }) {
  const { icon: Icon, variant, label } = statusLook(status);
  return (
    <Badge variant={variant} className={cn('gap-1.5 px-3 py-1 text-sm', className)}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {label}
    </Badge>
  );
}
