import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { ISLAND_SHIPPING_JMD } from '@shared/constants';
import { OrderCustomerSchema, type OrderCustomer, type OrderCustomerValues } from '@shared/schemas/orders';
import { FormAlert } from '@web/components/form-alert';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { getErrorStatus, getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useUser } from '@web/lib/auth';
import { cartTotals, clearCart, replaceCart, useCart, type CartLine } from '@web/lib/cart';
import { applyServerIssues } from '@web/lib/form-errors';
import { formatMoney } from '@web/lib/format';
import { useStoreInfo } from '@web/lib/store-info';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCartCheck } from '../api/check-cart';
import { usePlaceOrder } from '../api/place-order';
import { CheckoutSummary } from '../components/checkout/checkout-summary';
import { ContactFields, DeliveryFields } from '../components/checkout/delivery-fields';
import type { CartChange } from '../components/reconcile-cart';

const FIELDS = ['customerName', 'customerEmail', 'customerPhone', 'deliveryMethod', 'address', 'parish'] as const;

/**
 * /checkout: the cart checked against the shelf (the server's price and stock win, and the customer is
 * told what changed), delivery, contact details and payment. The order is priced and its stock taken on
 * the server; this page only shows the figures the server gave.
 */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const cart = useCart();
  const lines = useMemo(() => cart.filter((l) => !l.kind), [cart]);
  const otherLines = useMemo(() => cart.filter((l) => l.kind), [cart]);
  const check = useCartCheck();
  const changes = check.data ?? [];

  if (cart.length === 0) return <EmptyCart changes={changes} />;
  return (
    <Checkout
      lines={lines}
      otherLines={otherLines}
      checking={check.isFetching}
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
  otherLines,
  checking,
  checkFailed,
  changes,
  onRecheck,
}: {
  lines: CartLine[];
  otherLines: CartLine[];
  checking: boolean;
  checkFailed: boolean;
  changes: CartChange[];
  onRecheck: () => void;
}) {
  const navigate = useNavigate();
  const { user } = useUser();
  const { store } = useStoreInfo();
  const placeOrder = usePlaceOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OrderCustomerValues, unknown, OrderCustomer>({
    resolver: zodResolver(OrderCustomerSchema),
    defaultValues: {
      deliveryMethod: 'pickup',
      customerName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      customerEmail: user?.email ?? '',
      customerPhone: '',
      address: '',
      parish: '',
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
  const { subtotal } = cartTotals(lines);
  const shipping = deliveryMethod === 'shipping' ? ISLAND_SHIPPING_JMD : 0;
  const total = subtotal + shipping;

  const onValid = (values: OrderCustomer) => {
    setFailure(null);
    placeOrder.mutate(
      { ...values, currency: 'jmd', amount: total, items: lines.map((l) => ({ id: l.id, name: l.name, price: l.price, quantity: l.quantity })) },
      {
        onSuccess: (order) => {
          // The catalogue-part lines were not part of this order: they stay for their own checkout.
          if (otherLines.length > 0) replaceCart(otherLines);
          else clearCart();
          navigate(`/order-success?order=${encodeURIComponent(order.orderNumber)}&email=${encodeURIComponent(order.customerEmail)}`);
        },
        onError: (error) => {
          const status = getErrorStatus(error);
          const message = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : (getServerMessage(error) ?? 'We could not place your order. Please try again.');
          applyServerIssues(error, form.setError, FIELDS);
          setFailure(message);
          toast({ variant: 'destructive', title: 'Order not placed', description: message });
          // A price or stock change (409): fetch the shelf again so the cart shows what can be bought now.
          if (status === 409) onRecheck();
        },
      },
    );
  };

  const onInvalid = () => {
    const { errors } = form.formState;
    if (errors.customerName || errors.customerEmail) {
      toast({ variant: 'destructive', title: 'Missing Information', description: 'Please fill in all required fields' });
    } else if (errors.address || errors.parish) {
      toast({ variant: 'destructive', title: 'Missing Address', description: 'Please provide a shipping address' });
    }
  };

  const pickup = deliveryMethod !== 'shipping';
  return (
    <PageContainer>
      <PageHeading title="Checkout" description="Pay at pickup or on delivery: cash or card at the counter, or to the driver." />
      {changes.length > 0 ? <ChangesAlert changes={changes} /> : null}
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
          <Card>
            <CardHeader>
              <CardTitle>Payment</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <p>
                <span className="font-semibold">{pickup ? 'Pay at pickup' : 'Pay on delivery'}</span>: cash or card{' '}
                {pickup ? 'at our counter when you collect' : 'to the driver when it arrives'}. Nothing is charged now.
              </p>
              {failure ? <FormAlert>{failure}</FormAlert> : null}
              <Button type="submit" size="lg" disabled={placeOrder.isPending || checking || lines.length === 0} className="w-full sm:w-auto sm:self-start">
                {placeOrder.isPending ? 'Placing your order...' : `Place order · ${formatMoney(total, 'JMD')}`}
              </Button>
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
