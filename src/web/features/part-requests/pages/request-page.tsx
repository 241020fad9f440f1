import { lazy, Suspense, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LogIn, LogOut, UserRound } from 'lucide-react';
import { QUOTE_PROMISE, US_TO_JAMAICA_SHIPPING } from '@shared/constants';
import type { User } from '@shared/schemas/auth';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useLogout, useUser } from '@web/lib/auth';
import { useSiteOrigin } from '@web/lib/page-head';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useMyRequests } from '../api/get-my-requests';
import { PartRequestForm } from '../components/request-form/part-request-form';
import { prefillFromUrl } from '../components/request-form/prefill-from-url';
import { RequestHistorySkeleton } from '../components/request-history/request-history-skeleton';

// The history (its cards, landed-cost view and quote dialog) loads after the form, and only for a signed-in customer.
const RequestHistory = lazy(() =>
  import('../components/request-history/request-history').then((m) => ({ default: m.RequestHistory })),
);

const TITLE = 'Request Parts from US to Jamaica';

/** /request: the part request form for everyone, and a signed-in customer's request history (docs/product.md §2). */
export function RequestPage() {
  useDocumentTitle(
    TITLE,
    `Tell us the part you need and your vehicle or phone: we find it from US suppliers and e-mail your quote, with shipping to Jamaica, within ${QUOTE_PROMISE}.`,
  );
  const { user, isLoading } = useUser();
  // Asked for here so the requests load alongside the history's code, not after it.
  useMyRequests({ enabled: Boolean(user) });
  const formCardId = useId();
  const historyHeadingId = useId();
  const [searchParams] = useSearchParams();
  // Read once: the prefill is where the customer starts, not a value the URL keeps forcing.
  const origin = useSiteOrigin();
  const [prefill] = useState(() => prefillFromUrl(searchParams, origin));

  // "Request a Part" in the empty history: the form is on this page, so bring it into view.
  const showForm = () => {
    const card = document.getElementById(formCardId);
    card?.scrollIntoView({ block: 'start' });
    card?.querySelector<HTMLElement>('input, select, textarea, button')?.focus({ preventScroll: true });
  };

  return (
    <PageContainer>
      <PageHeading
        title={TITLE}
        description={`Tell us the part you need. We find it with trusted US suppliers, e-mail your quote within ${QUOTE_PROMISE} and ship it to Jamaica.`}
      />

      {isLoading ? <Skeleton className="mb-6 h-16 w-full" /> : <AccountBar user={user} />}

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid min-w-0 grid-cols-1 gap-8">
          <Card id={formCardId} className="scroll-mt-24">
            <CardHeader>
              <CardTitle>Submit Part Request</CardTitle>
              <CardDescription>
                Fields marked (optional) can be left empty. Everything else helps us find the right part first time.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <PartRequestForm panelHeadingLevel="h3" initialValues={prefill} />
            </CardContent>
          </Card>

          {user ? (
            <section aria-labelledby={historyHeadingId} className="grid gap-4">
              <h2 id={historyHeadingId} className="text-xl font-bold">
                Your Request History
              </h2>
              <Suspense fallback={<RequestHistorySkeleton />}>
                <RequestHistory onNewRequest={showForm} />
              </Suspense>
            </section>
          ) : null}
        </div>

        <aside className="grid gap-4" aria-label="About part requests">
          <Card>
            <CardHeader>
              <CardTitle>How it works</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="grid list-decimal gap-2 pl-5 text-sm">
                <li>Send us the part and the vehicle or phone it&apos;s for.</li>
                <li>We find it with US suppliers and e-mail your quote within {QUOTE_PROMISE}.</li>
                <li>Accept the quote and we order the part.</li>
                <li>It reaches Jamaica in about {US_TO_JAMAICA_SHIPPING}. Import duty and GCT are yours to pay.</li>
              </ol>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>More ways we can help</CardTitle>
            </CardHeader>
            <CardContent>
              <nav aria-label="Related pages">
                <ul className="grid gap-1">
                  <RelatedLink to="/shop" label="Local Shop" note="Phone parts in stock in Kingston" />
                  <RelatedLink to="/track-order" label="Track Order" note="Follow a request or an order" />
                  <RelatedLink to="/contact-us" label="Contact Us" note="Questions before you request" />
                  <RelatedLink to="/privacy-policy" label="Privacy Policy" note="How we use your details" />
                </ul>
              </nav>
            </CardContent>
          </Card>
        </aside>
      </div>
    </PageContainer>
  );
}

/** Signed in: who is requesting, with Logout. Guest: a reminder that signing in keeps a history. */
function AccountBar({ user }: { user: User | null }) {
  const navigate = useNavigate();
  const logout = useLogout();

  if (!user) {
    return (
      <div className="mb-6 flex flex-col gap-3 rounded-lg border border-border bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <UserRound className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div>
            <p className="font-semibold">Browsing as guest</p>
            <p className="text-sm text-muted-foreground">
              You can send a request without an account. Sign in to follow all your requests in one place.
            </p>
          </div>
        </div>
        <Link to="/auth" className={buttonVariants({ variant: 'outline' })}>
          <LogIn aria-hidden="true" />
          Sign In
        </Link>
      </div>
    );
  }

  return (
    <div className="mb-6 flex flex-col gap-3 rounded-lg border border-border bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <UserRound className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-semibold break-words">
            Welcome, {user.firstName} {user.lastName}
          </p>
          <p className="text-sm break-all text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <Button
        variant="outline"
        disabled={logout.isPending}
        onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/auth', { replace: true }) })}
      >
        <LogOut aria-hidden="true" />
        {logout.isPending ? 'Logging out...' : 'Logout'}
      </Button>
    </div>
  );
}

function RelatedLink({ to, label, note }: { to: string; label: string; note: string }) {
  return (
    <li className="grid">
      <Link to={to} className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline">
        {label}
      </Link>
      <span className="-mt-2 pb-1 text-sm text-muted-foreground">{note}</span>
    </li>
  );
}
