import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChassisInputSchema, ChassisParamsSchema, MakeInputSchema, ModelIdParamsSchema, ModelInputSchema, ModelUpdateSchema } from '../../../../shared/schemas/admin-vehicles';
import { VehiclesSchema } from '../../../../shared/schemas/catalogue';
import { ApiErrorSchema } from '../../../../shared/schemas/common';
import type { VehicleStaffService } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const MODEL_PATH = '/api/admin/vehicles/models/:id(^\\d+$)';

/** Staff endpoints of the vehicle list; in the admin scope, behind requireAdmin. Each answers the whole list. */
export async function vehicleStaffRoutes(app: FastifyInstance, opts: { service: VehicleStaffService }): Promise<void> {
  const { service } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const list = { response: { 200: VehiclesSchema, ...errors } };
  const created = { response: { 201: VehiclesSchema, ...errors } };

  r.get('/api/admin/vehicles', { schema: list }, async () => service.list());
  r.post('/api/admin/vehicles/makes', { schema: { body: MakeInputSchema, ...created } }, async (request, reply) => reply.code(201).send(await service.addMake(request.body.name)));
  r.post('/api/admin/vehicles/models', { schema: { body: ModelInputSchema, ...created } }, async (request, reply) => reply.code(201).send(await service.addModel(request.body)));
  r.put(MODEL_PATH, { schema: { params: ModelIdParamsSchema, body: ModelUpdateSchema, ...list } }, async (request) => service.updateModel(request.params.id, request.body));
  r.post(`${MODEL_PATH}/chassis`, { schema: { params: ModelIdParamsSchema, body: ChassisInputSchema, ...created } }, async (request, reply) =>
    reply.code(201).send(await service.addChassis(request.params.id, request.body)),
  );
  r.put(`${MODEL_PATH}/chassis/:code`, { schema: { params: ChassisParamsSchema, body: ChassisInputSchema, ...list } }, async (request) =>
    service.updateChassis(request.params.id, request.params.code, request.body),
  );
}
