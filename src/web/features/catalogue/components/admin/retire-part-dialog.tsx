import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { RetirePartSchema, type CatalogueAdminPart, type RetirePart } from '@shared/schemas/admin-catalogue';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { DialogFormActions } from '@web/components/ui/dialog-form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { getErrorStatus } from '@web/lib/api-client';
import { applyServerIssues } from '@web/lib/form-errors';
import { useRestorePart } from '../../api/admin-restore-part';
import { useRetirePart } from '../../api/admin-retire-part';
import { catalogueKeys } from '../../api/keys';
import { toastCatalogueError } from './catalogue-toasts';

/**
 * Retiring takes a part out of search at once (its page stays, saying it is no longer sold); restoring
 * puts it back. Either asks for the reason, which the part's history keeps.
 */
export function RetirePartDialog({
  part,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  part: CatalogueAdminPart;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it is gone once the part changes: the page says where the focus goes. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const restoring = part.retiredAt !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>{restoring ? `Put ${part.values.title} back on sale?` : `Retire ${part.values.title}?`}</DialogTitle>
            <DialogDescription className="text-base text-foreground">
              {restoring
                ? 'It shows in search again straight away.'
                : 'It leaves search straight away. Its page stays open and tells customers it is no longer sold. You can restore it later.'}
            </DialogDescription>
          </DialogHeader>
          <ReasonForm part={part} restoring={restoring} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ReasonForm({ part, restoring, onDone }: { part: CatalogueAdminPart; restoring: boolean; onDone: () => void }) {
  const queryClient = useQueryClient();
  const retire = useRetirePart();
  const restore = useRestorePart();
  const action = restoring ? restore : retire;
  const form = useForm<RetirePart, unknown, RetirePart>({ resolver: zodResolver(RetirePartSchema), defaultValues: { reason: '' } });

  const onSubmit = form.handleSubmit(({ reason }) =>
    action.mutate(
      { id: part.id, reason },
      {
        onSuccess: () => {
          toast(restoring ? { title: 'Part restored', description: 'It is back on sale and in search.' } : { title: 'Part retired', description: 'It no longer shows in search.' });
          onDone();
        },
        onError: (error) => {
          // Someone else got there first: show the part as it is now.
          if (getErrorStatus(error) === 409) {
            void queryClient.invalidateQueries({ queryKey: catalogueKeys.adminPart(part.id) });
            onDone();
          } else {
            applyServerIssues(error, form.setError, ['reason']);
          }
          toastCatalogueError(error, restoring ? 'Could not restore the part' : 'Could not retire the part');
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={restoring ? 'Restore part' : 'Retire part'}>
      <FormField
        label="Reason"
        hint={restoring ? 'For the history, e.g. “Back in stock at another seller”.' : 'For the history, e.g. “Supplier discontinued it”.'}
        error={form.formState.errors.reason?.message}
      >
        <Textarea {...form.register('reason')} rows={3} maxLength={300} />
      </FormField>
      <DialogFormActions pending={action.isPending}>
        {restoring ? (action.isPending ? 'Restoring...' : 'Restore part') : action.isPending ? 'Retiring...' : 'Retire part'}
      </DialogFormActions>
    </form>
  );
}
