import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Star, Trash2 } from 'lucide-react';
import { PART_CONDITIONS } from '@shared/catalogue';
import {
  PRODUCT_MAX_IMAGES,
  PRODUCT_PLACEHOLDER_IMAGE,
  ProductInputSchema,
  type AdminProduct,
  type ProductFormValues,
  type ProductInput,
} from '@shared/schemas/admin-shop';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { DialogFormActions } from '@web/components/ui/dialog-form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useCategories } from '@web/lib/categories';
import { applyServerIssues } from '@web/lib/form-errors';
import { useStoreInfo } from '@web/lib/store-info';
import { useSaveProduct } from '../../api/admin-save-product';
import { CONDITION_NAMES } from '../product-labels';
import { toastFailure } from './admin-toasts';
import { ImageSourceButtons } from './image-source-buttons';
import { useUnsavedUploads } from './use-unsaved-uploads';

const FIELDS = [
  'sku',
  'name',
  'description',
  'categoryId',
  'brand',
  'model',
  'price',
  'originalPrice',
  'stockCount',
  'compatibility',
  'condition',
  'location',
  'sellerName',
  'sellerPhone',
  'sellerAddress',
  'imageUrl',
  'images',
] as const;

/** The product form in a dialog: a new product (no `product`) or an edit. */
export function ProductFormDialog({
  product,
  open,
  onOpenChange,
}: {
  product: AdminProduct | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{product ? `Edit ${product.name}` : 'Add product'}</DialogTitle>
            <DialogDescription>
              Name, brand and price are required. Prices are in Jamaican dollars (J$). Fields marked optional can stay empty.
            </DialogDescription>
          </DialogHeader>
          <ProductForm key={product?.id ?? 'new'} product={product} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type FormValues = ProductFormValues;

function ProductForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const save = useSaveProduct();
  const { store } = useStoreInfo();
  const categories = useCategories();
  const phoneCategories = (categories.data ?? []).filter((c) => c.type === 'phone');
  const autoCategories = (categories.data ?? []).filter((c) => c.type === 'auto');

  const form = useForm<FormValues, unknown, ProductInput>({
    resolver: zodResolver(ProductInputSchema),
    // docs/product.md §3's defaults for a new product: Phone Parts, new, Kingston, stock count 0, the shop as seller.
    defaultValues: product
      ? {
          sku: product.sku,
          name: product.name,
          description: product.description,
          categoryId: String(product.categoryId),
          brand: product.brand,
          model: product.model,
          price: String(product.price),
          originalPrice: product.originalPrice === null ? '' : String(product.originalPrice),
          stockCount: String(product.stockCount),
          compatibility: product.compatibility.join(', '),
          condition: product.condition,
          location: product.location,
          sellerName: product.sellerName,
          sellerPhone: product.sellerPhone,
          sellerAddress: product.sellerAddress,
          imageUrl: product.imageUrl,
          images: product.images,
        }
      : {
          sku: '',
          name: '',
          description: '',
          categoryId: '',
          brand: '',
          model: '',
          price: '',
          originalPrice: '',
          stockCount: '0',
          compatibility: '',
          condition: 'new',
          location: 'Kingston',
          sellerName: store.name,
          sellerPhone: store.phone,
          sellerAddress: store.address,
          imageUrl: PRODUCT_PLACEHOLDER_IMAGE,
          images: [],
        },
  });
  const { errors } = form.formState;
  const images = (useWatch({ control: form.control, name: 'images' }) as string[] | undefined) ?? [];
  const imageUrl = (useWatch({ control: form.control, name: 'imageUrl' }) as string | undefined) ?? PRODUCT_PLACEHOLDER_IMAGE;

  // The category select starts on the first phone category once the list arrives (docs/product.md §3: Phone Parts).
  const categoryValue = useWatch({ control: form.control, name: 'categoryId' });
  const firstPhoneCategory = phoneCategories[0]?.id;
  useEffect(() => {
    if (!product && categoryValue === '' && firstPhoneCategory !== undefined) form.setValue('categoryId', String(firstPhoneCategory));
  }, [product, categoryValue, firstPhoneCategory, form]);

  const setPhotos = (next: string[], main?: string) => {
    const list = [...new Set(next)].slice(0, PRODUCT_MAX_IMAGES);
    form.setValue('images', list, { shouldDirty: true });
    const currentMain = main ?? imageUrl;
    // The main picture is one of the photos, or the placeholder when there are none.
    const nextMain = list.includes(currentMain) ? currentMain : (list[0] ?? PRODUCT_PLACEHOLDER_IMAGE);
    form.setValue('imageUrl', nextMain, { shouldDirty: true });
  };
  // A cancelled form takes back the photos it uploaded (use-unsaved-uploads.ts says why this way).
  const ownUploads = useUnsavedUploads();

  const addPhotos = (urls: string[]) => {
    const mainIsPlaceholder = !images.includes(imageUrl);
    setPhotos([...images, ...urls], mainIsPlaceholder ? urls[0] : undefined);
  };

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(
      { id: product?.id, input: values },
      {
        onSuccess: () => {
          ownUploads.saved(values.images);
          toast({ title: product ? 'Product updated successfully' : 'Product created successfully' });
          onDone();
        },
        onError: (error) => {
          applyServerIssues(error, form.setError, FIELDS);
          toastFailure(error, 'Failed to save product');
        },
      },
    );
  });

  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message as string | undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={product ? `Edit ${product.name}` : 'New product'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={err('name')} className="sm:col-span-2">
          <Input {...form.register('name')} autoComplete="off" maxLength={160} required />
        </FormField>
        <FormField label="Brand" error={err('brand')}>
          <Input {...form.register('brand')} autoComplete="off" maxLength={60} required />
        </FormField>
        <FormField label="Model (optional)" error={err('model')}>
          <Input {...form.register('model')} autoComplete="off" maxLength={80} />
        </FormField>
        <FormField label="Category" error={err('categoryId')}>
          <NativeSelect {...form.register('categoryId')}>
            <option value="" disabled>
              {categories.isPending ? 'Loading categories...' : 'Choose a category'}
            </option>
            <optgroup label="Phone Parts">
              {phoneCategories.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Auto Parts">
              {autoCategories.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          </NativeSelect>
        </FormField>
        <FormField label="Condition" error={err('condition')}>
          <NativeSelect {...form.register('condition')}>
            {PART_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {CONDITION_NAMES[c]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Price (J$)" error={err('price')}>
          <Input {...form.register('price')} type="number" inputMode="decimal" step="0.01" min="0.01" required className="tabular" />
        </FormField>
        <FormField label="Original price (J$, optional)" hint="A higher 'was' price, shown struck through." error={err('originalPrice')}>
          <Input {...form.register('originalPrice')} type="number" inputMode="decimal" step="0.01" min="0.01" className="tabular" />
        </FormField>
        <FormField label="Stock count" hint="0 shows the product as Out of Stock in the shop." error={err('stockCount')}>
          <Input {...form.register('stockCount')} type="number" inputMode="numeric" step="1" min="0" className="tabular" />
        </FormField>
        <FormField label="SKU (optional)" hint={product ? 'Leave empty to keep the current one.' : 'Leave empty and we make one up.'} error={err('sku')}>
          <Input {...form.register('sku')} autoComplete="off" maxLength={40} className="uppercase" />
        </FormField>
        <FormField label="Compatible models (optional)" hint="Separate models with commas, e.g. Galaxy A14, Galaxy A14 5G." error={err('compatibility')} className="sm:col-span-2">
          <Input {...form.register('compatibility')} autoComplete="off" />
        </FormField>
        <FormField label="Description (optional)" error={err('description')} className="sm:col-span-2">
          <Textarea rows={3} {...form.register('description')} maxLength={2000} />
        </FormField>
      </div>

      <fieldset className="grid gap-3 rounded-md border border-border p-4">
        <legend className="px-1 font-semibold">Photos</legend>
        <p className="text-sm text-muted-foreground">
          Up to {PRODUCT_MAX_IMAGES} photos. The main photo shows on the shop&apos;s card; without photos the shop shows our placeholder.
        </p>
        {images.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Product photos">
            {images.map((url, i) => {
              const main = url === imageUrl;
              return (
                <li key={url} className="grid gap-1 rounded-md border border-border p-2" data-testid="product-photo">
                  <img src={url} alt={`Photo ${i + 1}${main ? ' (main)' : ''}`} width={160} height={120} className="aspect-[4/3] w-full rounded bg-muted object-contain" />
                  {main ? (
                    <p className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary">
                      <Star className="size-4" aria-hidden="true" /> Main photo
                    </p>
                  ) : (
                    <Button variant="ghost" size="sm" onClick={() => form.setValue('imageUrl', url, { shouldDirty: true })}>
                      Make photo {i + 1} main
                    </Button>
                  )}
                  <Button variant="ghost" size="sm" onClick={() => setPhotos(images.filter((u) => u !== url))}>
                    <Trash2 aria-hidden="true" />
                    Remove photo {i + 1}
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm">No photos yet.</p>
        )}
        {err('images') || err('imageUrl') ? <p className="text-sm font-medium text-destructive">{err('images') ?? err('imageUrl')}</p> : null}
        <ImageSourceButtons
          multiple
          uploadLabel="Upload photos"
          failureTitle="Failed to upload photos"
          successMessage={(count) => `${count} photo(s) uploaded successfully`}
          onUploaded={(urls, added) => {
            ownUploads.added(added);
            addPhotos(urls);
          }}
          onPicked={(url) => addPhotos([url])}
        />
      </fieldset>

      <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold">Where it is and who sells it</legend>
        <FormField label="Location" error={err('location')}>
          <Input {...form.register('location')} autoComplete="off" maxLength={80} />
        </FormField>
        <FormField label="Seller name" error={err('sellerName')}>
          <Input {...form.register('sellerName')} autoComplete="off" maxLength={120} />
        </FormField>
        <FormField label="Seller phone" error={err('sellerPhone')}>
          <Input {...form.register('sellerPhone')} type="tel" autoComplete="off" maxLength={40} />
        </FormField>
        <FormField label="Seller address" error={err('sellerAddress')}>
          <Input {...form.register('sellerAddress')} autoComplete="off" maxLength={200} />
        </FormField>
      </fieldset>

      <DialogFormActions pending={save.isPending} className="sticky bottom-0 -mx-5 border-t border-border bg-popover px-5 pt-3 sm:-mx-6 sm:px-6">
        {save.isPending ? 'Saving...' : product ? 'Save changes' : 'Add product'}
      </DialogFormActions>
    </form>
  );
}
