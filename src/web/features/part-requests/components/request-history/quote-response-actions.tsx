import { useState } from 'react';
import { Check, X } from 'lucide-react';
import type { CustomerPartRequest } from '@shared/schemas/part-requests';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { formatMoney } from '@web/lib/format';
import { useRespondToQuote, type QuoteDecision } from '../../api/respond-to-quote';

/**
 * A quoted request's answer (DECISIONS 14): Accept quote (→ confirmed) at once, Decline quote
 * (→ cancelled) after a confirmation, since a declined request cannot be taken back.
 */
export function QuoteResponseActions({ request }: { request: CustomerPartRequest }) {
  const respond = useRespondToQuote();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const total = request.landedCost?.total ?? request.totalCost;

  const answer = (decision: QuoteDecision) => {
    respond.mutate(
      { id: request.id, decision },
      {
        onSuccess: () => {
          setConfirmOpen(false);
          toast(
            decision === 'accept'
              ? { title: 'Quote accepted', description: "Thank you! We'll order your part and e-mail you as it moves." }
              : { title: 'Quote declined', description: 'We have cancelled this request. You can send a new one at any time.' },
          );
        },
        onError: (error) => {
          setConfirmOpen(false);
          const message = isNetworkError(error)
            ? NETWORK_ERROR_MESSAGE
            : (getServerMessage(error) ?? 'We could not record your answer. Please try again.');
          toast({ variant: 'destructive', title: 'Error', description: message });
        },
      },
    );
  };

  const pending = respond.isPending;
  const pendingDecision = pending ? respond.variables?.decision : undefined;

  return (
    <div className="grid grid-cols-1 gap-3">
      <p className="text-sm">
        {total !== null ? (
          <>
            Your quote is ready: <strong className="tabular">{formatMoney(total, 'USD')}</strong>
            {request.landedCost ? ' delivered to Jamaica, duty and GCT included.' : '.'}{' '}
          </>
        ) : (
          'Your quote is ready. '
        )}
        Accept it and we&apos;ll order the part for you.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => answer('accept')} disabled={pending}>
          <Check aria-hidden="true" />
          {pendingDecision === 'accept' ? 'Accepting...' : 'Accept quote'}
        </Button>
        <Button variant="outline" onClick={() => setConfirmOpen(true)} disabled={pending}>
          <X aria-hidden="true" />
          Decline quote
        </Button>
      </div>

      <Dialog open={confirmOpen} onOpenChange={(open) => !pending && setConfirmOpen(open)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Decline this quote?</DialogTitle>
            <DialogDescription>
              We&apos;ll cancel request <span className="font-mono tabular">{request.requestNumber}</span> for{' '}
              {request.partName} and stop looking for the part. This can&apos;t be undone.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Keep quote
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => answer('decline')} disabled={pending}>
              {pendingDecision === 'decline' ? 'Declining...' : 'Decline quote'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
