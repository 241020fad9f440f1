import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

const SEARCH_DEBOUNCE_MS = 300;

export type ListSearch = {
  /** What the box shows. */
  text: string;
  setText: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
};

/**
 * The search box of a staff list. `applied` is the search in force (in the URL or the list's state);
 * `apply` puts a new one in force: once the typing pauses (`replace: true`, so a pause adds no history
 * entry) or at once on Enter. When `applied` changes by itself (back button, a cleared filter), the box
 * follows it.
 */
export function useListSearch(applied: string, apply: (search: string, how: { replace: boolean }) => void): ListSearch {
  const [text, setText] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (applied !== shown) {
    setShown(applied);
    if (text.trim() !== applied) setText(applied);
  }

  // The latest `apply`, so a parent's new function each render does not restart the pause.
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });

  useEffect(() => {
    const next = text.trim();
    if (next === applied) return;
    const timer = setTimeout(() => applyRef.current(next, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(text.trim(), { replace: false });
  };
  return { text, setText, onSubmit };
}

/** The form around a staff list's search box: a labelled search landmark. */
export function ListSearchForm({
  search,
  name,
  label,
  placeholder,
}: {
  search: ListSearch;
  /** The landmark's name, e.g. "Orders". */
  name: string;
  label: string;
  placeholder: string;
}) {
  return (
    <form role="search" aria-label={name} onSubmit={search.onSubmit} className="flex-1">
      <FormField label={label}>
        <Input
          type="search"
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={120}
        />
      </FormField>
    </form>
  );
}
