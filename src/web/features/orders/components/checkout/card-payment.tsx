import { CARD_PAYMENT_WINDOW_MINUTES } from '@shared/orders';
import { StripeCardForm } from '@web/modules/money/stripe-card-form';
import { toast } from '@web/components/ui/use-toast';
import { formatMoney } from '@web/lib/format';

export type CardPaymentProps = {
  publishableKey: string;
  clientSecret: string;
  orderNumber: string;
  email: string;
  total: number;
};

/**
 * Card payment for an order the server has already placed (docs/product.md §4, Checkout). Stripe returns
 * the customer to /order-success, which reads the order from our server; the webhook marks it paid.
 */
export function CardPayment({ publishableKey, clientSecret, orderNumber, email, total }: CardPaymentProps) {
  const returnUrl = new URL('/order-success', window.location.origin);
  returnUrl.searchParams.set('order', orderNumber);
  returnUrl.searchParams.set('email', email);
  return (
    <StripeCardForm
      publishableKey={publishableKey}
      clientSecret={clientSecret}
      returnUrl={returnUrl.toString()}
      receiptEmail={email}
      payLabel={`Pay ${formatMoney(total, 'JMD')}`}
      unexpectedError="An unexpected error occurred"
      onFailure={(message, unexpected) =>
        toast({ variant: 'destructive', title: unexpected ? 'Payment Error' : 'Payment Failed', description: message })
      }
    >
      <p className="text-sm text-muted-foreground">
        Order {orderNumber} is held for you for {CARD_PAYMENT_WINDOW_MINUTES} minutes while you pay.
      </p>
    </StripeCardForm>
  );
}
