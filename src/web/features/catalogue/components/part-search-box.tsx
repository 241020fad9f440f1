import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Clock, Hash, LayoutGrid, Search } from 'lucide-react';
import { SEARCH_TEXT_MAX } from '@shared/catalogue';
import type { PartSuggestions } from '@shared/schemas/catalogue';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';
import { SUGGEST_FROM, usePartSuggestions } from '../api/get-part-suggestions';
import { rememberSearch, useRecentSearches } from './recent-searches';

/** How long typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 150;

type Choice = { id: string; label: string; detail?: string; pick: () => void };
type Group = { name: string; icon: typeof Search; choices: Choice[] };

/**
 * The catalogue's search box with suggestions as you type (the WAI-ARIA combobox pattern with a listbox
 * popup): searches finishing the words typed, parts by number, categories, "did you mean" for a typo,
 * and, in an empty box, the recent searches of this device. Arrow keys move through the choices, Enter
 * takes one (or searches what was typed), Escape closes them; a screen reader hears how many there are.
 */
export function PartSearchBox({
  initial,
  onSearch,
  onCategory,
  label,
  placeholder,
  className,
}: {
  initial: string;
  onSearch: (text: string) => void;
  /** A category chosen from the suggestions (the page keeps its vehicle filter). */
  onCategory: (slug: string) => void;
  label: string;
  placeholder: string;
  className?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const recent = useRecentSearches();

  // Asked for only while the box is in use: a page that opens with a search in the box asks for nothing.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setTyped(text.trim().toLowerCase().slice(0, SEARCH_TEXT_MAX)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, open]);
  const suggestions = usePartSuggestions(typed);

  const search = (query: string) => {
    const q = query.trim().slice(0, SEARCH_TEXT_MAX);
    setText(q);
    setOpen(false);
    rememberSearch(q);
    onSearch(q);
  };
  const groups = text.trim() === '' ? recentGroup(recent, search) : typed.length >= SUGGEST_FROM ? suggestionGroups(suggestions.data, search, onCategory, navigate) : [];
  const choices = groups.flatMap((g) => g.choices);
  const shown = open && choices.length > 0;
  const activeChoice = shown && active >= 0 ? choices[active] : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : choices.length - 1);
        return;
      }
      const down = event.key === 'ArrowDown';
      // Round and round: past the last choice comes the first again.
      setActive((i) => (i < 0 ? (down ? 0 : choices.length - 1) : (i + (down ? 1 : -1) + choices.length) % choices.length));
    } else if (event.key === 'Enter' && activeChoice) {
      event.preventDefault();
      setOpen(false);
      activeChoice.pick();
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <form role="search" onSubmit={submit} className={cn('relative flex gap-2', className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <div className="relative min-w-0 flex-1">
        <Input
          id={id}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={activeChoice ? `${listId}-${activeChoice.id}` : undefined}
          autoComplete="off"
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          enterKeyHint="search"
          placeholder={placeholder}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <div
          id={listId}
          role="listbox"
          aria-label="Search suggestions"
          className={cn(
            'absolute inset-x-0 top-full z-40 mt-1 max-h-[60vh] overflow-y-auto rounded-md border border-border bg-popover py-1 text-popover-foreground shadow-lg',
            !shown && 'hidden',
          )}
        >
          {shown
            ? groups.map((group) => (
                <div key={group.name} role="group" aria-label={group.name}>
                  <div aria-hidden="true" className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground uppercase">
                    {group.name}
                  </div>
                  {group.choices.map((choice) => {
                    const selected = choice === activeChoice;
                    return (
                      <div
                        key={choice.id}
                        id={`${listId}-${choice.id}`}
                        role="option"
                        aria-selected={selected}
                        // Keeps the focus in the box, so the choice is taken before the box's blur closes the list.
                        onMouseDown={(e) => e.preventDefault()}
                        onClick={() => {
                          setOpen(false);
                          choice.pick();
                        }}
                        className={cn('flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 text-sm', selected ? 'bg-accent text-accent-foreground' : 'hover:bg-muted')}
                      >
                        <group.icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                        <span className="min-w-0 break-words">
                          {choice.label}
                          {choice.detail ? <span className="block text-xs text-muted-foreground">{choice.detail}</span> : null}
                        </span>
                      </div>
                    );
                  })}
                </div>
              ))
            : null}
        </div>
      </div>
      <Button type="submit">
        <Search aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Search</span>
      </Button>
      <p role="status" className="sr-only">
        {shown ? `${choices.length} suggestion${choices.length === 1 ? '' : 's'}. Use the up and down arrows to choose.` : ''}
      </p>
    </form>
  );
}

function recentGroup(recent: string[], search: (q: string) => void): Group[] {
  if (recent.length === 0) return [];
  return [{ name: 'Recent searches', icon: Clock, choices: recent.map((q, i) => ({ id: `recent-${i}`, label: q, pick: () => search(q) })) }];
}

function suggestionGroups(
  data: PartSuggestions | undefined,
  search: (q: string) => void,
  category: (slug: string) => void,
  navigate: (to: string) => void,
): Group[] {
  if (!data) return [];
  const groups: Group[] = [];
  if (data.didYouMean) {
    const fixed = data.didYouMean;
    groups.push({ name: 'Did you mean', icon: Search, choices: [{ id: 'fix-0', label: fixed, pick: () => search(fixed) }] });
  }
  if (data.searches.length > 0) {
    groups.push({ name: 'Searches', icon: Search, choices: data.searches.map((q, i) => ({ id: `search-${i}`, label: q, pick: () => search(q) })) });
  }
  if (data.partNumbers.length > 0) {
    groups.push({
      name: 'Part numbers',
      icon: Hash,
      choices: data.partNumbers.map((p) => ({ id: `part-${p.id}`, label: p.partNumber, detail: p.title, pick: () => navigate(`/part/${p.id}`) })),
    });
  }
  if (data.categories.length > 0) {
    groups.push({
      name: 'Categories',
      icon: LayoutGrid,
      choices: data.categories.map((c) => ({ id: `category-${c.slug}`, label: c.name, pick: () => category(c.slug) })),
    });
  }
  return groups;
}
