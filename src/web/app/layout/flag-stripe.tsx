import { cn } from '@web/lib/utils';

/** The Jamaican flag colours as a thin decorative band (decoration only: no text sits on it). */
export function FlagStripe({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" data-testid="flag-stripe" className={cn('flex h-1.5 w-full', className)}>
      <span className="flex-1 bg-flag-green" />
      <span className="flex-1 bg-flag-gold" />
      <span className="flex-1 bg-flag-black dark:bg-[#3a3a3a]" />
      <span className="flex-1 bg-flag-gold" />
      <span className="flex-1 bg-flag-green" />
    </div>
  );
}
