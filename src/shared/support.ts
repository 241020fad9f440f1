// docs/product.md §9 contact subjects and the docs/product.md §2 support departments: their own module, so the shell every page
// loads (constants.ts is in it) does not carry their text; only the contact and support pages import them.

/**
 * docs/product.md §9 contact subjects, in the order the contact form offers them. `/contact-us?subject=<value>`
 * preselects one (the support page's Feedback buttons and department cards link there).
 */
export const CONTACT_SUBJECTS = ['general', 'support', 'order', 'return', 'compatibility', 'warranty', 'bulk', 'feedback'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General Inquiry',
  support: 'Technical Support',
  order: 'Order Status',
  return: 'Returns & Exchanges',
  compatibility: 'Part Compatibility',
  warranty: 'Warranty Claim',
  bulk: 'Bulk & Business Orders',
  feedback: 'Feedback',
};

/**
 * docs/product.md §2 support departments, each reached on the store's line at its extension (1 to 6). Their e-mail is
 * the store's support address with the department in the subject line: one inbox that staff read, so a
 * message never lands in a mailbox nobody set up. `subject` is the matching contact-form subject.
 */
export const SUPPORT_DEPARTMENTS = [
  { id: 'general', name: 'General', extension: 1, handles: 'Questions about the store, your account or anything else', subject: 'general' },
  { id: 'technical', name: 'Technical', extension: 2, handles: 'Will it fit? Part numbers, compatibility and installation', subject: 'compatibility' },
  { id: 'sales', name: 'Sales', extension: 3, handles: 'Prices, quotes, stock and placing an order', subject: 'order' },
  { id: 'warranty-returns', name: 'Warranty & Returns', extension: 4, handles: 'Faulty or wrong parts, exchanges and warranty claims', subject: 'warranty' },
  { id: 'shipping-delivery', name: 'Shipping & Delivery', extension: 5, handles: 'Delivery times, tracking, pickup and addresses', subject: 'order' },
  { id: 'business', name: 'Business Accounts', extension: 6, handles: 'Garages, repair shops and bulk orders', subject: 'bulk' },
] as const satisfies readonly { id: string; name: string; extension: number; handles: string; subject: ContactSubject }[];
