import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import { ContactInputSchema, ContactSentSchema } from '../../../shared/schemas/contact';
import type { RateLimits } from '../../config';
import type { ContactService } from './service';

const errors = { 400: ApiErrorSchema, 429: ApiErrorSchema };

/** The /contact-us form's endpoint (docs/choices.md #17): guests and customers alike, limited per address. */
export async function contactRoutes(app: FastifyInstance, opts: { service: ContactService; limits: RateLimits }): Promise<void> {
  const { service, limits } = opts;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      config: { rateLimit: { max: limits.contactPerIp, timeWindow: limits.windowMs } },
      schema: { body: ContactInputSchema, response: { 201: ContactSentSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await service.send(request.body)),
  );
}
