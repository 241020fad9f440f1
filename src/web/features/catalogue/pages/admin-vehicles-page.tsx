import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, CarFront, Plus, SearchX } from 'lucide-react';
import { EmptyListCard } from '@web/components/empty-list-card';
import { useListSearch, ListSearchForm } from '@web/components/list-search';
import { LoadErrorCard } from '@web/components/load-error-card';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { RefreshButton } from '@web/components/refresh-button';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatCount } from '@shared/numbers';
import { writeParams } from '@web/lib/url-params';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAdminVehicles } from '../api/admin-get-vehicles';
import { AddMakeDialog } from '../components/admin-vehicles/add-make-dialog';
import { ChassisDialog } from '../components/admin-vehicles/chassis-dialog';
import { ModelDialog } from '../components/admin-vehicles/model-dialog';
import { countModels, filterVehicles } from '../components/admin-vehicles/vehicle-filter';
import { VehicleList, type VehicleAction } from '../components/admin-vehicles/vehicle-list';

type DialogState = { kind: 'make' } | VehicleAction;

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * /admin/catalogue/vehicles: the makes, models and chassis codes that customers choose their car from and
 * that parts are fitted to (docs/catalogue-data.md). Staff add makes, models and codes and change their
 * years and other names; the server refuses what would leave parts or saved cars outside a model's years,
 * and says so at the field. The search (`?query=`) narrows the list as it is typed.
 */
export function AdminVehiclesPage() {
  useDocumentTitle('Vehicles');
  const list = useAdminVehicles();
  const [params, setParams] = useSearchParams();
  const search = useListSearch((params.get('query') ?? '').trim(), (query, how) => setParams(writeParams({ query }), how));
  const makes = list.data ?? [];
  // Narrowed as typed: the list is all here, so nothing waits for the address to catch up.
  const shown = filterVehicles(makes, search.text);
  const filtered = search.text.trim() !== '';

  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const addMakeButton = useRef<HTMLButtonElement>(null);
  const openDialog = (next: DialogState, from: HTMLElement) => {
    opener.current = from;
    setDialog(next);
    setOpen(true);
  };
  // Back to the button that opened the dialog; when the search now hides it, to "Add a make".
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    (opener.current?.isConnected ? opener.current : addMakeButton.current)?.focus();
  };
  const dialogProps = { open, onOpenChange: setOpen, onCloseAutoFocus: restoreFocus };
  const clear = () => {
    search.setText('');
    setParams(writeParams({}));
  };

  return (
    <PageContainer>
      <Link to="/admin/catalogue" className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the catalogue
      </Link>
      <PageHeading
        title="Vehicles"
        description="The makes, models and chassis codes customers choose their car from, and parts are fitted to. A chassis code names one generation of a model, in years inside the model's. Changes show to customers straight away."
      >
        <div>
          <Button ref={addMakeButton} onClick={(event) => openDialog({ kind: 'make' }, event.currentTarget)}>
            <Plus aria-hidden="true" />
            Add a make
          </Button>
        </div>
      </PageHeading>

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <ListSearchForm search={search} name="Vehicles" label="Search vehicles" placeholder="Make, model, other name or chassis code" />
        <RefreshButton fetching={list.isFetching} onRefresh={() => void list.refetch()} aria-label="Refresh vehicles" />
      </div>

      {list.isPending ? (
        <div role="status" aria-label="Loading vehicles" className="flex flex-col gap-4">
          <span className="sr-only">Loading vehicles...</span>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-56 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadErrorCard what="the vehicles" error={list.error} onRetry={() => void list.refetch()} />
      ) : makes.length === 0 ? (
        <EmptyListCard icon={CarFront} title="No vehicles yet">
          Add the first make, then its models and their chassis codes, and parts can be fitted to them.
        </EmptyListCard>
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-muted-foreground">
            {filtered && shown.length === 0
              ? 'No vehicles match'
              : filtered
              ? `${plural(countModels(shown), 'model', 'models')} of ${plural(shown.length, 'make', 'makes')} match`
              : `${plural(makes.length, 'make', 'makes')}, ${plural(countModels(makes), 'model', 'models')}`}
          </p>
          {shown.length === 0 ? (
            <EmptyListCard icon={SearchX} title="No vehicles match this search" clear={{ label: 'Clear the search', onClick: clear }}>
              Try a make, a model, another name, or a chassis code as it is on the plate (DBA-NZE161 finds NZE161).
            </EmptyListCard>
          ) : (
            <VehicleList makes={shown} onAction={openDialog} />
          )}
        </>
      )}

      {dialog?.kind === 'make' ? <AddMakeDialog {...dialogProps} /> : null}
      {dialog?.kind === 'model' ? <ModelDialog key={dialog.model?.id ?? `new-${dialog.make.id}`} {...dialogProps} make={dialog.make} model={dialog.model} /> : null}
      {dialog?.kind === 'chassis' ? (
        <ChassisDialog key={`${dialog.model.id}-${dialog.chassis?.code ?? 'new'}`} {...dialogProps} make={dialog.make} model={dialog.model} chassis={dialog.chassis} />
      ) : null}
    </PageContainer>
  );
}
