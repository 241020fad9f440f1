import type { Order } from '@shared/schemas/orders';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { useConfirmOrderAsStaff } from '../../api/admin-confirm-order';

/**
 * Shown while an order waits to be confirmed (docs/shop-holds.md): when it is released otherwise, and the
 * button staff press once they have spoken to the customer. A large order can only be confirmed here.
 */
export function OrderConfirmCard({ order }: { order: Order }) {
  const confirm = useConfirmOrderAsStaff();
  if (!order.confirmation) return null;
  const by = formatDateTime(order.confirmation.by);
  const onConfirm = () =>
    confirm.mutate(order.orderNumber, {
      onSuccess: () => toast({ title: 'Order confirmed', description: `${order.orderNumber} keeps its items like any other order.` }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Not confirmed', description: isNetworkError(error) ? NETWORK_ERROR_MESSAGE : getServerMessage(error) }),
    });
  return (
    <Card className="border-warning-foreground/30">
      <CardHeader>
        <CardTitle as="h2">Waiting to be confirmed</CardTitle>
        <CardDescription>
          {order.confirmation.staffOnly
            ? `A large order paid later: call the customer and confirm it before ${by}, or it is released and its items go back on sale.`
            : `The customer has been e-mailed a link to confirm it. Unless they or you confirm it before ${by}, it is released and its items go back on sale.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {confirm.isError ? <FormAlert>{isNetworkError(confirm.error) ? NETWORK_ERROR_MESSAGE : (getServerMessage(confirm.error) ?? 'The order was not confirmed.')}</FormAlert> : null}
        <Button onClick={onConfirm} disabled={confirm.isPending} className="w-full sm:w-auto sm:self-start">
          {confirm.isPending ? 'Confirming...' : 'Confirm order'}
        </Button>
      </CardContent>
    </Card>
  );
}
