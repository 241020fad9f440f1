import { z } from 'zod';

/**
 * held: kept in the outbox because no SMTP server is configured (docs/choices.md #16).
 * pending: SMTP is configured but has not accepted it yet; it is retried, never dropped.
 * sent: the SMTP server accepted it.
 */
export const OutboxStatusSchema = z.enum(['held', 'pending', 'sent']);
export type OutboxStatus = z.infer<typeof OutboxStatusSchema>;

export const OutboxMessageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: OutboxStatusSchema,
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxListQuerySchema = z.strictObject({
  status: OutboxStatusSchema.optional().meta({ examples: ['pending'] }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OutboxListQuery = z.infer<typeof OutboxListQuerySchema>;

export const OutboxListSchema = z.object({
  messages: z.array(OutboxMessageSchema),
  pagination: z.object({ page: z.number(), totalPages: z.number(), total: z.number() }),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;
