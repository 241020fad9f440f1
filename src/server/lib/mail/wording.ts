// Small pieces every e-mail of the store writes the same way.

/** Who the store is, as its e-mails sign off. */
export type StoreSignature = { name: string; phone: string; email: string; address: string };

// Amounts are written by the formatters in src/shared/money.ts, which screens can use too.
export { formatJmd as jmd, formatUsd as usd } from '../../../shared/money';

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

/**
 * "Hi Keisha," when the form's sender owns the address the e-mail goes to (src/server/lib/mail/verified-addresses.ts),
 * else "Hello,": the name was typed by whoever sent the form.
 */
export function greeting(fullName: string, owner: boolean): string {
  return owner ? `Hi ${firstName(fullName)},` : 'Hello,';
}

export function signature(store: StoreSignature): string[] {
  return ['', store.name, `${store.phone} · ${store.email}`, store.address];
}
