import type { ComponentProps } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** The phones' "Filters" button, with how many filters are on. */
export function FiltersButton({ activeCount, ...props }: { activeCount: number } & ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" {...props}>
      <SlidersHorizontal aria-hidden="true" />
      Filters
      {activeCount > 0 ? (
        <span className="rounded-full bg-primary px-2 text-sm text-primary-foreground tabular">
          {activeCount}
          <span className="sr-only"> active</span>
        </span>
      ) : null}
    </Button>
  );
}
