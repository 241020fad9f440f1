import { Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { RESPONSE_TIMES } from '@shared/policies';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { mailtoHref, telHref, whatsappHref } from '@web/lib/contact-links';
import { useStoreInfo } from '@web/lib/store-info';
import { cn } from '@web/lib/utils';

interface ContactChannel {
  id: string;
  title: string;
  Icon: LucideIcon;
  description: string;
  response: string;
  href: string;
  action: string;
  /** Read after the action by screen readers: the visible detail line says it already. */
  actionDetail?: string;
  detail: string;
  external?: boolean;
}

/** The three ways to reach a person (docs/product.md §2): WhatsApp chat, a phone call and e-mail. */
export function ContactCards() {
  const { store } = useStoreInfo();
  const channels: ContactChannel[] = [
    {
      id: 'whatsapp',
      title: 'WhatsApp',
      Icon: MessageCircle,
      description: 'Chat with us and send photos of the part.',
      response: `Replies ${RESPONSE_TIMES.whatsapp}; watched ${RESPONSE_TIMES.whatsappEmergencies} for emergencies.`,
      href: whatsappHref(store.whatsapp),
      action: 'Chat on WhatsApp',
      detail: store.whatsapp,
      external: true,
    },
    {
      id: 'phone',
      title: 'Phone',
      Icon: Phone,
      description: 'Talk to someone at our Kingston shop.',
      response: `Answered ${RESPONSE_TIMES.phone}.`,
      href: telHref(store.phone),
      action: `Call ${store.phone}`,
      detail: store.hours,
    },
    {
      id: 'email',
      title: 'E-mail',
      Icon: Mail,
      description: 'Best for order details, invoices and claims.',
      response: `Replies ${RESPONSE_TIMES.email}.`,
      href: mailtoHref(store.email),
      action: 'E-mail us',
      actionDetail: ` at ${store.email}`,
      detail: store.email,
    },
  ];

  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {channels.map(({ id, title, Icon, description, response, href, action, actionDetail, detail, external }) => (
        <li key={id} className="grid">
          <Card className="flex flex-col">
            <CardHeader>
              <CardTitle as="h3" className="flex items-center gap-2 text-lg">
                <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                {title}
              </CardTitle>
              <CardDescription>{description}</CardDescription>
            </CardHeader>
            <CardContent className="mt-auto flex flex-col gap-3">
              <p className="text-sm">{response}</p>
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{detail}</p>
              <a
                href={href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className={cn(buttonVariants({ variant: id === 'whatsapp' ? 'default' : 'outline' }), 'h-auto whitespace-normal text-center [overflow-wrap:anywhere]')}
              >
                {action}
                {actionDetail ? <span className="sr-only">{actionDetail}</span> : null}
              </a>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
