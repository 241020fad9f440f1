import { z } from 'zod';
import { VEHICLE_YEAR_MIN, vehicleYearMax } from '../constants';

/**
 * "My Garage" (issue 4): the vehicles a customer drives, so the catalogue can show parts that fit.
 * Guests keep them in browser storage, signed-in customers on their account; both use these shapes.
 * A vehicle is always a model (a chassis code names one, and the picker asks which when it names two),
 * with an optional year and the chassis code the customer knows it by.
 */
export const GARAGE_MAX_VEHICLES = 10;
export const GARAGE_FULL_MESSAGE = `Your garage holds up to ${GARAGE_MAX_VEHICLES} vehicles. Remove one to add another.`;

export const ChassisCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{2,20}$/, 'A chassis code is 2 to 20 letters and digits, like NZE141 or GE6');

export const GarageVehicleInputSchema = z.strictObject({
  modelId: z.number({ error: 'Choose a model' }).int('Choose a model').positive('Choose a model').max(2_147_483_647, 'Choose a model'),
  year: z
    .number({ error: 'Year must be a number' })
    .int('Year must be a whole number')
    .refine((y) => y >= VEHICLE_YEAR_MIN && y <= vehicleYearMax(), {
      message: `Year must be between ${VEHICLE_YEAR_MIN} and ${vehicleYearMax()}`,
    })
    .nullable()
    .optional(),
  chassisCode: ChassisCodeSchema.nullable().optional(),
});
export type GarageVehicleInput = z.infer<typeof GarageVehicleInputSchema>;

export const GarageVehicleSchema = z.object({
  /** A number on the account; a random id for a guest's vehicle in browser storage. */
  id: z.string(),
  makeId: z.number(),
  makeName: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  year: z.number().nullable(),
  chassisCode: z.string().nullable(),
});
export type GarageVehicle = z.infer<typeof GarageVehicleSchema>;
export const GarageSchema = z.array(GarageVehicleSchema);

/** "2012 Toyota Corolla Axio (NZE141)". */
export function vehicleLabel(v: Pick<GarageVehicle, 'makeName' | 'modelName' | 'year' | 'chassisCode'>): string {
  const name = [v.year, v.makeName, v.modelName].filter((part) => part !== null).join(' ');
  return v.chassisCode ? `${name} (${v.chassisCode})` : name;
}
