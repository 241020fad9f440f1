import type { BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Search } from 'lucide-react';
import { z } from 'zod';
import { EmailSchema } from '@shared/schemas/auth';
import { RequestNumberSchema } from '@shared/schemas/part-requests';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

export const MISSING_REQUEST_NUMBER = 'Please enter your request number';

/**
 * The lookup form: the request number (trimmed and upper-cased by the shared schema, so `req-ab3c…`
 * works) and an optional e-mail that, when it matches the request, unlocks full details and the quote.
 */
export const TrackByNumberFormSchema = z.object({
  requestNumber: z
    .string()
    .trim()
    .min(1, MISSING_REQUEST_NUMBER)
    .refine((v) => !/^ORD-/i.test(v), {
      message: 'That is a shop order number. Order tracking is coming soon: call or WhatsApp us with it and we’ll check it for you.',
      abort: true,
    })
    .pipe(RequestNumberSchema),
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
});
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
    <form onSubmit={onSubmit} noValidate aria-label="Track a request" className="grid gap-4 sm:grid-cols-2 sm:items-start">
      <FormField label="Request Number" error={errors.requestNumber?.message}>
        <Input
          placeholder="REQ-XXXXXXXX"
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
        hint="Optional. Used to verify it's you: shows full details and lets you answer a quote."
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
