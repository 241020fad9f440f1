import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

/**
 * The request history while it loads: its own file so the pages that load the history lazily can show it
 * while the history's code arrives, then again while the requests do, with nothing shifting in between.
 */
export function RequestHistorySkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-4">
      <span className="sr-only">Loading your requests...</span>
      {[0, 1].map((key) => (
        <Card key={key}>
          <CardContent className="grid gap-3">
            <div className="flex items-start justify-between gap-3">
              <Skeleton className="h-6 w-2/3 max-w-64" />
              <Skeleton className="h-6 w-20 rounded-full" />
            </div>
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-1/2" />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[0, 1, 2, 3].map((cell) => (
                <Skeleton key={cell} className="h-12" />
              ))}
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
