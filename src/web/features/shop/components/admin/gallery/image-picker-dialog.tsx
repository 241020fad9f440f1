import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Globe, Images, ScanText, Upload } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/use-toast';
import {
  EMPTY_IMAGE_QUERY_MESSAGE,
  IMAGE_DESCRIPTION_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_FILES,
  type GalleryImage,
} from '@shared/schemas/images';
import { useUploadGalleryPhotos } from '../../../api/gallery/upload-photos';
import { GalleryTab } from './gallery-tab';
import { TextSearchTab } from './text-search-tab';
import { toastImageError } from './toast-error';
import { WebSearchTab } from './web-search-tab';

export type ImagePickerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen image's URL (a same-origin path such as /uploads/gallery/…); the dialog then closes. */
  onPick: (url: string) => void;
  title?: string;
  description?: string;
  /** docs/product.md §5: 'Please enter a search query' in inventory (the default), 'Search query required' in the carousel picker. */
  emptyQueryMessage?: string;
};

type Tab = 'gallery' | 'text' | 'web';

/**
 * The staff image picker, shared by the inventory and carousel forms: the gallery (sort,
 * delete), text search over the words read in each image, and web image search, with an upload button.
 * Self-contained: it fetches what it needs and only tells its parent the URL chosen.
 */
export function ImagePickerDialog({
  open,
  onOpenChange,
  onPick,
  title = 'Choose an image',
  description = 'Pick one from the gallery, find one by the words in it, or upload new photos.',
  emptyQueryMessage = EMPTY_IMAGE_QUERY_MESSAGE,
}: ImagePickerDialogProps) {
  const [tab, setTab] = useState<Tab>('gallery');
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadGalleryPhotos();
  const [photoDescription, setPhotoDescription] = useState('');
  const descriptionId = useId();

  function pick(url: string) {
    onPick(url);
    onOpenChange(false);
  }

  function pickFromGallery(image: GalleryImage) {
    toast({ title: 'Image selected from gallery' });
    pick(image.url);
  }

  function onFiles(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    e.target.value = ''; // the same file can be chosen again after a failure
    if (files.length === 0) return;
    if (files.length > IMAGE_MAX_FILES) {
      toast({ variant: 'destructive', title: 'Failed to upload photos', description: `Upload at most ${IMAGE_MAX_FILES} photos at a time` });
      return;
    }
    const tooBig = files.find((f) => f.size > IMAGE_MAX_BYTES);
    if (tooBig) {
      toast({ variant: 'destructive', title: 'Failed to upload photos', description: `${tooBig.name} is too large: the limit is ${IMAGE_MAX_BYTES / (1024 * 1024)} MB a photo` });
      return;
    }
    upload.mutate({ files, description: photoDescription }, {
      onSuccess: (data) => {
        toast({ title: `${data.files.length} photo(s) uploaded successfully` });
        setPhotoDescription('');
        setTab('gallery');
      },
      onError: (err) => toastImageError(err, 'Failed to upload photos'),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl gap-3 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-56 flex-1 flex-col gap-1.5">
            <Label htmlFor={descriptionId}>Photo description (optional)</Label>
            <Input
              id={descriptionId}
              value={photoDescription}
              onChange={(e) => setPhotoDescription(e.target.value)}
              maxLength={IMAGE_DESCRIPTION_MAX_LENGTH}
              placeholder="e.g. Akebono brake pads, front"
              autoComplete="off"
            />
          </div>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onFiles}
          />
          <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
            <Upload aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : 'Upload photos'}
          </Button>
          <p className="basis-full text-xs text-muted-foreground">
            JPEG, PNG, WebP or GIF, up to {IMAGE_MAX_FILES} at a time, 10 MB each. Text search finds a photo by its description too.
          </p>
        </div>
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList aria-label="Ways to find an image">
            <TabsTrigger value="gallery">
              <Images aria-hidden="true" />
              Gallery
            </TabsTrigger>
            <TabsTrigger value="text">
              <ScanText aria-hidden="true" />
              Text search
            </TabsTrigger>
            <TabsTrigger value="web">
              <Globe aria-hidden="true" />
              Web search
            </TabsTrigger>
          </TabsList>
          <TabsContent value="gallery">
            <GalleryTab onPick={pickFromGallery} active={open && tab === 'gallery'} />
          </TabsContent>
          <TabsContent value="text">
            <TextSearchTab onPick={pick} emptyQueryMessage={emptyQueryMessage} />
          </TabsContent>
          <TabsContent value="web">
            <WebSearchTab onPick={pick} emptyQueryMessage={emptyQueryMessage} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
