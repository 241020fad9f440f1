import { useId, type ReactNode } from 'react';

/** Desks: a list page's filters as a sidebar, a complementary landmark named by its "Filters" heading. */
export function FiltersAside({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className="self-start">
      <h2 id={headingId} className="mb-4 text-lg font-bold">
        Filters
      </h2>
      {children}
    </aside>
  );
}
