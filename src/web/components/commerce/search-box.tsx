import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';

/**
 * A customer search box (the catalogue's and the shop's): a search landmark whose button searches, the
 * text trimmed and cut to `maxLength`. Give it a `key` of the search in force so it follows the URL.
 */
export function SearchBox({
  initial,
  onSearch,
  label,
  placeholder,
  name,
  maxLength = 120,
  className,
}: {
  initial: string;
  onSearch: (text: string) => void;
  /** The field's label, read by screen readers only. */
  label: string;
  placeholder: string;
  /** The landmark's name, when a page has more than one search. */
  name?: string;
  maxLength?: number;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim().slice(0, maxLength));
  };
  return (
    <form role="search" aria-label={name} onSubmit={submit} className={cn('flex gap-2', className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={maxLength}
        enterKeyHint="search"
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit">
        <Search aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Search</span>
      </Button>
    </form>
  );
}
