import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { paginationItems } from './search-state';

/**
 * Previous/next, first, last and the current page's neighbours with ellipsis gaps (docs/product.md §2). Pages are
 * real links (their URLs hold the whole search), so they can be opened in a new tab or shared.
 */
export function ResultsPagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const items = paginationItems(page, totalPages);
  const edge = 'min-w-11 px-3';

  return (
    <nav aria-label="Pagination" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} aria-label="Go to previous page" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), edge)}>
              <ChevronLeft aria-hidden="true" />
              <span className="hidden sm:inline">Previous</span>
            </Link>
          ) : (
            <span aria-disabled="true" aria-label="Go to previous page" role="link" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), edge, 'opacity-50')}>
              <ChevronLeft aria-hidden="true" />
              <span className="hidden sm:inline">Previous</span>
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={cn(buttonVariants({ variant: item === page ? 'default' : 'ghost', size: 'sm' }), 'min-w-11 tabular')}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} aria-label="Go to next page" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), edge)}>
              <span className="hidden sm:inline">Next</span>
              <ChevronRight aria-hidden="true" />
            </Link>
          ) : (
            <span aria-disabled="true" aria-label="Go to next page" role="link" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), edge, 'opacity-50')}>
              <span className="hidden sm:inline">Next</span>
              <ChevronRight aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
