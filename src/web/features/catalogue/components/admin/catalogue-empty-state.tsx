import { Link } from 'react-router';
import { PackagePlus, Plus, SearchX } from 'lucide-react';
import { EmptyListCard } from '@web/components/empty-list-card';
import { buttonVariants } from '@web/components/ui/button';

/** No parts: none match the search and filters (with a way to clear them), or none yet (with Add a part). */
export function CatalogueEmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return filtered ? (
    <EmptyListCard icon={SearchX} title="No parts match this search" clear={{ label: 'Clear search and filters', onClick: onClear }}>
      Try another title, brand, SKU or part number, or another status or category.
    </EmptyListCard>
  ) : (
    <EmptyListCard
      icon={PackagePlus}
      title="No parts on sale yet"
      action={
        <Link to="/admin/catalogue/new" className={buttonVariants()}>
          <Plus aria-hidden="true" />
          Add a part
        </Link>
      }
    >
      Add the first part and customers can find it in search straight away.
    </EmptyListCard>
  );
}
