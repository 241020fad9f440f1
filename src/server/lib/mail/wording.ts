// Small pieces every e-mail of the store writes the same way.

/** Who the store is, as its e-mails sign off. */
export type StoreSignature = { name: string; phone: string; email: string; address: string };

export function usd(amount: number): string {
  return `US$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function jmd(amount: number): string {
  return `J$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

export function signature(store: StoreSignature): string[] {
  return ['', store.name, `${store.phone} · ${store.email}`, store.address];
}
