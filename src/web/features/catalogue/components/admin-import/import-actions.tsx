import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, CircleCheck, RotateCcw, Upload } from 'lucide-react';
import { formatCount } from '@shared/numbers';
import type { ImportSummary } from '@shared/schemas/catalogue-import';
import { Button, buttonVariants } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { getErrorStatus, getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { useApplyImport } from '../../api/price-list-apply';
import { useCancelImport } from '../../api/price-list-cancel';
import { afterImportWritten } from '../../api/price-list-invalidate';
import { priceListKeys } from '../../api/price-list-keys';
import { WORKING_STATUSES } from '../../api/price-list-types';
import { useUndoImport } from '../../api/price-list-undo';
import { countOf } from './import-labels';
import { ImportProgress } from './import-progress';
import { UndoImportDialog } from './undo-import-dialog';

const CHANGES = ['change', 'changes'] as const;

/** What applying does, in one phrase: "adds 497 new parts, updates 2 parts and retires 487 parts". */
function whatItDoes({ counts }: ImportSummary): string {
  const steps = [
    counts.new > 0 ? `adds ${countOf(counts.new, ['new part', 'new parts'])}` : null,
    counts.changed > 0 ? `updates ${countOf(counts.changed, ['part', 'parts'])}` : null,
    counts.retire > 0 ? `retires ${countOf(counts.retire, ['part', 'parts'])}` : null,
  ].filter((p): p is string => p !== null);
  return steps.length <= 1 ? (steps[0] ?? '') : `${steps.slice(0, -1).join(', ')} and ${steps.at(-1)}`;
}

/**
 * The import's next step and where it stands: Apply (a dry run), the progress bar and Cancel (a job
 * writing it), then Applied with Undo, or Cancelled, or Undone. The heading says the state and takes the
 * focus when it changes, since the button just pressed has gone by then; a live region says it too.
 */
export function ImportActions({ summary }: { summary: ImportSummary }) {
  const queryClient = useQueryClient();
  const apply = useApplyImport();
  const cancel = useCancelImport();
  const undo = useUndoImport();
  const [undoOpen, setUndoOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // Read as the dialog closes, after its last render: a ref, not the mutation's state.
  const undoStarted = useRef(false);
  const { status, id } = summary;

  // A job finishing is seen by the poll: the catalogue and the rows now differ, so they refetch.
  const shown = useRef(status);
  useEffect(() => {
    const was = shown.current;
    if (was === status) return;
    shown.current = status;
    if (WORKING_STATUSES.includes(was)) void afterImportWritten(queryClient, id);
    // The focus follows only when it was here (on a button now gone) or nowhere: a colleague reading the
    // rows is not pulled back up; the live region below tells them instead.
    const active = document.activeElement;
    if (!active || active === document.body || sectionRef.current?.contains(active)) headingRef.current?.focus();
  }, [status, id, queryClient]);

  const failed = (title: string) => (error: unknown) => {
    // Someone else moved it meanwhile (another tab, a colleague): show where it stands now.
    if (getErrorStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: priceListKeys.importOne(id) });
    toast({ variant: 'destructive', title, description: isNetworkError(error) ? NETWORK_ERROR_MESSAGE : getServerMessage(error) });
  };

  const toWrite = summary.totalRows;
  let title: string;
  let body: ReactNode;
  let buttons: ReactNode = null;
  switch (status) {
    case 'checked':
      title = toWrite > 0 ? 'Ready to apply' : 'Nothing to apply';
      body =
        toWrite > 0 ? (
          <p>
            Applying {whatItDoes(summary)} in the catalogue. Customers see each change in search as soon as it is written.
            {summary.counts.refused > 0
              ? ` The ${countOf(summary.counts.refused, ['refused row is', 'refused rows are'])} left out: correct ${summary.counts.refused === 1 ? 'it' : 'them'} in the file and import it again.`
              : ''}
          </p>
        ) : (
          <p>Every row of the file is unchanged or refused, so there is nothing to write.</p>
        );
      buttons = (
        <Button disabled={toWrite === 0 || apply.isPending} onClick={() => apply.mutate(id, { onError: failed('Could not apply the import') })}>
          <Upload aria-hidden="true" />
          {apply.isPending ? 'Starting...' : `Apply ${countOf(toWrite, CHANGES)}`}
        </Button>
      );
      break;
    case 'applying':
      title = 'Applying the price list';
      body = (
        <>
          <ImportProgress label="Parts written" done={summary.doneRows} total={toWrite} />
          <p className="text-sm text-muted-foreground">
            You can leave this page: the import carries on. Cancel stops it after the batch being written; what is written by then stays until you undo the import.
          </p>
        </>
      );
      buttons = (
        <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate(id, { onError: failed('Could not cancel the import') })}>
          <Ban aria-hidden="true" />
          {cancel.isPending ? 'Cancelling...' : 'Cancel'}
        </Button>
      );
      break;
    case 'undoing':
      title = 'Undoing the import';
      body = (
        <>
          <ImportProgress label="Parts put back" done={summary.doneRows} total={toWrite} />
          <p className="text-sm text-muted-foreground">You can leave this page: the undo carries on.</p>
        </>
      );
      break;
    case 'applied':
      title = 'Applied';
      body = (
        <p>
          {countOf(summary.doneRows, ['part', 'parts'])} written to the catalogue{summary.appliedAt ? ` on ${formatDateTime(summary.appliedAt)}` : ''}. Customers find them in
          search now.
        </p>
      );
      break;
    case 'cancelled':
      title = 'Cancelled';
      body =
        summary.doneRows > 0 ? (
          <p>
            Stopped after {countOf(summary.doneRows, ['part', 'parts'])} of {formatCount(toWrite)}. Those stay as written until you undo the import.
          </p>
        ) : (
          <p>Nothing from this file was written to the catalogue.</p>
        );
      break;
    case 'undone':
      title = 'Undone';
      body = (
        <p>
          Every part this import changed is back as it was{summary.undoneAt ? ` (${formatDateTime(summary.undoneAt)})` : ''}, and the parts it added are retired.
        </p>
      );
      break;
  }

  const canUndo = status === 'applied' || (status === 'cancelled' && summary.doneRows > 0);
  const finished = status === 'applied' || status === 'undone' || (status === 'cancelled' && summary.doneRows > 0);
  if (finished || canUndo) {
    buttons = (
      <>
        {finished ? (
          <Link to="/admin/catalogue" className={buttonVariants()}>
            <CircleCheck aria-hidden="true" />
            See the catalogue
          </Link>
        ) : null}
        {canUndo ? (
          <Button variant="outline" onClick={() => setUndoOpen(true)}>
            <RotateCcw aria-hidden="true" />
            Undo this import
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section ref={sectionRef} aria-labelledby={`import-state-${id}`} className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4" data-testid="import-state">
      <h3 id={`import-state-${id}`} ref={headingRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        {title}
      </h3>
      <p className="sr-only" aria-live="polite">
        {title}
      </p>
      {body}
      {buttons ? <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">{buttons}</div> : null}
      <UndoImportDialog
        summary={summary}
        open={undoOpen}
        onOpenChange={setUndoOpen}
        pending={undo.isPending}
        onCloseAutoFocus={(event) => {
          // Undoing, the Undo button has gone: the state's heading takes the focus (the effect above has given it).
          if (undoStarted.current) {
            event.preventDefault();
            headingRef.current?.focus();
          }
        }}
        onConfirm={() =>
          undo.mutate(id, {
            onSuccess: () => {
              undoStarted.current = true;
              setUndoOpen(false);
            },
            onError: (error) => {
              setUndoOpen(false);
              failed('Could not undo the import')(error);
            },
          })
        }
      />
    </section>
  );
}
