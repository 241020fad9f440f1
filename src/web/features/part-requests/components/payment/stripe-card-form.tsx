import { useMemo, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { LoaderCircle } from 'lucide-react';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { formatMoney } from '@web/lib/format';

export type StripeCardFormProps = {
  publishableKey: string;
  clientSecret: string;
  /** Where Stripe sends the browser back (our page, with `payment=<reference>`); it adds its own result. */
  returnUrl: string;
  amount: number;
  label: string;
};

/**
 * Stripe's card form for a payment the server has already opened (POST …/pay with method stripe), in the
 * way the shop's checkout does it: Stripe.js is fetched from Stripe only now. Stripe's webhook, not this
 * page, records the money; the page it returns to says what happened.
 */
export function StripeCardForm({ publishableKey, clientSecret, ...rest }: StripeCardFormProps) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <PayForm {...rest} />
    </Elements>
  );
}

function PayForm({ returnUrl, amount, label }: Omit<StripeCardFormProps, 'publishableKey' | 'clientSecret'>) {
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
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      // Only a failure comes back here: on success Stripe sends the browser to the return address.
      setFailure(error.message ?? 'Your card was not charged. Please try again.');
    } catch {
      setFailure('Something went wrong before your card was charged. Please try again.');
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
      <Button type="submit" size="lg" disabled={!stripe || !elements || paying} className="w-full whitespace-normal text-center sm:w-auto sm:self-start">
        {paying ? 'Processing...' : `Pay ${formatMoney(amount, 'JMD')} ${label}`}
      </Button>
    </form>
  );
}
