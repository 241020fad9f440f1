import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { ORDER_NUMBER_PATTERN } from '@shared/orders';
import type { ConfirmOrderInput } from '@shared/schemas/orders';
import { FormAlert } from '@web/components/form-alert';
import { LinkButtons } from '@web/components/link-buttons';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Button } from '@web/components/ui/button';
import { SkeletonLines } from '@web/components/ui/skeleton-lines';
import { getErrorStatus, getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useConfirmOrder } from '../api/confirm-order';
import { OrderReceipt } from '../components/order-receipt';

/**
 * /confirm-order#number=ORD-…&code=…: the link an unconfirmed pay-later order's e-mail carries
 * (docs/shop-holds.md). Opening it confirms the order, which proves the customer reads that mailbox; the
 * code rides in the fragment, so it reaches no server log and no Referer. The page confirms once on
 * opening and says what happened: confirmed, a link that is not right, or an order already released.
 */
export function ConfirmOrderPage() {
  useDocumentTitle('Confirm Your Order');
  const fragment = new URLSearchParams(useLocation().hash.slice(1));
  const input = linkOf(fragment);
  const confirm = useConfirmOrder();
  // Confirmed once per link: a reload asks again (the answer is the same), another link in this tab asks for its order.
  const sentFor = useRef<string | null>(null);
  const linkKey = input ? `${input.orderNumber} ${input.token}` : null;
  useEffect(() => {
    if (!input || sentFor.current === linkKey) return;
    sentFor.current = linkKey;
    confirm.mutate(input);
  }, [input, linkKey, confirm]);

  const retry = () => input && confirm.mutate(input);
  return (
    <PageContainer width="medium">
      <p role="status" aria-live="polite" className="sr-only">
        {confirm.isPending ? 'Confirming your order...' : confirm.isSuccess ? 'Your order is confirmed' : ''}
      </p>
      {!input ? (
        <>
          <PageHeading title="Confirm Your Order" />
          <FormAlert className="mb-6">This confirmation link is incomplete. Open it again from the e-mail we sent you, or call the shop.</FormAlert>
          <LinkButtons links={[{ to: '/track-order', label: 'Track an order' }, { to: '/shop', label: 'Continue Shopping' }]} />
        </>
      ) : confirm.isSuccess ? (
        <>
          <div className="mb-6 flex items-start gap-3">
            <CircleCheck className="mt-1 size-8 shrink-0 text-success" aria-hidden="true" />
            <PageHeading className="mb-0" title="Order Confirmed" description={`Thank you: ${confirm.data.orderNumber} is confirmed and we keep its items for you.`} />
          </div>
          <OrderReceipt order={confirm.data} />
        </>
      ) : confirm.isError ? (
        <>
          <PageHeading title="Confirm Your Order" />
          <FormAlert className="mb-6">{problem(confirm.error)}</FormAlert>
          {isRetryable(confirm.error) ? (
            <Button onClick={retry} disabled={confirm.isPending}>
              Try again
            </Button>
          ) : (
            <LinkButtons links={[{ to: '/shop', label: 'Continue Shopping' }, { to: '/contact-us', label: 'Contact us' }]} />
          )}
        </>
      ) : (
        <div aria-busy="true">
          <PageHeading title="Confirm Your Order" />
          <SkeletonLines label="Confirming your order..." lines={['h-24 w-full']} />
        </div>
      )}
    </PageContainer>
  );
}

const isRetryable = (error: unknown) => isNetworkError(error) || (getErrorStatus(error) ?? 500) >= 500 || getErrorStatus(error) === 429;

function problem(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  const status = getErrorStatus(error);
  if (status === 404 || status === 409 || status === 400 || status === 429) return getServerMessage(error) ?? 'That confirmation link did not work.';
  return 'We could not confirm your order just now. Please try again in a moment.';
}

/**
 * The order number and code the link carries, or null when it is cut short. Checked here by hand, not
 * with ConfirmOrderSchema, so the page does not load zod (decision 004); the server checks the schema.
 */
function linkOf(fragment: URLSearchParams): ConfirmOrderInput | null {
  const orderNumber = (fragment.get('number') ?? '').trim().toUpperCase();
  const token = fragment.get('code') ?? '';
  return ORDER_NUMBER_PATTERN.test(orderNumber) && token.length >= 20 && token.length <= 100 ? { orderNumber, token } : null;
}
