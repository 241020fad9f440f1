import { GARAGE_FULL_MESSAGE, GARAGE_MAX_VEHICLES, type GarageVehicle, type GarageVehicleInput } from '../../../shared/schemas/garage';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { isChassis } from '../../../shared/catalogue';
import { AppError } from '../../lib/errors';
import * as repo from './repository';

function toView(row: repo.GarageRow): GarageVehicle {
  return { ...row, id: String(row.id) };
}

/** "My Garage" on the account: the rules of a saved vehicle, checked against the vehicle data. */
export function createGarageService({ db }: { db: Db }) {
  return {
    async list(userId: string): Promise<GarageVehicle[]> {
      return (await repo.listVehicles(db, userId)).map(toView);
    },

    /** Saves a vehicle; the same vehicle saved again is the one already there (`created: false`). */
    async add(userId: string, input: GarageVehicleInput): Promise<{ vehicle: GarageVehicle; created: boolean }> {
      const model = await repo.findModel(db, input.modelId);
      if (!model) throw new AppError('invalid_data', 'That model is not in our vehicle list', [{ path: 'modelId', message: 'Choose a model' }]);
      const year = input.year ?? null;
      if (year !== null && (year < model.yearFrom || year > model.yearTo)) {
        throw new AppError('invalid_data', `The ${model.name} we list was made from ${model.yearFrom} to ${model.yearTo}`, [
          { path: 'year', message: `Choose a year from ${model.yearFrom} to ${model.yearTo}` },
        ]);
      }
      const chassisCode = input.chassisCode ?? null;
      const chassis = chassisCode === null ? undefined : model.chassis.find((c) => isChassis(c, chassisCode));
      if (chassisCode !== null && !chassis) {
        throw new AppError('invalid_data', `${chassisCode} is not a ${model.name} chassis code we know`, [
          { path: 'chassisCode', message: `Known ${model.name} codes: ${model.chassis.map((c) => c.code).join(', ')}` },
        ]);
      }
      // A chassis code is one generation: the parts shown for the vehicle are that generation's.
      if (chassis && year !== null && (year < chassis.yearFrom || year > chassis.yearTo)) {
        const others = model.chassis.filter((c) => year >= c.yearFrom && year <= c.yearTo).map((c) => c.code);
        throw new AppError('invalid_data', `The ${model.name} ${chassis.code} was made from ${chassis.yearFrom} to ${chassis.yearTo}`, [
          {
            path: 'year',
            message: others.length > 0 ? `Choose a year from ${chassis.yearFrom} to ${chassis.yearTo}, or the code of a ${year} ${model.name}: ${others.join(', ')}` : `Choose a year from ${chassis.yearFrom} to ${chassis.yearTo}`,
          },
        ]);
      }
      // An alias typed is saved as the code it stands for.
      const vehicle = { modelId: model.id, year, chassisCode: chassis?.code ?? null };

      const id = await inTransaction(db, async (tx) => {
        await repo.lockUser(tx, userId);
        const existing = await repo.findSame(tx, userId, vehicle);
        if (existing !== undefined) return { id: existing, created: false };
        if ((await repo.countVehicles(tx, userId)) >= GARAGE_MAX_VEHICLES) throw new AppError('conflict', GARAGE_FULL_MESSAGE);
        return { id: await repo.insertVehicle(tx, userId, vehicle), created: true };
      });
      const row = await repo.findVehicle(db, userId, id.id);
      return { vehicle: toView(row!), created: id.created };
    },

    async remove(userId: string, id: number): Promise<void> {
      if (!(await repo.deleteVehicle(db, userId, id))) throw new AppError('not_found', 'That vehicle is not in your garage');
    },
  };
}
export type GarageService = ReturnType<typeof createGarageService>;
