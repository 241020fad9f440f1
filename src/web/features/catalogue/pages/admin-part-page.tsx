import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Archive, ArchiveRestore, ExternalLink, SearchX } from 'lucide-react';
import type { CatalogueAdminPart } from '@shared/schemas/admin-catalogue';
import { MAX_RECORD_ID } from '@shared/schemas/common';
import { EmptyListCard } from '@web/components/empty-list-card';
import { LoadErrorCard } from '@web/components/load-error-card';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { getErrorStatus } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAdminPart } from '../api/admin-get-part';
import type { AdminPartLinkState } from '../components/admin/catalogue-list';
import { CustomerViewCard } from '../components/admin/customer-view-card';
import { PartForm } from '../components/admin/part-form';
import { PartHistory } from '../components/admin/part-history';
import { RetirePartDialog } from '../components/admin/retire-part-dialog';

/** A part's id from the address: a whole number the id column holds, else none (the page says there is no such part). */
function parsePartId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_RECORD_ID ? id : null;
}

/**
 * /admin/catalogue/new and /admin/catalogue/:id: the part form as a page of its own (it is long), and for
 * a saved part its retirement, what customers see, and its history.
 */
export function AdminPartPage() {
  const { id: rawId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const linkState = location.state as AdminPartLinkState | null;
  const id = rawId === undefined ? null : parsePartId(rawId);
  const part = useAdminPart(id);
  useDocumentTitle(rawId === undefined ? 'Add a part' : part.data ? `Edit ${part.data.values.title}` : 'Edit part');

  const listHref = `/admin/catalogue${linkState?.listSearch ?? ''}`;
  const back = (
    <Link
      to={listHref}
      className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to the catalogue
    </Link>
  );

  if (rawId === undefined) {
    return (
      <PageContainer width="medium">
        {back}
        <PageHeading
          title="Add a part"
          description="Title, brand, price, part number and category are required, and either the vehicles it fits or why it fits any vehicle. Prices are in US dollars (US$)."
        />
        {/* Once saved, the part's own page takes over: its history, and the way to retire it. */}
        <PartForm part={null} listHref={listHref} onSaved={(saved) => navigate(`/admin/catalogue/${saved.id}`, { replace: true, state: linkState })} />
      </PageContainer>
    );
  }

  let body: ReactNode;
  if (id === null || (part.isError && getErrorStatus(part.error) === 404)) {
    body = (
      <EmptyListCard icon={SearchX} title="There is no such part" action={<Link to="/admin/catalogue" className={buttonVariants()}>See every part</Link>}>
        It may have had another number. Find it in the catalogue by its title or part number.
      </EmptyListCard>
    );
  } else if (part.isPending) {
    body = (
      <div role="status" aria-label="Loading the part" className="grid gap-4">
        <span className="sr-only">Loading the part...</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  } else if (part.isError) {
    body = <LoadErrorCard what="this part" error={part.error} onRetry={() => void part.refetch()} />;
  } else {
    return (
      <PageContainer>
        {back}
        <SavedPart part={part.data} listHref={listHref} />
      </PageContainer>
    );
  }
  return (
    <PageContainer width="medium">
      {back}
      {body}
    </PageContainer>
  );
}

function SavedPart({ part, listHref }: { part: CatalogueAdminPart; listHref: string }) {
  const [retireOpen, setRetireOpen] = useState(false);
  // Retire and Restore swap places once the dialog's change is made: the focus goes to whichever is shown.
  const statusButton = useRef<HTMLButtonElement>(null);
  const retired = part.retiredAt !== null;

  return (
    <>
      <PageHeading title={part.values.title} description={`${part.values.brand} · Part number ${part.values.partNumber}`}>
        <div className="flex flex-wrap gap-2">
          <Link to={`/part/${part.id}`} className={buttonVariants({ variant: 'outline' })}>
            <ExternalLink aria-hidden="true" />
            View the customer&apos;s page
          </Link>
          {retired ? null : (
            <Button ref={statusButton} variant="outline" className="text-destructive" onClick={() => setRetireOpen(true)}>
              <Archive aria-hidden="true" />
              Retire
            </Button>
          )}
        </div>
      </PageHeading>

      {retired ? (
        <section
          aria-label="Retired"
          data-testid="retired-banner"
          className="mb-6 flex flex-col gap-3 rounded-md border-2 border-destructive bg-background p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="break-words">
            <span className="font-semibold">Retired on {formatDate(part.retiredAt)}</span> because {part.retiredReason?.replace(/\.\s*$/, '')}. It is out of search, and
            its page tells customers it is no longer sold.
          </p>
          <Button ref={statusButton} onClick={() => setRetireOpen(true)} className="shrink-0">
            <ArchiveRestore aria-hidden="true" />
            Restore
          </Button>
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <PartForm key={part.id} part={part} listHref={listHref} />
        <aside aria-label="About this part" className="grid gap-6">
          <CustomerViewCard part={part} />
          <PartHistory events={part.history} />
        </aside>
      </div>

      <RetirePartDialog
        part={part}
        open={retireOpen}
        onOpenChange={setRetireOpen}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          setTimeout(() => statusButton.current?.focus(), 0);
        }}
      />
    </>
  );
}
