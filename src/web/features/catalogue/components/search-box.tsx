import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';

/** The catalogue's search box (/search and /browse): a part name or number, at most 120 characters. */
export function SearchBox({
  initialQuery,
  onSearch,
  className,
}: {
  initialQuery: string;
  onSearch: (query: string) => void;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(initialQuery);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim().slice(0, 120));
  };
  return (
    <form role="search" onSubmit={submit} className={cn('mb-6 flex gap-2', className)}>
      <Label htmlFor={id} className="sr-only">
        Search parts
      </Label>
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={120}
        enterKeyHint="search"
        placeholder="Part name or number"
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit">
        <Search aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Search</span>
      </Button>
    </form>
  );
}
