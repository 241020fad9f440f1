import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

/**
 * A card a screen reader lists as a region named by its title, with an icon before the title and an
 * optional description under it. `iconClassName` colours the icon (primary unless given).
 */
export function RegionCard({
  icon: Icon,
  iconClassName = 'text-primary',
  title,
  description,
  contentClassName,
  children,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  title: ReactNode;
  description?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Icon className={cn('size-5 shrink-0', iconClassName)} aria-hidden="true" />
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
