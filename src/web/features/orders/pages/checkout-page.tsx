import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { deliveryFeeJmd } from '@shared/delivery';
import { toCents } from '@shared/money';
import { partPriceJmdCents } from '@shared/orders';
import type { OrderCustomer, OrderCustomerValues, OrderInput } from '@shared/schemas/orders';
import { FormAlert } from '@web/components/form-alert';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Radio, RadioGroup } from '@web/components/ui/radio-group';
import { dismissToast, toast } from '@web/components/ui/use-toast';
import { getErrorStatus, getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useUser } from '@web/lib/auth';
import { cartTotals, clearCart, useCart, type CartLine } from '@web/lib/cart';
import { applyServerIssues } from '@web/lib/form-errors';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { formatMoney } from '@web/lib/format';
import { useOrderLimits } from '@web/lib/order-limits';
import { useStoreInfo } from '@web/lib/store-info';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCartCheck } from '../api/check-cart';
import { useCreatePaymentIntent } from '../api/create-payment-intent';
import { useExchangeRate } from '../api/get-exchange-rate';
import { usePaymentsConfig } from '../api/get-payments-config';
import { usePlaceOrder } from '../api/place-order';
import type { CardPaymentProps } from '../components/checkout/card-payment';
import { CheckoutSummary, type SummaryLine } from '../components/checkout/checkout-summary';
import { ContactFields, DeliveryFields } from '../components/checkout/delivery-fields';
import type { CartChange } from '../components/reconcile-cart';

const checkoutResolver = lazyResolver(() => import('../components/checkout/checkout-resolver').then((m) => m.checkoutResolver));

const FIELDS = ['customerName', 'customerEmail', 'customerPhone', 'updates', 'deliveryMethod', 'address', 'parish'] as const;

/**
 * /checkout: the cart checked against the shelf (the server's price and stock win, and the customer is
 * told what changed), delivery, contact details and payment. The order is priced and its stock taken on
 * the server; this page only shows the figures the server gave.
 */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const cart = useCart();
  const check = useCartCheck();
  const changes = check.data ?? [];
  const hasParts = cart.some((l) => l.kind === 'part');
  const rates = useExchangeRate({ enabled: hasParts });
  const rateCents = rates.data ? toCents(rates.data.exchangeRateJmd) : null;
  // Catalogue parts are listed in US$; the order is in J$ at the rate in force, as the server will charge them (decision 005).
  const lines = useMemo(
    () =>
      cart.map((l): SummaryLine =>
        l.kind === 'part' ? { ...l, usdPrice: l.price, price: rateCents === null ? Number.NaN : partPriceJmdCents(toCents(l.price), rateCents) / 100 } : l,
      ),
    [cart, rateCents],
  );

  if (cart.length === 0) return <EmptyCart changes={changes} />;
  return (
    <Checkout
      lines={lines}
      cart={cart}
      ratesFailed={hasParts && rates.isError}
      checking={check.isFetching || (hasParts && rates.isPending)}
      checkFailed={check.isError}
      changes={changes}
      onRecheck={() => void check.refetch()}
    />
  );
}

function EmptyCart({ changes }: { changes: CartChange[] }) {
  return (
    <PageContainer width="medium">
      <PageHeading title="Checkout" />
      {changes.length > 0 ? <ChangesAlert changes={changes} /> : null}
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
          <ShoppingCart className="size-12 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-xl font-bold">Your cart is empty</h2>
          <p className="text-muted-foreground">Add phone parts from our Kingston shop, then come back here to check out.</p>
          <Link to="/shop" className={buttonVariants()}>
            Visit the Local Shop
          </Link>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

function ChangesAlert({ changes }: { changes: CartChange[] }) {
  return (
    <FormAlert className="mb-6">
      <span className="font-semibold">We updated your cart to match our shelf:</span>
      <ul className="mt-1 list-disc pl-5">
        {changes.map((c) => (
          <li key={c.id}>{c.message}</li>
        ))}
      </ul>
    </FormAlert>
  );
}

function Checkout({
  lines,
  cart,
  ratesFailed,
  checking,
  checkFailed,
  changes,
  onRecheck,
}: {
  lines: SummaryLine[];
  cart: CartLine[];
  ratesFailed: boolean;
  checking: boolean;
  checkFailed: boolean;
  changes: CartChange[];
  onRecheck: () => void;
}) {
  const navigate = useNavigate();
  const { user } = useUser();
  const { store } = useStoreInfo();
  const placeOrder = usePlaceOrder();
  const createIntent = useCreatePaymentIntent();
  const payments = usePaymentsConfig();
  const publishableKey = payments.data?.cardPayments ? payments.data.publishableKey : null;
  const [payBy, setPayBy] = useState<'later' | 'card'>('later');
  const [cardOrder, setCardOrder] = useState<CardOrder | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OrderCustomerValues, unknown, OrderCustomer>({
    resolver: checkoutResolver,
    defaultValues: {
      deliveryMethod: 'pickup',
      customerName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      customerEmail: user?.email ?? '',
      customerPhone: '',
      address: '',
      parish: '',
      updates: 'email',
    },
  });
  // Signed-in details arrive after the first render: fill the fields the customer has not typed in.
  const filled = useRef(false);
  useEffect(() => {
    if (!user || filled.current) return;
    filled.current = true;
    if (!form.getValues('customerName')) form.setValue('customerName', `${user.firstName} ${user.lastName}`.trim());
    if (!form.getValues('customerEmail')) form.setValue('customerEmail', user.email);
  }, [user, form]);

  const deliveryMethod = useWatch({ control: form.control, name: 'deliveryMethod' });
  const { subtotal } = cartTotals(lines.filter((l) => Number.isFinite(l.price)));
  const shipping = deliveryFeeJmd(deliveryMethod);
  const total = subtotal + shipping;

  const refused = (error: unknown, title: string, fallback: string) => {
    const message = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : (getServerMessage(error) ?? fallback);
    applyServerIssues(error, form.setError, FIELDS);
    setFailure(message);
    toast({ variant: 'destructive', title, description: message });
    // A price or stock change (409): look at the shelf again so the cart shows what can be bought now.
    if (getErrorStatus(error) === 409) onRecheck();
  };

  const onValid = (values: OrderCustomer) => {
    setFailure(null);
    // Each line as the customer saw it (a part at its US$ catalogue price); the server prices them again.
    const items = cart.map((l) => ({ id: l.id, name: l.name, price: l.price, quantity: l.quantity, ...(l.kind ? { kind: l.kind } : {}) }));
    const input: OrderInput = { ...values, currency: 'jmd', amount: total, items };
    if (payBy === 'card' && publishableKey) {
      createIntent.mutate(input, {
        onSuccess: (created) => setCardOrder({ ...created, publishableKey, email: values.customerEmail }),
        onError: (error) => refused(error, 'Failed to initialize payment', 'Failed to initialize payment'),
      });
      return;
    }
    placeOrder.mutate(input, {
      onSuccess: (order) => {
        // The complaints about the form are answered: they should not follow the customer to the confirmation.
        dismissToast();
        clearCart();
        navigate(`/order-success?order=${encodeURIComponent(order.orderNumber)}&email=${encodeURIComponent(order.customerEmail)}`);
      },
      onError: (error) => refused(error, 'Order not placed', 'We could not place your order. Please try again.'),
    });
  };

  const onInvalid = (errors: FieldErrors<OrderCustomerValues>) => {
    if (errors.customerName || errors.customerEmail) {
      toast({ variant: 'destructive', title: 'Missing Information', description: 'Please fill in all required fields' });
    } else if (errors.address || errors.parish) {
      toast({ variant: 'destructive', title: 'Missing Address', description: 'Please provide a shipping address' });
    }
  };

  const pickup = deliveryMethod !== 'shipping';
  const busy = placeOrder.isPending || createIntent.isPending;
  return (
    <PageContainer>
      <PageHeading title="Checkout" description="Pay at pickup or on delivery: cash or card at the counter, or to the driver." />
      {changes.length > 0 ? <ChangesAlert changes={changes} /> : null}
      {ratesFailed ? (
        <FormAlert className="mb-6">
          We couldn't get today's exchange rate for the catalogue parts in your cart. Reload the page to try again, or remove them to check out the rest.
        </FormAlert>
      ) : null}
      {checkFailed ? (
        <FormAlert className="mb-6">
          We couldn't check today's prices and stock.{' '}
          <button type="button" className="font-semibold underline" onClick={onRecheck}>
            Try again
          </button>
        </FormAlert>
      ) : null}

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} aria-label="Checkout" className="flex min-w-0 flex-col gap-6">
          {/* Once a card order is placed its details are fixed: the payment form below is for that order. */}
          <fieldset disabled={cardOrder !== null} className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Delivery</CardTitle>
            </CardHeader>
            <CardContent>
              <DeliveryFields form={form} shopAddress={store.address} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Your details</CardTitle>
            </CardHeader>
            <CardContent>
              <ContactFields form={form} />
            </CardContent>
          </Card>
          </fieldset>
          <Card>
            <CardHeader>
              <CardTitle>Payment</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {cardOrder ? (
                <Suspense fallback={<p role="status">Preparing secure payment...</p>}>
                  <CardPayment {...cardOrder} />
                </Suspense>
              ) : (
                <>
                  <PaymentChoice pickup={pickup} cards={publishableKey !== null} payBy={payBy} onChange={setPayBy} />
                  {failure ? <FormAlert>{failure}</FormAlert> : null}
                  <Button type="submit" size="lg" disabled={busy || checking || ratesFailed || lines.length === 0} className="w-full sm:w-auto sm:self-start">
                    {busy ? 'Placing your order...' : `${payBy === 'card' && publishableKey ? 'Continue to payment' : 'Place order'} · ${formatMoney(total, 'JMD')}`}
                  </Button>
                </>
              )}
            </CardContent>
          </Card>
        </form>
        <div className="flex flex-col gap-6 lg:sticky lg:top-24">
          <CheckoutSummary lines={lines} subtotal={subtotal} shipping={shipping} checking={checking} />
        </div>
      </div>
    </PageContainer>
  );
}

type CardOrder = CardPaymentProps;

// Stripe.js and its React bindings load only when a card payment starts.
const CardPayment = lazy(() => import('../components/checkout/card-payment').then((m) => ({ default: m.CardPayment })));

function PaymentChoice({ pickup, cards, payBy, onChange }: { pickup: boolean; cards: boolean; payBy: 'later' | 'card'; onChange: (v: 'later' | 'card') => void }) {
  const rules = useOrderLimits();
  const later = (
    <span>
      <span className="font-semibold">{pickup ? 'Pay at pickup' : 'Pay on delivery'}</span>: cash or card{' '}
      {pickup ? 'at our counter when you collect' : 'to the driver when it arrives'}. Nothing is charged now.{' '}
      <span className="text-muted-foreground" data-testid="pay-later-rules">
        We keep the items for {rules.confirmWithinHours} {rules.confirmWithinHours === 1 ? 'hour' : 'hours'} while you confirm the order from
        the link we e-mail you; orders over {formatMoney(rules.staffConfirmAboveJmd, 'JMD')} our staff confirm by phone. Until then an order
        sets aside at most {rules.shareOfStockPercent}% of our stock of any item, and at most {rules.unitsPerConnection.toLocaleString('en-US')} items per connection:
        for more, pay by card or call the shop.
      </span>
    </span>
  );
  if (!cards) return <p>{later}</p>;
  return (
    <RadioGroup legend="How would you like to pay?">
      <Radio name="pay-by" value="later" checked={payBy === 'later'} onChange={() => onChange('later')} label={later} />
      <Radio
        name="pay-by"
        value="card"
        checked={payBy === 'card'}
        onChange={() => onChange('card')}
        label={
          <span>
            <span className="font-semibold">Pay now by card</span>: Visa, Mastercard and more, through Stripe. Your order is held for you while you pay.
          </span>
        }
      />
    </RadioGroup>
  );
}
