import { useState, type MouseEvent } from 'react';
import { toast } from '@web/components/ui/use-toast';
import { isNetworkError } from '@web/lib/api-client';
import { logout } from '@web/lib/auth';

/**
 * The header's Sign Out (desktop and the side menu). A click posts POST /api/auth/logout, then loads the
 * home page afresh, so nothing of the old session stays in memory and no signed-in screen redirects
 * elsewhere on the way (docs/product.md §2: sign-in and sign-out are full-page navigations). It is still a link to
 * /logout, so a click before the app has loaded, or one that opens a new tab, lands on the page whose
 * button signs out: signing out is never a GET, which any site could make a browser do.
 */
export function SignOutLink({ className }: { className?: string }) {
  const [pending, setPending] = useState(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (pending) return;
    setPending(true);
    logout().then(
      () => window.location.assign('/'),
      (error: unknown) => {
        console.error('Logout failed', error);
        setPending(false);
        // Still signed in on the server: say so rather than pretend.
        toast({
          variant: 'destructive',
          title: 'Sign out failed',
          description: isNetworkError(error)
            ? 'We could not reach the store. Check your connection and try again.'
            : 'Please try again.',
        });
      },
    );
  };

  return (
    <a href="/logout" className={className} onClick={onClick} aria-disabled={pending || undefined}>
      {pending ? 'Signing out...' : 'Sign Out'}
    </a>
  );
}
