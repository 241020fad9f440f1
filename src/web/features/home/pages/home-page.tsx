import { Link } from 'react-router';
import { Car, PackageSearch, Smartphone, Truck } from 'lucide-react';
import { PageContainer } from '@web/components/page-container';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { useStoreInfo } from '@web/lib/store-info';
import { cn } from '@web/lib/utils';
import { useStructuredData } from '@web/lib/page-head';
import { localBusiness } from '@web/lib/structured-data';
import { useDocumentTitle } from '@web/lib/use-document-title';


const WAYS = [
  {
    icon: PackageSearch,
    title: 'Request any part',
    text: "Tell us the part and your vehicle or phone. We find it with US suppliers and quote you, shipping to Jamaica included.",
    to: '/request',
    cta: 'Request a Part',
  },
  {
    icon: Smartphone,
    title: 'Local phone parts',
    text: 'Screens, batteries, charging ports and more, in stock at our Kingston shop. Pick up or get island-wide delivery.',
    to: '/shop',
    cta: 'Visit the Local Shop',
  },
  {
    icon: Truck,
    title: 'Track your order',
    text: 'Follow your request or order from quote to delivery with its REQ- or ORD- number.',
    to: '/track-order',
    cta: 'Track an Order',
  },
] as const;

const QUICK_LINKS = [
  ['/shop', 'Local Shop'],
  ['/track-order', 'Track Your Order'],
  ['/contact-us', 'Contact Us'],
  ['/privacy-policy', 'Privacy Policy'],
] as const;

/** `/` for a visitor who is not signed in (docs/product.md §2): the three ways we help, and where to start. */
export function LandingPage() {
  useDocumentTitle(
    undefined,
    'Auto and phone parts for Jamaica: buy phone parts from our Kingston shop, browse car parts, or tell us what you need and we find it in the US and ship it to you.',
  );
  const { store } = useStoreInfo();
  useStructuredData((origin) => [localBusiness(store, origin)]);
  return (
    <>
      <section className="border-b border-border bg-secondary text-secondary-foreground">
        <PageContainer className="flex flex-col gap-6 py-12 sm:py-16">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-accent px-3 py-1 text-sm font-bold text-accent-foreground">
            <Car className="size-4" aria-hidden="true" />
            {store.tagline}
          </p>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{store.name}</h1>
          <p className="max-w-2xl text-lg">
            {store.slogan.replace(/\.$/, '')}. Auto parts sourced from the US and phone parts from our Kingston shop, with prices in
            your currency and a real person to help.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/auth" className={buttonVariants({ size: 'lg' })}>
              Sign In
            </Link>
            <Link to="/auth?tab=signup" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Create Account
            </Link>
            <Link to="/request" className={buttonVariants({ size: 'lg', variant: 'accent' })}>
              Continue as Guest
            </Link>
          </div>
        </PageContainer>
      </section>

      <PageContainer>
        <h2 className="mb-4 text-2xl font-bold">Three ways we help</h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {WAYS.map(({ icon: Icon, title, text, to, cta }) => (
            <li key={to}>
              <Card className="h-full">
                <CardContent className="flex h-full flex-col items-start gap-3">
                  <span className="inline-flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="text-lg font-bold">{title}</h3>
                  <p className="flex-1 text-muted-foreground">{text}</p>
                  <Link to={to} className={cn(buttonVariants({ variant: 'link' }), 'px-0')}>
                    {cta}
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>

        <nav aria-label="Quick links" className="mt-8">
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {QUICK_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="inline-flex min-h-11 items-center text-primary underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageContainer>
    </>
  );
}
