import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

/**
 * The picker's search box: an empty query is answered here with the page's own message (docs/product.md §5), the
 * trimmed text goes to `onSearch`.
 */
export function QueryForm({
  label,
  placeholder,
  icon,
  pending,
  emptyQueryMessage,
  onSearch,
}: {
  label: string;
  placeholder: string;
  icon: ReactNode;
  pending: boolean;
  emptyQueryMessage: string;
  onSearch: (query: string) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(e: FormEvent) {
    e.preventDefault();
    const q = query.trim();
    if (!q) {
      setError(emptyQueryMessage);
      return;
    }
    setError(undefined);
    onSearch(q);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" disabled={pending}>
          {icon}
          {pending ? 'Searching...' : 'Search'}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
