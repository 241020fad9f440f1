import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants';
import { CONTACT_SUBJECTS } from '../support';
import { EmailSchema } from './auth';
import { blankToNull, PhoneSchema, requiredText } from './common';

// One schema for the /contact-us form and POST /api/contact (docs/architecture.md, "One schema per shape"), docs/product.md §3 fields with the
// docs/product.md §5 rules: name, e-mail, subject and message required; phone and order number optional.

export const ContactSubjectSchema = z.enum(CONTACT_SUBJECTS, { error: 'Please choose a subject' });

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_ORDER_NUMBER_MAX_LENGTH = 30;

/** An order (ORD-…) or request (REQ-…) number, if the message is about one. Kept as typed, upper-cased. */
const OrderNumberSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .toUpperCase()
    .max(CONTACT_ORDER_NUMBER_MAX_LENGTH, `Order number must be at most ${CONTACT_ORDER_NUMBER_MAX_LENGTH} characters`)
    .regex(/^[A-Z0-9][A-Z0-9-]*$/, 'Order numbers look like ORD-XXXXX: letters, digits and dashes')
    .nullable()
    .optional(),
);

export const ContactInputSchema = z.strictObject({
  name: requiredText('Name', NAME_MAX_LENGTH),
  email: EmailSchema,
  phone: PhoneSchema,
  subject: ContactSubjectSchema,
  message: requiredText('Message', CONTACT_MESSAGE_MAX_LENGTH),
  orderNumber: OrderNumberSchema,
});
export type ContactInput = z.output<typeof ContactInputSchema>;
export type ContactFormValues = z.input<typeof ContactInputSchema>;

/** The answer to POST /api/contact: given only once the message is stored (docs/choices.md #17). */
export const ContactSentSchema = z.object({ id: z.string(), message: z.literal('Message Sent'), createdAt: z.string() });
export type ContactSent = z.infer<typeof ContactSentSchema>;

/** A message as staff read it at /admin/messages. */
export const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: ContactSubjectSchema,
  message: z.string(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactMessageFilterSchema = z.enum(['all', 'unread'], { error: 'Filter must be all or unread' });
export type ContactMessageFilter = z.infer<typeof ContactMessageFilterSchema>;

export const ContactMessageListQuerySchema = z.strictObject({
  filter: ContactMessageFilterSchema.default('all'),
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000, 'Page must be at most 10000').default(1),
});
export type ContactMessageListQuery = z.infer<typeof ContactMessageListQuerySchema>;

export const ContactMessageListSchema = z.object({
  messages: z.array(ContactMessageSchema),
  /** Unread messages in the whole inbox, whatever the filter and page. */
  unreadCount: z.number(),
  pagination: z.object({ page: z.number(), totalPages: z.number(), total: z.number() }),
});
export type ContactMessageList = z.infer<typeof ContactMessageListSchema>;

export const ContactMessageReadSchema = z.strictObject({ read: z.boolean({ error: 'Send read: true or false' }) });
export type ContactMessageRead = z.infer<typeof ContactMessageReadSchema>;
