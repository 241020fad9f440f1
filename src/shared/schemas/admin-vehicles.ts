import { z } from 'zod';
import { CHASSIS_CODE_MESSAGE, CHASSIS_CODE_PATTERN, CHASSIS_TYPED_PATTERN, normaliseChassisCode, PART_YEAR_MAX, PART_YEAR_MIN } from '../catalogue';
import { recordId, recordIdParam, requiredText, textToNumber } from './common';

// Staff's side of the vehicle list: makes, models with their years and other names, and each model's
// chassis codes (generations) with their years and aliases. Every place a customer types a vehicle reads
// this list through one normaliser (normaliseChassisCode), so a code added here is known everywhere.

const year = (label: string) =>
  z.preprocess(
    textToNumber,
    z
      .number({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a year`) })
      .int(`${label} must be a year`)
      .min(PART_YEAR_MIN, `${label} must be ${PART_YEAR_MIN} or later`)
      .max(PART_YEAR_MAX, `${label} must be ${PART_YEAR_MAX} or earlier`),
  );

/** A chassis code as staff type it, normalised as a customer's would be ("dba-nze161" is NZE161). */
const chassisCode = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(CHASSIS_TYPED_PATTERN, CHASSIS_CODE_MESSAGE)
    .transform(normaliseChassisCode)
    .refine((c) => CHASSIS_CODE_PATTERN.test(c), CHASSIS_CODE_MESSAGE);

/** Other names: a list, or text with commas between them; blanks and repeats dropped. */
const names = <T extends z.ZodType<string>>(item: T, label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? [] : typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(item, { error: `${label} must be a list` }).max(10, `${label}: at most 10`).transform((xs) => [...new Set(xs)]),
  );

/** The schema with its years in order; its own input and output types kept, so a form's resolver reads them. */
const years = <S extends z.ZodObject<{ yearFrom: z.ZodType<number, unknown>; yearTo: z.ZodType<number, unknown> }>>(schema: S) =>
  schema.refine((v) => (v.yearFrom as number) <= (v.yearTo as number), { path: ['yearTo'], message: 'The last year must not be before the first' });

export const MakeInputSchema = z.strictObject({ name: requiredText('Make', 40) });

export const ModelInputSchema = years(
  z.strictObject({
    makeId: z.preprocess(textToNumber, recordId('Make', 'Choose a make')),
    name: requiredText('Model', 60),
    yearFrom: year('First year'),
    yearTo: year('Last year'),
    aliases: names(requiredText('Other name', 60), 'Other names').default([]),
  }),
);
export type ModelInput = z.output<typeof ModelInputSchema>;

export const ModelUpdateSchema = years(
  z.strictObject({
    name: requiredText('Model', 60),
    yearFrom: year('First year'),
    yearTo: year('Last year'),
    aliases: names(requiredText('Other name', 60), 'Other names').default([]),
  }),
);
export type ModelUpdate = z.output<typeof ModelUpdateSchema>;

export const ChassisInputSchema = years(
  z.strictObject({
    code: chassisCode('Chassis code'),
    yearFrom: year('First year'),
    yearTo: year('Last year'),
    aliases: names(chassisCode('Alias'), 'Aliases').default([]),
  }),
);
export type ChassisInput = z.output<typeof ChassisInputSchema>;

export const ModelIdParamsSchema = z.strictObject({ id: recordIdParam('Model id') });
export const ChassisParamsSchema = z.strictObject({ id: recordIdParam('Model id'), code: z.string().trim().max(30).transform(normaliseChassisCode) });
