import { useRef, useState } from 'react';
import { ImagePlus, Images } from 'lucide-react';
import { IMAGE_MAX_FILES } from '@shared/schemas/images';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useUploadGalleryPhotos } from '../../api/gallery/upload-photos';
import { ImagePickerDialog } from './gallery/image-picker-dialog';
import { toastFailure } from './admin-toasts';
import { newUploads, type NewUpload } from './unsaved-uploads';

/**
 * Where a product's photos or a banner's image come from: an upload (several files at once when
 * `multiple`) or the gallery's picker. Each hands back our own URLs; the form decides what to do with them.
 */
export function ImageSourceButtons({
  multiple,
  onUploaded,
  onPicked,
  uploadLabel,
  failureTitle,
  successMessage,
  pickerEmptyQueryMessage,
}: {
  multiple: boolean;
  /** `added`: the photos this upload put in the gallery (not those it had already), for a form to take back if cancelled. */
  onUploaded: (urls: string[], added: NewUpload[]) => void;
  onPicked: (url: string) => void;
  uploadLabel: string;
  failureTitle: string;
  successMessage: (count: number) => string;
  /** docs/product.md §5: the carousel's picker says 'Search query required'; the inventory's keeps the picker's default. */
  pickerEmptyQueryMessage?: string;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadGalleryPhotos();
  const [pickerOpen, setPickerOpen] = useState(false);

  const onFiles = (list: FileList | null) => {
    const files = [...(list ?? [])].slice(0, multiple ? IMAGE_MAX_FILES : 1);
    if (fileInput.current) fileInput.current.value = '';
    if (files.length === 0) return;
    upload.mutate({ files }, {
      onSuccess: (answer) => {
        const urls = answer.urls.length > 0 ? answer.urls : answer.files.map((f) => f.url);
        onUploaded(urls, newUploads(answer));
        toast({ title: successMessage(urls.length) });
      },
      onError: (error) => toastFailure(error, failureTitle),
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple={multiple}
        className="hidden"
        onChange={(event) => onFiles(event.target.files)}
        data-testid="photo-file-input"
      />
      <Button variant="outline" disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
        <ImagePlus aria-hidden="true" />
        {upload.isPending ? 'Uploading...' : uploadLabel}
      </Button>
      <Button variant="outline" onClick={() => setPickerOpen(true)}>
        <Images aria-hidden="true" />
        Choose from gallery
      </Button>
      {/* The picker says 'Image selected from gallery' itself and closes on a pick. */}
      <ImagePickerDialog open={pickerOpen} onOpenChange={setPickerOpen} onPick={onPicked} emptyQueryMessage={pickerEmptyQueryMessage} />
    </div>
  );
}
