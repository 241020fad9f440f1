import { useState } from 'react';
import { Images, Pencil, Plus, Trash2 } from 'lucide-react';
import type { CarouselItem } from '@shared/schemas/shop';
import { EmptyListCard } from '@web/components/empty-list-card';
import { LoadErrorCard } from '@web/components/load-error-card';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Badge } from '@web/components/ui/badge';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useDeleteCarouselItem } from '../api/admin-delete-carousel-item';
import { useAdminCarousel } from '../api/admin-get-carousel';
import { useSaveCarouselItem } from '../api/admin-save-carousel-item';
import { toastFailure } from '../components/admin/admin-toasts';
import { CarouselFormDialog } from '../components/admin/carousel-form-dialog';
import { AdminBackLink } from '@web/components/admin-back-link';

/** The /shop banners (docs/product.md §2): add, edit, delete, switch on and off, order by priority. */
export function AdminCarouselPage() {
  useDocumentTitle('Carousel Management');
  const banners = useAdminCarousel();
  const save = useSaveCarouselItem();
  const [editing, setEditing] = useState<CarouselItem | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<CarouselItem | null>(null);

  const openForm = (item: CarouselItem | null) => {
    setEditing(item);
    setFormOpen(true);
  };

  // The switch moves at once; the list catches up when the server has answered (the save refetches it first).
  const [switching, setSwitching] = useState<Record<number, boolean>>({});
  const setActive = (item: CarouselItem, isActive: boolean) => {
    const { id, title, subtitle, description, imageUrl, buttonText, buttonLink, priority } = item;
    setSwitching((s) => ({ ...s, [id]: isActive }));
    // mutateAsync: each toggle settles on its own (mutate's callbacks would only run for the latest call).
    save
      .mutateAsync({ id, input: { title, subtitle, description, imageUrl, buttonText, buttonLink, priority, isActive } })
      .then(
        () => toast({ title: isActive ? `"${title}" is active` : `"${title}" is inactive`, description: isActive ? 'It shows on /shop.' : '/shop no longer shows it.' }),
        (error: unknown) => toastFailure(error, 'Failed to save carousel item'),
      )
      .finally(() =>
        setSwitching((s) => {
          const { [id]: _done, ...rest } = s;
          return rest;
        }),
      );
  };

  const items = banners.data ?? [];
  const activeCount = items.filter((b) => b.isActive).length;

  return (
    <PageContainer width="medium">
      <AdminBackLink />
      <PageHeading
        title="Carousel Management"
        description="The banners at the top of /shop. Active banners rotate every 5 seconds, lowest priority first."
      >
        <div>
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            Add banner
          </Button>
        </div>
      </PageHeading>

      {banners.isPending ? (
        <div role="status" aria-label="Loading banners" className="grid gap-3">
          <span className="sr-only">Loading banners...</span>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-32 w-full" />
          ))}
        </div>
      ) : banners.isError ? (
        <LoadErrorCard what="the banners" error={banners.error} onRetry={() => void banners.refetch()} />
      ) : items.length === 0 ? (
        <EmptyListCard
          icon={Images}
          title="No banners yet"
          action={
            <Button onClick={() => openForm(null)}>
              <Plus aria-hidden="true" />
              Add banner
            </Button>
          }
        >
          /shop shows no carousel until you add an active banner.
        </EmptyListCard>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {items.length} {items.length === 1 ? 'banner' : 'banners'}, {activeCount} active
          </p>
          <ul aria-label="Banners" className="grid gap-3">
            {items.map((item) => (
              <li key={item.id}>
                <Card data-testid="carousel-admin-item" className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
                  <img
                    src={item.imageUrl}
                    alt=""
                    width={160}
                    height={80}
                    loading="lazy"
                    className="aspect-[2/1] w-full rounded bg-muted object-cover sm:w-40"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <h2 className="font-semibold break-words">{item.title}</h2>
                    {item.subtitle ? <p className="text-sm text-muted-foreground">{item.subtitle}</p> : null}
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <Badge variant={item.isActive ? 'success' : 'secondary'}>{item.isActive ? 'Active' : 'Inactive'}</Badge>
                      <span className="tabular">Priority {item.priority}</span>
                    </div>
                  </div>
                  <div className="flex flex-wrap items-center gap-1">
                    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 px-2 text-sm font-semibold">
                      <input
                        type="checkbox"
                        role="switch"
                        className="size-5 accent-primary"
                        checked={switching[item.id] ?? item.isActive}
                        disabled={item.id in switching}
                        onChange={(event) => setActive(item, event.target.checked)}
                        aria-label={`Show ${item.title} on /shop`}
                      />
                      Active
                    </label>
                    <Button variant="ghost" size="icon" aria-label={`Edit ${item.title}`} onClick={() => openForm(item)}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Delete ${item.title}`} onClick={() => setDeleting(item)}>
                      <Trash2 aria-hidden="true" className="text-destructive" />
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}

      <CarouselFormDialog item={editing} open={formOpen} onOpenChange={setFormOpen} />
      <DeleteBannerDialog item={deleting} onOpenChange={(open) => (open ? undefined : setDeleting(null))} />
    </PageContainer>
  );
}

function DeleteBannerDialog({ item, onOpenChange }: { item: CarouselItem | null; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteCarouselItem();
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={onOpenChange}
      title="Delete banner?"
      description={`Are you sure you want to delete "${item?.title ?? ''}"? /shop stops showing it straight away.`}
      confirmLabel="Delete banner"
      pending={remove.isPending}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => {
            toast({ title: 'Carousel item deleted' });
            onOpenChange(false);
          },
          onError: (error) => toastFailure(error, 'Failed to delete carousel item'),
        })
      }
    />
  );
}
