import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { LoaderCircle } from 'lucide-react';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';

export type StripeCardFormProps = {
  publishableKey: string;
  clientSecret: string;
  /** Where Stripe sends the browser back; it adds its own result. */
  returnUrl: string;
  /** Stripe e-mails its receipt here. */
  receiptEmail?: string;
  /** The button's words, e.g. "Pay J$7,000.00". */
  payLabel: string;
  /** Shown when confirming fails before Stripe answers. */
  unexpectedError: string;
  /** Told of every failure shown in the form (the checkout also toasts it). */
  onFailure?: (message: string, unexpected: boolean) => void;
  /** A line under the button. */
  children?: ReactNode;
};

/**
 * Stripe's Payment Element for a payment the server has already opened. Loaded only when card payments
 * are on: Stripe.js comes from Stripe's servers, the one outside host the store talks to, and only then
 * (docs/choices.md #20, #21). Stripe's webhook, not this form, records the money; the page Stripe
 * returns to says what happened.
 */
export function StripeCardForm({ publishableKey, clientSecret, ...rest }: StripeCardFormProps) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <PayForm {...rest} />
    </Elements>
  );
}

function PayForm({ returnUrl, receiptEmail, payLabel, unexpectedError, onFailure, children }: Omit<StripeCardFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (message: string, unexpected: boolean) => {
    setFailure(message);
    onFailure?.(message, unexpected);
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setFailure(null);
    try {
      const confirmParams = receiptEmail ? { return_url: returnUrl, receipt_email: receiptEmail } : { return_url: returnUrl };
      const { error } = await stripe.confirmPayment({ elements, confirmParams });
      // Only a failure comes back here: on success Stripe sends the browser to the return address.
      fail(error.message ?? 'Your card was not charged. Please try again.', false);
    } catch {
      fail(unexpectedError, true);
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
        {paying ? 'Processing...' : payLabel}
      </Button>
      {children}
    </form>
  );
}
