import { Spinner } from '@web/components/ui/spinner';
import { LandingPage } from '@web/features/home/pages/home-page';
import { displayFirstName, useUser } from '@web/lib/auth';
import { lazyPage } from '@web/lib/lazy-page';

/** /browse, and / when signed in: one lazy chunk (a first-time visitor never downloads it). */
export const BrowsePage = lazyPage('features/catalogue/pages/browse-page.tsx', () => import('@web/features/catalogue/pages/browse-page').then((m) => ({ default: m.BrowsePage })));

/** `/`: the browse view for a signed-in customer, the landing page for everyone else (docs/product.md §2). */
export function HomeRoute() {
  const { user, isLoading } = useUser();
  if (isLoading) return <Spinner label="Loading..." />;
  return user ? <BrowsePage welcome={displayFirstName(user)} /> : <LandingPage />;
}
