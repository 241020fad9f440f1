import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

/** The submit button of the tracking searches: full width on phones, "Searching..." while one runs. */
export function SearchButton({ searching, className, children }: { searching: boolean; className?: string; children: ReactNode }) {
  return (
    <Button type="submit" disabled={searching} className={cn('w-full sm:w-auto sm:justify-self-start', className)}>
      <Search aria-hidden="true" />
      {searching ? 'Searching...' : children}
    </Button>
  );
}
