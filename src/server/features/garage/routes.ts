import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, MAX_RECORD_ID, RECORD_ID_TEXT, recordIdMessage } from '../../../shared/schemas/common';
import { GarageSchema, GarageVehicleInputSchema, GarageVehicleSchema } from '../../../shared/schemas/garage';
import { requireUser, signedInUser } from '../../plugins/auth';
import type { GarageService } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const VEHICLE_ID_MESSAGE = recordIdMessage('Vehicle id');
const VehicleIdParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(RECORD_ID_TEXT, VEHICLE_ID_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_RECORD_ID, VEHICLE_ID_MESSAGE),
});

/** "My Garage" of a signed-in customer: list, save, remove. Guests keep theirs in the browser. */
export async function garageRoutes(app: FastifyInstance, opts: { service: GarageService }): Promise<void> {
  const { service } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/garage', { onRequest: requireUser, schema: { response: { 200: GarageSchema, ...errors } } }, async (request) =>
    service.list(signedInUser(request).id),
  );

  r.post(
    '/api/garage',
    { onRequest: requireUser, schema: { body: GarageVehicleInputSchema, response: { 200: GarageVehicleSchema, 201: GarageVehicleSchema, ...errors } } },
    async (request, reply) => {
      const { vehicle, created } = await service.add(signedInUser(request).id, request.body);
      return reply.code(created ? 201 : 200).send(vehicle);
    },
  );

  r.delete(
    '/api/garage/:id',
    { onRequest: requireUser, schema: { params: VehicleIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
