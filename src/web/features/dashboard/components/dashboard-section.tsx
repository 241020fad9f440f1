import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

/**
 * One part of the dashboard: a card under its own h2 (the page's h1 is the staff home's), and a link to
 * the staff area where the work behind the figures is done.
 */
export function DashboardSection({
  id,
  title,
  icon: Icon,
  description,
  more,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  description?: ReactNode;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="min-w-0 scroll-mt-4">
      <Card>
        <CardHeader>
          <CardTitle id={headingId} className="flex items-center gap-2">
            <Icon className="size-6 shrink-0" aria-hidden="true" />
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex min-w-0 flex-col gap-6">
          {children}
          {more ? (
            <Link to={more.to} className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary underline-offset-4 hover:underline">
              {more.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}

/** Placeholders shaped like a section's figures and table while the first answer loads. */
export function SectionSkeleton({ title }: { title: string }) {
  return (
    <section aria-label={title} className="min-w-0">
      <Card>
        <CardContent className="flex flex-col gap-4" role="status" aria-label={`Loading ${title.toLowerCase()}`}>
          <Skeleton className="h-7 w-48" />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
          <Skeleton className="h-40 w-full" />
        </CardContent>
      </Card>
    </section>
  );
}

/** Nothing to show, said plainly, with what to do next when there is something to do. */
export function SectionEmpty({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-md border border-dashed border-border p-4 text-center">
      <p className="font-semibold">{title}</p>
      {children ? <p className="text-sm text-muted-foreground">{children}</p> : null}
      {action}
    </div>
  );
}
