import { useId } from 'react';
import { Link } from 'react-router';
import { Clock, LifeBuoy, Mail, MessageCircle, Phone } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useStoreInfo } from '@web/lib/store-info';
import { cn } from '@web/lib/utils';

/** "+1 (876) 555-0142" → "tel:+18765550142". */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp's click-to-chat address takes the number as digits only. */
function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

const contactLink = 'inline-flex min-h-11 items-center gap-3 rounded-md py-1 font-semibold text-primary hover:underline';

export function NeedHelpCard({ requestNumber }: { requestNumber?: string }) {
  const { store } = useStoreInfo();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <LifeBuoy className="size-5 shrink-0 text-primary" aria-hidden="true" />
          Need Help?
        </CardTitle>
        <CardDescription>
          {requestNumber
            ? `Questions about ${requestNumber}? Quote the number and we'll find it quickly.`
            : "Can't find your request? We're happy to look it up for you."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        <a href={telHref(store.phone)} className={contactLink}>
          <Phone className="size-5 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">Call us: </span>
            {store.phone}
          </span>
        </a>
        <a href={whatsappHref(store.whatsapp)} rel="noopener noreferrer" className={contactLink}>
          <MessageCircle className="size-5 shrink-0" aria-hidden="true" />
          <span>WhatsApp us</span>
        </a>
        <a href={`mailto:${store.email}`} className={cn(contactLink, '[overflow-wrap:anywhere]')}>
          <Mail className="size-5 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">Email us: </span>
            {store.email}
          </span>
        </a>
        <p className="mt-1 flex items-start gap-3 text-sm text-muted-foreground">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{store.hours}</span>
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to="/contact-us" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Contact Us
          </Link>
          <Link to="/customer-support" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Customer Support
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
