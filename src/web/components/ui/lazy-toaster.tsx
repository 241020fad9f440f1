import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Mounts the Radix toaster when the first toast is raised, and keeps it from then on: most visits never
 * show one, so Radix Toast stays out of the first download. The toast waits in the store meanwhile.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
