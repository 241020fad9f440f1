import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Send } from 'lucide-react';
import {
  CONDITION_LABELS,
  DEVICE_BRANDS,
  PARISHES,
  QUOTE_PROMISE,
  URGENCY_LABELS,
  CHASSIS_TYPED_MAX,
  VEHICLE_YEAR_MIN,
  vehicleYearMax,
} from '@shared/constants';
import type { PartRequestCreated, PartRequestInput } from '@shared/schemas/part-requests';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Radio, RadioGroup } from '@web/components/ui/radio-group';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { UpdatesChoice } from '@web/components/updates-choice';
import { getErrorStatus, getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useUser } from '@web/lib/auth';
import { applyServerIssues, getServerIssues } from '@web/lib/form-errors';
import { cn } from '@web/lib/utils';
import { useCreatePartRequest } from '../../api/create-part-request';
import { useCategories } from '@web/lib/categories';
import {
  PART_REQUEST_FIELDS,
  partRequestDefaults,
  partRequestResolver,
  URGENCY_CHOICES,
} from './form-values';
import type { PartRequestFormText } from './form-text';
import { PhotoField, useChosenPhoto } from './photo-field';
import { RequestSubmittedPanel } from './request-submitted-panel';

/** The three condition choices of docs/product.md §9, in the order a customer thinks of them. */
const CONDITION_CHOICES = ['new', 'used', 'any'] as const;

const PART_TYPE_CHOICES = [
  { value: 'auto', label: 'Auto part' },
  { value: 'phone', label: 'Phone part' },
] as const;

function brandLabel(brand: (typeof DEVICE_BRANDS)[number]): string {
  return brand === 'other' ? 'Other' : brand;
}

const YEARS = Array.from({ length: vehicleYearMax() - VEHICLE_YEAR_MIN + 1 }, (_, i) => vehicleYearMax() - i);

const SUBMIT_FAILED = 'Failed to submit request. Please try again.';

/**
 * The one part request form (docs/choices.md #15), used on /request and in the dashboard's New Request tab.
 * Validated by the shared PartRequestInputSchema; a signed-in customer's name and e-mail are filled in.
 * After a successful submit the form resets and the request number shows at once.
 */
export function PartRequestForm({
  initialValues,
  panelHeadingLevel = 'h3',
  className,
}: {
  /** Values to start from (e.g. a catalogue part being requested, docs/choices.md #10). */
  initialValues?: Partial<PartRequestFormText>;
  /** The success panel's heading level, one below the heading the form sits under. */
  panelHeadingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}) {
  const { user, error: userError } = useUser();
  const categories = useCategories();
  const create = useCreatePartRequest();
  const photo = useChosenPhoto();
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<PartRequestCreated | null>(null);

  const form = useForm<PartRequestFormText, unknown, PartRequestInput>({
    resolver: partRequestResolver,
    defaultValues: partRequestDefaults(user, initialValues),
    // focusFirstInvalid does this in page order instead.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const { register } = form;
  const [partType, deviceBrand] = useWatch({ control: form.control, name: ['partType', 'deviceBrand'] });

  // docs/product.md §2: a failed current-user check leaves the form working; it is only logged.
  useEffect(() => {
    if (userError) console.warn('User not authenticated', userError);
  }, [userError]);

  // The user may arrive after the form: fill in their name and e-mail unless the fields were typed in.
  useEffect(() => {
    if (!user) return;
    const filled = partRequestDefaults(user);
    for (const field of ['customerName', 'customerEmail'] as const) {
      if (!form.getFieldState(field).isDirty && !form.getValues(field)) form.setValue(field, filled[field]);
    }
  }, [user, form]);

  const submit = (formElement: HTMLFormElement) => (request: PartRequestInput) => {
    setFormError(null);
    create.mutate(
      { request, photo: photo.photo?.file },
      {
        onSuccess: (result) => {
          // The panel that replaces the form is the one announcement of success (its heading takes the focus).
          // docs/product.md §4: back to the defaults (a prefilled part is not requested twice), the user's details kept.
          form.reset(partRequestDefaults(user));
          photo.setPhoto(null);
          photo.setError(null);
          setCreated(result);
        },
        onError: (error) => {
          const message = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : (getServerMessage(error) ?? SUBMIT_FAILED);
          applyServerIssues(error, form.setError, PART_REQUEST_FIELDS);
          const issues = getServerIssues(error);
          const photoIssue = issues.find((issue) => issue.path === 'photo');
          if (photoIssue) photo.setError(photoIssue.message);
          else if (getErrorStatus(error) === 413) photo.setError(message); // the photo (or files) over the limit
          setFormError(message);
          toast({ variant: 'destructive', title: 'Error', description: message });
          if (issues.length > 0) focusFirstInvalid(formElement, issues.map((issue) => issue.path));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    const onInvalid = (invalid: FieldErrors<PartRequestFormText>) => focusFirstInvalid(formElement, Object.keys(invalid));
    void form.handleSubmit(submit(formElement), onInvalid)(event);
  };

  // The form comes back (already reset): put the cursor in its first field, not at the top of the page.
  const startAnother = () => {
    setCreated(null);
    requestAnimationFrame(() => form.setFocus('customerName'));
  };

  if (created) {
    return (
      <div className={className}>
        <RequestSubmittedPanel created={created} headingLevel={panelHeadingLevel} onNewRequest={startAnother} />
      </div>
    );
  }

  const categoryOptions = (categories.data ?? []).filter((category) => category.type === partType);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Submit Part Request"
      className={cn('flex flex-col gap-6', className)}
    >
      {formError ? <FormAlert>{formError}</FormAlert> : null}

      <Section legend="Your details">
        <FormField label="Full name" error={errors.customerName?.message}>
          <Input autoComplete="name" {...register('customerName')} />
        </FormField>
        <FormField label="Email" error={errors.customerEmail?.message} hint="We'll send your quote here.">
          <Input type="email" autoComplete="email" inputMode="email" {...register('customerEmail')} />
        </FormField>
        <FormField label="Phone (optional)" error={errors.customerPhone?.message} hint="For example +1-876-123-4567">
          <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="+1-876-123-4567" {...register('customerPhone')} />
        </FormField>
        <FormField label="Parish" error={errors.parish?.message}>
          <NativeSelect autoComplete="address-level1" {...register('parish')}>
            <option value="">Choose your parish</option>
            {PARISHES.map((parish) => (
              <option key={parish} value={parish}>
                {parish}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Delivery address"
          error={errors.customerAddress?.message}
          hint="Street, district and town in Jamaica."
          className="md:col-span-2"
        >
          <Textarea rows={2} autoComplete="street-address" {...register('customerAddress')} />
        </FormField>
        <UpdatesChoice field={register('updates')} error={errors.updates?.message} className="md:col-span-2" />
      </Section>

      <Section legend="The part you need">
        <div className="md:col-span-2">
          <RadioGroup legend="Part type" className="grid-cols-2 sm:max-w-sm">
            {PART_TYPE_CHOICES.map((choice) => (
              <Radio
                key={choice.value}
                label={choice.label}
                value={choice.value}
                {...register('partType', {
                  // Categories belong to one part type: a category of the other type would be wrong.
                  onChange: () => form.setValue('categoryId', ''),
                })}
              />
            ))}
          </RadioGroup>
          {errors.partType?.message ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.partType.message}
            </p>
          ) : null}
        </div>
        <FormField
          label="Category"
          error={errors.categoryId?.message}
          hint={categories.isError ? "We couldn't load the categories: leave Any category and describe the part." : undefined}
        >
          <NativeSelect {...register('categoryId')}>
            <option value="">Any category</option>
            {categoryOptions.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Part name"
          error={errors.partName?.message}
          hint={partType === 'phone' ? 'For example: screen, battery, charging port.' : 'For example: front brake pads, alternator.'}
        >
          <Input autoComplete="off" {...register('partName')} />
        </FormField>
        <FormField
          label="Description"
          error={errors.description?.message}
          hint="Part number, side (left or right), colour, engine size: anything that helps us find the right part."
          className="md:col-span-2"
        >
          <Textarea rows={4} {...register('description')} />
        </FormField>
        <FormField label="Condition" error={errors.condition?.message}>
          <NativeSelect {...register('condition')}>
            {CONDITION_CHOICES.map((condition) => (
              <option key={condition} value={condition}>
                {CONDITION_LABELS[condition]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Urgency" error={errors.urgency?.message}>
          <NativeSelect {...register('urgency')}>
            {URGENCY_CHOICES.map((urgency) => (
              <option key={urgency} value={urgency}>
                {URGENCY_LABELS[urgency]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Max budget in US$ (optional)"
          error={errors.maxBudget?.message}
          hint="The most you'd pay for the part itself, before shipping. For example 45.00"
        >
          <Input inputMode="decimal" autoComplete="off" {...register('maxBudget')} />
        </FormField>
      </Section>

      {partType === 'phone' ? (
        <Section legend="Your device" description="Tell us the phone or tablet the part is for.">
          <FormField label="Device brand" error={errors.deviceBrand?.message}>
            <NativeSelect {...register('deviceBrand')}>
              <option value="">Choose the brand</option>
              {DEVICE_BRANDS.map((brand) => (
                <option key={brand} value={brand}>
                  {brandLabel(brand)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {deviceBrand === 'other' ? (
            <FormField label="Brand name" error={errors.deviceBrandOther?.message}>
              <Input autoComplete="off" {...register('deviceBrandOther')} />
            </FormField>
          ) : null}
          <FormField label="Device model" error={errors.deviceModel?.message} hint="For example: Galaxy A54, iPhone 13.">
            <Input autoComplete="off" {...register('deviceModel')} />
          </FormField>
        </Section>
      ) : (
        <Section legend="Your vehicle" description="Year, make and model help us find a part that fits; the chassis code makes sure of it.">
          <FormField label="Make" error={errors.vehicleMake?.message} hint="For example: Toyota.">
            <Input autoComplete="off" {...register('vehicleMake')} />
          </FormField>
          <FormField label="Model" error={errors.vehicleModel?.message} hint="For example: Corolla.">
            <Input autoComplete="off" {...register('vehicleModel')} />
          </FormField>
          <FormField label="Year" error={errors.vehicleYear?.message}>
            <NativeSelect {...register('vehicleYear')}>
              <option value="">Choose the year</option>
              {YEARS.map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            label="Chassis code or VIN (optional)"
            error={errors.vehicleChassis?.message}
            hint="On your registration or the plate under the bonnet, for example NZE141 or DBA-NZE161."
          >
            <Input autoComplete="off" autoCapitalize="characters" maxLength={CHASSIS_TYPED_MAX} {...register('vehicleChassis')} />
          </FormField>
        </Section>
      )}

      <PhotoField
        photo={photo.photo}
        error={photo.error ?? undefined}
        onChange={photo.setPhoto}
        onError={photo.setError}
      />

      <div className="flex flex-col gap-3 border-t border-border pt-5 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-muted-foreground">
          We&apos;ll review your request and e-mail your quote within {QUOTE_PROMISE}. Nothing is charged now.
        </p>
        <Button type="submit" size="lg" disabled={create.isPending} className="w-full md:w-auto">
          <Send aria-hidden="true" />
          {create.isPending ? 'Submitting...' : 'Submit Request'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Focuses the first field in page order whose name is among `names`. react-hook-form's own focus follows
 * registration order, which no longer matches the page once the vehicle and device fields have swapped.
 */
function focusFirstInvalid(formElement: HTMLFormElement, names: readonly string[]) {
  const elements = Array.from(formElement.elements) as HTMLInputElement[];
  elements.find((element) => names.includes(element.name))?.focus();
}

/** A titled group of fields: one column on phones, two from 768 px. */
function Section({ legend, description, children }: { legend: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4">
      <legend className="mb-1 text-lg font-bold">{legend}</legend>
      {description ? <p className="-mt-2 text-sm text-muted-foreground">{description}</p> : null}
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}
