import { z } from 'zod';
import { CHASSIS_CODE_MESSAGE, CHASSIS_TYPED_PATTERN, normaliseChassisCode } from '../catalogue';
import { VEHICLE_YEAR_MIN, vehicleYearMax } from '../constants';

export { GARAGE_FULL_MESSAGE, GARAGE_MAX_VEHICLES, vehicleLabel } from '../catalogue';

/**
 * "My Garage": the vehicles a customer drives, so the catalogue can show parts that fit.
 * Guests keep them in browser storage, signed-in customers on their account; both use these shapes.
 * A vehicle is always a model (a chassis code names one, and the picker asks which when it names two),
 * with an optional year and the chassis code the customer knows it by.
 */

/** A chassis code as the customer types it ("ncp-160", "DBA-NZE161", "NZE161-3012345"), read by normaliseChassisCode. */
export const ChassisCodeSchema = z.string().trim().regex(CHASSIS_TYPED_PATTERN, CHASSIS_CODE_MESSAGE).transform(normaliseChassisCode);

export const GarageVehicleInputSchema = z.strictObject({
  modelId: z.number({ error: 'Choose a model' }).int('Choose a model').positive('Choose a model').max(2_147_483_647, 'Choose a model'),
  year: z
    .number({ error: 'Year must be a number' })
    .int('Year must be a whole number')
    .min(VEHICLE_YEAR_MIN, `Year must be between ${VEHICLE_YEAR_MIN} and ${vehicleYearMax()}`)
    // Next year moves on 1 January: checked on each call; the document shows the bound of the day it was made.
    .meta({ maximum: vehicleYearMax() })
    .refine((y) => y <= vehicleYearMax(), {
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
