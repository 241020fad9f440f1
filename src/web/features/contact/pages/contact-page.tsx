import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { SUPPORT_DEPARTMENTS } from '@shared/support';
import { RESPONSE_TIMES } from '@shared/policies';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { mailtoHref, telHref, whatsappHref } from '@web/lib/contact-links';
import { useStoreInfo } from '@web/lib/store-info';
import { useStructuredData } from '@web/lib/page-head';
import { localBusiness } from '@web/lib/structured-data';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ContactForm } from '../components/contact-form';
import { contactPrefillFromUrl } from '../components/contact-form-values';

const TITLE = 'Contact Us';
const DESCRIPTION = `Send us a message about a part, an order or a return. We reply by e-mail ${RESPONSE_TIMES.email}; WhatsApp answers ${RESPONSE_TIMES.whatsapp}.`;

const QUICK_HELP = [
  { to: '/faqs', label: 'FAQs', note: 'Answers to the questions we hear most' },
  { to: '/track-order', label: 'Track Order', note: 'Follow a request or an order' },
  { to: '/return-exchange', label: 'Returns & Exchanges', note: 'Wrong or faulty part?' },
  { to: '/warranty-policy', label: 'Warranty Policy', note: 'How long each part is covered' },
  { to: '/shipping-policy', label: 'Shipping Policy', note: 'Delivery times and prices' },
  { to: '/customer-support', label: 'Customer Support', note: 'Every way to reach us' },
] as const;

const contactLink = 'inline-flex min-h-11 items-center gap-3 font-semibold text-primary hover:underline';

/** /contact-us (docs/product.md §2): the message form, the store's contact details and hours, quick help and departments. */
export function ContactPage() {
  useDocumentTitle(TITLE, DESCRIPTION);
  const { store } = useStoreInfo();
  useStructuredData((origin) => [localBusiness(store, origin)]);
  const [searchParams] = useSearchParams();
  // Read once: the subject from a link is where the customer starts, not a value the URL keeps forcing.
  const [prefill] = useState(() => contactPrefillFromUrl(searchParams));

  return (
    <PageContainer>
      <PageHeading title={TITLE} description={DESCRIPTION} />

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
            <CardDescription>Phone and order number are optional. Everything else helps us answer first time.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm prefill={prefill} />
          </CardContent>
        </Card>

        <aside className="grid min-w-0 gap-4" aria-label="Other ways to reach us">
          <Card>
            <CardHeader>
              <CardTitle>Contact details</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-1">
                <li>
                  <a href={whatsappHref(store.whatsapp)} rel="noopener noreferrer" className={contactLink}>
                    <MessageCircle className="size-5 shrink-0" aria-hidden="true" />
                    <span>
                      WhatsApp {store.whatsapp}
                      <span className="block text-sm font-normal text-muted-foreground">Replies {RESPONSE_TIMES.whatsapp}</span>
                    </span>
                  </a>
                </li>
                <li>
                  <a href={telHref(store.phone)} className={contactLink}>
                    <Phone className="size-5 shrink-0" aria-hidden="true" />
                    <span>
                      Call {store.phone}
                      <span className="block text-sm font-normal text-muted-foreground">Answered {RESPONSE_TIMES.phone}</span>
                    </span>
                  </a>
                </li>
                <li>
                  <a href={mailtoHref(store.email)} className={contactLink}>
                    <Mail className="size-5 shrink-0" aria-hidden="true" />
                    <span className="min-w-0">
                      <span className="[overflow-wrap:anywhere]">{store.email}</span>
                      <span className="block text-sm font-normal text-muted-foreground">Replies {RESPONSE_TIMES.email}</span>
                    </span>
                  </a>
                </li>
                <li className="flex items-start gap-3 py-2">
                  <MapPin className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <address className="not-italic">{store.address}</address>
                </li>
              </ul>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Clock className="size-5 shrink-0 text-primary" aria-hidden="true" />
                Business hours
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <HoursList hours={store.hours} />
              <p className="text-sm text-muted-foreground">WhatsApp is watched {RESPONSE_TIMES.whatsappEmergencies} for emergencies.</p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Quick help</CardTitle>
            </CardHeader>
            <CardContent>
              <nav aria-label="Quick help">
                <ul className="grid gap-1">
                  {QUICK_HELP.map((item) => (
                    <li key={item.to} className="grid">
                      <Link to={item.to} className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline">
                        {item.label}
                      </Link>
                      <span className="-mt-2 pb-1 text-sm text-muted-foreground">{item.note}</span>
                    </li>
                  ))}
                </ul>
              </nav>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Departments</CardTitle>
              <CardDescription>Call {store.phone} and dial the extension, or e-mail the department.</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3" aria-label="Departments">
                {SUPPORT_DEPARTMENTS.map((department) => (
                  <li key={department.id} className="grid gap-0.5 border-b border-border pb-3 last:border-b-0 last:pb-0">
                    <span className="font-semibold">{department.name}</span>
                    <span className="text-sm text-muted-foreground">{department.handles}</span>
                    <span className="flex flex-wrap gap-x-4">
                      <DepartmentLink href={telHref(store.phone, department.extension)}>Ext. {department.extension}</DepartmentLink>
                      <DepartmentLink href={mailtoHref(store.email, `${department.name}: `)}>E-mail {department.name}</DepartmentLink>
                    </span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </aside>
      </div>
    </PageContainer>
  );
}

/** "Mon-Fri 9AM-6PM, Sat 10AM-4PM, Sun closed" as one line per day range. */
function HoursList({ hours }: { hours: string }) {
  const lines = hours.split(',').map((line) => line.trim()).filter(Boolean);
  return (
    <ul className="grid gap-1 tabular">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function DepartmentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline">
      {children}
    </a>
  );
}
