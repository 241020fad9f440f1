import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { AccountUpdates, AccountUpdatesFormValues, AccountUpdatesInput } from '@shared/schemas/account-updates';
import { LoadErrorCard } from '@web/components/load-error-card';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { SkeletonLines } from '@web/components/ui/skeleton-lines';
import { toast } from '@web/components/ui/use-toast';
import { UpdatesChoice } from '@web/components/updates-choice';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { applyServerIssues } from '@web/lib/form-errors';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { useStoreInfo } from '@web/lib/store-info';
import { useAccountUpdates, useSaveAccountUpdates } from '../api/account-updates';

const resolver = lazyResolver(() => import('./phone-updates-resolver').then((m) => m.phoneUpdatesResolver));

/**
 * "Updates on your phone" on the profile (docs/messaging.md): the number for WhatsApp or SMS updates about
 * every request and order, or e-mail only. Shown only where the store offers one of them.
 */
export function PhoneUpdatesCard() {
  const { store } = useStoreInfo();
  const offered = store.updateChannels.whatsapp || store.updateChannels.sms;
  const current = useAccountUpdates(offered);
  if (!offered) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Updates on your phone</CardTitle>
        <CardDescription>
          Get word of your quotes, payments and deliveries on WhatsApp or by text, as well as by e-mail. Reply STOP to any
          message to turn them off.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {current.isPending ? (
          <div className="grid gap-3">
            <SkeletonLines lines={['h-10 w-full', 'h-24 w-full', 'h-10 w-32 justify-self-end']} label="Loading your update settings" />
          </div>
        ) : current.isError ? (
          <LoadErrorCard what="your update settings" error={current.error} onRetry={() => void current.refetch()} inset />
        ) : (
          <PhoneUpdatesForm saved={current.data} />
        )}
      </CardContent>
    </Card>
  );
}

const valuesOf = (saved: AccountUpdates): AccountUpdatesFormValues => ({ phone: saved.phone ?? '', updates: saved.updates });

function PhoneUpdatesForm({ saved }: { saved: AccountUpdates }) {
  const save = useSaveAccountUpdates();
  const form = useForm<AccountUpdatesFormValues, unknown, AccountUpdatesInput>({ resolver, defaultValues: valuesOf(saved) });
  const { errors } = form.formState;
  useEffect(() => form.reset(valuesOf(saved)), [saved, form]);

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (now) =>
        toast({
          title: 'Updates saved',
          description: now.updates === 'email' ? 'We will keep you posted by e-mail only.' : `We will message ${now.phone} on ${now.updates === 'whatsapp' ? 'WhatsApp' : 'SMS'} too.`,
        }),
      onError: (error) => {
        const message = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : (getServerMessage(error) ?? 'Your choice was not saved. Please try again.');
        applyServerIssues(error, form.setError, ['phone', 'updates']);
        toast({ variant: 'destructive', title: 'Not saved', description: message });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Updates on your phone" className="grid gap-4">
      {saved.stoppedAt ? (
        <p className="text-sm text-muted-foreground">
          Updates to {saved.phone} were turned off {formatDateTime(saved.stoppedAt)}
          {saved.stoppedHow ? ` (${saved.stoppedHow})` : ''}. Choose WhatsApp or SMS to turn them on again; if the number replied STOP,
          reply START to us from it instead.
        </p>
      ) : null}
      <FormField label="Phone number" error={errors.phone?.message} hint="With the area code, e.g. 876-555-0101.">
        <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="876-555-0101" {...form.register('phone')} />
      </FormField>
      <UpdatesChoice field={form.register('updates')} error={errors.updates?.message} />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save updates'}
        </Button>
      </div>
    </form>
  );
}
