import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FiltersButton } from './filters-button';

// The dialog code (focus trap, scroll lock) is not part of the page's first download (docs/decisions/004):
// it loads as the page shows, and until then the same button stands in and remembers a press.
const FiltersSheetDialog = lazy(() => import('./filters-sheet-dialog').then((m) => ({ default: m.FiltersSheetDialog })));

/**
 * Phones: a page's filters in a sheet rising from the bottom (DESIGN.md). Each choice applies at once, so
 * what is behind is already right when the sheet closes; the button at the foot says how many are left.
 */
export function FiltersSheet(props: { activeCount: number; resultLabel: string; description: string; children: ReactNode }) {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense fallback={<FiltersButton activeCount={props.activeCount} aria-haspopup="dialog" onClick={() => setPressed(true)} />}>
      <FiltersSheetDialog {...props} openAtStart={pressed} />
    </Suspense>
  );
}
