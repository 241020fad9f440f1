import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Menu } from 'lucide-react';
import type { User } from '@shared/schemas/auth';
import { UnreadRepliesPill, unreadRepliesLabel } from '@web/features/messaging/components/unread-replies-pill';
import { useMediaQuery } from '@web/lib/use-media-query';

const loadDialog = () => import('./mobile-menu-dialog');
const MobileMenuDialog = lazy(() => loadDialog().then((m) => ({ default: m.MobileMenuDialog })));

/**
 * The side menu for phones (under md): this button is in every page; the dialog itself is fetched when
 * a finger or pointer comes near the button, and shown on tap. We close it on every navigation. For staff
 * the button carries the count of unread customer replies, which the menu's Admin link repeats.
 */
export function MobileMenu({ user, unreadReplies }: { user: User | null; unreadReplies?: number }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Close when the location changes by any means (links, back button): adjust state during render
  // rather than in an effect (react.dev "You might not need an effect").
  const [lastLocationKey, setLastLocationKey] = useState(location.key);
  if (location.key !== lastLocationKey) {
    setLastLocationKey(location.key);
    setOpen(false);
  }

  // The menu exists only under md (48rem, Tailwind's breakpoint): if the window widens while it is open,
  // treat it as closed so no invisible dialog keeps the page locked.
  const isDesktop = useMediaQuery('(min-width: 48rem)');
  const shown = open && !isDesktop;

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="relative inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted md:hidden"
        aria-label={unreadReplies ? `Open menu, ${unreadRepliesLabel(unreadReplies)}` : 'Open menu'}
        aria-haspopup="dialog"
        aria-expanded={shown}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
        <UnreadRepliesPill count={unreadReplies} spoken={false} className="absolute -top-0.5 -right-0.5" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDialog user={user} unreadReplies={unreadReplies} open={shown} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
