import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SupplierInputSchema, type Supplier, type SupplierInput } from '@shared/schemas/suppliers';
import {
  SUPPLIER_COUNTRIES,
  SUPPLIER_PART_TYPE_LABELS,
  SUPPLIER_PART_TYPES,
  SUPPLIER_RATING_DEFAULT,
  SUPPLIER_RATING_MAX,
  SUPPLIER_RATING_MIN,
  SUPPLIER_LIMITS,
} from '@shared/suppliers';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { DialogFormActions } from '@web/components/ui/dialog-form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { applyServerIssues } from '@web/lib/form-errors';
import { useCreateSupplier, useUpdateSupplier } from '../api/save-supplier';
import { toastSupplierError } from './supplier-helpers';

/**
 * What an input holds for each field of a shape: a checkbox's true or false, a group's own fields, and
 * otherwise the text as typed (lists comma-separated). The shared schema reads it.
 */
type FormText<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends boolean
    ? boolean
    : NonNullable<T[K]> extends readonly unknown[]
      ? string
      : NonNullable<T[K]> extends object
        ? FormText<NonNullable<T[K]>>
        : string;
};
type SupplierFormText = FormText<SupplierInput>;

const FIELDS = [
  'name',
  'website',
  'location',
  'country',
  'partType',
  'specialties',
  'brands',
  'description',
  'contactInfo.email',
  'contactInfo.phone',
  'contactInfo.whatsapp',
  'shippingInfo.shippingMethods',
  'shippingInfo.estimatedDays',
  'paymentMethods',
  'languages',
  'rating',
] as const;

// The form holds the schema's raw input as text; the cast only names that (docs/architecture.md, "One schema per shape").
const resolver = zodResolver(SupplierInputSchema) as unknown as Resolver<SupplierFormText, unknown, SupplierInput>;

function defaultsOf(supplier: Supplier | null, partType: string): SupplierFormText {
  const list = (items: string[] | undefined) => (items ?? []).join(', ');
  return {
    name: supplier?.name ?? '',
    website: supplier?.website ?? '',
    location: supplier?.location ?? '',
    country: supplier?.country ?? '',
    partType: supplier?.partType ?? partType,
    specialties: list(supplier?.specialties),
    brands: list(supplier?.brands),
    description: supplier?.description ?? '',
    contactInfo: {
      email: supplier?.contactInfo.email ?? '',
      phone: supplier?.contactInfo.phone ?? '',
      whatsapp: supplier?.contactInfo.whatsapp ?? '',
    },
    shippingInfo: {
      shipsWorldwide: supplier?.shippingInfo.shipsWorldwide ?? true,
      shippingMethods: list(supplier?.shippingInfo.shippingMethods),
      estimatedDays: supplier?.shippingInfo.estimatedDays ?? '',
    },
    paymentMethods: list(supplier?.paymentMethods),
    languages: list(supplier?.languages),
    rating: (supplier?.rating ?? SUPPLIER_RATING_DEFAULT).toFixed(1),
    verified: supplier?.verified ?? true,
  };
}

const Required = () => (
  <span aria-hidden="true" className="text-destructive">
    {' '}
    *
  </span>
);

/**
 * Add or edit a supplier (docs/product.md §5): name, website and country required; rating 1 to 5 in steps of 0.1;
 * list fields comma-separated. `supplier` null adds a new one.
 */
export function SupplierFormDialog({
  open,
  onOpenChange,
  supplier,
  defaultPartType,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  supplier: Supplier | null;
  defaultPartType: string;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent className="max-w-3xl" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>{supplier ? `Edit ${supplier.name}` : 'Add supplier'}</DialogTitle>
            <DialogDescription>
              Fields marked * are required. Separate list entries with commas, e.g. &quot;Brake pads, Rotors&quot;.
            </DialogDescription>
          </DialogHeader>
          <SupplierForm
            key={supplier?.id ?? 'new'}
            supplier={supplier}
            defaultPartType={defaultPartType}
            onDone={() => onOpenChange(false)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SupplierForm({ supplier, defaultPartType, onDone }: { supplier: Supplier | null; defaultPartType: string; onDone: () => void }) {
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const form = useForm<SupplierFormText, unknown, SupplierInput>({ resolver, defaultValues: defaultsOf(supplier, defaultPartType) });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((input) => {
    const failed = supplier ? 'Failed to update supplier' : 'Failed to add supplier';
    const onError = (error: unknown) => {
      applyServerIssues(error, form.setError, FIELDS);
      toastSupplierError(error, failed);
    };
    if (supplier) {
      update.mutate(
        { name: supplier.name, input },
        { onSuccess: () => (toast({ title: 'Supplier updated successfully' }), onDone()), onError },
      );
    } else {
      create.mutate(input, { onSuccess: () => (toast({ title: 'Supplier added successfully' }), onDone()), onError });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={supplier ? `Edit ${supplier.name}` : 'Add supplier'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={<>Name<Required /></>} error={errors.name?.message}>
          <Input {...form.register('name')} aria-required="true" maxLength={SUPPLIER_LIMITS.name} autoComplete="organization" />
        </FormField>
        <FormField label={<>Website<Required /></>} error={errors.website?.message} hint="e.g. https://parts.example.com">
          <Input {...form.register('website')} aria-required="true" inputMode="url" autoComplete="url" maxLength={SUPPLIER_LIMITS.website} />
        </FormField>
        <FormField label={<>Country<Required /></>} error={errors.country?.message}>
          <NativeSelect {...form.register('country')} aria-required="true">
            <option value="">Choose a country</option>
            <SelectOptions values={SUPPLIER_COUNTRIES} />
          </NativeSelect>
        </FormField>
        <FormField label="City or region" error={errors.location?.message}>
          <Input {...form.register('location')} maxLength={SUPPLIER_LIMITS.location} />
        </FormField>
        <FormField label="Part type" error={errors.partType?.message}>
          <NativeSelect {...form.register('partType')}>
            <SelectOptions values={SUPPLIER_PART_TYPES} labels={SUPPLIER_PART_TYPE_LABELS} />
          </NativeSelect>
        </FormField>
        <FormField label="Rating" error={errors.rating?.message} hint={`${SUPPLIER_RATING_MIN} to ${SUPPLIER_RATING_MAX}, in steps of 0.1`}>
          <Input {...form.register('rating')} type="number" inputMode="decimal" min={SUPPLIER_RATING_MIN} max={SUPPLIER_RATING_MAX} step={0.1} />
        </FormField>
        <FormField label="Specialties" error={errors.specialties?.message}>
          <Input {...form.register('specialties')} placeholder="Brake pads, Rotors" />
        </FormField>
        <FormField label="Brands" error={errors.brands?.message}>
          <Input {...form.register('brands')} placeholder="Toyota, Denso" />
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea {...form.register('description')} rows={3} maxLength={SUPPLIER_LIMITS.description} />
      </FormField>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-base font-bold">Contact</legend>
        <FormField label="E-mail" error={errors.contactInfo?.email?.message}>
          <Input {...form.register('contactInfo.email')} type="email" inputMode="email" autoComplete="off" />
        </FormField>
        <FormField label="Phone" error={errors.contactInfo?.phone?.message}>
          <Input {...form.register('contactInfo.phone')} type="tel" inputMode="tel" autoComplete="off" />
        </FormField>
        <FormField label="WhatsApp" error={errors.contactInfo?.whatsapp?.message}>
          <Input {...form.register('contactInfo.whatsapp')} type="tel" inputMode="tel" autoComplete="off" />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-bold">Shipping and payment</legend>
        <Checkbox label="Ships worldwide" {...form.register('shippingInfo.shipsWorldwide')} className="sm:col-span-2" />
        <FormField label="Shipping methods" error={errors.shippingInfo?.shippingMethods?.message}>
          <Input {...form.register('shippingInfo.shippingMethods')} placeholder="DHL, Sea freight" />
        </FormField>
        <FormField label="Estimated days" error={errors.shippingInfo?.estimatedDays?.message}>
          <Input {...form.register('shippingInfo.estimatedDays')} placeholder="7-14" maxLength={SUPPLIER_LIMITS.estimatedDays} />
        </FormField>
        <FormField label="Payment methods" error={errors.paymentMethods?.message}>
          <Input {...form.register('paymentMethods')} placeholder="Wire transfer, PayPal" />
        </FormField>
        <FormField label="Languages" error={errors.languages?.message}>
          <Input {...form.register('languages')} placeholder="English, Japanese" />
        </FormField>
        <Checkbox label="Verified supplier" {...form.register('verified')} className="sm:col-span-2" />
      </fieldset>

      <DialogFormActions pending={pending}>
        {pending ? 'Saving...' : supplier ? 'Save changes' : 'Add supplier'}
      </DialogFormActions>
    </form>
  );
}
