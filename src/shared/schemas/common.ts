import { z } from 'zod';

/** Every error answer of the API has this one shape (CONVENTIONS rule 3). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** A required, trimmed text field with a cap, so no text field is unbounded. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}
