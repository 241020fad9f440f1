import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CircleAlert, CircleCheck, Hourglass, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { PAYMENT_RETURN_PARAMS, readPaymentReturn, type PaymentReturn } from './pay-choices';

const MESSAGES: Record<PaymentReturn['outcome'], (reference: string) => string> = {
  success: (reference) => `Thank you: your card payment ${reference} went through. Your receipt is on its way by e-mail.`,
  processing: (reference) => `Your card payment ${reference} is being processed. We'll e-mail your receipt as soon as it is confirmed.`,
  failed: (reference) => `Your card payment ${reference} did not go through, and your card was not charged. Please try again, or choose another way to pay.`,
};

/**
 * What happened on the card page, after WiPay (through our return route) or Stripe sends the browser back
 * with `?payment=<reference>&result=…`. Said in a live region, kept on screen until dismissed, and taken
 * off the address so a reload does not say it again. The page has already read the request afresh;
 * `onReturn` reads it once more a little later, for a provider whose word arrives just after the browser.
 * Small and free of zod: it is part of the pages' first load.
 */
export function PaymentReturnNotice({ onReturn, keepParams }: { onReturn?: () => void; keepParams?: Record<string, string> }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [found] = useState(() => readPaymentReturn(searchParams));
  const [shown, setShown] = useState<PaymentReturn | null>(null);
  const handled = useRef(false);
  const onReturnRef = useRef(onReturn);
  useEffect(() => {
    onReturnRef.current = onReturn;
  }, [onReturn]);

  useEffect(() => {
    if (handled.current || !found) return;
    handled.current = true;
    // Filled in after the first paint, so the live region already exists and the message is announced.
    setShown(found);
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const name of PAYMENT_RETURN_PARAMS) next.delete(name);
        for (const [name, value] of Object.entries(keepParams ?? {})) next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }, [found, keepParams, setSearchParams]);

  useEffect(() => {
    if (!shown || shown.outcome === 'failed') return;
    const timer = window.setTimeout(() => onReturnRef.current?.(), 4000);
    return () => window.clearTimeout(timer);
  }, [shown]);

  const Icon = shown?.outcome === 'failed' ? CircleAlert : shown?.outcome === 'processing' ? Hourglass : CircleCheck;
  return (
    <div aria-live={found?.outcome === 'failed' ? 'assertive' : 'polite'} aria-atomic="true" className={shown ? 'mb-6' : undefined}>
      {shown ? (
        <div
          className={cn(
            'flex items-start gap-2 rounded-md border p-3',
            shown.outcome === 'failed' ? 'border-destructive text-destructive' : 'border-success',
          )}
        >
          <Icon className={cn('mt-0.5 size-5 shrink-0', shown.outcome === 'success' && 'text-success')} aria-hidden="true" />
          <p className="min-w-0 flex-1 font-semibold break-words">{MESSAGES[shown.outcome](shown.reference)}</p>
          <Button variant="ghost" size="icon" onClick={() => setShown(null)} aria-label="Dismiss payment message" className="-my-2 -mr-2">
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
