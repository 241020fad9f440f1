import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DELIVERY_CONFIRM_BUSINESS_DAYS, PICKUP_HOLD_BUSINESS_DAYS } from '@shared/constants';
import { ShopSettingsSchema, type ShopSettings, type ShopSettingsValues } from '@shared/schemas/orders';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { applyServerIssues } from '@web/lib/form-errors';
import { useAdminShopSettings, useSaveShopSettings } from '../../api/admin-shop-settings';

const FIELDS = ['maxUnitsPerOrder', 'maxUnitsPerCustomerPerDay', 'confirmWithinHours', 'staffConfirmAboveJmd'] as const;

/**
 * Staff's caps on units of one item: per order, and per customer (account, e-mail or phone) in 24 hours.
 * They keep one buyer from holding the shelf with pay-later orders; a customer who needs more calls.
 */
export function OrderLimitsCard() {
  const settings = useAdminShopSettings();
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>Order limits</CardTitle>
        <CardDescription>
          The most of one item a customer can order online, and how long an order paid later and not yet confirmed keeps its
          items (the customer confirms from the link we e-mail; a large one you confirm by phone). Unpaid pay-later orders also expire on their own: a pickup not
          collected within {PICKUP_HOLD_BUSINESS_DAYS} business days of being ready (or of being placed, if never marked ready), a
          delivery not confirmed within {DELIVERY_CONFIRM_BUSINESS_DAYS}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div className="grid gap-3 sm:grid-cols-2" aria-busy="true" aria-label="Loading order limits">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : settings.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p>We couldn&apos;t load the order limits. {getServerMessage(settings.error) ?? 'Please check your connection and try again.'}</p>
            <Button variant="outline" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <LimitsForm key={FIELDS.map((f) => settings.data[f]).join('-')} current={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function LimitsForm({ current }: { current: ShopSettings }) {
  const save = useSaveShopSettings();
  const form = useForm<ShopSettingsValues, unknown, ShopSettings>({ resolver: zodResolver(ShopSettingsSchema), defaultValues: current });
  // Read here so this form re-renders when they change (react-hook-form subscribes on read).
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: (saved) =>
        toast({
          title: 'Order limits saved',
          description: `At most ${saved.maxUnitsPerOrder} of an item per order, ${saved.maxUnitsPerCustomerPerDay} per customer a day; ${saved.confirmWithinHours} hours to confirm.`,
        }),
      onError: (error) => {
        applyServerIssues(error, form.setError, FIELDS);
        toast({ variant: 'destructive', title: 'Failed to save order limits', description: isNetworkError(error) ? NETWORK_ERROR_MESSAGE : getServerMessage(error) });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Order limits" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <LimitField form={form} error={errors.maxUnitsPerOrder?.message} name="maxUnitsPerOrder" label="Most of one item per order" hint="1 to 99." min="1" max="99" />
        <LimitField
          form={form}
          name="maxUnitsPerCustomerPerDay"
          error={errors.maxUnitsPerCustomerPerDay?.message}
          label="Most of one item per customer a day"
          hint="Over all their orders of the last 24 hours; at least the cap per order."
          min="1"
        />
        <LimitField
          form={form}
          name="confirmWithinHours"
          error={errors.confirmWithinHours?.message}
          label="Hours to confirm an order paid later"
          hint="1 to 72. Not confirmed by then, it is released and its items go back on sale."
          min="1"
          max="72"
        />
        <LimitField
          form={form}
          name="staffConfirmAboveJmd"
          error={errors.staffConfirmAboveJmd?.message}
          label="Staff confirm orders paid later above (J$)"
          hint="Such an order is confirmed only by staff, by the end of the next business day."
          min="1000"
        />
      </div>
      {save.isError ? <FormAlert>{isNetworkError(save.error) ? NETWORK_ERROR_MESSAGE : (getServerMessage(save.error) ?? 'The limits were not saved.')}</FormAlert> : null}
      <Button type="submit" disabled={save.isPending || !isDirty} className="w-full sm:w-auto sm:justify-self-start">
        {save.isPending ? 'Saving...' : 'Save limits'}
      </Button>
    </form>
  );
}

type LimitsForm = UseFormReturn<ShopSettingsValues, unknown, ShopSettings>;

/** One whole-number figure of the form, with its hint and the server's or the schema's message. */
function LimitField(p: { form: LimitsForm; name: (typeof FIELDS)[number]; error: string | undefined; label: string; hint: string; min: string; max?: string }) {
  const { form, name, label, hint, error, min, max } = p;
  return (
    <FormField label={label} hint={hint} error={error}>
      <Input {...form.register(name, { valueAsNumber: true })} type="number" inputMode="numeric" min={min} max={max} step="1" className="tabular" />
    </FormField>
  );
}
