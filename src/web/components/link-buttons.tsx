import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

/** Where to go next, as a row of buttons: the first link is the main way on, the others are outlined. */
export function LinkButtons({ links, className }: { links: readonly { to: string; label: string }[]; className?: string }) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {links.map(({ to, label }, index) => (
        <Link key={to} to={to} className={buttonVariants(index === 0 ? undefined : { variant: 'outline' })}>
          {label}
        </Link>
      ))}
    </div>
  );
}
