import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { KEEP_SCROLL } from './keep-scroll';

type Pending<S> = {
  state: S;
  /** The query this choice writes. */
  target: string;
  /** Queries that come before it: while the URL shows one of these, the choice is still on its way. */
  before: string[];
};

/**
 * Page state kept in the URL's query (filters, sort, page), read with `parse` and written with `write`
 * (both module-level functions).
 *
 * A navigation renders in a transition, so a controlled radio or checkbox would spring back to its old
 * value until the new URL commits: a visible flicker on a slow phone, and a click that seems not to take.
 * The choice shows at once from a pending copy, which gives way once the URL reaches it or moves
 * anywhere else (Back, a link).
 *
 * `latest()` is the state as the customer last chose it, not as this render saw it, so two quick choices
 * do not overwrite each other. Filters keep the scroll position.
 */
export function useUrlState<S>(parse: (params: URLSearchParams) => S, write: (state: S) => URLSearchParams) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- parse is a module-level function
  const committed = useMemo(() => parse(searchParams), [searchParams]);
  // The ref serves event handlers that run before the next render; the state re-renders the choice.
  const pendingRef = useRef<Pending<S> | null>(null);
  const [pending, setPending] = useState<Pending<S> | null>(null);

  useEffect(() => {
    if (pendingRef.current && !pendingRef.current.before.includes(query)) {
      pendingRef.current = null;
      setPending(null);
    }
  }, [query]);

  const latest = (): S => pendingRef.current?.state ?? parse(new URLSearchParams(window.location.search));
  const go = (next: S) => {
    const target = write(next).toString();
    const previous = pendingRef.current;
    const before = previous ? [...previous.before, previous.target] : [query];
    // Read back what the URL will say, so the choice shows exactly as it will once it arrives.
    const state = parse(new URLSearchParams(target));
    pendingRef.current = { state, target, before: before.filter((q) => q !== target) };
    setPending(pendingRef.current);
    setSearchParams(target, KEEP_SCROLL);
  };
  const waiting = pending !== null && pending.before.includes(query);
  return { state: waiting ? pending.state : committed, latest, go };
}
