import { useState } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MARKETPLACES, PART_CONDITIONS } from '@shared/catalogue';
import { CataloguePartInputSchema, type CatalogueAdminPart, type CataloguePartValues } from '@shared/schemas/admin-catalogue';
import { FormAlert } from '@web/components/form-alert';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useCategories } from '@web/lib/categories';
import { getServerIssues } from '@web/lib/form-errors';
import { useSavePart } from '../../api/admin-save-part';
import { usePartSuppliers } from '../../api/admin-get-suppliers';
import { CONDITION_NAMES, MARKETPLACE_NAMES } from '../part-labels';
import type { Marketplace } from '../search-state';
import { toastCatalogueError } from './catalogue-toasts';
import { FitmentFields } from './fitment-fields';
import type { PartFormApi } from './part-form-api';
import { placeIssues } from './part-form-issues';
import { NEW_PART_VALUES, partFormValues, type PartFormValues } from './part-form-values';
import { PartPhotosField } from './part-photos-field';

/** The marketplaces whose parts are bought from a listing, with what its link looks like. */
const LISTING_PLACEHOLDERS: Partial<Record<Marketplace, string>> = { ebay: 'https://www.ebay.com/itm/…', amazon: 'https://www.amazon.com/dp/…' };

/**
 * The shared schema as the form's resolver. It reads `unknown` for each field it tidies first (amounts,
 * ids, number lists), so zod types its input loosely; the form's own text values are what it reads.
 */
const partResolver = zodResolver(CataloguePartInputSchema) as Resolver<PartFormValues, unknown, CataloguePartValues>;

/**
 * The whole part on one page (a PUT replaces it): what it is, its price and where staff buy it, its
 * photos, what it fits, and a note for the history. The shared schema checks it here as the server does;
 * what only the server knows (a model's years, a taken SKU) comes back as issues shown at their fields.
 */
export function PartForm({
  part,
  listHref,
  onSaved,
}: {
  part: CatalogueAdminPart | null;
  /** Where Cancel goes: the list as it was left (its search and filters). */
  listHref: string;
  onSaved?: (saved: CatalogueAdminPart) => void;
}) {
  const save = useSavePart();
  const form: PartFormApi = useForm<PartFormValues, unknown, CataloguePartValues>({
    resolver: partResolver,
    defaultValues: part ? partFormValues(part.values) : NEW_PART_VALUES,
  });
  const [unplaced, setUnplaced] = useState<string[]>([]);
  // Bumped by each save: the vehicle rows are drawn afresh from the saved part (the server sorts them).
  const [saves, setSaves] = useState(0);

  const onSubmit = form.handleSubmit((input) => {
    setUnplaced([]);
    save.mutate(
      { id: part?.id, input },
      {
        onSuccess: (saved) => {
          toast(
            !part
              ? { title: 'Part added', description: 'Customers can find it in search now.' }
              : { title: 'Changes saved', description: part.retiredAt ? 'The part stays retired until you restore it.' : 'Search shows them now.' },
          );
          form.reset(partFormValues(saved.values));
          setSaves((n) => n + 1);
          onSaved?.(saved);
        },
        onError: (error) => {
          const issues = placeIssues(getServerIssues(error), form.getValues('fitments').length);
          issues.placed.forEach(({ field, message }, i) => form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 }));
          setUnplaced(issues.unplaced);
          toastCatalogueError(error, 'Could not save the part');
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid min-w-0 gap-6" aria-label={part ? `Edit ${part.values.title}` : 'New part'}>
      <AboutFields form={form} />
      <PriceAndSourceFields form={form} />
      <PartPhotosField form={form} />
      <FitmentFields key={saves} form={form} />

      <FormField
        label="What changed, for the history (optional)"
        hint="Kept in the part's history with your name and the time, e.g. “Supplier dropped the price”."
        error={form.formState.errors.note?.message}
      >
        <Input {...form.register('note')} autoComplete="off" maxLength={300} />
      </FormField>

      {unplaced.length > 0 ? (
        <FormAlert>
          <p className="font-semibold">The part was not saved:</p>
          <ul className="list-disc pl-5">
            {unplaced.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </FormAlert>
      ) : null}

      {/* On a phone the button stays at thumb reach at the foot of the screen (DESIGN.md). */}
      <div className="sticky bottom-0 z-10 -mx-4 flex gap-3 border-t border-border bg-background px-4 py-3 sm:static sm:mx-0 sm:justify-end sm:border-0 sm:p-0">
        <Link to={listHref} className={buttonVariants({ variant: 'outline' })}>
          Cancel
        </Link>
        <Button type="submit" disabled={save.isPending} className="flex-1 sm:flex-none">
          {save.isPending ? 'Saving...' : part ? 'Save changes' : 'Add part'}
        </Button>
      </div>
    </form>
  );
}

/** What the part is: its names and numbers, kind and condition. */
function AboutFields({ form }: { form: PartFormApi }) {
  const { errors } = form.formState;
  const categories = useCategories();
  const auto = (categories.data ?? []).filter((c) => c.type === 'auto');
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  return (
    <fieldset className="grid items-start gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold">The part</legend>
      <FormField label="Title" hint="What customers search for: the part, its position and the vehicle, e.g. Front Brake Rotor for Toyota Axio." error={errors.title?.message} className="sm:col-span-2">
        <Input {...form.register('title')} autoComplete="off" maxLength={160} required />
      </FormField>
      <FormField label="Brand" error={errors.brand?.message}>
        <Input {...form.register('brand')} autoComplete="off" maxLength={60} required />
      </FormField>
      <FormField label="Condition" hint="Brake pads and shoes, fluids, filters, spark plugs, wiper blades and belts are sold new only." error={errors.condition?.message}>
        <NativeSelect {...form.register('condition')}>
          <SelectOptions values={PART_CONDITIONS} labels={CONDITION_NAMES} />
        </NativeSelect>
      </FormField>
      <FormField label="Category" error={errors.categoryId?.message}>
        {/* Controlled, as the supplier is: the saved choice shows once the list arrives. */}
        <NativeSelect {...form.register('categoryId')} value={categoryId}>
          <option value="" disabled>
            {categories.isPending ? 'Loading categories...' : categories.isError ? 'Could not load the categories' : 'Choose a category'}
          </option>
          {auto.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Part number" hint="As the maker prints it, e.g. 0 986 494 123." error={errors.partNumber?.message}>
        <Input {...form.register('partNumber')} autoComplete="off" maxLength={40} required className="tabular" />
      </FormField>
      <FormField label="OEM numbers (optional)" hint="The vehicle maker's numbers, with commas or one a line." error={errors.oemNumbers?.message}>
        <Textarea {...form.register('oemNumbers')} rows={2} className="tabular" />
      </FormField>
      <FormField label="Interchange numbers (optional)" hint="Other makers' numbers this part replaces, with commas or one a line." error={errors.interchangeNumbers?.message}>
        <Textarea {...form.register('interchangeNumbers')} rows={2} className="tabular" />
      </FormField>
      <FormField label="Description (optional)" error={errors.description?.message} className="sm:col-span-2">
        <Textarea {...form.register('description')} rows={4} maxLength={4000} />
      </FormField>
    </fieldset>
  );
}

/**
 * What it costs in US$ and where staff buy it. Amounts are text boxes with a decimal keypad, not number
 * boxes: a number box hands over '' for "12,5" or "abc", and the schema's own message would be lost.
 */
function PriceAndSourceFields({ form }: { form: PartFormApi }) {
  const { errors } = form.formState;
  const marketplace = useWatch({ control: form.control, name: 'marketplace' });
  const listingPlaceholder = LISTING_PLACEHOLDERS[marketplace];
  const supplierId = useWatch({ control: form.control, name: 'supplierId' });
  const suppliers = usePartSuppliers();
  // Suppliers of phone parts only are not offered, unless the part already names one.
  const offered = (suppliers.data?.suppliers ?? []).filter((s) => s.partType !== 'phone' || String(s.id) === supplierId);
  const money = { autoComplete: 'off', inputMode: 'decimal', className: 'tabular' } as const;

  return (
    <fieldset className="grid items-start gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold">Price and where we buy it</legend>
      <FormField label="Price (US$)" hint="The seller's price. Customers also see it in J$, delivered." error={errors.price?.message}>
        <Input {...form.register('price')} {...money} required />
      </FormField>
      <FormField label="Original price (US$, optional)" hint="A higher 'was' price, shown struck through." error={errors.originalPrice?.message}>
        <Input {...form.register('originalPrice')} {...money} />
      </FormField>
      <FormField label="Sold on" error={errors.marketplace?.message}>
        <NativeSelect
          {...form.register('marketplace', {
            // Only eBay and Amazon parts have a listing: a link left from one would be checked without being seen.
            onChange: (event: { target: { value: string } }) => {
              if (LISTING_PLACEHOLDERS[event.target.value as Marketplace] === undefined) form.setValue('listingUrl', '');
            },
          })}
        >
          <SelectOptions values={MARKETPLACES} labels={MARKETPLACE_NAMES} />
        </NativeSelect>
      </FormField>
      {listingPlaceholder === undefined ? (
        <p className="self-end text-sm text-muted-foreground sm:pb-3">
          {marketplace === 'local' ? 'Sold from our Kingston shop: no listing link needed.' : 'No listing link needed: choose the supplier it is bought from.'}
        </p>
      ) : (
        <FormField label={`${MARKETPLACE_NAMES[marketplace]} listing link`} error={errors.listingUrl?.message}>
          <Input {...form.register('listingUrl')} type="url" inputMode="url" autoComplete="off" maxLength={500} placeholder={listingPlaceholder} />
        </FormField>
      )}
      <FormField label="Supplier (optional)" error={errors.supplierId?.message}>
        <NativeSelect {...form.register('supplierId')} value={supplierId}>
          <option value="">{suppliers.isPending ? 'Loading suppliers...' : suppliers.isError ? 'Could not load the suppliers' : 'No supplier'}</option>
          {offered.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="SKU (optional)" hint="The supplier's own code. One part per SKU at each supplier." error={errors.sku?.message}>
        <Input {...form.register('sku')} autoComplete="off" maxLength={60} />
      </FormField>
      <FormField label="US shipping (US$)" hint="What the seller charges to ship it inside the US; 0 when it ships free." error={errors.usShipping?.message}>
        <Input {...form.register('usShipping')} {...money} />
      </FormField>
      <FormField label="Weight (lb, optional)" hint="Needed for the delivered price in J$." error={errors.weightLb?.message}>
        <Input {...form.register('weightLb')} {...money} />
      </FormField>
      <FormField label="Shipping days" hint="Customers read it as “Ships in 7-14 days”." error={errors.shippingDays?.message}>
        <Input {...form.register('shippingDays')} autoComplete="off" maxLength={30} />
      </FormField>
      <div className="self-end">
        <Checkbox {...form.register('inStock')} label="In stock: customers can order it" />
      </div>
    </fieldset>
  );
}
