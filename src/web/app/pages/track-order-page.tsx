import { type BaseSyntheticEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Hash, UserSearch } from 'lucide-react';
import { FormAlert } from '@web/components/form-alert';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Card, CardContent } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/use-toast';
import { getErrorStatus, getServerMessage, isNetworkError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { cn } from '@web/lib/utils';
import type { TrackSearch } from '@web/features/part-requests/api/search-requests';
import { useOrderLookup, useTrackedOrder, type OrderLookup } from '@web/features/orders/api/track-order';
import { useTrackedRequest, useTrackRequestLookup } from '@web/features/part-requests/api/track-request';
import { NeedHelpCard } from '@web/features/part-requests/components/tracking/need-help-card';
import { MISSING_REQUEST_NUMBER } from '@web/features/part-requests/components/tracking/track-by-number-messages';
import {
  TrackByNumberForm,
  trackByNumberResolver,
  type TrackByNumberFormValues,
  type TrackByNumberLookup,
} from '@web/features/part-requests/components/tracking/track-by-number-form';
import { ContactSearchSkeleton, TrackingResultSkeleton } from '@web/features/part-requests/components/tracking/tracking-skeletons';
import { TrackingTips } from '@web/features/part-requests/components/tracking/tracking-tips';

// Most lookups are part requests: the order receipt loads only when an ORD- number is found.
const OrderReceipt = lazy(() => import('@web/features/orders/components/order-receipt').then((m) => ({ default: m.OrderReceipt })));
// The record (timeline, quote and its confirm dialog) loads after the form: a search starts fetching it
// alongside the lookup, so the skeleton already on screen covers both. The phone / e-mail tab loads when opened.
const loadTrackingResult = () => import('@web/features/part-requests/components/tracking/tracking-result');
const TrackingResult = lazy(() => loadTrackingResult().then((m) => ({ default: m.TrackingResult })));
const TrackByContact = lazy(() => import('@web/features/part-requests/components/tracking/track-by-contact').then((m) => ({ default: m.TrackByContact })));

const FETCH_FAILED = 'Unable to fetch tracking information. Please try again later.';

type Mode = 'number' | 'contact';

// A part request is looked up by its number alone; only a shop order needs the e-mail as well.
const lookupKey = (requestNumber: string, email: string | undefined) =>
  requestNumber.startsWith('ORD-') ? `${requestNumber}|${email ?? ''}` : requestNumber;

/**
 * /track-order (and /tracking): follow a part request by its number, or find one's requests by phone or
 * e-mail (docs/product.md §2, docs/choices.md #4 and #14). The URL carries the number (the confirmation and status e-mails
 * link to `/track-order?number=REQ-…`), so a link opens straight on the request and a reload keeps it.
 * A number shows progress and price; details and answering a quote go through "Manage this request"
 * and /track-order/manage (decision 006).
 */
export function TrackOrderPage() {
  useDocumentTitle('Track Your Order', 'Check the status of your part request (REQ-) or shop order (ORD-) with its number or your e-mail address.');
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  // An order's e-mail rides in the fragment (`#number=ORD-…&email=…`, as the order e-mails link), which
  // reaches no server and no Referer; older links carried both in the query.
  const fragment = new URLSearchParams(useLocation().hash.slice(1));
  const urlNumber = searchParams.get('number') ?? fragment.get('number') ?? '';
  const urlEmail = fragment.get('email') ?? searchParams.get('email') ?? '';
  const mode: Mode = searchParams.get('by') === 'contact' ? 'contact' : 'number';

  const form = useForm<TrackByNumberFormValues, unknown, TrackByNumberLookup>({
    resolver: trackByNumberResolver,
    defaultValues: { requestNumber: urlNumber, email: urlEmail },
  });
  const fetchRecord = useTrackRequestLookup();
  const [lookup, setLookup] = useState<{ requestNumber: string } | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [contactSearch, setContactSearch] = useState<TrackSearch | null>(null);
  const tracked = useTrackedRequest(lookup);
  const fetchOrder = useOrderLookup();
  const [orderLookup, setOrderLookup] = useState<OrderLookup | null>(null);
  const trackedOrder = useTrackedOrder(orderLookup, { fetch: false });
  // The number and e-mail searched last (or being searched), so the URL effect below does not search
  // again for the URL this page has just written; and a counter so only the newest answer speaks.
  const searchedRef = useRef<string | null>(null);
  const sequenceRef = useRef(0);

  const runSearch = useCallback(
    (next: TrackByNumberLookup) => {
      const sequence = ++sequenceRef.current;
      searchedRef.current = lookupKey(next.requestNumber, next.email);
      setLookupError(null);
      setAnnouncement(`Searching for ${next.requestNumber}...`);
      const search = `?${new URLSearchParams({ number: next.requestNumber })}`;
      const email = next.email && next.requestNumber.startsWith('ORD-') ? `#${new URLSearchParams({ email: next.email })}` : '';
      void navigate({ search, hash: email }, { replace: true });

      // A shop order (docs/choices.md #8): found by its number and the e-mail it was placed with.
      if (next.requestNumber.startsWith('ORD-') && next.email) {
        const order = { orderNumber: next.requestNumber, email: next.email };
        setLookup(null);
        setOrderLookup(order);
        fetchOrder(order).then(
          (found) => {
            if (sequence !== sequenceRef.current) return;
            setAnnouncement(`Order ${found.orderNumber} found`);
            toast({ title: 'Order Found', description: 'Your order details have been retrieved' });
          },
          (error: unknown) => {
            if (sequence !== sequenceRef.current) return;
            const notFound = getErrorStatus(error) === 404;
            const message = notFound
              ? `We couldn't find ${order.orderNumber} with that e-mail. Check the order number and the e-mail you used at checkout, then try again.`
              : (!isNetworkError(error) && getErrorStatus(error) === 429 && getServerMessage(error)) || FETCH_FAILED;
            setLookupError(message);
            setAnnouncement(message);
            toast({ variant: 'destructive', title: notFound ? 'Order Not Found' : 'Error', description: notFound ? 'Please check your order number and e-mail and try again' : FETCH_FAILED });
          },
        );
        return;
      }
      setOrderLookup(null);
      setLookup({ requestNumber: next.requestNumber });
      void loadTrackingResult();

      fetchRecord(next.requestNumber).then(
        (record) => {
          if (sequence !== sequenceRef.current) return;
          setAnnouncement(`Request ${record.requestNumber} found`);
          toast({ title: 'Request Found', description: 'Your request tracking information has been retrieved' });
        },
        (error: unknown) => {
          if (sequence !== sequenceRef.current) return;
          if (getErrorStatus(error) === 404) {
            const message = `We couldn't find ${next.requestNumber}. Check the number in your confirmation e-mail and try again.`;
            setLookupError(message);
            setAnnouncement(`Request ${next.requestNumber} not found`);
            toast({ variant: 'destructive', title: 'Request Not Found', description: 'Please check your request number and try again' });
            return;
          }
          // A rate limit's own words ("try again in a minute") say more than the general line.
          const message = (!isNetworkError(error) && getErrorStatus(error) === 429 && getServerMessage(error)) || FETCH_FAILED;
          setLookupError(message);
          setAnnouncement(message);
          toast({ variant: 'destructive', title: 'Error', description: FETCH_FAILED });
        },
      );
    },
    [fetchRecord, fetchOrder, navigate],
  );

  const submit = useCallback(
    (event?: BaseSyntheticEvent) =>
      form.handleSubmit(runSearch, (errors) => {
        if (errors.requestNumber?.message === MISSING_REQUEST_NUMBER) {
          toast({ variant: 'destructive', title: 'Missing Information', description: MISSING_REQUEST_NUMBER });
        }
      })(event),
    [form, runSearch],
  );

  // A link with ?number= (the e-mails, the phone/e-mail results) searches at once.
  useEffect(() => {
    if (!urlNumber || searchedRef.current === lookupKey(urlNumber, urlEmail || undefined)) return;
    searchedRef.current = lookupKey(urlNumber, urlEmail || undefined);
    form.reset({ requestNumber: urlNumber, email: urlEmail });
    void submit();
  }, [urlNumber, urlEmail, form, submit]);

  const changeMode = (value: string) => {
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (value === 'contact') params.set('by', 'contact');
        else params.delete('by');
        return params;
      },
      { replace: true },
    );
  };

  // Quietly reload the record when the server says it moved on (e.g. the quote was answered elsewhere).
  const refresh = () => {
    if (lookup) fetchRecord(lookup.requestNumber).catch(() => undefined);
  };

  const record = lookup && !lookupError && tracked.status === 'success' ? tracked.data : null;
  const order = orderLookup && !lookupError && trackedOrder.status === 'success' ? trackedOrder.data : null;
  const searching = tracked.isFetching || trackedOrder.isFetching;

  // On a phone the result starts below the form: bring it up to the top of the screen (under the sticky
  // header), away from the toasts at the bottom. Only when another record is shown, not on a quiet reload.
  const resultRef = useRef<HTMLDivElement>(null);
  const shown = record?.requestNumber ?? order?.orderNumber ?? null;
  useEffect(() => {
    if (!shown) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    resultRef.current?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [shown]);

  return (
    <PageContainer>
      <PageHeading
        title="Track Your Order"
        description="Follow a part request from quote to delivery with its REQ- number, or a shop order with its ORD- number and e-mail. You can also find your requests by phone or e-mail."
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Tabs value={mode} onValueChange={changeMode}>
            <TabsList aria-label="Ways to track" className="grid grid-cols-2">
              <TabsTrigger value="number" className="whitespace-normal">
                <Hash aria-hidden="true" />
                By number
              </TabsTrigger>
              <TabsTrigger value="contact" className="whitespace-normal">
                <UserSearch aria-hidden="true" />
                By phone or email
              </TabsTrigger>
            </TabsList>

            <TabsContent value="number" className="flex flex-col gap-6">
              <Card>
                <CardContent>
                  <TrackByNumberForm form={form} onSubmit={submit} searching={searching} />
                </CardContent>
              </Card>

              <p role="status" aria-live="polite" className="sr-only">
                {announcement}
              </p>

              {lookupError ? <FormAlert>{lookupError}</FormAlert> : null}
              {searching && !record && !order ? <TrackingResultSkeleton /> : null}
              {order ? (
                <div ref={resultRef} className={cn('scroll-mt-24 transition-opacity', searching && 'opacity-60')}>
                  <Suspense fallback={<TrackingResultSkeleton />}>
                    <OrderReceipt order={order} />
                  </Suspense>
                </div>
              ) : null}
              {record ? (
                <div ref={resultRef} className={cn('scroll-mt-24 transition-opacity', searching && 'opacity-60')}>
                  <Suspense fallback={<TrackingResultSkeleton />}>
                    <TrackingResult record={record} onStale={refresh} />
                  </Suspense>
                </div>
              ) : null}
            </TabsContent>

            <TabsContent value="contact">
              <Suspense fallback={<ContactSearchSkeleton />}>
                <TrackByContact search={contactSearch} onSearch={setContactSearch} />
              </Suspense>
            </TabsContent>
          </Tabs>
        </div>

        <div className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <NeedHelpCard requestNumber={mode === 'number' ? record?.requestNumber : undefined} />
          <TrackingTips />
        </div>
      </div>
    </PageContainer>
  );
}
