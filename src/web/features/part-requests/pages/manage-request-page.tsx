import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { REFERENCE_ALPHABET } from '@shared/constants';
import { FormAlert } from '@web/components/form-alert';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Button, buttonVariants } from '@web/components/ui/button';
import { getErrorStatus, getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useManagedRequest, useOpenManageLink } from '../api/manage-request';
import { TrackingResultSkeleton } from '../components/tracking/tracking-skeletons';

// The record and the "ask for a link" form (with zod) load after the page, as on /track-order (decision 004).
const TrackingResult = lazy(() => import('../components/tracking/tracking-result').then((m) => ({ default: m.TrackingResult })));
// Only after a card payment (the provider sends the browser back with ?payment=…).
const PaymentReturnNotice = lazy(() =>
  import('../components/payment/payment-return-notice').then((m) => ({ default: m.PaymentReturnNotice })),
);
const ManageRequestCard = lazy(() =>
  import('../components/tracking/manage-request-card').then((m) => ({ default: m.ManageRequestCard })),
);

// Written here rather than imported from the shared schema, which would bring zod with the page.
const REQUEST_NUMBER = new RegExp(`^REQ-[${REFERENCE_ALPHABET}]{8}$`);
const LINK_EXPIRED = 'This link has expired or was already used: ask for a new one';
const LOAD_FAILED = 'We could not open this request. Please try again.';

/**
 * Where to go next, for a request whose link or access has ended: ask for a new link right here.
 */
function AskAgain({ requestNumber, message }: { requestNumber: string; message: string }) {
  const [open, setOpen] = useState(true);
  return (
    <div className="flex flex-col gap-6">
      <FormAlert>{message}</FormAlert>
      <Suspense fallback={null}>
        <ManageRequestCard requestNumber={requestNumber} open={open} onOpenChange={setOpen} heading="Ask for a new link" />
      </Suspense>
    </div>
  );
}

/** The token in the address's fragment; only the browser has it (the server renders without it). */
function tokenInFragment(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.hash.slice(1)).get('token');
}

/**
 * /track-order/manage?number=REQ-…#token=…: the page the manage link opens (decision 006). The token is
 * in the fragment, which the browser never sends; the page takes it out of the address bar at once, then
 * posts it in a body for the full record. The server answers with an hour's access in an httpOnly cookie,
 * so a reload (the token is spent by then) reads the record again with it. The details, Accept / Decline
 * and the Pay panel show only here; signed-in owners can also answer and pay from the dashboard. A card
 * payment returns here with `&payment=<reference>&result=…`, said at the top (docs/payments.md).
 */
export function ManageRequestPage() {
  useDocumentTitle('Manage Your Request', 'See the details of your part request and answer its quote.');
  const [searchParams] = useSearchParams();
  const requestNumber = (searchParams.get('number') ?? '').trim().toUpperCase();
  const validNumber = REQUEST_NUMBER.test(requestNumber);
  // Read once: the effect below wipes it from the address bar.
  const [token] = useState(tokenInFragment);
  // Read once too: the notice takes its parameters off the address, and must stay on screen after.
  const [cameBackFromPayment] = useState(() => searchParams.has('payment'));
  const startedRef = useRef(false);
  const openLink = useOpenManageLink();
  const { mutate: exchange } = openLink;
  // With a token, the record comes from opening it (stored where this query reads); without, from the access held.
  const sessionPhase = validNumber && (!token || openLink.isSuccess);
  const managed = useManagedRequest(requestNumber, sessionPhase);

  // Once (Strict Mode runs effects twice): wipe the token from the address bar and history, and spend it.
  useEffect(() => {
    if (startedRef.current || !validNumber || !token) return;
    startedRef.current = true;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    exchange({ requestNumber, token });
  }, [validNumber, token, requestNumber, exchange]);

  const openError = token && openLink.isError ? openLink.error : null;
  const linkExpired = openError !== null && getErrorStatus(openError) === 400;
  // Anything else (no network, a 5xx, a limit) may not have spent the token: it can be tried again.
  const openFailed = openError !== null && !linkExpired;
  const record = sessionPhase && managed.status === 'success' ? managed.data : null;
  const accessEnded = sessionPhase && managed.status === 'error' && getErrorStatus(managed.error) === 401;
  const loadFailed = sessionPhase && managed.status === 'error' && !accessEnded;
  const loading = validNumber && !openError && (sessionPhase ? managed.status === 'pending' : true);
  const failure = openFailed ? openError : loadFailed ? managed.error : null;
  const failureMessage = failure
    ? isNetworkError(failure)
      ? NETWORK_ERROR_MESSAGE
      : (getErrorStatus(failure) === 429 && getServerMessage(failure)) || LOAD_FAILED
    : null;

  let status = '';
  if (loading) status = 'Opening your request...';
  else if (record) status = `Request ${record.requestNumber} opened`;
  else if (linkExpired) status = LINK_EXPIRED;

  return (
    <PageContainer>
      <PageHeading
        title="Manage Your Request"
        description="See the details of your part request, choose an option of its quote and pay for it. The link we e-mailed opens it for an hour on this device."
      />
      {cameBackFromPayment ? (
        <Suspense fallback={null}>
          <PaymentReturnNotice onReturn={() => void managed.refetch()} />
        </Suspense>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>

      <div className="flex max-w-4xl flex-col gap-6">
        {!validNumber ? (
          <div className="flex flex-col items-start gap-4">
            <FormAlert>This link is incomplete: it has no request number. Open it again from the e-mail, or find your request by its number.</FormAlert>
            <Link to="/track-order" className={buttonVariants()}>
              Track a request
            </Link>
          </div>
        ) : null}

        {loading ? <TrackingResultSkeleton /> : null}

        {linkExpired ? <AskAgain requestNumber={requestNumber} message={LINK_EXPIRED} /> : null}

        {accessEnded ? (
          <AskAgain
            requestNumber={requestNumber}
            message="Your access to this request has ended (it lasts an hour after you open the link). Ask for a new link to see its details or answer its quote."
          />
        ) : null}

        {failureMessage ? (
          <div className="flex flex-col items-start gap-4">
            <FormAlert>{failureMessage}</FormAlert>
            <Button
              variant="outline"
              onClick={() => {
                if (openFailed && token) exchange({ requestNumber, token });
                else void managed.refetch();
              }}
            >
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : null}

        {record ? (
          <Suspense fallback={<TrackingResultSkeleton />}>
            <TrackingResult record={record} onStale={() => void managed.refetch()} />
          </Suspense>
        ) : null}

        {validNumber ? (
          <p className="text-sm">
            <Link
              to={`/track-order?number=${encodeURIComponent(requestNumber)}`}
              className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
            >
              Back to tracking {requestNumber}
            </Link>
          </p>
        ) : null}
      </div>
    </PageContainer>
  );
}
