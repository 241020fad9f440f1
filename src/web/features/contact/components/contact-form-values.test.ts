import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS } from '@shared/support';
import { CONTACT_MESSAGE_MAX_LENGTH, ContactInputSchema } from '@shared/schemas/contact';
import { contactDefaults, contactPrefillFromUrl, MESSAGE_MAX_LENGTH } from './contact-form-values';

describe('contactPrefillFromUrl', () => {
  it('picks every docs/product.md §9 subject from ?subject=, in any letter case', () => {
    for (const subject of CONTACT_SUBJECTS) {
      expect(contactPrefillFromUrl(new URLSearchParams({ subject }))).toEqual({ subject });
      expect(contactPrefillFromUrl(new URLSearchParams({ subject: ` ${subject.toUpperCase()} ` }))).toEqual({ subject });
    }
  });

  it('ignores an unknown subject and fills in an order number', () => {
    expect(contactPrefillFromUrl(new URLSearchParams({ subject: 'complaint' }))).toEqual({});
    expect(contactPrefillFromUrl(new URLSearchParams({ subject: 'order', order: 'ORD-7K3M9QX2' }))).toEqual({
      subject: 'order',
      orderNumber: 'ORD-7K3M9QX2',
    });
  });

  it('starts from values the shared schema reads, failing only on what the customer must type', () => {
    const result = ContactInputSchema.safeParse(contactDefaults(null, { subject: 'feedback' }));
    expect(result.success).toBe(false);
    expect([...new Set(result.error?.issues.map((issue) => issue.path.join('.')))].sort()).toEqual(['email', 'message', 'name']);
    const filled = { ...contactDefaults(null, { subject: 'feedback' }), name: 'Keisha', email: 'k@example.com', message: 'Great service' };
    expect(ContactInputSchema.parse(filled)).toEqual({ ...filled, phone: null, orderNumber: null });
  });

  it('caps the message box at the shared schema\'s limit', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(CONTACT_MESSAGE_MAX_LENGTH);
  });
});
