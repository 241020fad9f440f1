import type { BaseSyntheticEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { lazyResolver } from '@web/lib/lazy-resolver';
import type { TrackByNumberFormSchema } from './track-by-number-schema';
import { SearchButton } from './search-button';

// The schema, and zod with it, loads after the page (decision 004).
export const trackByNumberResolver = lazyResolver(() => import('./track-by-number-schema').then((m) => m.trackByNumberResolver));

export type TrackByNumberFormValues = z.input<typeof TrackByNumberFormSchema>;
export type TrackByNumberLookup = z.output<typeof TrackByNumberFormSchema>;

/**
 * The lookup form: the request or order number (trimmed and upper-cased by the shared schema, so
 * `req-ab3c…` works) and the e-mail a shop order was placed with. A request needs no e-mail: its number
 * shows progress and price, and its details need the manage link (decision 006).
 */
export function TrackByNumberForm({
  form,
  onSubmit,
  searching,
}: {
  form: UseFormReturn<TrackByNumberFormValues, unknown, TrackByNumberLookup>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  searching: boolean;
}) {
  const { errors } = form.formState;
  const typed = (useWatch({ control: form.control, name: 'requestNumber' }) ?? '').trim().toUpperCase();
  // The button says what it will look up: an order number is not a request.
  const action = typed.startsWith('ORD-') ? 'Track Order' : typed.startsWith('REQ-') ? 'Track Request' : 'Track';
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Track a request or order" className="grid gap-4 sm:grid-cols-2 sm:items-start">
      <FormField label="Request or Order Number" error={errors.requestNumber?.message}>
        <Input
          placeholder="REQ-XXXXXXXX or ORD-XXXXXXXX"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          className="tabular uppercase placeholder:normal-case"
          aria-required="true"
          {...form.register('requestNumber')}
        />
      </FormField>
      <FormField
        label="Email"
        hint="Needed for shop orders (ORD-). Not needed for part requests (REQ-)."
        error={errors.email?.message}
      >
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <SearchButton searching={searching} className="sm:col-span-2">
        {action}
      </SearchButton>
    </form>
  );
}
