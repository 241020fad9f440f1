import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StoreInfoSchema, type StoreInfo } from '../../../shared/schemas/store';
import type { Config } from '../../config';

/** The store's identity for the web app (DESIGN.md: configuration, never hard-coded in components). */
export async function storeRoutes(
  app: FastifyInstance,
  opts: {
    store: Config['store'];
    firstAccountBecomesAdmin: () => Promise<boolean>;
    updateChannels: () => { whatsapp: boolean; sms: boolean };
    paying: () => Promise<StoreInfo['paying']>;
  },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/store',
    { schema: { response: { 200: StoreInfoSchema } } },
    async () => ({ ...opts.store, firstAccountBecomesAdmin: await opts.firstAccountBecomesAdmin(), updateChannels: opts.updateChannels(), paying: await opts.paying() }),
  );
}
