import type { ComponentProps } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

/** Asks a staff list again; its icon spins while any fetch of the list is on its way. */
export function RefreshButton({
  fetching,
  onRefresh,
  ...props
}: { fetching: boolean; onRefresh: () => void } & Omit<ComponentProps<typeof Button>, 'onClick' | 'disabled' | 'variant'>) {
  return (
    <Button variant="ghost" onClick={onRefresh} disabled={fetching} {...props}>
      <RefreshCw className={cn(fetching && 'animate-spin')} aria-hidden="true" />
      Refresh
    </Button>
  );
}
