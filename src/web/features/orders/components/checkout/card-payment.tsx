import { useMemo, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { LoaderCircle } from 'lucide-react';
import { CARD_PAYMENT_WINDOW_MINUTES } from '@shared/orders';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
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
 * The Stripe Payment Element for an order the server has already placed (SPEC §4 Checkout). Loaded only
 * when card payments are on: Stripe.js comes from Stripe's servers, the one outside host the shop talks
 * to, and only then (DECISIONS 20, 21). Stripe returns the customer to /order-success, which reads the
 * order from our server; the webhook, not this page, marks it paid.
 */
export function CardPayment({ publishableKey, clientSecret, ...order }: CardPaymentProps) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <PayForm {...order} />
    </Elements>
  );
}

function PayForm({ orderNumber, email, total }: Omit<CardPaymentProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setFailure(null);
    try {
      const returnUrl = new URL('/order-success', window.location.origin);
      returnUrl.searchParams.set('order', orderNumber);
      returnUrl.searchParams.set('email', email);
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl.toString(), receipt_email: email } });
      // Only a failure comes back here: on success Stripe sends the browser to the return address.
      const message = error.message ?? 'Your card was not charged. Please try again.';
      setFailure(message);
      toast({ variant: 'destructive', title: 'Payment Failed', description: message });
    } catch {
      setFailure('An unexpected error occurred');
      toast({ variant: 'destructive', title: 'Payment Error', description: 'An unexpected error occurred' });
    } finally {
      setPaying(false);
    }
  };

  return (
    <form onSubmit={pay} aria-label="Card payment" className="flex flex-col gap-4">
      {!stripe ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Preparing secure payment...
        </p>
      ) : null}
      <PaymentElement />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" size="lg" disabled={!stripe || !elements || paying} className="w-full sm:w-auto sm:self-start">
        {paying ? 'Processing...' : `Pay ${formatMoney(total, 'JMD')}`}
      </Button>
      <p className="text-sm text-muted-foreground">
        Order {orderNumber} is held for you for {CARD_PAYMENT_WINDOW_MINUTES} minutes while you pay.
      </p>
    </form>
  );
}
