import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { Card, CardContent } from '@web/components/ui/card';

/**
 * What a results list shows when nothing matches: a heading, what to try (`children`), the page's own
 * buttons (`actions`), and always a way to ask us to find the part.
 */
export function EmptyResultsCard({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <PackageSearch className="size-12 text-muted-foreground" aria-hidden="true" />
        <h3 className="text-xl font-bold">{title}</h3>
        {children}
        <div className="flex flex-wrap justify-center gap-3">
          {actions}
          <Link to="/request" className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline">
            Request a part
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
