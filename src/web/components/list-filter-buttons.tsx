import { Button } from '@web/components/ui/button';

/** A staff list's quick filters: a group of toggle buttons, the chosen one pressed. */
export function ListFilterButtons<T>({
  label,
  options,
  value,
  onChange,
}: {
  /** The group's name, e.g. "Filter by status". */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const active = option.value === value;
        return (
          <Button key={option.label} size="sm" variant={active ? 'default' : 'outline'} aria-pressed={active} onClick={() => onChange(option.value)}>
            {option.label}
          </Button>
        );
      })}
    </div>
  );
}
