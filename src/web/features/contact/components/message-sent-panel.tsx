import { useEffect, useId, useRef } from 'react';
import { CircleCheck, MessageCircle, Phone, PlusCircle } from 'lucide-react';
import { RESPONSE_TIMES } from '@shared/policies';
import { Button } from '@web/components/ui/button';
import { telHref, whatsappHref } from '@web/lib/contact-links';
import { useStoreInfo } from '@web/lib/store-info';

const link = 'inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:underline';

/**
 * Shown once the server has stored the message (docs/choices.md #17): docs/product.md §8's 'Message Sent', then what
 * happens next with the docs/product.md §9 response times. Focus moves to the heading so screen readers announce it.
 */
export function MessageSentPanel({ email, onSendAnother }: { email: string; onSendAnother: () => void }) {
  const { store } = useStoreInfo();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 size-7 shrink-0 text-success" aria-hidden="true" />
        <div className="grid gap-1">
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold leading-tight focus-visible:outline-none">
            Message Sent
          </h3>
          <p className="text-muted-foreground">Thank you for contacting us. We&apos;ll respond {RESPONSE_TIMES.email}.</p>
        </div>
      </div>

      <div className="grid gap-2">
        <h4 className="font-bold">What happens next</h4>
        <ol className="grid list-decimal gap-2 pl-5">
          <li>Our support team reads your message during opening hours ({store.hours}).</li>
          <li>
            We reply by e-mail to <span className="font-semibold break-all">{email}</span> {RESPONSE_TIMES.email}; technical
            questions {RESPONSE_TIMES.technicalSupport}.
          </li>
          <li>If it&apos;s urgent, WhatsApp or call us: WhatsApp answers {RESPONSE_TIMES.whatsapp}.</li>
        </ol>
      </div>

      <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-6">
        <a href={whatsappHref(store.whatsapp)} rel="noopener noreferrer" className={link}>
          <MessageCircle className="size-5" aria-hidden="true" />
          WhatsApp {store.whatsapp}
        </a>
        <a href={telHref(store.phone)} className={link}>
          <Phone className="size-5" aria-hidden="true" />
          Call {store.phone}
        </a>
      </div>

      <Button variant="outline" className="w-full sm:w-auto sm:self-start" onClick={onSendAnother}>
        <PlusCircle aria-hidden="true" />
        Send another message
      </Button>
    </section>
  );
}
