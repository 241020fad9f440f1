import type { AdminPartRequest } from '@shared/schemas/part-requests';

/**
 * Every request dialog is controlled by the section that lists the requests. `request` stays set while
 * the dialog closes so its content doesn't vanish mid-animation; `onCloseAutoFocus` puts focus back on
 * the button that opened it (a controlled Radix dialog has no trigger to return to).
 */
export type AdminDialogProps = {
  request: AdminPartRequest | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};
