import { STATUS_LABELS, STATUS_TONES, type RequestStatus } from '@shared/statuses';
import { Badge } from '@web/components/ui/badge';

const VARIANT = { neutral: 'secondary', positive: 'success', destructive: 'destructive' } as const;

/** A part request's status in the colours of docs/product.md §4; used by the customer screens and the back office. */
export function RequestStatusBadge({ status, className }: { status: RequestStatus; className?: string }) {
  return (
    <Badge variant={VARIANT[STATUS_TONES[status]]} className={className}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
