import { useMutation } from '@tanstack/react-query';
import type { ConfirmOrderInput, TrackedOrder } from '@shared/schemas/orders';
import { apiRequest } from '@web/lib/api-client';

/**
 * `POST /api/orders/confirm`: confirms an order from the link its e-mail carried (docs/shop-holds.md).
 * 404 for a link that is not right; 409 when the order was released before it was confirmed. Confirming
 * again answers the order again.
 */
export function useConfirmOrder() {
  return useMutation({ mutationFn: (input: ConfirmOrderInput) => apiRequest<TrackedOrder>('POST', '/api/orders/confirm', input) });
}
