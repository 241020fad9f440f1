import { Link } from 'react-router';
import { ClipboardList, RefreshCw } from 'lucide-react';
import { QUOTE_PROMISE } from '@shared/constants';
import { FormAlert } from '@web/components/form-alert';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { getErrorStatus, getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useMyRequests } from '../../api/get-my-requests';
import { RequestHistoryCard } from './request-history-card';
import { RequestHistorySkeleton } from './request-history-skeleton';

/**
 * The signed-in customer's part requests (GET /api/user-requests), newest first: on /request under
 * "Your Request History" and in the dashboard's My Requests tab. Quoted requests can be answered here.
 * Headings inside start at h3: the page gives the list its h2.
 */
export function RequestHistory({ onNewRequest }: { /** Shows the request form (tab or scroll); without it, a link to /request. */ onNewRequest?: () => void }) {
  const requests = useMyRequests();

  if (requests.isPending) return <RequestHistorySkeleton />;

  if (requests.isError) {
    const { error } = requests;
    const signedOut = getErrorStatus(error) === 401;
    const message = signedOut
      ? 'Your session has ended. Please sign in again to see your requests.'
      : isNetworkError(error)
        ? NETWORK_ERROR_MESSAGE
        : (getServerMessage(error) ?? 'Please try again in a moment.');
    return (
      <FormAlert className="flex-wrap">
        <div className="flex flex-col items-start gap-3">
          <p>
            <strong>We couldn&apos;t load your requests.</strong> {message}
          </p>
          {signedOut ? (
            <Link to="/auth" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Sign In
            </Link>
          ) : (
            <Button variant="outline" size="sm" onClick={() => void requests.refetch()} disabled={requests.isFetching}>
              <RefreshCw aria-hidden="true" />
              {requests.isFetching ? 'Retrying...' : 'Retry'}
            </Button>
          )}
        </div>
      </FormAlert>
    );
  }

  if (requests.data.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-3">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-muted">
            <ClipboardList className="size-6 text-muted-foreground" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-bold">No requests yet</h3>
          <p className="text-muted-foreground">
            Tell us the part you need and the vehicle or phone it&apos;s for. We&apos;ll find it in the US and e-mail
            your quote within {QUOTE_PROMISE}, then you can follow it here from quote to delivery.
          </p>
          {onNewRequest ? (
            <Button onClick={onNewRequest}>Request a Part</Button>
          ) : (
            <Link to="/request" className={buttonVariants()}>
              Request a Part
            </Link>
          )}
        </CardContent>
      </Card>
    );
  }

  return (
    <ul className="grid grid-cols-1 gap-4" aria-label="Your part requests">
      {requests.data.map((request) => (
        <li key={request.id}>
          <RequestHistoryCard request={request} />
        </li>
      ))}
    </ul>
  );
}
