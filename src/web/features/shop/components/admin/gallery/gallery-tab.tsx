import { useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDate } from '@web/lib/format';
import type { GalleryImage, GalleryQuery } from '@shared/schemas/images';
import { useGallery } from '../../../api/gallery/get-gallery';
import { DeleteImageDialog } from './delete-image-dialog';

const SORTS: Array<{ value: string; label: string; query: GalleryQuery }> = [
  { value: 'date-desc', label: 'Newest first', query: { sort: 'date', order: 'desc' } },
  { value: 'date-asc', label: 'Oldest first', query: { sort: 'date', order: 'asc' } },
  { value: 'name-asc', label: 'Name, A to Z', query: { sort: 'name', order: 'asc' } },
  { value: 'name-desc', label: 'Name, Z to A', query: { sort: 'name', order: 'desc' } },
];

/** The gallery: sortable by name or upload date both ways, 4 columns on a wide screen (docs/product.md §2), 2 on a phone. */
export function GalleryTab({ onPick, active }: { onPick: (image: GalleryImage) => void; active: boolean }) {
  const sortId = useId();
  const [sort, setSort] = useState(SORTS[0]!);
  const [deleting, setDeleting] = useState<GalleryImage | undefined>();
  const gallery = useGallery(sort.query, { enabled: active });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-48 flex-col gap-1.5">
          <Label htmlFor={sortId}>Sort by</Label>
          <NativeSelect id={sortId} value={sort.value} onChange={(e) => setSort(SORTS.find((s) => s.value === e.target.value) ?? SORTS[0]!)}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {gallery.data ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {gallery.data.length} image{gallery.data.length === 1 ? '' : 's'}
          </p>
        ) : null}
      </div>

      {gallery.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" role="status" aria-label="Loading gallery images">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="aspect-square" />
          ))}
        </div>
      ) : gallery.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 p-4">
          <p>Failed to load gallery images. Please try again.</p>
          <Button variant="outline" size="sm" onClick={() => void gallery.refetch()}>
            Try again
          </Button>
        </div>
      ) : gallery.data.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-6 text-center text-muted-foreground">
          No images yet. Upload photos to start the gallery.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-label="Gallery images">
          {gallery.data.map((image) => (
            <li key={image.filename} className="flex min-w-0 flex-col overflow-hidden rounded-md border border-border bg-card">
              <button
                type="button"
                onClick={() => onPick(image)}
                aria-label={`Choose ${image.originalName}`}
                className="group relative aspect-square w-full bg-muted focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring"
              >
                <img src={image.thumbnailUrl} alt="" loading="lazy" className="size-full object-contain transition-opacity group-hover:opacity-85" />
                {image.ocrStatus === 'pending' ? (
                  <Badge variant="secondary" className="absolute bottom-1 left-1">
                    Reading text…
                  </Badge>
                ) : null}
              </button>
              <div className="flex items-start gap-1 p-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold" title={image.originalName}>
                    {image.originalName}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {image.sizeKb} KB · {formatDate(image.uploadedAt)}
                  </p>
                </div>
                <Button variant="ghost" size="icon" aria-label={`Delete ${image.originalName}`} onClick={() => setDeleting(image)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <DeleteImageDialog image={deleting} onOpenChange={(open) => !open && setDeleting(undefined)} />
    </div>
  );
}
