import { useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';

/**
 * Phones: a page's filters in a sheet rising from the bottom (DESIGN.md). Each choice applies at once, so
 * what is behind is already right when the sheet closes; the button at the foot says how many are left.
 */
export function FiltersSheet({
  activeCount,
  resultLabel,
  description,
  children,
}: {
  activeCount: number;
  resultLabel: string;
  description: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {activeCount > 0 ? (
            <span className="rounded-full bg-primary px-2 text-sm text-primary-foreground tabular">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          ) : null}
        </Button>
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
