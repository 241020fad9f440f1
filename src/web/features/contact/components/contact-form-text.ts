import type { ContactFormValues } from '@shared/schemas/contact';

/** What the form's inputs hold: text for every field, the raw z.input of ContactInputSchema. */
export type ContactFormText = Record<keyof ContactFormValues, string>;
