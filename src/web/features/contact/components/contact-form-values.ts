import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_SUBJECTS, type ContactSubject } from '@shared/support';
import type { User } from '@shared/schemas/auth';
import { ContactInputSchema, type ContactFormValues, type ContactInput } from '@shared/schemas/contact';

/** What the form's inputs hold: text for every field, the raw z.input of ContactInputSchema. */
export type ContactFormText = Record<keyof ContactFormValues, string>;

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'orderNumber', 'message'] as const satisfies readonly (keyof ContactFormText)[];

/**
 * `/contact-us?subject=feedback` (the support page's buttons) picks the subject, in any letter case; an
 * unknown value is ignored. `?order=ORD-…` fills in the order number.
 */
export function contactPrefillFromUrl(params: URLSearchParams): Partial<ContactFormText> {
  const prefill: Partial<ContactFormText> = {};
  const subject = params.get('subject')?.trim().toLowerCase();
  if (subject && (CONTACT_SUBJECTS as readonly string[]).includes(subject)) prefill.subject = subject as ContactSubject;
  const order = (params.get('order') ?? params.get('orderNumber'))?.trim();
  if (order) prefill.orderNumber = order.slice(0, 30);
  return prefill;
}

/** Empty fields, a signed-in customer's name and e-mail, then whatever the URL chose. */
export function contactDefaults(user?: User | null, prefill?: Partial<ContactFormText>): ContactFormText {
  return {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    phone: '',
    subject: '',
    orderNumber: '',
    message: '',
    ...prefill,
  };
}

// The cast only names the form's text shape; the shared schema answers '' with its own messages.
export const contactResolver = zodResolver(ContactInputSchema) as unknown as Resolver<ContactFormText, unknown, ContactInput>;
