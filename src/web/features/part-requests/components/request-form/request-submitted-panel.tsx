import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck, Copy, PlusCircle, Search } from 'lucide-react';
import { QUOTE_PROMISE } from '@shared/constants';
import type { PartRequestCreated } from '@shared/schemas/part-requests';
import { Button, buttonVariants } from '@web/components/ui/button';

/**
 * Shown the moment a request is accepted (docs/choices.md #13): its number, large and easy to copy, what happens
 * next, and the way to follow it. Focus moves to the heading so screen readers announce the outcome.
 */
export function RequestSubmittedPanel({
  created,
  onNewRequest,
  headingLevel = 'h3',
}: {
  created: PartRequestCreated;
  onNewRequest: () => void;
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  const Heading = headingLevel;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const numberRef = useRef<HTMLParagraphElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const { requestNumber } = created;
  const headingId = useId();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(requestNumber);
      setCopied('yes');
    } catch {
      // No clipboard access (an old browser, a denied permission): select the number for a manual copy.
      const range = document.createRange();
      if (numberRef.current) range.selectNodeContents(numberRef.current);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      setCopied('no');
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 size-7 shrink-0 text-success" aria-hidden="true" />
        <div className="grid gap-1">
          <Heading
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold leading-tight focus-visible:outline-none"
          >
            Request Submitted!
          </Heading>
          <p className="text-muted-foreground">Thank you! Your part request is pending approval.</p>
        </div>
      </div>

      <div className="grid gap-3 rounded-lg border border-border bg-muted p-4 sm:p-5">
        <p className="text-sm font-semibold text-muted-foreground">
          Your request number
        </p>
        <p
          ref={numberRef}
          data-testid="request-number"
          className="font-mono text-3xl font-extrabold tracking-wider break-all select-all tabular sm:text-4xl"
        >
          {requestNumber}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy request number
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'no' ? 'Number selected: copy it from here.' : ''}
          </p>
        </div>
        <p className="text-sm text-muted-foreground">Keep this number: you&apos;ll need it to track your request.</p>
      </div>

      <p>
        We&apos;ll e-mail your quote within {QUOTE_PROMISE}. We&apos;ve also sent a confirmation with this number to
        your e-mail.
      </p>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={`/track-order?number=${encodeURIComponent(requestNumber)}`} className={buttonVariants()}>
          <Search aria-hidden="true" />
          Track this request
        </Link>
        <Button variant="outline" onClick={onNewRequest}>
          <PlusCircle aria-hidden="true" />
          Submit another request
        </Button>
      </div>
    </section>
  );
}
