import type { OutboxStatus } from '@shared/schemas/outbox';
import { Badge } from '@web/components/ui/badge';

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  held: 'Held (no SMTP)',
  pending: 'Waiting to retry',
  sent: 'Sent',
};

const VARIANTS = { held: 'warning', pending: 'info', sent: 'success' } as const;

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return <Badge variant={VARIANTS[status]}>{OUTBOX_STATUS_LABELS[status]}</Badge>;
}
