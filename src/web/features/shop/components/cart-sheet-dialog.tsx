import type { ReactNode, RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';

/**
 * The cart sheet itself, loaded on first use (see CartSheet in cart-panel.tsx), so Radix Dialog is not
 * in /shop's first download. Focus goes back to the Cart button when it closes.
 */
export function CartSheetDialog({
  open,
  onOpenChange,
  itemsLabel,
  triggerRef,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Nothing here yet." or "3 items". */
  itemsLabel: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The cart panel (passed in: cart-panel.tsx loads this module). */
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel="Close cart"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
        className="top-auto bottom-0 left-0 max-h-[88dvh] w-full max-w-none translate-x-0 translate-y-0 rounded-b-none sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2"
      >
        <DialogHeader>
          <DialogTitle>Your cart</DialogTitle>
          <DialogDescription>{itemsLabel}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
