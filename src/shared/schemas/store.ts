import { z } from 'zod';

/** The store's identity, configured on the server (DESIGN.md) and read by the web app. */
export const StoreInfoSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  slogan: z.string(),
  address: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  hours: z.string(),
  /** True while no account exists: the first account created becomes the admin (docs/product.md §6). */
  firstAccountBecomesAdmin: z.boolean(),
  /** The channels customers may choose for updates beside e-mail: only those set up on the server (docs/messaging.md). */
  updateChannels: z.object({ whatsapp: z.boolean(), sms: z.boolean() }),
  /**
   * How paying for a sourced part works now, from the payment settings staff edit (docs/payments.md): the
   * deposit, and whether card online (WiPay) and bank transfer are offered. The FAQs read it, so they say
   * what the Pay panel does.
   */
  paying: z.object({ depositPercent: z.number(), cardOnline: z.boolean(), bankTransfer: z.boolean() }),
});
export type StoreInfo = z.infer<typeof StoreInfoSchema>;

/**
 * GET /api/health. Everyone gets the state of each part; only staff also get what each part is (the
 * database and storage kinds, the mail transport and its queue, the server's role), which tells an
 * attacker what to aim at and a customer nothing.
 */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['ok', 'down']), kind: z.enum(['pglite', 'postgres']).optional(), latencyMs: z.number() }),
  /** Staff only. */
  mail: z.object({ transport: z.enum(['smtp', 'outbox']), waiting: z.number() }).optional(),
  /** Whether stored files answer; for staff, where they live (this server's disk or an S3-compatible bucket). */
  storage: z.object({ status: z.enum(['ok', 'down']), kind: z.enum(['local', 's3']).optional() }),
  /** The job queue; for staff, what this server does with it (SERVER_ROLE). */
  jobs: z.object({ status: z.enum(['ok', 'down']), role: z.enum(['all', 'web', 'worker']).optional() }),
  uptimeSeconds: z.number(),
  version: z.string(),
  time: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;
