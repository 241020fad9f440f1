import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { EmailSchema } from '@shared/schemas/auth';
import { OrderNumberSchema } from '@shared/schemas/orders';
import { RequestNumberSchema } from '@shared/schemas/part-request-tracking';
import { MISSING_REQUEST_NUMBER, ORDER_NEEDS_EMAIL } from './track-by-number-messages';

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
  // An order is shown only to someone who knows its e-mail too (docs/choices.md #4).
  .refine((v) => !isOrderNumber(v.requestNumber) || v.email !== undefined, { path: ['email'], message: ORDER_NEEDS_EMAIL });

export const trackByNumberResolver = zodResolver(TrackByNumberFormSchema);
