import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

/**
 * Previous and Next for a staff list, with "Page 2 of 5 · 93 orders" between them (announced as it
 * changes). `busy` (the next page still loading) holds both buttons.
 */
export function ListPager({
  label,
  page,
  totalPages,
  total,
  noun,
  onPage,
  busy = false,
  className,
}: {
  /** The landmark's name, e.g. "Order pages". */
  label: string;
  page: number;
  totalPages: number;
  total: number;
  /** The item's name, one and many: ['order', 'orders']. */
  noun: readonly [string, string];
  onPage: (page: number) => void;
  busy?: boolean;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      <Button variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="order-first w-full text-center text-sm text-muted-foreground tabular sm:order-none sm:w-auto" aria-live="polite">
        Page {page} of {Math.max(1, totalPages)} · {total} {total === 1 ? noun[0] : noun[1]}
      </p>
      <Button variant="outline" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
