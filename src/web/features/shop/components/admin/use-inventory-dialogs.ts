import { useReducer } from 'react';
import type { AdminProduct } from '@shared/schemas/admin-shop';

type Dialogs = {
  /** The product form: open, with the product it edits (null adds one). */
  formOpen: boolean;
  editing: AdminProduct | null;
  /** The products the delete dialog asks about; empty when it is closed. */
  deleting: AdminProduct[];
  /** The product whose stock images are being chosen. */
  findingImages: AdminProduct | null;
};

type Action =
  | { type: 'openForm'; product: AdminProduct | null }
  | { type: 'setFormOpen'; open: boolean }
  | { type: 'delete'; products: AdminProduct[] }
  | { type: 'findImages'; product: AdminProduct | null };

function reduce(state: Dialogs, action: Action): Dialogs {
  switch (action.type) {
    case 'openForm':
      return { ...state, formOpen: true, editing: action.product };
    case 'setFormOpen':
      // The product stays while the form closes, so its content does not change under the animation.
      return { ...state, formOpen: action.open };
    case 'delete':
      return { ...state, deleting: action.products };
    case 'findImages':
      return { ...state, findingImages: action.product };
  }
}

/** Which of the inventory's dialogs is open, and for which products. */
export function useInventoryDialogs() {
  const [state, dispatch] = useReducer(reduce, { formOpen: false, editing: null, deleting: [], findingImages: null });
  return {
    ...state,
    openForm: (product: AdminProduct | null) => dispatch({ type: 'openForm', product }),
    setFormOpen: (open: boolean) => dispatch({ type: 'setFormOpen', open }),
    confirmDelete: (products: AdminProduct[]) => dispatch({ type: 'delete', products }),
    findImages: (product: AdminProduct | null) => dispatch({ type: 'findImages', product }),
  };
}
