import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@web/components/ui/spinner';
import { HydrateInTurn } from '@web/lib/hydrate-in-turns';
import { RouteErrorBoundary } from '../route-error';
import { ScrollToTop } from '../scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main landmark and footer shared by every screen, with a skip link to the content. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded-md focus:bg-primary focus:px-4 focus:py-3 focus:font-semibold focus:text-primary-foreground"
      >
        Skip to main content
      </a>
      <HydrateInTurn>
        <SiteHeader />
      </HydrateInTurn>
      {/* The page's content hydrates in a turn of its own (src/web/lib/hydrate-in-turns.tsx), outside the
          lazy page's Suspense. */}
      <HydrateInTurn>
        {/* At least a screen tall, so the footer starts below the fold and is not pushed down (a layout
            shift) when the page's content arrives. */}
        <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
          {/* A crashing screen keeps the header and footer around its error message. */}
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
      </HydrateInTurn>
      <HydrateInTurn>
        <SiteFooter />
      </HydrateInTurn>
      <ScrollToTop />
    </div>
  );
}
