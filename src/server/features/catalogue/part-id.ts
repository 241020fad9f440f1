import { z } from 'zod';
import { MAX_RECORD_ID, RECORD_ID_TEXT, recordIdMessage } from '../../../shared/schemas/common';

const PART_ID_MESSAGE = recordIdMessage('Part id');

/** A part's id in an address (/api/parts/:id, /part/:id): a whole number that fits the id column. */
export const PartIdParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(RECORD_ID_TEXT, PART_ID_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_RECORD_ID, PART_ID_MESSAGE),
});
