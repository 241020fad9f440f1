import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

/** Shaped like a tracking result: header, timeline, details. Hidden from screen readers (the status line speaks). */
export function TrackingResultSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true" data-testid="tracking-result-skeleton">
      <Card>
        <CardHeader className="gap-3">
          <div className="flex items-start justify-between gap-3">
            <div className="grid gap-2">
              <Skeleton className="h-4 w-16" />
              <Skeleton className="h-7 w-44" />
            </div>
            <Skeleton className="h-7 w-24 rounded-full" />
          </div>
          <Skeleton className="h-5 w-3/4" />
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="grid gap-1.5">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-5 w-32" />
            </div>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <Skeleton className="h-6 w-40" />
        </CardHeader>
        <CardContent className="grid gap-5">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="size-9 shrink-0 rounded-full" />
              <Skeleton className="h-5 w-40" />
            </div>
          ))}
        </CardContent>
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        {Array.from({ length: 2 }, (_, i) => (
          <Card key={i}>
            <CardHeader>
              <Skeleton className="h-6 w-36" />
            </CardHeader>
            <CardContent className="grid gap-3">
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-5 w-1/2" />
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}

/** Shaped like the phone / e-mail search form, while its tab's code loads. */
export function ContactSearchSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <Card>
        <CardContent className="grid gap-4" aria-hidden="true">
          <Skeleton className="h-5 w-full" />
          <div className="grid gap-2">
            <Skeleton className="h-4 w-20" />
            <div className="flex gap-6">
              <Skeleton className="h-6 w-20" />
              <Skeleton className="h-6 w-20" />
            </div>
          </div>
          <div className="grid gap-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-11 w-full" />
          </div>
          <Skeleton className="h-11 w-full sm:w-40" />
        </CardContent>
      </Card>
      <p role="status" className="sr-only">
        Loading...
      </p>
    </div>
  );
}

/** Shaped like the phone / e-mail results list. */
export function SearchResultsSkeleton() {
  return (
    <ul className="grid gap-4" aria-hidden="true" data-testid="search-results-skeleton">
      {Array.from({ length: 2 }, (_, i) => (
        <li key={i}>
          <Card>
            <CardContent className="grid gap-3">
              <div className="flex items-center justify-between gap-3">
                <Skeleton className="h-6 w-40" />
                <Skeleton className="h-7 w-24 rounded-full" />
              </div>
              <Skeleton className="h-4 w-32" />
              <div className="grid grid-cols-3 gap-3">
                <Skeleton className="h-10" />
                <Skeleton className="h-10" />
                <Skeleton className="h-10" />
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
