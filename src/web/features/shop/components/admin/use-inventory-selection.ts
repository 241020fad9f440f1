import { useReducer } from 'react';
import type { AdminProduct } from '@shared/schemas/admin-shop';

type Action = { type: 'toggle'; id: number; checked: boolean } | { type: 'set'; ids: number[] } | { type: 'remove'; ids: number[] };

function reduce(selected: Set<number>, action: Action): Set<number> {
  if (action.type === 'set') return new Set(action.ids);
  const next = new Set(selected);
  if (action.type === 'toggle') {
    if (action.checked) next.add(action.id);
    else next.delete(action.id);
  } else {
    for (const id of action.ids) next.delete(id);
  }
  return next;
}

/**
 * The products ticked for a bulk action. Ticks survive a filter change, but only the ticked products
 * the list shows now (`visibleSelected`) are acted on.
 */
export function useInventorySelection(products: AdminProduct[]) {
  const [selected, dispatch] = useReducer(reduce, new Set<number>());
  const visibleSelected = products.filter((p) => selected.has(p.id));
  return {
    selected,
    visibleSelected,
    allSelected: products.length > 0 && visibleSelected.length === products.length,
    toggle: (id: number, checked: boolean) => dispatch({ type: 'toggle', id, checked }),
    toggleAll: (checked: boolean) => dispatch({ type: 'set', ids: checked ? products.map((p) => p.id) : [] }),
    clear: () => dispatch({ type: 'set', ids: [] }),
    remove: (ids: number[]) => dispatch({ type: 'remove', ids }),
  };
}
