import { useRef, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Globe, ImagePlus, Star, Trash2 } from 'lucide-react';
import { CATALOGUE_PART_MAX_IMAGES } from '@shared/schemas/admin-catalogue';
import { IMAGE_MAX_FILES } from '@shared/schemas/images';
import { FieldError } from '@web/components/ui/field-error';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useDownloadPartImage } from '../../api/admin-download-web-image';
import { useUploadPartPhotos } from '../../api/admin-upload-photos';
import { toastCatalogueError } from './catalogue-toasts';
import { firstMessage } from './part-form-issues';
import type { PartFormApi } from './part-form-api';

const ROOM_MESSAGE = `A part has at most ${CATALOGUE_PART_MAX_IMAGES} photos: remove one to add another.`;

/**
 * A part's photos: uploaded, or fetched by the server from a web address (it keeps its own copy, as the
 * schema asks for our own addresses). Both land in the shop's gallery. The first photo is the one search
 * shows; without photos the customer sees the category's illustration.
 */
export function PartPhotosField({ form }: { form: PartFormApi }) {
  const images = useWatch({ control: form.control, name: 'images' });
  const error = firstMessage(form.formState.errors.images);
  const upload = useUploadPartPhotos();
  const download = useDownloadPartImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [webAddress, setWebAddress] = useState('');
  const [webError, setWebError] = useState<string>();
  const full = images.length >= CATALOGUE_PART_MAX_IMAGES;

  const setImages = (next: string[]) =>
    form.setValue('images', [...new Set(next)].slice(0, CATALOGUE_PART_MAX_IMAGES), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  // Read at the answer, not at the click: a photo removed while an upload ran stays removed.
  const addImages = (urls: string[]) => setImages([...form.getValues('images'), ...urls]);

  const onFiles = (list: FileList | null) => {
    const room = CATALOGUE_PART_MAX_IMAGES - form.getValues('images').length;
    const chosen = [...(list ?? [])];
    const files = chosen.slice(0, Math.min(room, IMAGE_MAX_FILES));
    if (fileInput.current) fileInput.current.value = '';
    if (files.length === 0) return;
    upload.mutate(files, {
      onSuccess: (answer) => {
        addImages(answer.urls);
        const left = chosen.length - files.length;
        toast({
          title: answer.urls.length === 1 ? 'Photo uploaded' : `${answer.urls.length} photos uploaded`,
          description: left > 0 ? `${left} more did not fit. ${ROOM_MESSAGE}` : 'Save the part to keep them.',
        });
      },
      onError: (err) => toastCatalogueError(err, 'Could not upload the photos'),
    });
  };

  const addFromWeb = () => {
    const imageUrl = webAddress.trim();
    if (!/^https?:\/\/\S+$/i.test(imageUrl)) {
      setWebError('Give the picture’s web address, starting https://');
      return;
    }
    setWebError(undefined);
    download.mutate(
      { imageUrl },
      {
        onSuccess: (answer) => {
          addImages([answer.url]);
          setWebAddress('');
          toast({ title: 'Photo added', description: 'We saved our own copy. Save the part to keep it.' });
        },
        onError: (err) => setWebError(isNetworkError(err) ? NETWORK_ERROR_MESSAGE : (getServerMessage(err) ?? 'We could not fetch that picture. Check the address and try again.')),
      },
    );
  };

  // Enter in the address box adds the photo; it must not submit the whole part.
  const onAddressKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!download.isPending && !full) addFromWeb();
  };

  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-4">
      <legend className="px-1 font-semibold">Photos</legend>
      <p className="text-sm text-muted-foreground">
        Up to {CATALOGUE_PART_MAX_IMAGES} photos. The main photo shows in search; without photos customers see the category&apos;s picture.
      </p>
      {images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Part photos">
          {images.map((url, i) => (
            <li key={url} className="grid content-start gap-1 rounded-md border border-border p-2" data-testid="part-photo">
              <img
                src={url}
                alt={`Photo ${i + 1}${i === 0 ? ' (main)' : ''}`}
                width={160}
                height={120}
                loading="lazy"
                className="aspect-[4/3] w-full rounded bg-muted object-contain"
              />
              {i === 0 ? (
                <p className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary">
                  <Star className="size-4" aria-hidden="true" /> Main photo
                </p>
              ) : (
                <Button variant="ghost" size="sm" onClick={() => setImages([url, ...images.filter((u) => u !== url)])}>
                  Make photo {i + 1} main
                </Button>
              )}
              <Button variant="ghost" size="sm" onClick={() => setImages(images.filter((u) => u !== url))}>
                <Trash2 aria-hidden="true" />
                Remove photo {i + 1}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">No photos yet.</p>
      )}
      <FieldError message={error} />
      {full ? <p className="text-sm text-muted-foreground">{ROOM_MESSAGE}</p> : null}

      <div className="flex flex-wrap gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => onFiles(event.target.files)}
          data-testid="photo-file-input"
        />
        <Button variant="outline" disabled={upload.isPending || full} onClick={() => fileInput.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {upload.isPending ? 'Uploading...' : 'Upload photos'}
        </Button>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <FormField
          label="Add from a web address"
          hint="Paste the address of the picture itself (it usually ends in .jpg or .png). We fetch it and keep our own copy."
          error={webError}
          className="flex-1"
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            value={webAddress}
            maxLength={2048}
            placeholder="https://"
            disabled={full}
            onChange={(event) => setWebAddress(event.target.value)}
            onKeyDown={onAddressKey}
          />
        </FormField>
        <Button variant="outline" className="sm:mt-7" disabled={download.isPending || full || webAddress.trim() === ''} onClick={addFromWeb}>
          <Globe aria-hidden="true" />
          {download.isPending ? 'Fetching...' : 'Add photo'}
        </Button>
      </div>
    </fieldset>
  );
}
