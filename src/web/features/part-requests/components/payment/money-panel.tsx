import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Building2, CreditCard, ExternalLink, Store } from 'lucide-react';
import type { Money, StartedCardPayment } from '@shared/schemas/payments';
import { FormAlert } from '@web/components/form-alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Radio, RadioGroup } from '@web/components/ui/radio-group';
import { actionErrorMessage } from '@web/lib/action-error';
import { formatMoney } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import type { RequestAccess } from '../../api/request-access';
import { useStartCardPayment } from '../../api/start-card-payment';
import { BankTransferPanel } from './bank-transfer-panel';
import { PaymentsList } from './payments-list';
import { payWord, type PayAmount, type PayChoice } from './pay-choices';
import { PAID_NEXT, panelState, receivedOf } from './pay-panel-state';

// Stripe.js and its React bindings only when a Stripe payment has been opened.
const StripeCardForm = lazy(() => import('@web/modules/money/stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

type Way = 'wipay' | 'stripe' | 'bank' | 'counter';

/** Where a card provider sends the browser back: the page this access pays from. */
export function paymentReturnPath(access: RequestAccess, reference: string): string {
  const params =
    access.via === 'account'
      ? new URLSearchParams({ tab: 'my-requests', payment: reference })
      : new URLSearchParams({ number: access.requestNumber, payment: reference });
  return `${access.via === 'account' ? '/dashboard' : '/track-order/manage'}?${params.toString()}`;
}

function startFailure(error: unknown): string {
  return actionErrorMessage(error, 'We could not start the payment. Please try again, or choose another way to pay.');
}

/**
 * A request's money once an option is accepted (docs/payments.md): where it stands (total, paid,
 * waiting for confirmation, still to pay), every payment with its receipt, and the ways to pay now:
 * WiPay's card page, Stripe, a bank transfer, or the counter. `access` null shows it without paying
 * (the signed-in owner looking by number, who pays from the dashboard).
 */
export function MoneyPanel({
  money,
  requestNumber,
  access,
  headingLevel = 'h2',
  titleSuffix,
  nested = false,
  autoFocus = false,
  payElsewhere,
  onChanged,
}: {
  money: Money;
  requestNumber: string;
  access: RequestAccess | null;
  headingLevel?: 'h2' | 'h3';
  /** Said after the title to screen readers only, where several requests share a page ("for REQ-…"). */
  titleSuffix?: string;
  /** Inside another card (the dashboard's request): less padding, no shadow, so a phone keeps its width. */
  nested?: boolean;
  /** Move the focus to the panel's heading when it appears (just after accepting a quote). */
  autoFocus?: boolean;
  /** Said instead of the ways to pay when `access` is null. */
  payElsewhere?: ReactNode;
  onChanged: () => void;
}) {
  const { balance, payments } = money;
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const state = panelState(balance, payments);
  const { choices } = state;
  const owing = balance.outstanding > 0;
  const Sub = headingLevel === 'h2' ? 'h3' : 'h4';

  useEffect(() => {
    if (autoFocus) titleRef.current?.focus();
  }, [autoFocus]);
  // A transfer just announced takes the ways to pay away, and the focused button with them: the focus
  // goes to the line that says what happens now.
  const headlineRef = useRef<HTMLParagraphElement>(null);
  const kindBefore = useRef(state.kind);
  useEffect(() => {
    const was = kindBefore.current;
    kindBefore.current = state.kind;
    if (state.kind === 'waiting' && was !== 'waiting' && document.activeElement === document.body) headlineRef.current?.focus();
  }, [state.kind]);

  const labelVariant = !owing && balance.paid > 0 ? 'success' : owing ? 'warning' : 'secondary';

  return (
    <Card role="region" aria-labelledby={titleId} className={cn('min-w-0', choices.length > 0 && access && 'border-2 border-primary', nested && 'shadow-none')}>
      <CardHeader className={nested ? 'p-3 pb-0 sm:p-5 sm:pb-0' : undefined}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle as={headingLevel} id={titleId} ref={titleRef} tabIndex={-1} className="focus-visible:outline-none">
            {owing ? 'Pay for your part' : 'Payments'}
            {titleSuffix ? <span className="sr-only"> {titleSuffix}</span> : null}
          </CardTitle>
          <Badge variant={labelVariant} className="text-sm">
            {balance.label}
          </Badge>
        </div>
        <CardDescription>{state.description}</CardDescription>
      </CardHeader>
      <CardContent className={cn('flex min-w-0 flex-col gap-5', nested && 'p-3 sm:p-5')}>
        <dl className="grid grid-cols-2 gap-2 tabular sm:grid-cols-4">
          <Figure label="Total" value={formatMoney(balance.total, 'JMD')} />
          <Figure label="Paid" value={formatMoney(receivedOf(balance), 'JMD')} tone={balance.paid > 0 ? 'success' : undefined} />
          {balance.refunded > 0 ? <Figure label="Refunded to you" value={formatMoney(balance.refunded, 'JMD')} /> : null}
          {balance.pending > 0 ? <Figure label="Waiting for confirmation" value={formatMoney(balance.pending, 'JMD')} /> : null}
          <Figure label="Still to pay" value={formatMoney(balance.outstanding, 'JMD')} tone={owing ? 'warning' : undefined} strong />
        </dl>

        {state.headline ? (
          <p
            ref={headlineRef}
            tabIndex={-1}
            className={cn('font-bold tabular focus-visible:outline-none', state.kind === 'waiting' ? 'text-base' : 'text-lg')}
            role={state.kind === 'waiting' ? 'status' : undefined}
          >
            {state.headline}
          </p>
        ) : null}
        {state.kind === 'paid' ? <p className="text-sm">{PAID_NEXT}</p> : null}
        {state.cardWaiting > 0 ? (
          <p className="text-sm">
            We&apos;re waiting for the card company to confirm {formatMoney(state.cardWaiting, 'JMD')}. If you left the card page without paying, that amount
            is free again within 2 hours.
          </p>
        ) : null}

        {payments.length > 0 ? <PaymentsList payments={payments} heading={Sub} requestNumber={access?.via === 'manage-link' ? requestNumber : null} /> : null}

        {choices.length > 0 ? (
          access ? (
            <WaysToPay money={money} choices={choices} requestNumber={requestNumber} access={access} heading={Sub} onChanged={onChanged} />
          ) : (
            (payElsewhere ?? null)
          )
        ) : null}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, tone, strong = false }: { label: string; value: string; tone?: 'success' | 'warning'; strong?: boolean }) {
  return (
    <div
      className={cn(
        'rounded-md bg-muted p-3',
        tone === 'warning' && 'bg-warning text-warning-foreground',
        tone === 'success' && 'border border-success',
      )}
    >
      <dt className="text-xs font-medium">{label}</dt>
      <dd className={cn('text-base break-all', strong ? 'font-extrabold' : 'font-semibold')}>{value}</dd>
    </div>
  );
}

function WaysToPay({
  money,
  choices,
  requestNumber,
  access,
  heading: Heading,
  onChanged,
}: {
  money: Money;
  choices: PayChoice[];
  requestNumber: string;
  access: RequestAccess;
  heading: 'h3' | 'h4';
  onChanged: () => void;
}) {
  const { methods } = money;
  const groupName = useId();
  const wayName = useId();
  const ways: { value: Way; label: string; icon: ReactNode }[] = [
    ...(methods.wipay ? [{ value: 'wipay' as const, label: 'Card online', icon: <CreditCard aria-hidden="true" /> }] : []),
    ...(methods.stripe ? [{ value: 'stripe' as const, label: methods.wipay ? 'Card online (Stripe)' : 'Card online', icon: <CreditCard aria-hidden="true" /> }] : []),
    ...(methods.bankTransfer ? [{ value: 'bank' as const, label: 'Bank transfer', icon: <Building2 aria-hidden="true" /> }] : []),
    { value: 'counter' as const, label: 'At our Kingston counter', icon: <Store aria-hidden="true" /> },
  ];
  const [amount, setAmount] = useState<PayAmount>(choices[0]!.amount);
  const [way, setWay] = useState<Way>(ways[0]!.value);
  const choice = choices.find((c) => c.amount === amount) ?? choices[0]!;
  const start = useStartCardPayment();
  const [stripePayment, setStripePayment] = useState<StartedCardPayment | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  const payByCard = (method: 'wipay' | 'stripe') => {
    setStartError(null);
    start.mutate(
      { access, payment: { method, amount: choice.amount } },
      {
        onSuccess: (started) => {
          if (method === 'wipay') {
            if (!started.redirectUrl) {
              setStartError('WiPay did not give us its payment page. Please try again, or choose another way to pay.');
              return;
            }
            setRedirecting(true);
            window.location.assign(started.redirectUrl);
            return;
          }
          if (!started.clientSecret || !started.publishableKey) {
            setStartError('Card payments by Stripe are not available right now. Please choose another way to pay.');
            return;
          }
          setStripePayment(started);
        },
        onError: (error) => setStartError(startFailure(error)),
      },
    );
  };

  // Back from WiPay's page with the browser's Back button, this page may come out of the back-forward cache.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const busy = start.isPending || redirecting;
  const payLabel = `Pay ${formatMoney(choice.jmd, 'JMD')} ${payWord(choice.amount)}`;

  return (
    <div className="grid gap-4 border-t border-border pt-4">
      <Heading className="text-lg font-bold">
        Ways to pay
      </Heading>

      {choices.length > 1 ? (
        <RadioGroup legend="How much do you want to pay now?">
          {choices.map((c) => (
            <Radio
              key={c.amount}
              name={groupName}
              value={c.amount}
              checked={amount === c.amount}
              onChange={() => {
                setAmount(c.amount);
                setStripePayment(null);
              }}
              disabled={busy}
              label={
                <span className="grid">
                  <span className="font-semibold tabular">
                    {c.label}: {formatMoney(c.jmd, 'JMD')}
                  </span>
                  <span className="text-sm text-muted-foreground">{c.hint}</span>
                </span>
              }
            />
          ))}
        </RadioGroup>
      ) : (
        <p className="font-semibold tabular">
          {choice.label}: {formatMoney(choice.jmd, 'JMD')}
        </p>
      )}

      <RadioGroup legend="How do you want to pay?" className="sm:grid-cols-2 sm:gap-x-4">
        {ways.map((w) => (
          <Radio
            key={w.value}
            name={wayName}
            value={w.value}
            checked={way === w.value}
            onChange={() => {
              setWay(w.value);
              setStartError(null);
            }}
            disabled={busy}
            label={<span className="inline-flex items-center gap-2 [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-primary">{w.icon}{w.label}</span>}
          />
        ))}
      </RadioGroup>

      <div className="rounded-md border border-border p-3 sm:p-4">
        {way === 'wipay' ? (
          <div className="grid gap-3">
            <p>Pay by Visa or Mastercard on WiPay&apos;s secure page, in J$. You come back here when it is done.</p>
            <Button size="lg" onClick={() => payByCard('wipay')} disabled={busy} className="w-full whitespace-normal text-center sm:w-auto sm:justify-self-start">
              <ExternalLink aria-hidden="true" />
              {redirecting ? 'Opening WiPay...' : start.isPending ? 'Starting...' : payLabel}
            </Button>
          </div>
        ) : null}

        {way === 'stripe' ? (
          stripePayment?.clientSecret && stripePayment.publishableKey ? (
            <Suspense fallback={<p role="status">Loading the card form...</p>}>
              <StripeCardForm
                publishableKey={stripePayment.publishableKey}
                clientSecret={stripePayment.clientSecret}
                returnUrl={new URL(paymentReturnPath(access, stripePayment.reference), window.location.origin).toString()}
                payLabel={`Pay ${formatMoney(stripePayment.amount, 'JMD')} ${payWord(choice.amount)}`}
                unexpectedError="Something went wrong before your card was charged. Please try again."
              />
            </Suspense>
          ) : (
            <div className="grid gap-3">
              <p>Pay by card here, through Stripe&apos;s secure form.</p>
              <Button size="lg" onClick={() => payByCard('stripe')} disabled={busy} className="w-full whitespace-normal text-center sm:w-auto sm:justify-self-start">
                <CreditCard aria-hidden="true" />
                {start.isPending ? 'Starting...' : payLabel}
              </Button>
            </div>
          )
        ) : null}

        {way === 'bank' && methods.bankTransfer ? (
          <BankTransferPanel bank={methods.bankTransfer} requestNumber={requestNumber} choice={choice} access={access} onSent={onChanged} />
        ) : null}

        {way === 'counter' ? (
          <div className="grid gap-2">
            <p>
              Pay <strong className="tabular">{formatMoney(choice.jmd, 'JMD')}</strong> in cash or by card at our counter. Bring
              your request number, <strong className="break-all">{requestNumber}</strong>.
            </p>
            <dl className="grid gap-1">
              <div>
                <dt className="text-sm text-muted-foreground">Address</dt>
                <dd className="font-semibold">{methods.counter.address}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Opening hours</dt>
                <dd className="font-semibold">{methods.counter.hours}</dd>
              </div>
            </dl>
          </div>
        ) : null}

        {startError ? <FormAlert className="mt-3">{startError}</FormAlert> : null}
      </div>
    </div>
  );
}
