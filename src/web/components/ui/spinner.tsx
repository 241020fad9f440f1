import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/utils';

/** A centred spinner with a spoken label, for whole screens that are loading. */
export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted-foreground', className)}>
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
