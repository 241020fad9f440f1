import { CONTACT_SUBJECTS, type ContactSubject } from '@shared/support';
import type { User } from '@shared/schemas/auth';
import { lazyResolver } from '@web/lib/lazy-resolver';
import type { ContactFormText } from './contact-form-text';


/**
 * CONTACT_MESSAGE_MAX_LENGTH of the shared schema, read here so the form does not load the schema, and
 * zod with it, to show (decision 004); contact-form-values.test.ts checks the two agree.
 */
export const MESSAGE_MAX_LENGTH = 5000;

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

/** zodResolver over the shared schema (docs/architecture.md, "One schema per shape"), loaded after the form (lazy-resolver.ts). */
export const contactResolver = lazyResolver(() => import('./contact-resolver').then((m) => m.contactResolver));
