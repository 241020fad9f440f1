import type { ReactNode, RefObject } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';

/** The sheet itself, loaded on first use (see filters-sheet.tsx). Focus goes back to the Filters button when it closes. */
export function FiltersSheetDialog({
  resultLabel,
  description,
  children,
  open,
  onOpenChange,
  triggerRef,
}: {
  resultLabel: string;
  description: string;
  children: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel="Close filters"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
        className="top-auto bottom-0 left-0 max-h-[88dvh] w-full max-w-none translate-x-0 translate-y-0 rounded-b-none sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2"
      >
        <DialogHeader>
          <DialogTitle>Filters</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <div className="sticky -bottom-5 -mx-5 border-t border-border bg-popover px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
          <Button className="w-full" onClick={() => onOpenChange(false)}>
            {resultLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
