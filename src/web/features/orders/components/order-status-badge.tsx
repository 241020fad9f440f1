import { ORDER_STATUS_LABELS, type OrderStatus } from '@shared/orders';
import { Badge } from '@web/components/ui/badge';

/**
 * Colours as for part requests (docs/product.md §4): a new order grey, one moving forward positive, cancelled
 * destructive; paid and preparing in the info colour so staff see at a glance what still needs packing.
 */
const VARIANT = {
  pending: 'secondary',
  paid: 'info',
  preparing: 'info',
  ready_pickup: 'success',
  out_for_delivery: 'success',
  delivered: 'success',
  cancelled: 'destructive',
} as const satisfies Record<OrderStatus, 'secondary' | 'info' | 'success' | 'destructive'>;

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <Badge variant={VARIANT[status]} className={className}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
