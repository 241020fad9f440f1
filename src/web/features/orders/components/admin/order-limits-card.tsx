import { useForm } from 'react-hook-form';
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
        <FormField label="Most of one item per order" hint="1 to 99." error={errors.maxUnitsPerOrder?.message}>
          <Input {...form.register('maxUnitsPerOrder', { valueAsNumber: true })} type="number" inputMode="numeric" min="1" max="99" step="1" className="tabular" />
        </FormField>
        <FormField
          label="Most of one item per customer a day"
          hint="Over all their orders of the last 24 hours; at least the cap per order."
          error={errors.maxUnitsPerCustomerPerDay?.message}
        >
          <Input {...form.register('maxUnitsPerCustomerPerDay', { valueAsNumber: true })} type="number" inputMode="numeric" min="1" step="1" className="tabular" />
        </FormField>
        <FormField
          label="Hours to confirm an order paid later"
          hint="1 to 72. Not confirmed by then, it is released and its items go back on sale."
          error={errors.confirmWithinHours?.message}
        >
          <Input {...form.register('confirmWithinHours', { valueAsNumber: true })} type="number" inputMode="numeric" min="1" max="72" step="1" className="tabular" />
        </FormField>
        <FormField
          label="Staff confirm orders paid later above (J$)"
          hint="Such an order is confirmed only by staff, by the end of the next business day."
          error={errors.staffConfirmAboveJmd?.message}
        >
          <Input {...form.register('staffConfirmAboveJmd', { valueAsNumber: true })} type="number" inputMode="numeric" min="1000" step="1" className="tabular" />
        </FormField>
      </div>
      {save.isError ? <FormAlert>{isNetworkError(save.error) ? NETWORK_ERROR_MESSAGE : (getServerMessage(save.error) ?? 'The limits were not saved.')}</FormAlert> : null}
      <Button type="submit" disabled={save.isPending || !isDirty} className="w-full sm:w-auto sm:justify-self-start">
        {save.isPending ? 'Saving...' : 'Save limits'}
      </Button>
    </form>
  );
}
