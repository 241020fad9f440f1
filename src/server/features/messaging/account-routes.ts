import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountUpdatesInputSchema, AccountUpdatesSchema } from '../../../shared/schemas/account-updates';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import type { Config } from '../../config';
import type { MessagingService } from '../../modules/messaging/service';
import { requireUser, signedInUser } from '../../plugins/auth';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema };

/** The profile's "Updates on your phone": the signed-in customer's number and the channel chosen for it. */
export async function accountUpdatesRoutes(app: FastifyInstance, opts: { service: MessagingService; limits: Config['limits'] }): Promise<void> {
  const { service, limits } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/account/updates', { onRequest: requireUser, schema: { response: { 200: AccountUpdatesSchema, ...errors } } }, async (request) =>
    service.accountUpdates(signedInUser(request).id),
  );

  r.put(
    '/api/account/updates',
    {
      // Limited like the profile's other saves: each may start messages to a number.
      config: { rateLimit: { max: limits.profileUpdatePerIp, timeWindow: limits.windowMs } },
      onRequest: requireUser,
      // 409: the number is another account's, its own STOP stands, or a form (not this profile) turned it on.
      schema: { body: AccountUpdatesInputSchema, response: { 200: AccountUpdatesSchema, ...errors, 409: ApiErrorSchema } },
    },
    async (request) => service.setAccountUpdates(signedInUser(request).id, request.body),
  );
}
