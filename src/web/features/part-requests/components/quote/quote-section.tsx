import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck, CircleX, Clock, MessageSquareText, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { Quote } from '@shared/schemas/quotes';
import type { RequestStatus } from '@shared/statuses';
import { FormAlert } from '@web/components/form-alert';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { getErrorStatus, getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { formatDateTime, formatDay, formatMoney } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import type { RequestAccess } from '../../api/request-access';
import { useRespondToQuote, type QuoteDecision } from '../../api/respond-to-quote';
import { AcceptQuoteDialog } from './accept-quote-dialog';
import { OptionCard } from './option-card';
import { acceptedOption, orderedOptions, quoteOpen } from './quote-summary';

/** What a refused answer means to the customer, in words. */
function answerFailure(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  const status = getErrorStatus(error);
  const server = getServerMessage(error);
  if (status === 401) return server ?? 'Your access to this request has ended. Open the link from your e-mail again, or sign in.';
  if (status === 409) return `${server ?? 'This quote was already answered or has changed.'} We've loaded the latest.`;
  return server ?? 'We could not record your answer. Please try again.';
}

/**
 * A quote's options side by side (stacked on a phone), each with its one J$ total, and, for the owner
 * while it is open, the choice (a radio group), "Accept quote" (which opens the confirmation with the
 * terms) and "Decline quote" (confirmed apart). Used by the tracking page and the dashboard.
 */
export function QuoteSection({
  quote,
  status,
  requestNumber,
  access,
  headingLevel = 'h2',
  titleSuffix,
  nested = false,
  declined = false,
  onAccepted,
  onStale,
  children,
}: {
  quote: Quote;
  status: RequestStatus;
  requestNumber: string;
  /** How this customer may answer; null where the quote is only shown (a request number alone). */
  access: RequestAccess | null;
  headingLevel?: 'h2' | 'h3';
  /** Said after the title to screen readers only, where several quotes share a page ("for REQ-…"). */
  titleSuffix?: string;
  /** Inside another card (the dashboard's request): less padding, no shadow, so a phone keeps its width. */
  nested?: boolean;
  /** The customer declined it (the record's history says so). */
  declined?: boolean;
  /** After an accepted answer: the parent moves the focus to the Pay panel. */
  onAccepted?: () => void;
  /** The server says the request moved on (answered elsewhere, re-quoted, access ended): read it again. */
  onStale: () => void;
  /** Shown under the options (e.g. how to get the link to answer). */
  children?: ReactNode;
}) {
  const respond = useRespondToQuote();
  const titleId = useId();
  const choiceName = useId();
  const choiceErrorId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRadioRef = useRef<HTMLInputElement>(null);
  const options = orderedOptions(quote);
  const [selectedId, setSelectedId] = useState<number | null>(options.length === 1 ? (options[0]?.id ?? null) : null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [acceptOpen, setAcceptOpen] = useState(false);
  const [declineOpen, setDeclineOpen] = useState(false);
  const [failure, setFailure] = useState<{ decision: QuoteDecision; message: string } | null>(null);
  const [declinedHere, setDeclinedHere] = useState(false);

  const open = quoteOpen(quote, status);
  const canAnswer = open && access !== null && !declinedHere;
  const chosen = acceptedOption(quote);
  const selected = options.find((o) => o.id === selectedId) ?? null;
  const Sub = headingLevel === 'h2' ? 'h3' : 'h4';

  const send = (decision: QuoteDecision, payInFull = false) => {
    if (!access || (decision === 'accept' && !selected)) return;
    setFailure(null);
    const answer =
      decision === 'accept' && selected
        ? { decision, optionId: selected.id, payInFull, acceptTerms: true }
        : { decision: 'decline' as const, payInFull: false };
    respond.mutate(
      { access, answer },
      {
        onSuccess: () => {
          if (decision === 'accept') {
            setAcceptOpen(false);
            toast({ title: 'Quote accepted', description: `You chose ${selected?.label ?? 'an option'}. Pay the deposit below and we order your part.` });
            onAccepted?.();
          } else {
            setDeclineOpen(false);
            setDeclinedHere(true);
            toast({ title: 'Quote declined', description: "We've cancelled this request. You can ask us for another part at any time." });
            requestAnimationFrame(() => titleRef.current?.focus());
          }
        },
        onError: (error) => {
          setFailure({ decision, message: answerFailure(error) });
          const code = getErrorStatus(error);
          if (code === 401 || code === 404 || code === 409) onStale();
        },
      },
    );
  };

  const startAccept = () => {
    if (!selected) {
      setChoiceError('Choose one of the options first.');
      firstRadioRef.current?.focus();
      return;
    }
    setChoiceError(null);
    setFailure(null);
    setAcceptOpen(true);
  };

  const showDeclined = declined || declinedHere;
  let description: string;
  if (chosen) description = `You chose ${chosen.label}. Each price is what you pay us; customs duty is apart.`;
  else if (showDeclined) description = 'You declined this quote.';
  else if (canAnswer) description = options.length > 1 ? 'Compare the options and choose the one you want. Each price is what you pay us, in J$.' : 'Here is what your part costs. The price is what you pay us, in J$.';
  else description = 'What your part costs. Each price is what you pay us, in J$; customs duty is apart.';

  return (
    <Card role="region" aria-labelledby={titleId} className={cn('@container', canAnswer && 'border-2 border-primary', nested && 'shadow-none')}>
      <CardHeader className={nested ? 'p-3 pb-0 sm:p-5 sm:pb-0' : undefined}>
        <CardTitle as={headingLevel} id={titleId} ref={titleRef} tabIndex={-1} className="focus-visible:outline-none">
          Your quote
          {titleSuffix ? <span className="sr-only"> {titleSuffix}</span> : null}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={cn('flex flex-col gap-5', nested && 'p-3 sm:p-5')}>
        <QuoteValidity quote={quote} requestNumber={requestNumber} status={status} />

        {quote.message ? (
          <div className="rounded-md bg-muted p-3">
            <p className="flex items-center gap-2 text-sm font-semibold">
              <MessageSquareText className="size-4 shrink-0" aria-hidden="true" />
              Message from our team
            </p>
            <p className="break-words whitespace-pre-line">{quote.message}</p>
          </div>
        ) : null}

        {options.length === 0 ? (
          <p className="text-muted-foreground">We&apos;re still pricing your part. We&apos;ll e-mail you as soon as the quote is ready.</p>
        ) : canAnswer ? (
          <fieldset aria-describedby={choiceError ? choiceErrorId : undefined} className="grid gap-3">
            <legend className="mb-2 font-semibold">{options.length > 1 ? 'Which option do you want?' : 'Your option'}</legend>
            <OptionGrid count={options.length}>
              {options.map((option, index) => (
                <OptionCard
                  key={option.id}
                  option={option}
                  quote={quote}
                  heading={Sub}
                  chosen={false}
                  choice={
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md bg-muted px-3 font-semibold">
                      <input
                        ref={index === 0 ? firstRadioRef : undefined}
                        type="radio"
                        name={choiceName}
                        value={option.id}
                        checked={selectedId === option.id}
                        onChange={() => {
                          setSelectedId(option.id);
                          setChoiceError(null);
                        }}
                        className="size-5 shrink-0 accent-primary focus-visible:outline-3 focus-visible:outline-ring"
                      />
                      <span>
                        Choose {option.label}
                        <span className="sr-only">, {formatMoney(option.totalJmd, 'JMD')}</span>
                      </span>
                    </label>
                  }
                />
              ))}
            </OptionGrid>
            {choiceError ? (
              <p id={choiceErrorId} className="text-sm font-medium text-destructive">
                {choiceError}
              </p>
            ) : null}
          </fieldset>
        ) : (
          <OptionGrid count={options.length} list>
            {options.map((option) => (
              <OptionCard key={option.id} option={option} quote={quote} heading={Sub} chosen={option.id === chosen?.id} />
            ))}
          </OptionGrid>
        )}

        {options.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            J$ at {formatMoney(quote.exchangeRate, 'JMD')} per US$1, the rate of {formatDay(quote.ratesEffectiveFrom)}
            {quote.quotedAt ? `, quoted ${formatDateTime(quote.quotedAt)}` : ''}.
          </p>
        ) : null}

        {failure && !acceptOpen && !declineOpen ? <FormAlert>{failure.message}</FormAlert> : null}

        {canAnswer ? (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={startAccept} disabled={respond.isPending} className="sm:flex-1">
              <ThumbsUp aria-hidden="true" />
              Accept quote
            </Button>
            <Button size="lg" variant="outline" onClick={() => setDeclineOpen(true)} disabled={respond.isPending} className="sm:flex-1">
              <ThumbsDown aria-hidden="true" />
              Decline quote
            </Button>
          </div>
        ) : null}

        {children}

        {chosen ? (
          <p className="flex items-start gap-2 font-semibold">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            You accepted {chosen.label}. {status === 'confirmed' ? 'We order your part once your deposit is in.' : null}
          </p>
        ) : null}
        {showDeclined ? (
          <p className="flex items-start gap-2 font-semibold">
            <CircleX className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
            You declined this quote, so we won&apos;t order the part.
          </p>
        ) : null}
      </CardContent>

      {access ? (
        <AcceptQuoteDialog
          open={acceptOpen}
          onOpenChange={setAcceptOpen}
          quote={quote}
          option={selected}
          requestNumber={requestNumber}
          pending={respond.isPending}
          failure={failure?.decision === 'accept' ? failure.message : null}
          onConfirm={(payInFull) => send('accept', payInFull)}
        />
      ) : null}

      <Dialog open={declineOpen} onOpenChange={(next) => !respond.isPending && setDeclineOpen(next)}>
        <DialogContent
          className="max-w-md"
          onCloseAutoFocus={(event) => {
            if (!declinedHere) return;
            event.preventDefault();
            titleRef.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Decline this quote?</DialogTitle>
            <DialogDescription>
              We&apos;ll cancel request <span className="break-all">{requestNumber}</span> and won&apos;t order the part. You
              can&apos;t undo this, but you can send us a new request at any time.
            </DialogDescription>
          </DialogHeader>
          {failure?.decision === 'decline' ? <FormAlert>{failure.message}</FormAlert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={respond.isPending}>
                Keep quote
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => send('decline')} disabled={respond.isPending}>
              {respond.isPending ? 'Declining...' : 'Yes, decline quote'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

/** Side by side where there is room (the card is a size container), stacked on a phone. */
function OptionGrid({ count, list = false, children }: { count: number; list?: boolean; children: ReactNode[] }) {
  const className = cn('grid grid-cols-1 gap-4', count >= 2 && '@xl:grid-cols-2', count >= 3 && '@3xl:grid-cols-3');
  if (!list) return <div className={className}>{children}</div>;
  return (
    <ul className={className} aria-label="Quote options">
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}

/** Until when it can be accepted, or that it expired and how to get a new one. */
function QuoteValidity({ quote, requestNumber, status }: { quote: Quote; requestNumber: string; status: RequestStatus }) {
  if (!quote.validUntil || quote.acceptedOptionId !== null || status !== 'quoted') return null;
  if (quote.expired) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-md border border-warning-foreground/40 bg-warning p-3 text-warning-foreground">
        <p className="flex items-start gap-2 font-semibold">
          <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          This quote expired on {formatDay(quote.validUntil)}: ask us to re-quote.
        </p>
        <p className="text-sm">Prices and exchange rates move, so we check them again before you pay.</p>
        <Link
          to={`/contact-us?subject=order&order=${encodeURIComponent(requestNumber)}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Ask us to re-quote
        </Link>
      </div>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm">
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      <span>
        Valid until <strong>{formatDay(quote.validUntil)}</strong> (end of the day, Kingston time).
      </span>
    </p>
  );
}
