import { Card, CardContent } from '@web/components/ui/card';
import { CustomerMessagesPanel } from '@web/features/messaging/components/admin/customer-messages-panel';
import { AdminOrderScreen } from '@web/features/orders/pages/admin-order-page';

/** /admin/orders/:orderNumber: the order (orders feature) with its messages to the customer (messaging feature). */
export function AdminOrderPage() {
  return (
    <AdminOrderScreen
      customerMessages={(order) => (
        <Card>
          <CardContent>
            <CustomerMessagesPanel of={{ kind: 'order', orderNumber: order.orderNumber }} headingLevel="h2" />
          </CardContent>
        </Card>
      )}
    />
  );
}
