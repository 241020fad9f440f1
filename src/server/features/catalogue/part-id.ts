import { z } from 'zod';
import { MAX_RECORD_ID, recordIdMessage } from '../../../shared/schemas/common';

const PART_ID_MESSAGE = recordIdMessage('Part id');

/** A part's id in an address (/api/parts/:id, /part/:id): a whole number that fits the id column. */
export const PartIdParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,10}$/, PART_ID_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_RECORD_ID, PART_ID_MESSAGE),
});
