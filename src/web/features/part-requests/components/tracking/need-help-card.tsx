import { Link } from 'react-router';
import { Clock, LifeBuoy, Mail, MessageCircle, Phone } from 'lucide-react';
import { RegionCard } from '@web/components/region-card';
import { buttonVariants } from '@web/components/ui/button';
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
  return (
    <RegionCard
      icon={LifeBuoy}
      title="Need Help?"
      description={
        requestNumber ? `Questions about ${requestNumber}? Quote the number and we'll find it quickly.` : "Can't find your request? We're happy to look it up for you."
      }
      contentClassName="flex flex-col gap-1"
    >
      {[
        { href: telHref(store.phone), Icon: Phone, hidden: 'Call us: ', text: store.phone },
        { href: whatsappHref(store.whatsapp), Icon: MessageCircle, text: 'WhatsApp us', rel: 'noopener noreferrer' },
        { href: `mailto:${store.email}`, Icon: Mail, hidden: 'Email us: ', text: store.email, wrap: true },
      ].map(({ href, Icon, hidden, text, rel, wrap }) => (
        <a key={href} href={href} rel={rel} className={cn(contactLink, wrap && '[overflow-wrap:anywhere]')}>
          <Icon className="size-5 shrink-0" aria-hidden="true" />
          <span>
            {hidden ? <span className="sr-only">{hidden}</span> : null}
            {text}
          </span>
        </a>
      ))}
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
    </RegionCard>
  );
}
