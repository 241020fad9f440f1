import { useState, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { FiltersButton } from './filters-button';

/** The sheet itself, loaded after the page shows (see filters-sheet.tsx). */
export function FiltersSheetDialog({
  activeCount,
  resultLabel,
  description,
  children,
  openAtStart,
}: {
  activeCount: number;
  resultLabel: string;
  description: string;
  children: ReactNode;
  /** The button was pressed before this code arrived: open at once. */
  openAtStart: boolean;
}) {
  const [open, setOpen] = useState(openAtStart);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <FiltersButton activeCount={activeCount} />
      </DialogTrigger>
      <DialogContent
        closeLabel="Close filters"
        className="top-auto bottom-0 left-0 max-h-[88dvh] w-full max-w-none translate-x-0 translate-y-0 rounded-b-none sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2"
      >
        <DialogHeader>
          <DialogTitle>Filters</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <div className="sticky -bottom-5 -mx-5 border-t border-border bg-popover px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
          <Button className="w-full" onClick={() => setOpen(false)}>
            {resultLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
