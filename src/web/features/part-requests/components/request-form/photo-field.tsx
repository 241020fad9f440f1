import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { REQUEST_PHOTO_MAX_BYTES, REQUEST_PHOTO_TYPES } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { cn } from '@web/lib/utils';

export type ChosenPhoto = { file: File; previewUrl: string };

/**
 * The chosen photo and its error, owned by the form. Each preview URL holds the file in memory until
 * revoked, so it is freed when the photo is replaced or removed, or the form goes away.
 */
export function useChosenPhoto() {
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) return;
    return () => URL.revokeObjectURL(photo.previewUrl);
  }, [photo]);
  return { photo, setPhoto, error, setError };
}

const MAX_MB = REQUEST_PHOTO_MAX_BYTES / (1024 * 1024);
export const PHOTO_TYPE_MESSAGE = 'The photo must be a JPEG, PNG, WebP or GIF image.';

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The browser's first check of a chosen photo; the server checks the content again (docs/choices.md #6). */
export function checkPhoto(file: File): string | null {
  if (!(REQUEST_PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > REQUEST_PHOTO_MAX_BYTES) {
    return `The photo is too large (${megabytes(file.size)}). Please choose one of at most ${MAX_MB} MB.`;
  }
  return null;
}

/**
 * The optional photo of the old part: a native file input (the phone's camera or gallery), checked for
 * type and size at once, with a small preview and a Remove button. The parent keeps the chosen file.
 */
export function PhotoField({
  photo,
  error,
  onChange,
  onError,
}: {
  photo: ChosenPhoto | null;
  error?: string;
  onChange: (photo: ChosenPhoto | null) => void;
  onError: (message: string | null) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState('');

  // After a reset (submitted form) the input must forget its file too, or the same file cannot be re-chosen.
  useEffect(() => {
    if (!photo && inputRef.current) inputRef.current.value = '';
  }, [photo]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = checkPhoto(file);
    if (problem) {
      event.target.value = '';
      onChange(null);
      onError(problem);
      setAnnouncement('');
      return;
    }
    onError(null);
    onChange({ file, previewUrl: URL.createObjectURL(file) });
    setAnnouncement(`Photo ${file.name} added.`);
  };

  const remove = () => {
    onChange(null);
    onError(null);
    setAnnouncement('Photo removed.');
    inputRef.current?.focus();
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <FormField
        label="Photo of the old part (optional)"
        error={error}
        hint={`JPEG, PNG, WebP or GIF, up to ${MAX_MB} MB. A clear photo helps us find the exact part.`}
      >
        <input
          ref={inputRef}
          type="file"
          name="photo"
          accept={REQUEST_PHOTO_TYPES.join(',')}
          onChange={choose}
          className={cn(
            'block min-h-11 w-full min-w-0 rounded-md border border-input bg-background text-base text-foreground',
            'file:mr-3 file:min-h-11 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-muted file:px-4 file:font-semibold file:text-foreground',
            'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
            'aria-invalid:border-2 aria-invalid:border-destructive',
          )}
        />
      </FormField>
      {photo ? (
        <div className="flex items-center gap-3 rounded-md border border-border p-2">
          <img
            src={photo.previewUrl}
            alt="Preview of the chosen photo"
            width={64}
            height={64}
            className="size-16 shrink-0 rounded object-cover"
          />
          <div className="min-w-0 flex-1 text-sm">
            <p className="truncate font-medium">{photo.file.name}</p>
            <p className="text-muted-foreground tabular">{megabytes(photo.file.size)}</p>
          </div>
          <Button variant="outline" size="sm" onClick={remove}>
            <Trash2 aria-hidden="true" />
            Remove photo
          </Button>
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
