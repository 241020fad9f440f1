import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import type { ImportSummary } from '@shared/schemas/catalogue-import';
import { countOf } from './import-labels';

/**
 * Asks before an import is undone: it can be undone once, and parts it added leave search (retired, not
 * deleted, since orders may name them by now). "Keep it" comes first, so it takes the focus and a stray
 * Enter does nothing.
 */
export function UndoImportDialog({
  summary,
  open,
  onOpenChange,
  pending,
  onConfirm,
  onCloseAutoFocus,
}: {
  summary: ImportSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
  /** Once the undo has started, the button that opened the dialog is gone: the caller says where the focus goes. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  // Only an applied import wrote every new part; a cancelled one stopped part way.
  const added = summary.status === 'applied' ? summary.counts.new : 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>Undo this import?</DialogTitle>
            <DialogDescription className="text-base text-foreground">
              Every part {summary.fileName} changed goes back to how it was before.
              {added > 0
                ? ` The ${countOf(added, ['new part', 'new parts'])} it added are taken off sale (retired), so customers no longer find them.`
                : ' Any new parts it added are taken off sale (retired), so customers no longer find them.'}
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm text-muted-foreground">An import can be undone once. To bring its changes back, import the file again.</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Keep it</Button>
            </DialogClose>
            <Button variant="destructive" disabled={pending} onClick={onConfirm}>
              {pending ? 'Undoing...' : 'Undo this import'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
