import type { ReactNode, Ref } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

/**
 * One part of a staff page: a card under its own h2, named by it for screen readers, with an icon, an
 * optional description and a control beside the heading (`action`). The heading can take the focus
 * (`headingRef`), so after an action removes the row that had it, focus lands somewhere that makes sense.
 */
export function SectionCard({
  id,
  title,
  description,
  icon: Icon,
  headingRef,
  action,
  contentClassName,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  headingRef?: Ref<HTMLHeadingElement>;
  /** A control beside the heading (a count, a button). */
  action?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="min-w-0 scroll-mt-4">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <CardTitle id={headingId} ref={headingRef} tabIndex={-1} className="flex items-center gap-2 focus:outline-none">
              <Icon className="size-6 shrink-0" aria-hidden="true" />
              {title}
            </CardTitle>
            {action}
          </div>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className={cn('flex min-w-0 flex-col gap-4', contentClassName)}>{children}</CardContent>
      </Card>
    </section>
  );
}

/** Nothing to show, said plainly, with what happens next and what to do when there is something to do. */
export function SectionEmpty({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-md border border-dashed border-border p-4 text-center">
      <p className="font-semibold">{title}</p>
      {children ? <p className="text-sm text-muted-foreground">{children}</p> : null}
      {action}
    </div>
  );
}
