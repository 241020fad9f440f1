import { Link } from 'react-router';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/utils';

export type HelpLink = { to: string; label: string; description: string; Icon: LucideIcon };

/**
 * The support pages' lists of links, each a bordered tile with an icon, a name and a line saying where it
 * leads; `chevron` marks them as a menu to pick from (the Self-Help tab).
 */
export function HelpLinkList({ links, className, chevron = false }: { links: readonly HelpLink[]; className: string; chevron?: boolean }) {
  return (
    <ul className={cn('grid gap-2', className)}>
      {links.map(({ to, label, description, Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className={cn(
              'flex min-h-11 gap-3 rounded-md border border-border p-3 hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
              chevron ? 'items-center' : 'items-start',
            )}
          >
            <Icon className={cn('size-5 shrink-0 text-primary', !chevron && 'mt-0.5')} aria-hidden="true" />
            <span className={cn('flex flex-col', chevron && 'min-w-0 flex-1')}>
              <span className="font-semibold text-primary">{label}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </span>
            {chevron ? <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
