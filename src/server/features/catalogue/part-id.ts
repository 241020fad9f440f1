import { z } from 'zod';

const PART_ID_MESSAGE = 'Part id must be a whole number';

/** A part's id in an address (/api/parts/:id, /part/:id): a whole number that fits the id column. */
export const PartIdParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,10}$/, PART_ID_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, PART_ID_MESSAGE),
});
