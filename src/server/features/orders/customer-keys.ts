import crypto from 'node:crypto';

// Who a customer is, for the daily cap on units per customer: the signed-in account, or the e-mail, or
// the phone of the order, any of them matching. The e-mail and phone are reduced to what identifies
// them, so "Repair.Shop+2@Example.com" and "repair.shop@example.com", or "+1 (876) 555-7001" and
// "876-555-7001", are one customer. The migration that added these keys (drizzle/0011_order_caps_and_expiry.sql)
// filled them in for older orders with the same rules in SQL: change both together.

/** Lower case, trimmed, without a "+tag" after the name (most mail services deliver those to the same box). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase().replace(/\+[^@]*@/, '@');
}

/**
 * Digits only; a North American number's leading 1 dropped, and a 7-digit local number given Jamaica's
 * area code (876), so the same phone written three ways is one key.
 */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  if (digits.length === 7) return `876${digits}`;
  return digits;
}

/**
 * The client address an order came from, as a digest: enough to find the orders one connection holds
 * unpaid (docs/shop-holds.md), without keeping the address itself next to the customer's details.
 */
export function addressKey(ip: string): string {
  return crypto.createHash('sha256').update(`order-from:${ip}`).digest('base64url').slice(0, 22);
}
