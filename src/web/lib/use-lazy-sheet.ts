import { useRef, useState } from 'react';

/**
 * A button that opens a sheet whose code is not part of the page's first download (docs/decisions/004):
 * the code is fetched when a finger or pointer comes near the button, or it gets focus, and the sheet is
 * drawn from the first tap on (`wanted`), opening as soon as its code is here. The button is the page's
 * own, so a tap is never lost. Spread `triggerProps` on the button; the sheet gets `open`, `setOpen` and
 * `triggerRef` (focus goes back to the button on close).
 */
export function useLazySheet(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const prefetch = () => void load().catch(() => undefined);
  return {
    open,
    setOpen,
    wanted,
    triggerRef,
    triggerProps: {
      ref: triggerRef,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onClick: () => {
        setWanted(true);
        setOpen(true);
      },
    },
  };
}
