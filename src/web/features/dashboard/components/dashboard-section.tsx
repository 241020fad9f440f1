import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { SectionCard } from '@web/components/section-card';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

/**
 * One part of the dashboard: a section card under its own h2 (the page's h1 is the staff home's), and a
 * link to the staff area where the work behind the figures is done.
 */
export function DashboardSection({
  more,
  children,
  ...card
}: Omit<Parameters<typeof SectionCard>[0], 'contentClassName'> & { more?: { to: string; label: string } }) {
  return (
    <SectionCard {...card} contentClassName="gap-6">
      {children}
      {more ? (
        <Link to={more.to} className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary underline-offset-4 hover:underline">
          {more.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </SectionCard>
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
