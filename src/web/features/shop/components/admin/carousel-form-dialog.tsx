import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BANNER_PLACEHOLDER_IMAGE, CarouselInputSchema, type CarouselFormValues, type CarouselInput } from '@shared/schemas/admin-shop';
import type { CarouselItem } from '@shared/schemas/shop';
import { PromoSlide } from '@web/components/promo-slide';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { DialogFormActions } from '@web/components/ui/dialog-form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { applyServerIssues } from '@web/lib/form-errors';
import { useSaveCarouselItem } from '../../api/admin-save-carousel-item';
import { toastFailure } from './admin-toasts';
import { ImageSourceButtons } from './image-source-buttons';
import { useUnsavedUploads } from './use-unsaved-uploads';

const FIELDS = ['title', 'subtitle', 'description', 'imageUrl', 'buttonText', 'buttonLink', 'isActive', 'priority'] as const;

/** Add or edit a /shop banner, with a live preview drawn by the shop's own slide. */
export function CarouselFormDialog({
  item,
  open,
  onOpenChange,
}: {
  item: CarouselItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent className="max-w-4xl">
          <DialogHeader>
            <DialogTitle>{item ? `Edit banner: ${item.title}` : 'Add banner'}</DialogTitle>
            <DialogDescription>Only the title is required. The preview shows the banner as customers see it on /shop.</DialogDescription>
          </DialogHeader>
          <CarouselForm key={item?.id ?? 'new'} item={item} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CarouselForm({ item, onDone }: { item: CarouselItem | null; onDone: () => void }) {
  const save = useSaveCarouselItem();
  // A cancelled form takes back the image it uploaded, and so does a saved one for an image it replaced.
  const ownUploads = useUnsavedUploads();
  const form = useForm<CarouselFormValues, unknown, CarouselInput>({
    resolver: zodResolver(CarouselInputSchema),
    // docs/product.md §3: active by default, priority 0 (shows first), the placeholder image.
    defaultValues: {
      title: item?.title ?? '',
      subtitle: item?.subtitle ?? '',
      description: item?.description ?? '',
      imageUrl: item?.imageUrl ?? BANNER_PLACEHOLDER_IMAGE,
      buttonText: item?.buttonText ?? '',
      buttonLink: item?.buttonLink ?? '',
      isActive: item?.isActive ?? true,
      priority: String(item?.priority ?? 0),
    },
  });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control });
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const imageUrl = text(watched.imageUrl) || BANNER_PLACEHOLDER_IMAGE;
  const preview = {
    title: text(watched.title) || 'Your banner title',
    subtitle: text(watched.subtitle),
    description: text(watched.description),
    imageUrl,
    buttonText: text(watched.buttonText),
    buttonLink: text(watched.buttonLink),
  };

  const setImage = (url: string) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true });

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(
      { id: item?.id, input: values },
      {
        onSuccess: (saved) => {
          ownUploads.saved([saved.imageUrl]);
          toast({ title: item ? 'Carousel item updated' : 'Carousel item added', description: saved.isActive ? 'It shows on /shop now.' : 'It is inactive: /shop does not show it.' });
          onDone();
        },
        onError: (error) => {
          applyServerIssues(error, form.setError, FIELDS);
          toastFailure(error, 'Failed to save carousel item');
        },
      },
    );
  });

  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message as string | undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form onSubmit={onSubmit} noValidate className="grid content-start gap-4" aria-label={item ? `Edit banner ${item.title}` : 'New banner'}>
        <FormField label="Title" error={err('title')}>
          <Input {...form.register('title')} autoComplete="off" maxLength={120} required />
        </FormField>
        <FormField label="Subtitle (optional)" error={err('subtitle')}>
          <Input {...form.register('subtitle')} autoComplete="off" maxLength={120} />
        </FormField>
        <FormField label="Description (optional)" error={err('description')}>
          <Textarea rows={2} {...form.register('description')} maxLength={400} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Button text (optional)" error={err('buttonText')}>
            <Input {...form.register('buttonText')} autoComplete="off" maxLength={40} />
          </FormField>
          <FormField label="Button link" hint="A shop page such as /shop, or https://…" error={err('buttonLink')}>
            <Input {...form.register('buttonLink')} autoComplete="off" maxLength={300} />
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Priority" hint="A whole number from 0; lower shows first. Blank counts as 0." error={err('priority')}>
            <Input {...form.register('priority')} type="number" inputMode="numeric" min="0" step="1" className="tabular" />
          </FormField>
          <div className="flex items-end">
            <Checkbox label="Active (shown on /shop)" {...form.register('isActive')} />
          </div>
        </div>
        <fieldset className="grid gap-3 rounded-md border border-border p-4">
          <legend className="px-1 font-semibold">Image</legend>
          <p className="text-sm text-muted-foreground">
            {imageUrl === BANNER_PLACEHOLDER_IMAGE ? 'Using the placeholder image.' : 'Using a chosen image.'} Wide images (2:1) look best.
          </p>
          {err('imageUrl') ? <p className="text-sm font-medium text-destructive">{err('imageUrl')}</p> : null}
          <div className="flex flex-wrap gap-2">
            <ImageSourceButtons
              multiple={false}
              uploadLabel="Upload image"
              failureTitle="Failed to upload image"
              successMessage={() => 'Image uploaded'}
              onUploaded={(urls, added) => {
                ownUploads.added(added);
                if (urls[0]) setImage(urls[0]);
              }}
              onPicked={setImage}
              pickerEmptyQueryMessage="Search query required"
            />
            {imageUrl !== BANNER_PLACEHOLDER_IMAGE ? (
              <Button variant="ghost" onClick={() => setImage(BANNER_PLACEHOLDER_IMAGE)}>
                Use the placeholder
              </Button>
            ) : null}
          </div>
        </fieldset>
        <DialogFormActions pending={save.isPending}>
          {save.isPending ? 'Saving...' : item ? 'Save changes' : 'Add banner'}
        </DialogFormActions>
      </form>
      <section aria-labelledby="banner-preview-heading" className="grid content-start gap-2">
        <h3 id="banner-preview-heading" className="font-semibold">
          Preview
        </h3>
        {/* inert: the preview's button is a picture of the real one, not a way out of the form. */}
        <div inert data-testid="banner-preview">
          <PromoSlide item={preview} eager />
        </div>
      </section>
    </div>
  );
}
