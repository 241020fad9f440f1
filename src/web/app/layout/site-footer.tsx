import { Link } from 'react-router';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useStoreInfo } from '@web/lib/store-info';
import { FlagStripe } from './flag-stripe';
import { FOOTER_GROUPS } from './nav-config';

/** "+1 (876) 555-0142" → "+18765550142" for tel: links. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp's click-to-chat address takes the number as digits only. */
function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

export function SiteFooter() {
  const { store } = useStoreInfo();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-12 border-t border-border bg-muted text-foreground print:hidden">
      <FlagStripe />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,2fr)]">
        <section aria-labelledby="footer-store-name" className="flex flex-col gap-3">
          <h2 id="footer-store-name" className="flex items-center gap-2 text-lg font-extrabold">
            <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
            {store.name}
          </h2>
          <p className="text-sm text-muted-foreground">{store.slogan}</p>
          <ul className="flex flex-col gap-1 text-sm">
            <li className="flex items-start gap-2 py-1">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <address className="not-italic">{store.address}</address>
            </li>
            <li>
              <a href={telHref(store.phone)} className="inline-flex min-h-11 items-center gap-2 hover:underline">
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                <span>
                  <span className="sr-only">Phone: </span>
                  {store.phone}
                </span>
              </a>
            </li>
            <li>
              <a
                href={whatsappHref(store.whatsapp)}
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 hover:underline"
              >
                <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
                <span>WhatsApp {store.whatsapp}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${store.email}`} className="inline-flex min-h-11 items-center gap-2 break-all hover:underline">
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <span>
                  <span className="sr-only">E-mail: </span>
                  {store.email}
                </span>
              </a>
            </li>
            <li className="flex items-start gap-2 py-1">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <span className="sr-only">Opening hours: </span>
                {store.hours}
              </span>
            </li>
          </ul>
        </section>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-4">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="mb-1 text-sm font-bold tracking-wide uppercase">{group.title}</h2>
              <ul className="flex flex-col">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="inline-flex min-h-11 items-center text-sm text-foreground hover:underline sm:min-h-9">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-muted-foreground">
          © {year} {store.name}. {store.slogan.replace(/\.$/, '')}.
        </p>
      </div>
    </footer>
  );
}
