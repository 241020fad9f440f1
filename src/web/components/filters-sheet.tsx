import { lazy, Suspense, type ReactNode } from 'react';
import { useLazySheet } from '@web/lib/use-lazy-sheet';
import { FiltersButton } from './filters-button';

// The dialog code (focus trap, scroll lock) is not part of the page's first download, nor of its start-up
// (docs/decisions/004): it is fetched when a finger or pointer comes near the button, or on the tap, and
// the sheet opens as soon as it is here. The button itself is the page's, so a tap is never lost.
const loadDialog = () => import('./filters-sheet-dialog');
const FiltersSheetDialog = lazy(() => loadDialog().then((m) => ({ default: m.FiltersSheetDialog })));

/**
 * Phones: a page's filters in a sheet rising from the bottom (DESIGN.md). Each choice applies at once, so
 * what is behind is already right when the sheet closes; the button at the foot says how many are left.
 */
export function FiltersSheet(props: { activeCount: number; resultLabel: string; description: string; children: ReactNode }) {
  const { open, setOpen, wanted, triggerRef, triggerProps } = useLazySheet(loadDialog);
  return (
    <>
      <FiltersButton {...triggerProps} activeCount={props.activeCount} />
      {wanted ? (
        <Suspense fallback={null}>
          <FiltersSheetDialog
            resultLabel={props.resultLabel}
            description={props.description}
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
          >
            {props.children}
          </FiltersSheetDialog>
        </Suspense>
      ) : null}
    </>
  );
}
