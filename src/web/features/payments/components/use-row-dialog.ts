import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';

/**
 * Which row's dialog is open, and where focus goes when it closes. A controlled dialog has no trigger to
 * return to, so focus goes back to the button that opened it; when the action took that row off the
 * list (a transfer confirmed, a refund made), to the section's heading instead, not the top of the page.
 */
export function useRowDialog<T>(headingRef: RefObject<HTMLElement | null>, rows: unknown) {
  const [open, setOpen] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const start = (next: T) => (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setOpen(next);
  };

  const onOpenChange = (isOpen: boolean) => {
    if (isOpen) return;
    setOpen(null);
    // After the dialog's content has gone, which is when Radix would otherwise leave focus on the page's body.
    setTimeout(() => {
      if (opener.current?.isConnected) opener.current.focus();
    }, 0);
  };

  useEffect(() => {
    const button = opener.current;
    if (!button || button.isConnected) return;
    opener.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body) headingRef.current?.focus();
  }, [rows, headingRef]);

  return { open, start, onOpenChange };
}
