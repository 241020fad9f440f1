import type { BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Search } from 'lucide-react';
import { z } from 'zod';
import { EmailSchema } from '@shared/schemas/auth';
import { OrderNumberSchema } from '@shared/schemas/orders';
import { RequestNumberSchema } from '@shared/schemas/part-requests';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

export const MISSING_REQUEST_NUMBER = 'Please enter your request number';

/**
 * The lookup form: the request number (trimmed and upper-cased by the shared schema, so `req-ab3c…`
 * works) and an optional e-mail that, when it matches the request, unlocks full details and the quote.
 */
export const ORDER_NEEDS_EMAIL = 'Enter the e-mail you used at checkout to see this order';

const isOrderNumber = (v: string) => /^ORD-/i.test(v.trim());

/** A shop order number (ORD-) or a part request number (REQ-), each checked by its own shared schema. */
const TrackingNumberSchema = z
  .string()
  .trim()
  .min(1, MISSING_REQUEST_NUMBER)
  .transform((value, ctx) => {
    const parsed = (isOrderNumber(value) ? OrderNumberSchema : RequestNumberSchema).safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Check the number and try again' });
    return z.NEVER;
  });

export const TrackByNumberFormSchema = z
  .object({
    requestNumber: TrackingNumberSchema,
    email: z.string().transform((value, ctx) => {
      const trimmed = value.trim();
      if (!trimmed) return undefined;
      const parsed = EmailSchema.safeParse(trimmed);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Please enter a valid email address' });
        return z.NEVER;
      }
      return parsed.data;
    }),
  })
  // An order is shown only to someone who knows its e-mail too (DECISIONS 4).
  .refine((v) => !isOrderNumber(v.requestNumber) || v.email !== undefined, { path: ['email'], message: ORDER_NEEDS_EMAIL });
export type TrackByNumberFormValues = z.input<typeof TrackByNumberFormSchema>;
export type TrackByNumberLookup = z.output<typeof TrackByNumberFormSchema>;

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
        hint="Needed for shop orders (ORD-). Optional for requests: it shows full details and lets you answer a quote."
        error={errors.email?.message}
      >
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" disabled={searching} className="w-full sm:col-span-2 sm:w-auto sm:justify-self-start">
        <Search aria-hidden="true" />
        {searching ? 'Searching...' : 'Track Request'}
      </Button>
    </form>
  );
}
