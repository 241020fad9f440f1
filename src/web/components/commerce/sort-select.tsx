import { useId } from 'react';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { cn } from '@web/lib/utils';

/** A results list's "Sort by" choice; the sorts and their labels are the list's own. */
export function SortSelect<Sort extends string>({
  value,
  sorts,
  labels,
  onChange,
  className,
}: {
  value: Sort;
  sorts: readonly Sort[];
  labels: Record<Sort, string>;
  onChange: (sort: Sort) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('grid w-full min-w-0 gap-1.5', className)}>
      <Label htmlFor={id}>Sort by</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as Sort)}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
